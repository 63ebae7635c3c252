import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../common/ids';
import { text } from '../common/i18n/catalogue';
import { DEFAULT_LANGUAGE, type Language } from '../common/language';
import { linkTo, type LinkMailed } from '../common/link-tokens';
import { JobQueue } from '../jobs/job-queue';
import { MailService } from '../mail/mail.service';
import { AccountTokens } from './account-tokens';
import { EmailTakenError, InvalidCredentialsError } from './accounts.errors';
import { splitName } from './account-details';
import { validateLogin, validateSignUp } from './credentials';
import { LoginThrottle } from './login-throttle';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hasher';
import { queryPrepared } from '../database/prepared-statements';

export interface Customer {
  id: string;
  /** First and second name, as one: the name the shop addresses the customer by. */
  name: string;
  firstName: string;
  secondName: string;
  email: string;
  phone: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  createdAt: Date;
  /** Carried by the customer's tokens: a token of an older version is refused (see endOtherSessions). */
  sessionVersion: number;
  /** The language the shopper last chose on the storefront: the account's mails are written in it. */
  language: Language;
}

export interface AuthResult {
  token: string;
  customer: Customer;
}

/** What a token carries: who, the session version it was issued for, and nothing else that could go stale (name, e-mail). */
export interface TokenClaims {
  sub: string;
  /** The customer's session version when it was issued; tokens from before versions existed have none (0). */
  ver?: number;
  /** Expiry (seconds since the epoch), set by the signer from JWT_TTL_SECONDS; required on every token. */
  exp?: number;
}

const UNIQUE_VIOLATION = '23505';
/** A customer row as a Customer (accounts/ only; other modules read customers through accounts.sql.ts). */
export const CUSTOMER_COLUMNS = `id, name, first_name AS "firstName", second_name AS "secondName", email, phone, to_char(birth_date, 'YYYY-MM-DD') AS "birthDate",
  created_at AS "createdAt", session_version AS "sessionVersion", language`;
const SIGN_UP_LINK_HOURS = 24;
const SIGN_UP_JOB = 'accounts.sign-up-mail';

interface SignUpMailJob {
  token: string;
  /** The storefront the links open. */
  storefront: string;
  /** The language of the sign-up's request, for the link's mail (absent from jobs enqueued before: English). */
  language?: Language;
}

@Injectable()
export class AccountsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
    private readonly tokens: AccountTokens,
    private readonly jobs: JobQueue,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.jobs.define<SignUpMailJob>({ name: SIGN_UP_JOB, handle: (job) => this.mailSignUpLink(job) });
  }

  /**
   * Sign-up without account enumeration (docs/adr/009-sign-up-without-enumeration.md): whether or not the
   * address has an account, the checks, the work (the password is hashed either way), the answer and its
   * time are the same. The form's details wait in a sign-up link; a job then mails the address either that
   * link or, when it already has an account, a note to its owner. The account opens when the link is followed.
   */
  async signUp(input: { name?: unknown; email?: unknown; password?: unknown }, ip: string, storefront: string, language: Language): Promise<LinkMailed> {
    const { name, email, password } = validateSignUp(input);
    await this.throttle.consumeSignup(email, ip);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const token = await this.tokens.issue(tx, { purpose: 'sign-up', email, name, passwordHash, validSeconds: SIGN_UP_LINK_HOURS * 3600 });
      await this.jobs.enqueue(tx, SIGN_UP_JOB, { token, storefront, language } satisfies SignUpMailJob);
    });
    return { email, message: text('linkMailed.signUp', { email }) };
  }

  /**
   * The sign-up link was followed: the account opens with the details typed at sign-up, logged in, speaking
   * the language of the storefront the link opened (the shopper's now).
   */
  async confirmSignUp(token: unknown, ip: string, language: Language): Promise<AuthResult> {
    const customer = await this.db.transaction(async (tx) => {
      const link = await this.tokens.use(tx, 'sign-up', token);
      return this.createCustomer(tx, link.name!, link.email, link.passwordHash!, language);
    });
    await this.throttle.recordSignup(customer.email, ip);
    return { token: await this.issueToken(customer), customer };
  }

  private async createCustomer(tx: EntityManager, name: string, email: string, passwordHash: string, language: Language): Promise<Customer> {
    const { firstName, secondName } = splitName(name);
    try {
      const [customer]: Customer[] = await tx.query(
        `INSERT INTO customer (first_name, second_name, email, password_hash, language) VALUES ($1, $2, $3, $4, $5) RETURNING ${CUSTOMER_COLUMNS}`,
        [firstName, secondName, email, passwordHash, language],
      );
      return customer;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new EmailTakenError();
      throw error;
    }
  }

  /** The sign-up's mail: the link to open the account, or, for an address that has one, a note to its owner. */
  private async mailSignUpLink({ token, storefront, language = DEFAULT_LANGUAGE }: SignUpMailJob): Promise<void> {
    await this.db.transaction(async (tx) => {
      const link = await this.tokens.find(tx, 'sign-up', token);
      if (!link) return; // followed or expired meanwhile
      const [owner]: { name: string; disabled: boolean; language: Language }[] = await tx.query(
        `SELECT name, disabled_at IS NOT NULL AS disabled, language FROM customer WHERE lower(email) = $1`,
        [link.email],
      );
      if (!owner) {
        await this.mail.enqueue(tx, {
          to: link.email,
          template: 'sign-up-confirm',
          data: { name: link.name!, confirmUrl: linkTo(storefront, '/confirm-account', token), hours: SIGN_UP_LINK_HOURS },
          language,
        });
        return;
      }
      await this.tokens.use(tx, 'sign-up', token);
      // A disabled account's owner can neither log in nor reset: nothing to tell them.
      if (owner.disabled) return;
      // The owner may not be the one who typed the address: their account's language, not the form's.
      await this.mail.enqueue(tx, {
        to: link.email,
        template: 'account-exists',
        data: { name: owner.name, loginUrl: `${storefront}/login`, resetUrl: `${storefront}/forgot-password` },
        language: owner.language,
      });
    });
  }

  /**
   * Unknown e-mail and wrong password take the same path, time and answer. The attempt is counted
   * before any password work, so parallel guesses cannot outrun the limit; a success is not counted.
   * A disabled account answers like an unknown e-mail, so the answer never tells that an address has one.
   */
  async login(input: { email?: unknown; password?: unknown }, ip: string, language?: Language): Promise<AuthResult> {
    const { email, password } = validateLogin(input);
    const attempt = await this.throttle.beginLogin(email, ip);
    const [row]: (Customer & { passwordHash: string })[] = await this.db.query(
      `SELECT ${CUSTOMER_COLUMNS}, password_hash AS "passwordHash" FROM customer WHERE lower(email) = $1 AND disabled_at IS NULL`,
      [email],
    );
    const valid = row ? await verifyPassword(row.passwordHash, password) : await verifyAgainstDecoy(password);
    if (!row || !valid) throw new InvalidCredentialsError();
    await this.throttle.recordLoginSuccess(attempt);
    const { passwordHash: _hash, ...customer } = row;
    if (language) await this.rememberLanguage(customer, language);
    return { token: await this.issueToken(customer), customer };
  }

  /**
   * The customer a token names, or null when the account no longer exists, was disabled, or ended the
   * token's session (a password change or reset): such tokens stop working.
   */
  async customerOfToken(claims: TokenClaims): Promise<Customer | null> {
    if (!isUuid(claims.sub)) return null;
    // Every signed-in request asks this: prepared, so PostgreSQL plans it once per connection.
    const [row] = await queryPrepared<Customer>(this.db.manager, `SELECT ${CUSTOMER_COLUMNS} FROM customer WHERE id = $1 AND disabled_at IS NULL AND session_version = $2`, [
      claims.sub,
      claims.ver ?? 0,
    ]);
    return row ?? null;
  }

  /**
   * Keeps the account's language as the storefront last named it, so its mails are written in it. Written
   * only when it changed: a request that agrees with the account writes nothing.
   */
  async rememberLanguage(customer: Customer, language: Language): Promise<void> {
    if (customer.language === language) return;
    await this.db.query(`UPDATE customer SET language = $2 WHERE id = $1 AND language <> $2`, [customer.id, language]);
    customer.language = language;
  }

  /**
   * Ends every session of the customer but the caller's, in the caller's transaction: every token issued
   * so far is refused from the commit on. Answers a fresh token for the caller's own session (callers
   * that end every session, such as a password reset, may drop it).
   */
  async endOtherSessions(tx: EntityManager, customerId: string): Promise<string> {
    const [[customer]]: [Pick<Customer, 'id' | 'sessionVersion'>[]] = await tx.query(
      `UPDATE customer SET session_version = session_version + 1, updated_at = now() WHERE id = $1 RETURNING id, session_version AS "sessionVersion"`,
      [customerId],
    );
    return this.issueToken(customer);
  }

  private issueToken(customer: Pick<Customer, 'id' | 'sessionVersion'>): Promise<string> {
    const claims: TokenClaims = { sub: customer.id, ver: customer.sessionVersion };
    return this.jwt.signAsync(claims);
  }
}
