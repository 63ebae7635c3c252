import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { decimalToMinorUnits, minorUnitsToDecimal } from '../../payments/payment-gateway';
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

/** The sandbox's bank transaction id of a payment, in TypeScript and as SQL over sandbox_transaction. */
const bankTranIdOf = (valId: string) => `SBX${valId.slice(-10).toUpperCase()}`;
const BANK_TRAN_ID = `'SBX' || upper(right(val_id, 10))`;

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

  /**
   * Refund initiation, as SSLCommerz answers it: `success` with a refund_ref_id; `processing` when this
   * refund (its refe_id) was initiated before; `failed` with an errorReason when the bank transaction is
   * unknown or not paid, the amount is not a positive decimal, or it would refund more than is left of the
   * payment. Refunds here complete at once: the refund query answers `refunded`.
   */
  async refund(params: Record<string, string>): Promise<Record<string, unknown>> {
    const failed = (errorReason: string) => ({ APIConnect: 'DONE', status: 'failed', errorReason, bank_tran_id: params.bank_tran_id ?? '' });
    const amount = decimalToMinorUnits(params.refund_amount);
    if (amount === null || amount <= 0) return failed('Invalid refund amount');
    if (!params.refund_remarks?.trim()) return failed('Refund remarks are required');
    return this.db.transaction(async (tx) => {
      // The payment's row lock keeps two refunds of it from both fitting in what is left.
      const [payment]: SandboxTransaction[] = await tx.query(
        `SELECT val_id AS "valId", tran_id AS "tranId", status, amount, currency FROM sandbox_transaction WHERE ${BANK_TRAN_ID} = $1 FOR UPDATE`,
        [params.bank_tran_id],
      );
      if (!payment || payment.status !== 'VALID') return failed('Invalid bank transaction ID');
      if (params.refe_id) {
        const [repeat] = await tx.query(`SELECT refund_ref_id FROM sandbox_refund WHERE val_id = $1 AND refe_id = $2`, [payment.valId, params.refe_id]);
        if (repeat) return { APIConnect: 'DONE', status: 'processing', bank_tran_id: params.bank_tran_id, trans_id: payment.tranId, refund_ref_id: repeat.refund_ref_id };
      }
      const [{ refunded }] = await tx.query(`SELECT coalesce(sum(amount::numeric), 0)::text AS refunded FROM sandbox_refund WHERE val_id = $1`, [payment.valId]);
      const left = (decimalToMinorUnits(payment.amount) ?? 0) - (decimalToMinorUnits(refunded) ?? 0);
      if (amount > left) return failed(`Refund amount exceeds the refundable amount (${minorUnitsToDecimal(Math.max(left, 0))} ${payment.currency})`);
      const refundRefId = `SBR${randomBytes(8).toString('hex').toUpperCase()}`;
      await tx.query(`INSERT INTO sandbox_refund (refund_ref_id, val_id, bank_tran_id, amount, remarks, refe_id) VALUES ($1, $2, $3, $4, $5, $6)`, [
        refundRefId,
        payment.valId,
        params.bank_tran_id,
        minorUnitsToDecimal(amount),
        params.refund_remarks.slice(0, 255),
        params.refe_id || null,
      ]);
      return { APIConnect: 'DONE', status: 'success', bank_tran_id: params.bank_tran_id, trans_id: payment.tranId, refund_ref_id: refundRefId, errorReason: '' };
    });
  }

  /** Refund query by refund_ref_id. */
  async refundStatus(refundRefId: string): Promise<Record<string, unknown>> {
    const [row] = await this.db.query(`SELECT refund_ref_id, bank_tran_id, created_at FROM sandbox_refund WHERE refund_ref_id = $1`, [refundRefId]);
    if (!row) return { APIConnect: 'DONE', status: 'failed', refund_ref_id: refundRefId, errorReason: 'Invalid refund reference' };
    const at = (row.created_at as Date).toISOString().replace('T', ' ').slice(0, 19);
    return { APIConnect: 'DONE', status: 'refunded', bank_tran_id: row.bank_tran_id, refund_ref_id: refundRefId, initiated_on: at, refunded_on: at, errorReason: '' };
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
      bank_tran_id: bankTranIdOf(t.valId),
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
