import { Module } from '@nestjs/common';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';

/** The audit log. Its resolver belongs to the admin API only (app.module.ts). */
@Module({ providers: [AuditService, AuditResolver], exports: [AuditService] })
export class AuditModule {}
