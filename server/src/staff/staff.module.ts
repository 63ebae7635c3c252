import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditModule } from '../audit/audit.module';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { STAFF_JWT, staffJwtService } from './staff-jwt';
import { StaffAuthenticationGuard } from './staff-authentication.guard';
import { StaffJwtStrategy } from './staff-jwt.strategy';
import { StaffResolver } from './staff.resolver';
import { StaffService } from './staff.service';

/** Staff accounts and the admin API's guard. Its resolver belongs to the admin API only (app.module.ts). */
@Module({
  imports: [PassportModule, AccountsModule, AuditModule],
  providers: [
    { provide: STAFF_JWT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => staffJwtService(config) },
    StaffService,
    StaffJwtStrategy,
    StaffResolver,
    { provide: APP_GUARD, useClass: StaffAuthenticationGuard },
  ],
  exports: [StaffService],
})
export class StaffModule {}
