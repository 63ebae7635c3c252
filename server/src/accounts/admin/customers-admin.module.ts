import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { CustomersAdminResolver } from './customers-admin.resolver';
import { CustomersAdminService } from './customers-admin.service';

/** The customers' admin API edge and its service, apart from AccountsModule so that only the admin endpoint includes it. */
@Module({ imports: [AuditModule], providers: [CustomersAdminService, CustomersAdminResolver] })
export class CustomersAdminModule {}
