import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainEvents } from '../common/domain-events';
import { InvalidLinkError } from '../common/expected-errors';
import { linkTokenHash, newLinkToken } from '../common/link-tokens';
import { JobQueue } from '../jobs/job-queue';

export type AccountTokenPurpose = 'sign-up' | 'password-reset' | 'email-change';

/** What a link stands for: the account (none for a sign-up), the address it was mailed to, a sign-up's details. */
export interface AccountToken {
  customerId: string | null;
  email: string;
  name: string | null;
  passwordHash: string | null;
}

export type NewAccountToken =
  | { purpose: 'sign-up'; email: string; name: string; passwordHash: string; validSeconds: number }
  | { purpose: 'password-reset' | 'email-change'; customerId: string; email: string; validSeconds: number };

const TOKEN_COLUMNS = `t.customer_id AS "customerId", t.email, t.name, t.password_hash AS "passwordHash"`;

/**
 * A live link: unused, unexpired, and — for an account's link — of an account that is still enabled and has not
 * ended its sessions since the link was mailed (a password change or reset voids it).
 */
const LIVE = `t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > now()
  AND (t.customer_id IS NULL OR EXISTS (SELECT 1 FROM customer c WHERE c.id = t.customer_id AND c.disabled_at IS NULL AND c.session_version = t.session_version))`;

const CLEANUP_JOB = 'accounts.expired-links';

/** The account's e-mailed links (account_token): issued in the caller's transaction, used once. */
@Injectable()
export class AccountTokens implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly events: DomainEvents,
  ) {}

  /** Expired links are deleted hourly; a deleted account's links (a new address among them) at once. */
  onModuleInit(): void {
    this.events.on('CustomerErased', async (event, tx) => {
      await tx.query(`DELETE FROM account_token WHERE customer_id = $1`, [event.customerId]);
    });
    this.jobs.define({
      name: CLEANUP_JOB,
      everySeconds: 3600,
      handle: async () => {
        await this.db.query(`DELETE FROM account_token WHERE expires_at < now()`);
      },
    });
  }

  /** Stores a new link's hash and answers its token, for the mail only. */
  async issue(tx: EntityManager, link: NewAccountToken): Promise<string> {
    const { token, hash } = newLinkToken();
    const signUp = link.purpose === 'sign-up' ? link : null;
    const customerId = link.purpose === 'sign-up' ? null : link.customerId;
    await tx.query(
      `INSERT INTO account_token (token_hash, purpose, customer_id, email, name, password_hash, session_version, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, (SELECT session_version FROM customer WHERE id = $3), now() + make_interval(secs => $7))`,
      [hash, link.purpose, customerId, link.email, signUp?.name ?? null, signUp?.passwordHash ?? null, link.validSeconds],
    );
    return token;
  }

  /** The live link of this token, or null. */
  async find(tx: EntityManager, purpose: AccountTokenPurpose, token: unknown): Promise<AccountToken | null> {
    const hash = linkTokenHash(token);
    if (!hash) return null;
    const [row]: AccountToken[] = await tx.query(`SELECT ${TOKEN_COLUMNS} FROM account_token t WHERE ${LIVE}`, [hash, purpose]);
    return row ?? null;
  }

  /**
   * Uses the link, once: a second use, even a concurrent one, finds it used. Unknown, expired, used and voided
   * links answer the same InvalidLinkError. Used in the transaction of what it allows, which rolls it back
   * should that fail.
   */
  async use(tx: EntityManager, purpose: AccountTokenPurpose, token: unknown): Promise<AccountToken> {
    const hash = linkTokenHash(token);
    if (!hash) throw new InvalidLinkError();
    const [[row]]: [AccountToken[]] = await tx.query(`UPDATE account_token t SET used_at = now() WHERE ${LIVE} RETURNING ${TOKEN_COLUMNS}`, [hash, purpose]);
    if (!row) throw new InvalidLinkError();
    return row;
  }

  /** Voids every outstanding link of the account (a reset, an e-mail change). */
  async voidAll(tx: EntityManager, customerId: string): Promise<void> {
    await tx.query(`UPDATE account_token SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL`, [customerId]);
  }
}
