import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isUuid } from '../common/ids';
import { EmailTakenError, InvalidCredentialsError } from './accounts.errors';
import { validateLogin, validateSignUp } from './credentials';
import { LoginThrottle } from './login-throttle';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hasher';

export interface Customer {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
}

export interface AuthResult {
  token: string;
  customer: Customer;
}

/** What a token carries: who, and nothing that could go stale (name, e-mail). */
export interface TokenClaims {
  sub: string;
  /** Expiry (seconds since the epoch), set by the signer from JWT_TTL_SECONDS; required on every token. */
  exp?: number;
}

const UNIQUE_VIOLATION = '23505';
const CUSTOMER_COLUMNS = 'id, name, email, created_at AS "createdAt"';

@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
  ) {}

  async signUp(input: { name?: unknown; email?: unknown; password?: unknown }, ip: string): Promise<AuthResult> {
    const { name, email, password } = validateSignUp(input);
    await this.throttle.consumeSignup(ip);
    const passwordHash = await hashPassword(password);
    let customer: Customer;
    try {
      [customer] = await this.db.query(
        `INSERT INTO customer (name, email, password_hash) VALUES ($1, $2, $3) RETURNING ${CUSTOMER_COLUMNS}`,
        [name, email, passwordHash],
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

  /** The customer a token names, or null when the account no longer exists or was disabled (its tokens stop working). */
  async findCustomer(id: string): Promise<Customer | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.query(`SELECT ${CUSTOMER_COLUMNS} FROM customer WHERE id = $1 AND disabled_at IS NULL`, [id]);
    return row ?? null;
  }

  private issueToken(customer: Customer): Promise<string> {
    const claims: TokenClaims = { sub: customer.id };
    return this.jwt.signAsync(claims);
  }
}
