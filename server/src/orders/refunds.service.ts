import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { InventoryService } from '../catalog/inventory.service';
import { NotFoundError } from '../common/errors';
import { ValidationError } from '../common/expected-errors';
import { formatMoney, money } from '../common/money';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { PaymentGateway, PaymentUnavailableError, type GatewayRefund } from '../payments/payment-gateway';
import type { StaffActor } from '../staff/permissions';
import { OrderMails } from './order-mails';
import { isRefundable } from './order-status';
import { OrderStateMachine } from './order-state-machine';
import { NoPaymentHeldError, OrderNotRefundableError, RefundExceedsPaymentError, RefundFailedError } from './orders.errors';
import type { OrderRow } from './orders.sql';
import {
  MAX_AUTOMATIC_ATTEMPTS,
  MAX_REMARKS_LENGTH,
  paidShareOf,
  UNWANTED_PAYMENT_REMARKS,
  type RefundReason,
  type RefundStatus,
  type UnwantedPaymentReason,
} from './refund-rules';
import { backOffice, backOfficeFields } from '../common/i18n/catalogue';

/** What staff ask for: some units of some lines, or an amount, or (neither) everything left. */
export interface RefundRequest {
  lines?: { orderLineId: string; quantity: number }[] | null;
  amountCents?: number | null;
  remarks: string;
  /** Put the refunded units back in stock (only with lines, or a refund of everything left). */
  restock?: boolean | null;
  /** The same key for the same order answers with the first refund: double clicks refund once. */
  idempotencyKey?: string | null;
}

interface RefundRow {
  id: string;
  order_id: string;
  tran_id: string;
  payment_id: string;
  bank_tran_id: string | null;
  amount_cents: number;
  currency: string;
  reason: RefundReason;
  remarks: string;
  status: RefundStatus;
  restock: boolean;
  failure_reason: string | null;
  /** The gateway's reference, once it took the refund. */
  refund_ref_id: string | null;
  staff_id: string | null;
  staff_email: string | null;
  attempts: number;
}

/** A payment row as refunds need it. */
interface PaymentRow {
  id: string;
  amount_cents: number;
  currency: string;
}

const REFUND_COLUMNS = `r.id, r.order_id, o.tran_id, r.payment_id, p.bank_tran_id, r.amount_cents, r.currency, r.reason, r.remarks, r.status,
  r.restock, r.failure_reason, r.refund_ref_id, r.staff_id, r.staff_email, r.attempts`;
const REFUND_JOINS = `JOIN customer_order o ON o.id = r.order_id JOIN payment p ON p.id = r.payment_id`;

/** Refunds that still count against a payment: all but the failed ones. */
const LIVE = `r.status <> 'FAILED'`;

/**
 * Money going back through the gateway. A refund is written first (REQUESTED, with the order's row lock
 * held, so what is left to refund is never given twice), then sent, then settled under the lock again:
 * taken by the gateway, it counts (stock returned, timeline, REFUNDED once all is back, the shopper's mail);
 * refused, it is marked FAILED and the order is as it was. The shop's own refunds — for payments an order
 * could not take — are written in the transaction that learns of the payment, once per payment, and sent
 * until the gateway answers (then the shopper is told).
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly machine: OrderStateMachine,
    private readonly gateway: PaymentGateway,
    private readonly inventory: InventoryService,
    private readonly audit: AuditService,
    private readonly mails: OrderMails,
  ) {}

  /**
   * Staff refund part or all of a paid order's payment. Answers when the gateway has taken it (or throws
   * RefundFailedError with its reason); a repeat of an idempotency key answers with the first refund's outcome.
   */
  async refund(actor: StaffActor, tranId: string, request: RefundRequest, action: 'order.refund' | 'order.cancel' = 'order.refund'): Promise<void> {
    const checked = checkRequest(request);
    const repeat = checked.idempotencyKey ? await this.findByKey(tranId, checked.idempotencyKey) : null;
    const refundId =
      repeat ??
      (await this.audit
        .change(actor, 'ORDERS', async (tx, record) => {
          const order = await this.lockOrder(tx, tranId);
          // Under the lock: a concurrent request with the same key has committed by now.
          const earlier = checked.idempotencyKey ? await this.findByKey(tranId, checked.idempotencyKey, tx) : null;
          if (earlier) throw new Repeat(earlier);
          const id = await this.writeStaffRefund(tx, actor, order, checked);
          await record({ action, entityType: 'order', entityId: order.tran_id, before: { refundedCents: order.refunded_cents }, after: { refundId: id, ...describe(checked) } });
          return id;
        })
        .catch((error: unknown) => {
          if (error instanceof Repeat) return error.refundId;
          throw error;
        }));
    const sent = await this.send(refundId);
    if (sent.status === 'FAILED') throw new RefundFailedError(sent.failure_reason ?? 'The gateway refused it.');
  }

  /**
   * Cancels an order. Awaiting payment: it closes and its stock and code are free again. Paid and not yet
   * shipped: only through a refund of everything left, which closes it as REFUNDED (units back in stock
   * unless `restock` is false). A shipped order is refunded, not cancelled.
   */
  async cancel(actor: StaffActor, tranId: string, request: { remarks: string; restock?: boolean | null; idempotencyKey?: string | null }): Promise<void> {
    const [current]: Pick<OrderRow, 'status'>[] = await this.db.query(`SELECT status FROM customer_order WHERE tran_id = $1`, [tranId.trim()]);
    if (!current) throw new NotFoundError(backOffice('No such order.'), { code: 'ORDER_NOT_FOUND' });
    if (current.status === 'SHIPPED' || current.status === 'DELIVERED') {
      throw new ValidationError(backOffice('A shipped order is not cancelled: refund it instead.'), backOfficeFields({ order: 'Already shipped.' }));
    }
    if (current.status !== 'PENDING_PAYMENT') {
      await this.refund(actor, tranId, { remarks: request.remarks, restock: request.restock ?? true, idempotencyKey: request.idempotencyKey }, 'order.cancel');
      return;
    }
    const remarks = checkRemarks(request.remarks);
    await this.audit.change(actor, 'ORDERS', async (tx, record) => {
      const order = await this.lockOrder(tx, tranId);
      if (order.payment_on_hold) throw new ValidationError(backOffice('A payment is held for review: release or refuse it instead.'), backOfficeFields({ order: 'Payment held for review.' }));
      // Paid or closed meanwhile: the state machine refuses the move.
      await this.machine.move(tx, order, 'CANCELLED', `Cancelled by ${actor.email}: ${remarks}`);
      await this.mails.cancelled(tx, order);
      await record({ action: 'order.cancel', entityType: 'order', entityId: order.tran_id, before: { status: 'PENDING_PAYMENT' }, after: { status: 'CANCELLED', remarks } });
    });
  }

  /** Staff accept a payment held for review: the order is paid. */
  async releaseHold(actor: StaffActor, tranId: string): Promise<void> {
    await this.audit.change(actor, 'ORDERS', async (tx, record) => {
      const order = await this.lockOrder(tx, tranId);
      const held = await this.heldPayment(tx, order);
      await tx.query(`UPDATE payment SET accepted = true, note = note || $2 WHERE id = $1`, [held.id, ` Released after review by ${actor.email}.`]);
      await this.machine.endHold(tx, order);
      await this.machine.move(tx, order, 'PAID', `Payment released after review by ${actor.email}.`);
      await record({ action: 'order.payment.release', entityType: 'order', entityId: order.tran_id, before: { status: 'PENDING_PAYMENT', paymentOnHold: true }, after: { status: 'PAID' } });
    });
  }

  /** Staff refuse a payment held for review: it is refunded, and the order closes with its stock and code free. */
  async refuseHold(actor: StaffActor, tranId: string, remarks: string): Promise<void> {
    const text = checkRemarks(remarks);
    const refundId = await this.audit.change(actor, 'ORDERS', async (tx, record) => {
      const order = await this.lockOrder(tx, tranId);
      const id = await this.closeHeld(tx, order, 'REVIEW_REFUSED', `Payment refused after review by ${actor.email}: ${text}`);
      await record({ action: 'order.payment.refuse', entityType: 'order', entityId: order.tran_id, before: { status: 'PENDING_PAYMENT', paymentOnHold: true }, after: { status: 'REFUNDED', refundId: id, remarks: text } });
      return id;
    });
    await this.sendQuietly(refundId);
  }

  /** Held payments nobody reviewed within PAYMENT_REVIEW_HOURS are refunded and their orders closed. Answers how many. */
  async expireReviews(): Promise<number> {
    const rows: { tran_id: string }[] = await this.db.query(
      `SELECT tran_id FROM customer_order WHERE status = 'PENDING_PAYMENT' AND payment_on_hold AND held_at < now() - make_interval(hours => $1) ORDER BY held_at LIMIT 100`,
      [this.config.payments.reviewHours],
    );
    let closed = 0;
    for (const { tran_id } of rows) {
      const refundId = await this.db.transaction(async (tx) => {
        const order = await this.machine.lock(tx, tran_id);
        if (!order || order.status !== 'PENDING_PAYMENT' || !order.payment_on_hold) return null;
        return this.closeHeld(tx, order, 'REVIEW_EXPIRED', `Not reviewed within ${this.config.payments.reviewHours} hours; refunded.`);
      });
      if (refundId) {
        closed += 1;
        await this.sendQuietly(refundId);
      }
    }
    return closed;
  }

  /**
   * A payment the locked order could not take (it arrived late, twice, for another amount, or a second one
   * while another is held): written as the shop's own refund of all of it, once per payment however often
   * its news arrives, with a line on the order's timeline. Answers the refund to send after the commit.
   */
  async refundUnwanted(tx: EntityManager, order: OrderRow, payment: PaymentRow, reason: UnwantedPaymentReason): Promise<string | null> {
    if (payment.amount_cents <= 0) return null; // nothing readable was paid: staff see the payment row and its note
    const [created]: { id: string }[] = await tx.query(
      `INSERT INTO refund (order_id, payment_id, amount_cents, currency, reason, remarks, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'REQUESTED')
       ON CONFLICT (payment_id) WHERE reason <> 'STAFF' DO NOTHING RETURNING id`,
      [order.id, payment.id, payment.amount_cents, payment.currency, reason, UNWANTED_PAYMENT_REMARKS[reason]],
    );
    if (!created) return null;
    if (reason !== 'REVIEW_REFUSED' && reason !== 'REVIEW_EXPIRED') {
      await this.machine.note(tx, order, 'UNWANTED_PAYMENT_REFUND', `${UNWANTED_PAYMENT_REMARKS[reason]} (${formatMoney(money(payment.amount_cents, payment.currency.trim()))})`, payment.amount_cents);
    }
    return created.id;
  }

  /** Sends refunds written in a transaction that has committed; one that cannot go now is left for `sendDue`. */
  async sendQuietly(...refundIds: (string | null)[]): Promise<void> {
    for (const id of refundIds) {
      if (!id) continue;
      try {
        await this.send(id);
      } catch (error) {
        this.logger.warn(`refund ${id} not sent yet: ${String(error)}`);
      }
    }
  }

  /**
   * The maintenance pass: sends the refunds that are still to go (the shop's own that a gateway outage held
   * back, and any a crash cut off), and asks the gateway about refunds it is processing. Answers how many changed.
   */
  async sendDue(): Promise<number> {
    // A send that never finished (the process died mid-call) is tried again: the gateway knows the
    // refund by its reference (refe_id) and answers a repeat as the same refund. A staff refund too: its
    // request sends it at once, so one still here was cut off, and would otherwise hold its amount forever.
    // (Sent again in this pass: its updated_at is long past.)
    await this.db.query(`UPDATE refund SET status = 'REQUESTED' WHERE status = 'SENDING' AND updated_at < now() - interval '10 minutes'`);
    const due: { id: string; status: RefundStatus }[] = await this.db.query(
      `SELECT id, status FROM refund
        WHERE (status = 'REQUESTED' AND updated_at < now() - interval '30 seconds')
           OR (status = 'PENDING' AND updated_at < now() - interval '1 minute')
        ORDER BY updated_at LIMIT 100`,
    );
    let changed = 0;
    for (const refund of due) {
      try {
        const after = refund.status === 'REQUESTED' ? await this.send(refund.id) : await this.checkPending(refund.id);
        if (after.status !== refund.status) changed += 1;
      } catch (error) {
        this.logger.warn(`refund ${refund.id}: ${String(error)}`);
      }
    }
    return changed;
  }

  /** Sends one REQUESTED refund (claiming it, so only one instance ever does) and settles the answer. */
  async send(refundId: string): Promise<RefundRow> {
    const [claimed]: [RefundRow[], number] = await this.db.query(
      `UPDATE refund r SET status = 'SENDING', attempts = attempts + 1, updated_at = now() FROM customer_order o, payment p
        WHERE r.id = $1 AND r.status = 'REQUESTED' AND o.id = r.order_id AND p.id = r.payment_id
        RETURNING ${REFUND_COLUMNS}`,
      [refundId],
    );
    const refund = claimed[0];
    if (!refund) return this.read(refundId);
    let answer: GatewayRefund;
    let unanswered = false;
    try {
      answer = refund.bank_tran_id
        ? await this.gateway.refund({ bankTranId: refund.bank_tran_id, amount: money(refund.amount_cents, refund.currency.trim()), remarks: refund.remarks, reference: refund.id })
        : { status: 'FAILED', refundRefId: null, reason: 'The gateway gave this payment no bank transaction id to refund.' };
    } catch (error) {
      if (!(error instanceof PaymentUnavailableError)) throw error;
      unanswered = true;
      answer = { status: 'FAILED', refundRefId: null, reason: 'The payment gateway did not answer.' };
    }
    return this.db.transaction((tx) => this.settle(tx, refund, answer, unanswered));
  }

  /** Asks the gateway how a refund it is processing stands. */
  private async checkPending(refundId: string): Promise<RefundRow> {
    const refund = await this.read(refundId);
    if (refund.status !== 'PENDING' || !refund.refund_ref_id) return refund;
    const answer = await this.gateway.refundStatus(refund.refund_ref_id);
    if (answer.status === 'PENDING') {
      await this.db.query(`UPDATE refund SET updated_at = now() WHERE id = $1`, [refundId]);
      return refund;
    }
    return this.db.transaction(async (tx) => {
      const order = await this.lockOrderById(tx, refund.order_id);
      const [[current]]: [RefundRow[], number] = await tx.query(`UPDATE refund SET updated_at = now() WHERE id = $1 AND status = 'PENDING' RETURNING id`, [refundId]);
      if (!current) return this.read(refundId, tx);
      if (answer.status === 'REFUNDED') {
        await tx.query(`UPDATE refund SET status = 'REFUNDED' WHERE id = $1`, [refundId]);
      } else {
        await this.markFailed(tx, refund, order, answer.reason ?? 'The gateway cancelled the refund.');
      }
      return this.read(refundId, tx);
    });
  }

  /** Applies the gateway's answer to a refund being sent, under the order's row lock. */
  private async settle(tx: EntityManager, refund: RefundRow, answer: GatewayRefund, unanswered: boolean): Promise<RefundRow> {
    const order = await this.lockOrderById(tx, refund.order_id);
    if (answer.status === 'FAILED') {
      if (refund.reason !== 'STAFF' && unanswered && refund.attempts < MAX_AUTOMATIC_ATTEMPTS) {
        // The shop's own refunds must go: try again on a later pass.
        await tx.query(`UPDATE refund SET status = 'REQUESTED', failure_reason = $2, updated_at = now() WHERE id = $1`, [refund.id, answer.reason]);
      } else {
        await this.markFailed(tx, refund, order, answer.reason ?? 'The gateway refused it.');
      }
      return this.read(refund.id, tx);
    }
    await tx.query(`UPDATE refund SET status = $2, refund_ref_id = $3, failure_reason = NULL, updated_at = now() WHERE id = $1`, [refund.id, answer.status, answer.refundRefId]);
    if (refund.reason === 'STAFF') await this.applyStaffRefund(tx, refund, order);
    else await this.mails.paymentRefunded(tx, order, refund, refund.reason);
    return this.read(refund.id, tx);
  }

  /** A staff refund the gateway took: units back in stock if asked, the timeline, and REFUNDED once everything paid went back. */
  private async applyStaffRefund(tx: EntityManager, refund: RefundRow, order: OrderRow): Promise<void> {
    if (refund.restock) {
      const lines: { variantId: string; quantity: number }[] = await tx.query(
        `SELECT ol.variant_id AS "variantId", rl.quantity FROM refund_line rl JOIN order_line ol ON ol.id = rl.order_line_id WHERE rl.refund_id = $1`,
        [refund.id],
      );
      if (lines.length > 0) await this.inventory.returnToStock(lines, order.tran_id, { id: refund.staff_id!, email: refund.staff_email! }, tx);
    }
    const taken = `Refund of ${formatMoney(money(refund.amount_cents, refund.currency.trim()))} taken by the gateway (${refund.remarks})`;
    const [{ settled }] = await tx.query(`SELECT coalesce(sum(amount_cents), 0)::int AS settled FROM refund WHERE order_id = $1 AND reason = 'STAFF' AND status IN ('PENDING', 'REFUNDED')`, [order.id]);
    // The refund that gives back the rest closes the order: the shopper reads "refunded in full", not "part of your payment".
    const inFull = settled >= order.total_cents;
    if (inFull && order.status !== 'REFUNDED') await this.machine.move(tx, order, 'REFUNDED', `${taken}; everything paid was refunded.`);
    else await this.machine.note(tx, order, 'REFUND', taken, refund.amount_cents);
    await this.mails.refunded(tx, order, refund, inFull);
  }

  private async markFailed(tx: EntityManager, refund: RefundRow, order: OrderRow, reason: string): Promise<void> {
    await tx.query(`UPDATE refund SET status = 'FAILED', failure_reason = $2, updated_at = now() WHERE id = $1`, [refund.id, reason.slice(0, 500)]);
    // A staff refund held its amount against the payment from the moment it was written: give it back.
    if (refund.reason === 'STAFF') await tx.query(`UPDATE customer_order SET refunded_cents = refunded_cents - $2 WHERE id = $1`, [order.id, refund.amount_cents]);
    else this.logger.error(`the shop's refund ${refund.id} of order ${order.tran_id} failed: ${reason} — staff must refund it by hand`);
  }

  /** Writes a staff refund (REQUESTED) after checking it fits what is left, holding its amount against the payment. */
  private async writeStaffRefund(tx: EntityManager, actor: StaffActor, order: OrderRow, request: CheckedRequest): Promise<string> {
    // Refunded in full by staff: it has nothing left, which a request arriving after the refund closed it is told.
    const refundedInFull = order.status === 'REFUNDED' && order.refunded_cents >= order.total_cents;
    if (!isRefundable(order.status) && !refundedInFull) throw new OrderNotRefundableError(order.status);
    const [payment]: PaymentRow[] = await tx.query(`SELECT id, amount_cents, currency FROM payment WHERE order_id = $1 AND accepted`, [order.id]);
    if (!payment) throw new OrderNotRefundableError(order.status);
    const left = order.total_cents - order.refunded_cents;
    const currency = order.currency.trim();
    const lines = await this.linesToRefund(tx, order, request, left);
    // Lines: their paid share. Neither lines nor an amount: everything left, shipping included.
    const amount = request.amountCents ?? (request.lines ? lines.reduce((sum, l) => sum + l.amount, 0) : left);
    if (amount <= 0 || amount > left) throw new RefundExceedsPaymentError(formatMoney(money(amount, currency)), formatMoney(money(left, currency)), left);

    const [refund]: { id: string }[] = await tx.query(
      `INSERT INTO refund (order_id, payment_id, amount_cents, currency, reason, remarks, status, restock, staff_id, staff_email, idempotency_key)
       VALUES ($1, $2, $3, $4, 'STAFF', $5, 'REQUESTED', $6, $7, $8, $9) RETURNING id`,
      [order.id, payment.id, amount, currency, request.remarks, request.restock && lines.length > 0, actor.id, actor.email, request.idempotencyKey],
    );
    if (lines.length > 0) {
      await tx.query(
        `INSERT INTO refund_line (refund_id, order_line_id, quantity, amount_cents) SELECT $1, x.line, x.quantity, x.amount FROM unnest($2::uuid[], $3::int[], $4::int[]) AS x(line, quantity, amount)`,
        [refund.id, lines.map((l) => l.orderLineId), lines.map((l) => l.quantity), lines.map((l) => l.amount)],
      );
    }
    await tx.query(`UPDATE customer_order SET refunded_cents = refunded_cents + $2, updated_at = now() WHERE id = $1`, [order.id, amount]);
    return refund.id;
  }

  /**
   * The lines a refund covers, each within what is left of it: the ones asked for; with no lines and no
   * amount, every unit not yet refunded (`whole`: the refund is of everything left); with an amount, none.
   * Each is priced at what was paid for it, the discount shared out over the order's goods as they are
   * refunded (the share of all refunded after, less the share of all refunded before), so refunds by line
   * add up to exactly what was paid: rounded unit by unit, three units paid 114.11 in all would each give
   * back 38.04, and with free shipping the last one could never be refunded.
   */
  private async linesToRefund(tx: EntityManager, order: OrderRow, request: CheckedRequest, left: number) {
    if (request.amountCents !== null) return [];
    const rows: { id: string; unit_price_cents: number; quantity: number; refunded: number }[] = await tx.query(
      `SELECT ol.id, ol.unit_price_cents, ol.quantity,
              coalesce((SELECT sum(rl.quantity) FROM refund_line rl JOIN refund r ON r.id = rl.refund_id WHERE rl.order_line_id = ol.id AND ${LIVE}), 0)::int AS refunded
         FROM order_line ol WHERE ol.order_id = $1 ORDER BY ol.id`,
      [order.id],
    );
    let refundedGoods = rows.reduce((sum, row) => sum + row.unit_price_cents * row.refunded, 0);
    const priced = (row: (typeof rows)[number], quantity: number) => {
      const before = paidShareOf(order, refundedGoods);
      refundedGoods += row.unit_price_cents * quantity;
      return { orderLineId: row.id, quantity, amount: paidShareOf(order, refundedGoods) - before };
    };
    if (!request.lines) {
      if (left <= 0) return [];
      return rows.filter((row) => row.quantity > row.refunded).map((row) => priced(row, row.quantity - row.refunded));
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    const asked = request.lines.map((line, index) => {
      const row = byId.get(line.orderLineId);
      if (!row) throw new ValidationError(backOffice('That line is not part of this order.'), backOfficeFields({ [`lines.${index}`]: 'Not a line of this order.' }));
      if (line.quantity > row.quantity - row.refunded) {
        throw new ValidationError(backOffice(`Only ${row.quantity - row.refunded} of that line can still be refunded.`), backOfficeFields({ [`lines.${index}`]: `At most ${row.quantity - row.refunded}.` }));
      }
      return { row, quantity: line.quantity };
    });
    return asked.map(({ row, quantity }) => priced(row, quantity));
  }

  /** Closes a locked order whose payment is held: the payment is to be refunded, stock and code are free. */
  private async closeHeld(tx: EntityManager, order: OrderRow, reason: 'REVIEW_REFUSED' | 'REVIEW_EXPIRED', note: string): Promise<string | null> {
    const held = await this.heldPayment(tx, order);
    await this.machine.endHold(tx, order);
    const refundId = await this.refundUnwanted(tx, order, held, reason);
    await this.machine.move(tx, order, 'REFUNDED', note);
    return refundId;
  }

  /** The payment a locked order holds for review. */
  private async heldPayment(tx: EntityManager, order: OrderRow): Promise<PaymentRow> {
    if (order.status !== 'PENDING_PAYMENT' || !order.payment_on_hold) throw new NoPaymentHeldError();
    const [held]: PaymentRow[] = await tx.query(
      `SELECT p.id, p.amount_cents, p.currency FROM payment p
        WHERE p.order_id = $1 AND NOT p.accepted AND p.risk_level > 0 AND NOT EXISTS (SELECT 1 FROM refund r WHERE r.payment_id = p.id AND ${LIVE})
        ORDER BY p.created_at LIMIT 1`,
      [order.id],
    );
    if (!held) throw new NoPaymentHeldError();
    return held;
  }

  private async lockOrder(tx: EntityManager, tranId: string): Promise<OrderRow> {
    const order = await this.machine.lock(tx, tranId.trim());
    if (!order) throw new NotFoundError(backOffice('No such order.'), { code: 'ORDER_NOT_FOUND' });
    return order;
  }

  private async lockOrderById(tx: EntityManager, orderId: string): Promise<OrderRow> {
    const [{ tran_id }] = await tx.query(`SELECT tran_id FROM customer_order WHERE id = $1`, [orderId]);
    return this.lockOrder(tx, tran_id);
  }

  private async findByKey(tranId: string, key: string, manager: EntityManager = this.db.manager): Promise<string | null> {
    const [row] = await manager.query(`SELECT r.id FROM refund r JOIN customer_order o ON o.id = r.order_id WHERE o.tran_id = $1 AND r.idempotency_key = $2`, [tranId.trim(), key]);
    return row?.id ?? null;
  }

  private async read(refundId: string, manager: EntityManager = this.db.manager): Promise<RefundRow> {
    const [row]: RefundRow[] = await manager.query(`SELECT ${REFUND_COLUMNS} FROM refund r ${REFUND_JOINS} WHERE r.id = $1`, [refundId]);
    return row;
  }
}

/** Thrown inside the audited change when the same key's refund already exists: no second refund, no audit row. */
class Repeat extends Error {
  constructor(readonly refundId: string) {
    super('repeat');
  }
}

interface CheckedRequest {
  lines: { orderLineId: string; quantity: number }[] | null;
  amountCents: number | null;
  remarks: string;
  restock: boolean;
  idempotencyKey: string | null;
}

/** The request's shape, before any order is locked: one clear error per field. */
function checkRequest(request: RefundRequest): CheckedRequest {
  const fields: Record<string, string> = {};
  const lines = request.lines && request.lines.length > 0 ? request.lines : null;
  const amountCents = request.amountCents ?? null;
  if (lines && amountCents !== null) fields.amountCents = 'Refund either lines or an amount, not both.';
  if (amountCents !== null && (!Number.isSafeInteger(amountCents) || amountCents <= 0)) fields.amountCents = 'A whole, positive number of minor units.';
  if (amountCents !== null && request.restock) fields.restock = 'Units go back to stock only with a refund of lines.';
  lines?.forEach((line, index) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) fields[`lines.${index}`] = 'A whole, positive quantity.';
  });
  if (lines && new Set(lines.map((l) => l.orderLineId)).size !== lines.length) fields.lines = 'Each line once.';
  const key = request.idempotencyKey?.trim() || null;
  if (key && key.length > 100) fields.idempotencyKey = 'At most 100 characters.';
  let remarks = '';
  try {
    remarks = checkRemarks(request.remarks);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    fields.remarks = 'Say why, in 1 to 255 characters.';
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(backOffice('Please correct the refund.'), backOfficeFields(fields));
  return { lines, amountCents, remarks, restock: request.restock ?? false, idempotencyKey: key };
}

function checkRemarks(remarks: string | null | undefined): string {
  const text = (remarks ?? '').trim();
  if (text.length < 1 || text.length > MAX_REMARKS_LENGTH) throw new ValidationError(backOffice('Say why, in 1 to 255 characters.'), backOfficeFields({ remarks: 'Say why, in 1 to 255 characters.' }));
  return text;
}

function describe(request: CheckedRequest) {
  return { lines: request.lines, amountCents: request.amountCents, remarks: request.remarks, restock: request.restock };
}
