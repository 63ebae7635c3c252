import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainEvents } from '../common/domain-events';
import { ValidationError } from '../common/expected-errors';
import { text, type CatalogueText } from '../common/i18n/catalogue';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { shopToday } from '../orders/delivery-details';
import { orderInProgressOf } from '../orders/orders.sql';
import { validateAccountDetails, type AccountDetailsInput } from './account-details';
import { OrdersInProgressError, WrongPasswordError } from './accounts.errors';
import { AccountsService, CUSTOMER_COLUMNS, type AuthResult, type Customer } from './accounts.service';
import { AddressBookService } from './address-book.service';
import { PASSWORD_MAX_LENGTH, passwordProblem } from './credentials';
import { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password-hasher';

/** Not an Argon2 hash: no password verifies against it (password-hasher.ts answers false). */
const UNUSABLE_PASSWORD = '!';

/**
 * What a logged-in customer changes of their own account: My details, the password (which ends their
 * other sessions) and the account itself (deleted: anonymised, its orders kept). Confirming with the
 * password is counted like a login (login-throttle.ts), so a stolen session guesses no faster.
 */
@Injectable()
export class MyAccountService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
    private readonly addressBook: AddressBookService,
    private readonly throttle: LoginThrottle,
    private readonly events: DomainEvents,
  ) {}

  async updateDetails(customer: Customer, input: AccountDetailsInput): Promise<Customer> {
    const details = validateAccountDetails(input, shopToday(this.config.orders.timeZone));
    const [[row]]: [Customer[]] = await this.db.query(
      `UPDATE customer SET first_name = $2, second_name = $3, phone = $4, birth_date = $5, updated_at = now() WHERE id = $1 RETURNING ${CUSTOMER_COLUMNS}`,
      [customer.id, details.firstName, details.secondName, details.phone, details.birthDate],
    );
    return row;
  }

  /** Every other session ends; the answer carries a fresh token for this one. */
  async changePassword(customer: Customer, input: { currentPassword?: unknown; newPassword?: unknown }, ip: string): Promise<AuthResult> {
    const current = typeof input.currentPassword === 'string' ? input.currentPassword : '';
    const next = typeof input.newPassword === 'string' ? input.newPassword : '';
    const fields: Record<string, CatalogueText> = {};
    if (!current) fields.currentPassword = text('field.currentPassword.required');
    const badPassword = passwordProblem(next, customer.email);
    if (badPassword) fields.newPassword = badPassword;
    else if (next === current) fields.newPassword = text('field.newPassword.same');
    if (Object.keys(fields).length > 0) throw ValidationError.ofFields(fields);

    await this.confirmPassword(customer, current, 'currentPassword', ip);
    const passwordHash = await hashPassword(next);
    const token = await this.db.transaction(async (tx) => {
      await tx.query(`UPDATE customer SET password_hash = $2, updated_at = now() WHERE id = $1`, [customer.id, passwordHash]);
      return this.accounts.endOtherSessions(tx, customer.id);
    });
    return { token, customer };
  }

  /**
   * The account is anonymised, not removed: the shop keeps its orders (accounting), with their personal
   * details replaced (the orders module's part). The cart, wishlist, addresses and newsletter subscription
   * go; every session ends; the e-mail is free to sign up again. Refused while an order still needs the
   * shopper's details (awaiting payment or on its way).
   */
  async deleteAccount(customer: Customer, input: { password?: unknown }, ip: string): Promise<{ deletedAt: Date }> {
    const password = typeof input.password === 'string' ? input.password : '';
    if (!password) throw new ValidationError(text('VALIDATION.deleteAccountPassword'), { password: text('field.password.enter') });
    await this.confirmPassword(customer, password, 'password', ip);
    return this.db.transaction(async (tx) => {
      const [{ inProgress }] = await tx.query(`SELECT ${orderInProgressOf('c.id')} AS "inProgress" FROM customer c WHERE c.id = $1 FOR UPDATE`, [customer.id]);
      if (inProgress) throw new OrdersInProgressError();
      await this.events.publish({ type: 'CustomerErased', customerId: customer.id, email: customer.email }, tx);
      await this.addressBook.removeAll(tx, customer.id);
      return this.anonymise(tx, customer.id);
    });
  }

  /** The e-mail becomes an address no mail can reach (.invalid, RFC 2606), unique per row, so the real one can sign up again. */
  private async anonymise(tx: EntityManager, customerId: string): Promise<{ deletedAt: Date }> {
    const [[row]]: [{ deletedAt: Date }[]] = await tx.query(
      `UPDATE customer
          SET first_name = 'Deleted', second_name = 'customer', email = 'deleted-' || id || '@deleted.invalid', phone = NULL, birth_date = NULL,
              password_hash = $2, disabled_at = now(), session_version = session_version + 1, updated_at = now()
        WHERE id = $1
       RETURNING disabled_at AS "deletedAt"`,
      [customerId, UNUSABLE_PASSWORD],
    );
    return row;
  }

  /** The customer's own password, counted like a login (also for an e-mail change, email-change.service.ts). */
  async confirmPassword(customer: Customer, password: string, field: 'currentPassword' | 'password', ip: string): Promise<void> {
    const attempt = await this.throttle.beginLogin(customer.email, ip, 'password');
    const [row]: { passwordHash: string }[] = await this.db.query(`SELECT password_hash AS "passwordHash" FROM customer WHERE id = $1`, [customer.id]);
    // An over-long password cannot be right; refuse it without hashing it.
    if (!row || password.length > PASSWORD_MAX_LENGTH || !(await verifyPassword(row.passwordHash, password))) throw new WrongPasswordError(field);
    await this.throttle.recordLoginSuccess(attempt);
  }
}
