import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { MessagesAdminController } from './messages-admin.controller';
import { MessagesAdminResolver } from './messages-admin.resolver';
import { MessagesAdminService } from './messages-admin.service';

/** The messages' admin edges (GraphQL and the CSV export) and their service: only the back office reads the inbox. */
@Module({ imports: [AuditModule], providers: [MessagesAdminService, MessagesAdminResolver], controllers: [MessagesAdminController] })
export class MessagesAdminModule {}
