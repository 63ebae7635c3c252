import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { decimalToMinorUnits } from '../../payments/payment-gateway';
import { sandboxCredentials } from './sandbox-credentials';

export type SandboxChoice = 'pay' | 'risky' | 'fail' | 'cancel';

export interface SandboxSession {
  sessionKey: string;
  tranId: string;
  amount: string;
  currency: string;
  params: Record<string, string>;
}

export interface SandboxTransaction {
  valId: string;
  tranId: string;
  status: 'VALID' | 'FAILED' | 'CANCELLED';
  amount: string;
  currency: string;
  riskLevel: number;
  validated: boolean;
  createdAt: Date;
}

const REQUIRED = ['total_amount', 'currency', 'tran_id', 'success_url', 'fail_url', 'cancel_url'] as const;

/**
 * A stand-in for SSLCommerz: sessions, a hosted page's outcomes, IPNs, and the validation and
 * transaction-query APIs — the same requests and answers as the real gateway, kept in PostgreSQL so
 * any instance of the shop can serve any step.
 */
@Injectable()
export class SandboxGatewayService {
  private readonly logger = new Logger('SandboxGateway');
  private readonly credentials: { storeId: string; storePassword: string };

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.credentials = sandboxCredentials(config);
  }

  credentialsMatch(storeId: unknown, storePassword: unknown): boolean {
    if (typeof storeId !== 'string' || typeof storePassword !== 'string') return false;
    const expected = Buffer.from(this.credentials.storePassword);
    const given = Buffer.from(storePassword);
    return storeId === this.credentials.storeId && given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Session init: answers like /gwprocess/v4/api.php. */
  async openSession(params: Record<string, string>): Promise<Record<string, unknown>> {
    if (!this.credentialsMatch(params.store_id, params.store_passwd)) return { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' };
    const missing = REQUIRED.filter((field) => !params[field]);
    if (missing.length > 0) return { status: 'FAILED', failedreason: `Invalid Information: ${missing.join(', ')} required` };
    if (decimalToMinorUnits(params.total_amount) === null) return { status: 'FAILED', failedreason: 'Invalid amount' };

    const sessionKey = randomBytes(16).toString('hex').toUpperCase();
    const { store_passwd: _secret, ...kept } = params;
    await this.db.query(`INSERT INTO sandbox_session (session_key, tran_id, store_id, amount, currency, params) VALUES ($1, $2, $3, $4, $5, $6)`, [
      sessionKey,
      params.tran_id,
      params.store_id,
      params.total_amount,
      params.currency.toUpperCase(),
      kept,
    ]);
    // The hosted page lives where the shopper's browser already reached the shop.
    const pageBase = this.config.publicUrl ?? new URL(params.success_url).origin;
    return { status: 'SUCCESS', sessionkey: sessionKey, GatewayPageURL: `${pageBase}/sandbox-gateway/pay/${sessionKey}`, storeBanner: '', storeLogo: '' };
  }

  /** A session the shopper can still pay on; null when unknown or already used (paid, failed or cancelled). */
  async session(sessionKey: string): Promise<SandboxSession | null> {
    const [row] = await this.db.query(
      `SELECT session_key AS "sessionKey", tran_id AS "tranId", amount, currency, params FROM sandbox_session s
        WHERE session_key = $1 AND NOT EXISTS (SELECT 1 FROM sandbox_transaction t WHERE t.session_key = s.session_key)`,
      [sessionKey],
    );
    return row ?? null;
  }

  /**
   * The shopper pressed a button on the hosted page: record the outcome and notify the shop's IPN listener.
   * Like a real gateway's, a session ends with its first outcome: a second press, in this tab or another,
   * is refused (null) and moves no money.
   */
  async complete(session: SandboxSession, choice: SandboxChoice): Promise<{ redirectTo: string; fields: Record<string, string> } | null> {
    const status = choice === 'fail' ? 'FAILED' : choice === 'cancel' ? 'CANCELLED' : 'VALID';
    const valId = `${new Date().toISOString().slice(2, 10).replace(/-/g, '')}${randomBytes(8).toString('hex')}`;
    const riskLevel = choice === 'risky' ? 1 : 0;
    const [recorded] = await this.db.query(
      `INSERT INTO sandbox_transaction (val_id, session_key, tran_id, status, amount, currency, risk_level) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (session_key) DO NOTHING RETURNING val_id`,
      [valId, session.sessionKey, session.tranId, status, session.amount, session.currency, riskLevel],
    );
    if (!recorded) return null;
    const fields = this.callbackFields({ valId, tranId: session.tranId, status, amount: session.amount, currency: session.currency, riskLevel, validated: false, createdAt: new Date() });
    if (this.config.payments.sandboxIpn && session.params.ipn_url) await this.sendIpn(session.params.ipn_url, fields);
    const redirectTo = status === 'VALID' ? session.params.success_url : status === 'FAILED' ? session.params.fail_url : session.params.cancel_url;
    return { redirectTo, fields };
  }

  /** Order Validation API: VALID the first time, VALIDATED after; INVALID_TRANSACTION for failures and unknown ids. */
  async validate(valId: string): Promise<Record<string, unknown>> {
    const [row]: SandboxTransaction[] = await this.db.query(
      `UPDATE sandbox_transaction t SET validated = true FROM sandbox_transaction old
        WHERE t.val_id = $1 AND old.val_id = t.val_id
        RETURNING t.val_id AS "valId", t.tran_id AS "tranId", t.status, t.amount, t.currency, t.risk_level AS "riskLevel", old.validated, t.created_at AS "createdAt"`,
      [valId],
    ).then((result: [SandboxTransaction[], number]) => result[0]);
    if (!row || row.status !== 'VALID') return { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' };
    return { ...this.callbackFields(row), status: row.validated ? 'VALIDATED' : 'VALID', APIConnect: 'DONE', validated_on: new Date().toISOString() };
  }

  /** Transaction query by tran_id. */
  async transactionsFor(tranId: string): Promise<Record<string, unknown>> {
    const rows: SandboxTransaction[] = await this.db.query(
      `SELECT val_id AS "valId", tran_id AS "tranId", status, amount, currency, risk_level AS "riskLevel", validated, created_at AS "createdAt"
         FROM sandbox_transaction WHERE tran_id = $1 ORDER BY created_at`,
      [tranId],
    );
    return {
      APIConnect: 'DONE',
      no_of_trans_found: rows.length,
      element: rows.map((row) => ({ ...this.callbackFields(row), status: row.status === 'VALID' && row.validated ? 'VALIDATED' : row.status })),
    };
  }

  private callbackFields(t: SandboxTransaction): Record<string, string> {
    return {
      tran_id: t.tranId,
      val_id: t.valId,
      status: t.status,
      amount: t.amount,
      store_amount: t.amount,
      currency: t.currency,
      currency_type: t.currency,
      currency_amount: t.amount,
      bank_tran_id: `SBX${t.valId.slice(-10).toUpperCase()}`,
      card_type: 'SANDBOX-VISA',
      tran_date: t.createdAt.toISOString().replace('T', ' ').slice(0, 19),
      risk_level: String(t.riskLevel),
      risk_title: t.riskLevel > 0 ? 'Risky' : 'Safe',
    };
  }

  private async sendIpn(url: string, fields: Record<string, string>): Promise<void> {
    try {
      await fetch(url, { method: 'POST', body: new URLSearchParams(fields), signal: AbortSignal.timeout(5_000) });
    } catch (error) {
      this.logger.warn(`IPN to ${url} failed: ${String(error)}`);
    }
  }
}
