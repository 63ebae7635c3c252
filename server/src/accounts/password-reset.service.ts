import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ValidationError } from '../common/expected-errors';
import { linkTo, type LinkMailed } from '../common/link-tokens';
import { JobQueue } from '../jobs/job-queue';
import { MailService } from '../mail/mail.service';
import { AccountTokens } from './account-tokens';
import { AccountsService } from './accounts.service';
import { emailProblem, normaliseEmail, passwordProblem } from './credentials';
import { LoginThrottle } from './login-throttle';
import { hashPassword } from './password-hasher';
import { text } from '../common/i18n/catalogue';
import { DEFAULT_LANGUAGE, type Language } from '../common/language';

const RESET_LINK_MINUTES = 30;
const RESET_JOB = 'accounts.password-reset-mail';

interface ResetMailJob {
  email: string;
  storefront: string;
  /** The language of the request, for the mail (absent from jobs enqueued before: English). */
  language?: Language;
}

/**
 * "Forgot your password?". A request answers the same, in the same time, whether or not the address has an
 * account: it only enqueues a job, which looks the account up and mails it a link. The link works once,
 * within 30 minutes, and only while the account's sessions are those it was mailed under (a password change
 * voids it). Using it sets the new password, voids the account's other links (resets and e-mail changes) and
 * ends every session.
 */
@Injectable()
export class PasswordResetService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly tokens: AccountTokens,
    private readonly throttle: LoginThrottle,
    private readonly jobs: JobQueue,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.jobs.define<ResetMailJob>({ name: RESET_JOB, handle: (job) => this.mailResetLink(job) });
  }

  /** The link is mailed in `language`, the request's: whoever asked is reading the shop in it. */
  async requestReset(rawEmail: unknown, ip: string, storefront: string, language: Language): Promise<LinkMailed> {
    const email = normaliseEmail(rawEmail);
    const badEmail = emailProblem(email);
    if (badEmail) throw new ValidationError(badEmail, { email: badEmail });
    await this.throttle.consumePasswordReset(email, ip);
    await this.db.transaction((tx) => this.jobs.enqueue(tx, RESET_JOB, { email, storefront, language } satisfies ResetMailJob));
    return { email, message: text('linkMailed.passwordReset', { email, minutes: RESET_LINK_MINUTES }) };
  }

  async resetPassword(token: unknown, rawPassword: unknown): Promise<{ email: string }> {
    const password = typeof rawPassword === 'string' ? rawPassword : '';
    return this.db.transaction(async (tx) => {
      const link = await this.tokens.use(tx, 'password-reset', token);
      // Checked after the link (the rules need the address); a refusal rolls the use back, so the link still works.
      const badPassword = passwordProblem(password, link.email);
      if (badPassword) throw new ValidationError(badPassword, { newPassword: badPassword });
      await tx.query(`UPDATE customer SET password_hash = $2, updated_at = now() WHERE id = $1`, [link.customerId, await hashPassword(password)]);
      await this.tokens.voidAll(tx, link.customerId!);
      await this.accounts.endOtherSessions(tx, link.customerId!); // the fresh token is dropped: every session ends
      return { email: link.email };
    });
  }

  private async mailResetLink({ email, storefront, language = DEFAULT_LANGUAGE }: ResetMailJob): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [customer]: { id: string; name: string; email: string }[] = await tx.query(`SELECT id, name, email FROM customer WHERE lower(email) = $1 AND disabled_at IS NULL`, [email]);
      if (!customer) return;
      const token = await this.tokens.issue(tx, { purpose: 'password-reset', customerId: customer.id, email: customer.email, validSeconds: RESET_LINK_MINUTES * 60 });
      await this.mail.enqueue(tx, {
        to: customer.email,
        template: 'password-reset',
        data: { name: customer.name, resetUrl: linkTo(storefront, '/reset-password', token), minutes: RESET_LINK_MINUTES },
        language,
      });
    });
  }
}
