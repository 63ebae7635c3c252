import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DataSource, EntityManager } from 'typeorm';
import { TooManyRequestsError } from '../common/errors';
import { consumeOrRefuse, RateLimits } from '../common/rate-limits';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { PAID_STATUSES, PaymentGateway, type GatewayTransaction } from '../payments/payment-gateway';
import { OrderMails } from './order-mails';
import { isClosedUnpaid, type OrderStatus } from './order-status';
import { OrderStateMachine } from './order-state-machine';
import type { OrderRow } from './orders.sql';
import type { UnwantedPaymentReason } from './refund-rules';
import { RefundsService } from './refunds.service';
import { text as message } from '../common/i18n/catalogue';

export type CallbackKind = 'SUCCESS_RETURN' | 'FAIL_RETURN' | 'CANCEL_RETURN' | 'IPN' | 'REDIRECT_CHECK' | 'RECONCILE' | 'EXPIRY_CHECK';

export interface SettleOutcome {
  tranId: string | null;
  status: OrderStatus | null;
  returnOrigin: string | null;
  paymentOnHold: boolean;
}

/**
 * Payment outcomes. Nothing a browser or a callback says is believed: every path asks the gateway's own
 * APIs (validation by val_id, query by tran_id) and then changes the order under its row lock. Paid
 * needs VALID/VALIDATED with the order's tran_id, amount and currency; a risky payment is held; duplicates
 * (the same val_id again) change nothing.
 */
@Injectable()
export class OrderPaymentsService {
  private readonly logger = new Logger('Payments');
  private readonly ipnLimiter: RateLimiterPostgres;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly machine: OrderStateMachine,
    private readonly gateway: PaymentGateway,
    private readonly refunds: RefundsService,
    private readonly mails: OrderMails,
    limits: RateLimits,
  ) {
    this.ipnLimiter = limits.limiter('payment-ipn-ip', config.payments.ipnPerMinutePerIp, 60);
  }

  /**
   * The audit trail of what arrived for one of our transactions: the callback fields a gateway sends, each
   * cut to a bounded length (a few hundred bytes in all). Anything else is dropped, secrets the gateway
   * echoes (store_passwd, verify_key) included, and a tran_id we never issued stores nothing.
   */
  async record(kind: CallbackKind, payload: Record<string, unknown>): Promise<void> {
    const kept: Partial<Record<(typeof CALLBACK_FIELDS)[number], string>> = {};
    for (const name of CALLBACK_FIELDS) {
      const value = boundedText(payload[name]);
      if (value) kept[name] = value;
    }
    if (!kept.tran_id) return;
    await this.db.query(
      `INSERT INTO payment_event (order_id, tran_id, kind, val_id, status, payload)
       SELECT id, tran_id, $2, $3, $4, $5 FROM customer_order WHERE tran_id = $1`,
      [kept.tran_id, kind, kept.val_id ?? null, kept.status ?? null, kept],
    );
  }

  /**
   * The gateway's instant payment notification. Anyone can post to it, so each client address gets a
   * bounded number per minute (counted in PostgreSQL, across instances) before it is refused with 429.
   */
  async onInstantNotification(payload: Record<string, unknown>, clientIp: string): Promise<SettleOutcome> {
    await consumeOrRefuse(this.ipnLimiter, clientIp, (seconds) => {
      throw new TooManyRequestsError(message('TOO_MANY_REQUESTS.ipn'), seconds);
    });
    return this.onPaymentReported('IPN', payload);
  }

  /** A gateway callback (browser return or IPN): validate its val_id with the gateway, then settle. */
  async onPaymentReported(kind: CallbackKind, payload: Record<string, unknown>): Promise<SettleOutcome> {
    await this.record(kind, payload);
    const valId = gatewayId(payload.val_id);
    const tranId = gatewayId(payload.tran_id);
    if (valId) {
      const transaction = await this.gateway.validate(valId);
      if (transaction) return this.settle(transaction, kind);
    }
    // No val_id, or one the gateway does not know: ask about the order itself.
    return tranId ? this.recheck(tranId, kind) : { tranId: null, status: null, returnOrigin: null, paymentOnHold: false };
  }

  /**
   * The browser says the payment failed or was cancelled. Believed only if the gateway agrees: a paid
   * attempt wins; otherwise a failed or cancelled attempt ends the order and frees its stock.
   */
  async onPaymentAbandoned(kind: 'FAIL_RETURN' | 'CANCEL_RETURN', payload: Record<string, unknown>): Promise<SettleOutcome> {
    await this.record(kind, payload);
    const tranId = gatewayId(payload.tran_id);
    if (!tranId) return { tranId: null, status: null, returnOrigin: null, paymentOnHold: false };
    const attempts = await this.gateway.transactionsFor(tranId);
    if (attempts.some((t) => PAID_STATUSES.has(t.status))) return (await this.settleEveryPaid(tranId, attempts, kind)).outcome;
    const ended = attempts.find((t) => t.status === 'FAILED' || t.status === 'CANCELLED');
    return this.db.transaction(async (tx) => {
      const order = await this.machine.lock(tx, tranId);
      if (!order) return { tranId, status: null, returnOrigin: null, paymentOnHold: false };
      if (ended && order.status === 'PENDING_PAYMENT' && !order.payment_on_hold) {
        const cancelled = ended.status === 'CANCELLED';
        await this.machine.move(tx, order, cancelled ? 'CANCELLED' : 'PAYMENT_FAILED', cancelled ? 'Payment cancelled by the shopper.' : 'The payment did not go through.');
        if (!cancelled) await this.mails.paymentFailed(tx, order);
      }
      return outcome(order);
    });
  }

  /** Asks the gateway about an order (redirect-success, reconciliation, expiry): settles every paid attempt it reports. */
  async recheck(tranId: string, kind: CallbackKind): Promise<SettleOutcome> {
    return (await this.settleEveryPaid(tranId, await this.gateway.transactionsFor(tranId), kind)).outcome;
  }

  /**
   * Every paid attempt the gateway reports for an order that we hold no payment row for is confirmed through
   * the validation API and settled: the first completes the order, any other is recorded as needing a
   * refund. A captured payment is never left unrecorded because another attempt came first.
   */
  private async settleEveryPaid(tranId: string, attempts: GatewayTransaction[], kind: CallbackKind): Promise<{ outcome: SettleOutcome; recorded: number }> {
    const paid = attempts.filter((t) => PAID_STATUSES.has(t.status) && t.tranId === tranId);
    const known: { val_id: string }[] = paid.length > 0 ? await this.db.query(`SELECT val_id FROM payment WHERE val_id = ANY($1)`, [paid.map((t) => t.valId)]) : [];
    const knownIds = new Set(known.map((row) => row.val_id));
    let recorded = 0;
    for (const attempt of paid) {
      if (knownIds.has(attempt.valId)) continue;
      const validated = await this.gateway.validate(attempt.valId);
      if (validated?.tranId !== tranId) continue;
      await this.settle(validated, kind);
      recorded += 1;
    }
    const [order]: OrderRow[] = await this.db.query(`SELECT status, tran_id, return_origin, payment_on_hold FROM customer_order WHERE tran_id = $1`, [tranId]);
    return { outcome: order ? outcome(order) : { tranId, status: null, returnOrigin: null, paymentOnHold: false }, recorded };
  }

  /**
   * The success page's redirect-success call: asks the gateway about the order (which may settle it) and
   * tells only the order's owner how it stands; for anyone else the order does not exist.
   */
  async recheckForCustomer(tranId: string, customerId: string | null): Promise<SettleOutcome | null> {
    const [order]: Pick<OrderRow, 'customer_id'>[] = await this.db.query(`SELECT customer_id FROM customer_order WHERE tran_id = $1`, [tranId]);
    if (!order) return null;
    const outcome = await this.recheck(tranId, 'REDIRECT_CHECK');
    return order.customer_id === customerId ? outcome : null;
  }

  /**
   * Applies a transaction the gateway itself reported, under the order's row lock; then sends the refund
   * of a payment the order could not take (once the payment and its refund are committed).
   */
  private async settle(transaction: GatewayTransaction, kind: CallbackKind): Promise<SettleOutcome> {
    const { settled, refundIds } = await this.settleLocked(transaction, kind);
    await this.refunds.sendQuietly(...refundIds);
    return settled;
  }

  private async settleLocked(transaction: GatewayTransaction, kind: CallbackKind): Promise<{ settled: SettleOutcome; refundIds: (string | null)[] }> {
    return this.db.transaction(async (tx) => {
      const order = await this.machine.lock(tx, transaction.tranId);
      if (!order) {
        this.logger.warn(`gateway reported ${transaction.valId} for unknown order ${transaction.tranId}`);
        return { settled: { tranId: transaction.tranId, status: null, returnOrigin: null, paymentOnHold: false }, refundIds: [] };
      }
      const paid = PAID_STATUSES.has(transaction.status);
      const amountMatches = transaction.amount !== null && transaction.amount.amount === order.total_cents && transaction.amount.currency === order.currency.trim();
      const risky = transaction.riskLevel > 0;
      const pending = order.status === 'PENDING_PAYMENT';
      const accepted = paid && amountMatches && !risky && pending;
      // A second risky payment while one is held is not held as well: it is refunded.
      const held = paid && amountMatches && risky && pending && !order.payment_on_hold;
      const note = !paid
        ? `Gateway status ${transaction.status}.`
        : !amountMatches
          ? `Amount or currency differs from the order (${transaction.amount ? `${transaction.amount.amount} ${transaction.amount.currency}` : 'unreadable'}); refunded.`
          : held
            ? 'Flagged as risky by the gateway; held for review.'
            : !pending
              ? `Paid after the order became ${order.status}; refunded.`
              : risky
                ? 'Flagged as risky while another payment is held; refunded.'
                : 'Validated with the gateway.';

      const [inserted]: { id: string }[] = await tx.query(
        `INSERT INTO payment (order_id, val_id, bank_tran_id, status, amount_cents, currency, card_type, risk_level, accepted, note, validated)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (val_id) DO NOTHING RETURNING id`,
        [order.id, transaction.valId, transaction.bankTranId, transaction.status, transaction.amount?.amount ?? 0, transaction.amount?.currency ?? order.currency, transaction.cardType, transaction.riskLevel, accepted, note, transaction.raw],
      );
      if (!inserted) return { settled: outcome(order), refundIds: [] }; // this val_id was settled before: nothing more to do

      const refundIds: (string | null)[] = [];
      const payment = { id: inserted.id, amount_cents: transaction.amount?.amount ?? 0, currency: transaction.amount?.currency ?? order.currency };
      if (accepted) {
        if (order.payment_on_hold) refundIds.push(await this.refundHeldPayment(tx, order));
        await this.machine.move(tx, order, 'PAID', `Payment ${transaction.valId} validated with the gateway.`);
      } else if (held) {
        await this.machine.holdForReview(tx, order, note);
      } else if (paid) {
        this.logger.warn(`payment ${transaction.valId} for ${order.tran_id} (${kind}) not accepted: ${note}`);
        refundIds.push(await this.refunds.refundUnwanted(tx, order, payment, unwantedReason(order, amountMatches)));
      }
      return { settled: outcome(order), refundIds };
    });
  }

  /** Another payment completed an order whose earlier one is held for review: the held one goes back. */
  private async refundHeldPayment(tx: EntityManager, order: OrderRow): Promise<string | null> {
    const [held]: { id: string; amount_cents: number; currency: string }[] = await tx.query(
      `SELECT id, amount_cents, currency FROM payment WHERE order_id = $1 AND NOT accepted AND risk_level > 0 ORDER BY created_at LIMIT 1`,
      [order.id],
    );
    await this.machine.endHold(tx, order);
    return held ? this.refunds.refundUnwanted(tx, order, held, 'EXTRA_PAYMENT') : null;
  }

  /**
   * Asks the gateway about every recent order — pending, paid or closed, whose payment window is open or
   * closed less than an hour ago — and records every paid transaction it reports that we never heard of:
   * a lost IPN, a server killed mid-payment, a shopper who paid twice. Pending orders are asked about on
   * every pass; the others every ten minutes, which still asks each several times after its window closed.
   * Answers how many payments it recorded.
   */
  async reconcileRecent(olderThanSeconds = this.config.orders.reconcileAfterSeconds): Promise<number> {
    const rows: { tran_id: string }[] = await this.db.query(
      `SELECT tran_id FROM customer_order
        WHERE expires_at > now() - interval '1 hour' AND created_at < now() - make_interval(secs => $1)
          AND (status = 'PENDING_PAYMENT' OR payments_checked_at IS NULL OR payments_checked_at < now() - interval '10 minutes')
        ORDER BY created_at LIMIT 1000`,
      [olderThanSeconds],
    );
    let recorded = 0;
    for (const { tran_id } of rows) {
      try {
        recorded += (await this.settleEveryPaid(tran_id, await this.gateway.transactionsFor(tran_id), 'RECONCILE')).recorded;
        await this.db.query(`UPDATE customer_order SET payments_checked_at = now() WHERE tran_id = $1`, [tran_id]);
      } catch (error) {
        this.logger.warn(`reconciling ${tran_id} failed: ${String(error)}`);
      }
    }
    return recorded;
  }

  /**
   * Ends unpaid orders past their payment window and frees their stock — after one last question to the
   * gateway, so a payment made at the last second still counts. Orders held for review are left alone.
   */
  async expireOverdue(): Promise<number> {
    const rows: { tran_id: string }[] = await this.db.query(
      `SELECT tran_id FROM customer_order WHERE status = 'PENDING_PAYMENT' AND NOT payment_on_hold AND expires_at < now() ORDER BY expires_at LIMIT 200`,
    );
    let expired = 0;
    for (const { tran_id } of rows) {
      try {
        await this.recheck(tran_id, 'EXPIRY_CHECK');
      } catch (error) {
        this.logger.warn(`checking ${tran_id} before expiry failed, expiring anyway: ${String(error)}`);
      }
      expired += await this.db.transaction(async (tx) => {
        const order = await this.machine.lock(tx, tran_id);
        if (!order || order.status !== 'PENDING_PAYMENT' || order.payment_on_hold || order.expires_at > new Date()) return 0;
        await this.machine.move(tx, order, 'EXPIRED', `Not paid within ${this.config.orders.paymentWindowMinutes} minutes.`);
        return 1;
      });
    }
    return expired;
  }
}

/** Why the shop gives a captured payment back: for another amount, after the order closed, or on top of the one it kept. */
function unwantedReason(order: OrderRow, amountMatches: boolean): UnwantedPaymentReason {
  if (!amountMatches) return 'AMOUNT_MISMATCH';
  return isClosedUnpaid(order.status) || order.status === 'REFUNDED' ? 'LATE_PAYMENT' : 'EXTRA_PAYMENT';
}

function outcome(order: Pick<OrderRow, 'tran_id' | 'status' | 'return_origin' | 'payment_on_hold'>): SettleOutcome {
  return { tranId: order.tran_id, status: order.status, returnOrigin: order.return_origin, paymentOnHold: order.payment_on_hold };
}

/** What SSLCommerz posts to its callbacks that an audit of the transaction needs. */
const CALLBACK_FIELDS = [
  'tran_id', 'val_id', 'status', 'amount', 'store_amount', 'currency', 'currency_type', 'currency_amount',
  'bank_tran_id', 'card_type', 'card_brand', 'tran_date', 'risk_level', 'risk_title', 'error',
] as const;
const CALLBACK_FIELD_MAX_LENGTH = 128;

/** A callback field as bounded text PostgreSQL accepts (no NUL, no lone surrogate), or undefined. */
function boundedText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value
    .slice(0, CALLBACK_FIELD_MAX_LENGTH)
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .trim();
  return text || undefined;
}

/** Gateway ids are short tokens (SSLCommerz's are about 30 characters): anything else is no id, never sent on to the gateway. */
function gatewayId(value: unknown): string {
  const id = typeof value === 'string' ? value.trim() : '';
  return /^[A-Za-z0-9._:-]{1,64}$/.test(id) ? id : '';
}
