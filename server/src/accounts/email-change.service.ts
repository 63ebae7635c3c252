import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ValidationError } from '../common/expected-errors';
import { type CatalogueText, text } from '../common/i18n/catalogue';
import { linkTo, type LinkMailed } from '../common/link-tokens';
import { MailService } from '../mail/mail.service';
import { AccountTokens } from './account-tokens';
import { EmailTakenError } from './accounts.errors';
import type { Customer } from './accounts.service';
import { emailProblem, normaliseEmail } from './credentials';
import { LoginThrottle } from './login-throttle';
import { MyAccountService } from './my-account.service';
import { type Language } from '../common/language';

const EMAIL_CHANGE_LINK_HOURS = 24;
const UNIQUE_VIOLATION = '23505';

/**
 * A new e-mail address takes effect only when its owner follows the link mailed to it; the old address is
 * told, with the way to stop it (a password reset voids the link). Whether the new address already has an
 * account is not checked when asking — the answer would tell — but when the link is followed.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: AccountTokens,
    private readonly throttle: LoginThrottle,
    private readonly myAccount: MyAccountService,
    private readonly mail: MailService,
  ) {}

  /** Both mails are written in `language`, the request's: the account's owner is asking, logged in. */
  async requestChange(customer: Customer, input: { newEmail?: unknown; currentPassword?: unknown }, ip: string, storefront: string, language: Language): Promise<LinkMailed> {
    const newEmail = normaliseEmail(input.newEmail);
    const password = typeof input.currentPassword === 'string' ? input.currentPassword : '';
    const fields: Record<string, CatalogueText> = {};
    const badEmail = emailProblem(newEmail);
    if (badEmail) fields.newEmail = badEmail;
    else if (newEmail === customer.email) fields.newEmail = text('field.email.unchanged');
    if (!password) fields.currentPassword = text('field.currentPassword.required');
    if (Object.keys(fields).length > 0) throw ValidationError.ofFields(fields);

    await this.myAccount.confirmPassword(customer, password, 'currentPassword', ip);
    await this.throttle.consumeEmailChange(newEmail);
    await this.db.transaction(async (tx) => {
      const token = await this.tokens.issue(tx, { purpose: 'email-change', customerId: customer.id, email: newEmail, validSeconds: EMAIL_CHANGE_LINK_HOURS * 3600 });
      await this.mail.enqueue(tx, {
        to: newEmail,
        template: 'email-change',
        data: { name: customer.name, newEmail, confirmUrl: linkTo(storefront, '/confirm-email', token), hours: EMAIL_CHANGE_LINK_HOURS },
        language,
      });
      await this.mail.enqueue(tx, { to: customer.email, template: 'email-change-notice', data: { name: customer.name, newEmail, resetUrl: `${storefront}/forgot-password` }, language });
    });
    return { email: newEmail, message: text('linkMailed.emailChange', { email: newEmail }) };
  }

  /** Switches the address; the account's other links (resets mailed to the old address, other changes) are void. */
  async confirmChange(token: unknown): Promise<{ email: string }> {
    return this.db.transaction(async (tx) => {
      const link = await this.tokens.use(tx, 'email-change', token);
      try {
        await tx.query(`UPDATE customer SET email = $2, updated_at = now() WHERE id = $1`, [link.customerId, link.email]);
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new EmailTakenError('meanwhile');
        throw error;
      }
      await this.tokens.voidAll(tx, link.customerId!);
      return { email: link.email };
    });
  }
}
