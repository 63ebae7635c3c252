import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../common/ids';
import { EmailTakenError, InvalidCredentialsError } from './accounts.errors';
import { splitName } from './account-details';
import { validateLogin, validateSignUp } from './credentials';
import { LoginThrottle } from './login-throttle';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hasher';

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
  created_at AS "createdAt", session_version AS "sessionVersion"`;

@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
  ) {}

  async signUp(input: { name?: unknown; email?: unknown; password?: unknown }, ip: string): Promise<AuthResult> {
    const { name, email, password } = validateSignUp(input);
    const { firstName, secondName } = splitName(name);
    await this.throttle.consumeSignup(ip);
    const passwordHash = await hashPassword(password);
    let customer: Customer;
    try {
      [customer] = await this.db.query(
        `INSERT INTO customer (first_name, second_name, email, password_hash) VALUES ($1, $2, $3, $4) RETURNING ${CUSTOMER_COLUMNS}`,
        [firstName, secondName, email, passwordHash],
      );
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new EmailTakenError();
      throw error;
    }
    await this.throttle.recordSignup(email, ip);
    return { token: await this.issueToken(customer), customer };
  }

  /**
   * Unknown e-mail and wrong password take the same path, time and answer. The attempt is counted
   * before any password work, so parallel guesses cannot outrun the limit; a success is not counted.
   * A disabled account answers like an unknown e-mail, so the answer never tells that an address has one.
   */
  async login(input: { email?: unknown; password?: unknown }, ip: string): Promise<AuthResult> {
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
    return { token: await this.issueToken(customer), customer };
  }

  /**
   * The customer a token names, or null when the account no longer exists, was disabled, or ended the
   * token's session (a password change): such tokens stop working.
   */
  async customerOfToken(claims: TokenClaims): Promise<Customer | null> {
    if (!isUuid(claims.sub)) return null;
    const [row] = await this.db.query(`SELECT ${CUSTOMER_COLUMNS} FROM customer WHERE id = $1 AND disabled_at IS NULL AND session_version = $2`, [
      claims.sub,
      claims.ver ?? 0,
    ]);
    return row ?? null;
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
