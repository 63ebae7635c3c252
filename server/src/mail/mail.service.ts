import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import mjml2html from 'mjml';
import type { EntityManager } from 'typeorm';
import { translator } from '../common/i18n/catalogue';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../common/language';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { JobQueue } from '../jobs/job-queue';
import { MailTransport, type OutgoingMail } from './mail-transport';
import { MAIL_TEMPLATES, type MailTemplates } from './templates';

export type { MailTemplates };

export interface MailRequest<K extends keyof MailTemplates> {
  to: string;
  template: K;
  data: MailTemplates[K];
  /**
   * The language the mail is written in: the recipient's, as the shop knows it (an order's, an account's, or
   * the request's that asks for the mail). It travels with the job; a job enqueued before mail had a
   * language is written in English, as it would have been.
   */
  language: Language;
  /** One mail per key, however often the change that causes it is replayed (e.g. `order-paid:<order id>`). */
  key?: string;
}

const SEND_JOB = 'mail.send';

/**
 * Transactional mail. A mail is enqueued as a job in the transaction of the change that causes it, so it goes
 * out if and only if the change committed — after a crash too — and is rendered and sent by a worker, with
 * retries and back-off when the SMTP server refuses or is away.
 */
@Injectable()
export class MailService implements OnModuleInit {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly jobs: JobQueue,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.define<MailRequest<keyof MailTemplates>>({
      name: SEND_JOB,
      handle: (request) => this.sendNow(request),
      retry: { retryLimit: this.config.mail.retryLimit, retryDelay: this.config.mail.retryDelaySeconds, retryBackoff: true, retryDelayMax: 3600 },
    });
  }

  async enqueue<K extends keyof MailTemplates>(tx: EntityManager, request: MailRequest<K>): Promise<void> {
    // The reserved .invalid domain (RFC 2606) never receives mail: it marks erased accounts and their orders.
    if (/\.invalid$/i.test(request.to.trim())) return;
    await this.jobs.enqueue(tx, SEND_JOB, request, request.key);
  }

  /** Renders a template (HTML through MJML, and plain text) in the request's language. */
  async render<K extends keyof MailTemplates>(request: MailRequest<K>): Promise<OutgoingMail> {
    const template = MAIL_TEMPLATES[request.template];
    const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
    const t = translator(language);
    const { html, errors } = await mjml2html(template.mjml(request.data, t, language), { validationLevel: 'strict' });
    if (errors.length > 0) throw new Error(`Template ${request.template} is not valid MJML: ${errors.map((e) => e.formattedMessage).join('; ')}`);
    return { to: request.to, subject: template.subject(request.data, t), html, text: template.text(request.data, t), template: request.template };
  }

  private async sendNow(request: MailRequest<keyof MailTemplates>): Promise<void> {
    const mail = await this.render(request);
    await this.transport.send(mail, this.config.mail.from);
    this.logger.log(`sent ${mail.template} through ${this.transport.name}`);
  }
}
