import { Module } from '@nestjs/common';
import { SandboxGatewayController } from './sandbox-gateway.controller';
import { SandboxGatewayService } from './sandbox-gateway.service';

/** Mounted only when PAYMENT_GATEWAY=sandbox (the default). */
@Module({ providers: [SandboxGatewayService], controllers: [SandboxGatewayController] })
export class SandboxGatewayModule {}
