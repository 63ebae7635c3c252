import { Global, Logger, Module, type DynamicModule } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { OutboxController } from './outbox.controller';
import { OutboxTransport } from './outbox-transport';
import { SmtpTransport } from './smtp-transport';

/**
 * Mail for every module: SMTP when SMTP_URL is set, else the outbox in PostgreSQL. Its page, /dev/outbox, is
 * mounted only outside production (a production shop without SMTP still keeps its mail, and says so at start).
 */
@Global()
@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    const smtp = config.mail.smtpUrl;
    if (!smtp && config.env === 'production') new Logger('Mail').warn('SMTP_URL is not set: mail is kept in the mail_outbox table and not sent');
    return {
      module: MailModule,
      providers: [
        MailService,
        { provide: MailTransport, inject: [getDataSourceToken()], useFactory: (db: DataSource) => (smtp ? new SmtpTransport(smtp) : new OutboxTransport(db)) },
      ],
      controllers: !smtp && config.env !== 'production' ? [OutboxController] : [],
      exports: [MailService],
    };
  }
}
