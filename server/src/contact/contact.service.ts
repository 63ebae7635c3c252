import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { emailProblem, normaliseEmail } from '../accounts/credentials';
import { DomainEvents } from '../common/domain-events';
import { InvalidLinkError, TooManyAttemptsError, ValidationError } from '../common/expected-errors';
import { type CatalogueText, text } from '../common/i18n/catalogue';
import { linkTo, linkTokenHash, newLinkToken, type LinkMailed } from '../common/link-tokens';
import { consumeOrRefuse, RateLimits } from '../common/rate-limits';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { JobQueue } from '../jobs/job-queue';
import { MailService } from '../mail/mail.service';
import { type Language } from '../common/language';

const MESSAGE_MAX_LENGTH = 5000;

export interface ContactReceipt {
  id: string;
  receivedAt: Date;
}

export interface NewsletterSubscription {
  email: string;
  subscribedAt: Date;
}

const NEWSLETTER_CONFIRM_DAYS = 7;
const CLEANUP_JOB = 'contact.expired-newsletter-requests';

/**
 * The contact form and the newsletter box, limited per network against spam. The newsletter is double
 * opt-in: the box mails a confirmation link and only that link subscribes; every subscriber has an
 * unsubscribe link. The box answers the same for an address already on the list (no enumeration).
 */
@Injectable()
export class ContactService implements OnModuleInit {
  private readonly perIp: RateLimiterPostgres;
  private readonly newsletterPerAddress: RateLimiterPostgres;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    limits: RateLimits,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly jobs: JobQueue,
    private readonly mail: MailService,
    private readonly events: DomainEvents,
  ) {
    this.perIp = limits.limiter('contact-ip', 20, 3600);
    this.newsletterPerAddress = limits.limiter('newsletter-email', config.auth.mailRequestsPerAddressPerHour, 3600);
  }

  /**
   * Requests whose confirmation link expired are deleted (nobody consented); a deleted account's address leaves
   * the newsletter, while the messages it sent stay with the staff who answer them.
   */
  onModuleInit(): void {
    this.jobs.define({
      name: CLEANUP_JOB,
      everySeconds: 3600,
      handle: async () => {
        await this.db.query(`DELETE FROM newsletter_subscriber WHERE confirmed_at IS NULL AND confirm_expires_at < now()`);
      },
    });
    this.events.on('CustomerErased', async (event, tx) => {
      await tx.query(`DELETE FROM newsletter_subscriber WHERE email = lower($1)`, [event.email]);
    });
  }

  async sendMessage(input: { name?: unknown; email?: unknown; message?: unknown }, ip: string, customerId?: string): Promise<ContactReceipt> {
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    const email = normaliseEmail(input.email);
    const message = typeof input.message === 'string' ? input.message.trim() : '';
    const fields: Record<string, CatalogueText> = {};
    if (!name) fields.name = text('field.name.required');
    else if (name.length > 100) fields.name = text('field.name.tooLong', { max: 100 });
    const badEmail = emailProblem(email);
    if (badEmail) fields.email = badEmail;
    if (!message) fields.message = text('field.message.required');
    else if (message.length > MESSAGE_MAX_LENGTH) fields.message = text('field.message.tooLong', { max: MESSAGE_MAX_LENGTH });
    if (Object.keys(fields).length > 0) throw ValidationError.ofFields(fields);

    await this.limit(ip);
    const [row] = await this.db.query(
      `INSERT INTO contact_message (customer_id, name, email, message) VALUES ($1, $2, $3, $4) RETURNING id, created_at AS "receivedAt"`,
      [customerId ?? null, name, email, message],
    );
    return row;
  }

  /** Mails a confirmation link, unless the address is already subscribed; the answer is the same either way. */
  /** The confirmation is mailed in `language`, the request's, which the subscription keeps for the letters that follow. */
  async subscribe(rawEmail: unknown, ip: string, storefront: string, language: Language): Promise<LinkMailed> {
    const email = normaliseEmail(rawEmail);
    const badEmail = emailProblem(email);
    if (badEmail) throw new ValidationError(badEmail, { email: badEmail });
    await this.limit(ip);
    await consumeOrRefuse(this.newsletterPerAddress, email, (seconds) => {
      throw new TooManyAttemptsError(seconds, 'address');
    });
    const confirm = newLinkToken();
    await this.db.transaction(async (tx) => {
      // A pending request gets a fresh link (the older one stops working); a confirmed subscriber is left alone.
      const rows: unknown[] = await tx.query(
        `INSERT INTO newsletter_subscriber (email, confirm_token_hash, confirm_expires_at, unsubscribe_token, language)
         VALUES ($1, $2, now() + make_interval(days => $3), $4, $5)
         ON CONFLICT (email) DO UPDATE SET confirm_token_hash = EXCLUDED.confirm_token_hash, confirm_expires_at = EXCLUDED.confirm_expires_at,
                                           language = EXCLUDED.language
          WHERE newsletter_subscriber.confirmed_at IS NULL
         RETURNING email`,
        [email, confirm.hash, NEWSLETTER_CONFIRM_DAYS, newLinkToken().token, language],
      );
      if (rows.length === 0) return;
      await this.mail.enqueue(tx, {
        to: email,
        template: 'newsletter-confirm',
        data: { confirmUrl: linkTo(storefront, '/newsletter/confirm', confirm.token), days: NEWSLETTER_CONFIRM_DAYS },
        language,
      });
    });
    return { email, message: text('linkMailed.newsletter', { email }) };
  }

  /** The confirmation link: the address is on the list from now on, and gets a welcome with its unsubscribe link. */
  async confirmSubscription(token: unknown, storefront: string): Promise<NewsletterSubscription> {
    const hash = linkTokenHash(token);
    if (!hash) throw new InvalidLinkError();
    return this.db.transaction(async (tx) => {
      const [[row]]: [(NewsletterSubscription & { unsubscribeToken: string; language: Language })[]] = await tx.query(
        `UPDATE newsletter_subscriber SET confirmed_at = now(), confirm_token_hash = NULL, confirm_expires_at = NULL
          WHERE confirm_token_hash = $1 AND confirm_expires_at > now()
         RETURNING email, confirmed_at AS "subscribedAt", unsubscribe_token AS "unsubscribeToken", language`,
        [hash],
      );
      if (!row) throw new InvalidLinkError();
      await this.mail.enqueue(tx, {
        to: row.email,
        template: 'newsletter-welcome',
        data: { shopUrl: storefront, unsubscribeUrl: linkTo(storefront, '/newsletter/unsubscribe', row.unsubscribeToken) },
        language: row.language,
      });
      return { email: row.email, subscribedAt: row.subscribedAt };
    });
  }

  /** Every newsletter mail's unsubscribe link: the address leaves the list at once. */
  async unsubscribe(token: unknown): Promise<{ email: string }> {
    if (typeof token !== 'string' || token.length > 64) throw new InvalidLinkError();
    const [[row]]: [{ email: string }[]] = await this.db.query(`DELETE FROM newsletter_subscriber WHERE unsubscribe_token = $1 RETURNING email`, [token]);
    if (!row) throw new InvalidLinkError();
    return row;
  }

  private limit(ip: string): Promise<void> {
    return consumeOrRefuse(this.perIp, ip, (seconds) => {
      throw new TooManyAttemptsError(seconds, 'contact');
    });
  }
}
