import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { PAID_STATUSES, PaymentGateway, type GatewayTransaction } from '../payments/payment-gateway';
import type { OrderStatus } from './order-status';
import { OrdersService, type OrderRow } from './orders.service';

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

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersService,
    private readonly gateway: PaymentGateway,
  ) {}

  /** Keeps what arrived, as it arrived (the audit trail), whatever happens next. */
  async record(kind: CallbackKind, payload: Record<string, unknown>): Promise<void> {
    const tranId = typeof payload.tran_id === 'string' ? payload.tran_id : null;
    await this.db.query(
      `INSERT INTO payment_event (order_id, tran_id, kind, val_id, status, payload)
       VALUES ((SELECT id FROM customer_order WHERE tran_id = $1), $1, $2, $3, $4, $5)`,
      [tranId, kind, typeof payload.val_id === 'string' ? payload.val_id : null, typeof payload.status === 'string' ? payload.status : null, redact(payload)],
    );
  }

  /** A gateway callback (browser return or IPN): validate its val_id with the gateway, then settle. */
  async onPaymentReported(kind: CallbackKind, payload: Record<string, unknown>): Promise<SettleOutcome> {
    await this.record(kind, payload);
    const valId = typeof payload.val_id === 'string' ? payload.val_id.trim() : '';
    const tranId = typeof payload.tran_id === 'string' ? payload.tran_id.trim() : '';
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
    const tranId = typeof payload.tran_id === 'string' ? payload.tran_id.trim() : '';
    if (!tranId) return { tranId: null, status: null, returnOrigin: null, paymentOnHold: false };
    const attempts = await this.gateway.transactionsFor(tranId);
    const paid = attempts.find((t) => PAID_STATUSES.has(t.status));
    if (paid) return this.settle(paid, kind);
    const ended = attempts.find((t) => t.status === 'FAILED' || t.status === 'CANCELLED');
    return this.db.transaction(async (tx) => {
      const order = await this.orders.lockByTranId(tx, tranId);
      if (!order) return { tranId, status: null, returnOrigin: null, paymentOnHold: false };
      if (ended && order.status === 'PENDING_PAYMENT' && !order.payment_on_hold) {
        const cancelled = ended.status === 'CANCELLED';
        await this.orders.move(tx, order, cancelled ? 'CANCELLED' : 'PAYMENT_FAILED', cancelled ? 'Payment cancelled by the shopper.' : 'The payment did not go through.');
      }
      return outcome(order);
    });
  }

  /** Asks the gateway about an order (redirect-success, reconciliation): settles any paid attempt it reports. */
  async recheck(tranId: string, kind: CallbackKind): Promise<SettleOutcome> {
    const attempts = await this.gateway.transactionsFor(tranId);
    const paid = attempts.find((t) => PAID_STATUSES.has(t.status));
    if (paid) {
      // Confirm through the validation API, as for any other report.
      const validated = await this.gateway.validate(paid.valId);
      if (validated) return this.settle(validated, kind);
    }
    const [order]: OrderRow[] = await this.db.query(`SELECT status, tran_id, return_origin, payment_on_hold FROM customer_order WHERE tran_id = $1`, [tranId]);
    return order ? outcome(order) : { tranId, status: null, returnOrigin: null, paymentOnHold: false };
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

  /** Applies a transaction the gateway itself reported, under the order's row lock. */
  private async settle(transaction: GatewayTransaction, kind: CallbackKind): Promise<SettleOutcome> {
    return this.db.transaction(async (tx) => {
      const order = await this.orders.lockByTranId(tx, transaction.tranId);
      if (!order) {
        this.logger.warn(`gateway reported ${transaction.valId} for unknown order ${transaction.tranId}`);
        return { tranId: transaction.tranId, status: null, returnOrigin: null, paymentOnHold: false };
      }
      const paid = PAID_STATUSES.has(transaction.status);
      const amountMatches = transaction.amount !== null && transaction.amount.amount === order.total_cents && transaction.amount.currency === order.currency.trim();
      const risky = transaction.riskLevel > 0;
      const pending = order.status === 'PENDING_PAYMENT';
      const accepted = paid && amountMatches && !risky && pending;
      const note = !paid
        ? `Gateway status ${transaction.status}.`
        : !amountMatches
          ? `Amount or currency differs from the order (${transaction.amount ? `${transaction.amount.amount} ${transaction.amount.currency}` : 'unreadable'}); not accepted.`
          : risky
            ? 'Flagged as risky by the gateway; held for review.'
            : !pending
              ? `Paid after the order became ${order.status}; needs a refund.`
              : 'Validated with the gateway.';

      const [inserted] = await tx.query(
        `INSERT INTO payment (order_id, val_id, bank_tran_id, status, amount_cents, currency, card_type, risk_level, accepted, note, validated)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (val_id) DO NOTHING RETURNING id`,
        [order.id, transaction.valId, transaction.bankTranId, transaction.status, transaction.amount?.amount ?? 0, transaction.amount?.currency ?? order.currency, transaction.cardType, transaction.riskLevel, accepted, note, transaction.raw],
      );
      if (!inserted) return outcome(order); // this val_id was settled before: nothing more to do

      if (accepted) await this.orders.move(tx, order, 'PAID', `Payment ${transaction.valId} validated with the gateway.`);
      else if (paid && amountMatches && risky && pending) {
        await tx.query(`UPDATE customer_order SET payment_on_hold = true, updated_at = now() WHERE id = $1`, [order.id]);
        await tx.query(`INSERT INTO order_event (order_id, from_status, to_status, note) VALUES ($1, $2, $2, $3)`, [order.id, order.status, note]);
        order.payment_on_hold = true;
      } else if (paid) this.logger.warn(`payment ${transaction.valId} for ${order.tran_id} (${kind}) not accepted: ${note}`);
      return outcome(order);
    });
  }

  /** Re-asks the gateway about orders still awaiting payment (a lost IPN, a closed tab, a crash mid-way). */
  async reconcilePending(olderThanSeconds = this.config.orders.reconcileAfterSeconds): Promise<number> {
    const rows: { tran_id: string }[] = await this.db.query(
      `SELECT tran_id FROM customer_order WHERE status = 'PENDING_PAYMENT' AND created_at < now() - make_interval(secs => $1)
        ORDER BY created_at LIMIT 200`,
      [olderThanSeconds],
    );
    let settled = 0;
    for (const { tran_id } of rows) {
      try {
        if ((await this.recheck(tran_id, 'RECONCILE')).status === 'PAID') settled += 1;
      } catch (error) {
        this.logger.warn(`reconciling ${tran_id} failed: ${String(error)}`);
      }
    }
    return settled;
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
        const order = await this.orders.lockByTranId(tx, tran_id);
        if (!order || order.status !== 'PENDING_PAYMENT' || order.payment_on_hold || order.expires_at > new Date()) return 0;
        await this.orders.move(tx, order, 'EXPIRED', `Not paid within ${this.config.orders.paymentWindowMinutes} minutes.`);
        return 1;
      });
    }
    return expired;
  }
}

function outcome(order: Pick<OrderRow, 'tran_id' | 'status' | 'return_origin' | 'payment_on_hold'>): SettleOutcome {
  return { tranId: order.tran_id, status: order.status, returnOrigin: order.return_origin, paymentOnHold: order.payment_on_hold };
}

/** Gateways echo our store password in some callbacks; never keep it. */
function redact(payload: Record<string, unknown>): Record<string, unknown> {
  const { store_passwd: _password, verify_key: _key, ...rest } = payload;
  return rest;
}
