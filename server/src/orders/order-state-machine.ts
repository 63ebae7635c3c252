import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEvents, type OrderedQuantity } from '../common/domain-events';
import { assertMove, isClosedUnpaid, type OrderEventKind, type OrderStatus } from './order-status';
import { ORDER_COLUMNS, type OrderRow } from './orders.sql';

/**
 * The only code that changes an order once it exists: it locks the order's row, refuses illegal moves,
 * writes every timeline entry, holds a payment for review, and announces payment, release or refund so
 * stock, cart and promo codes follow in the same transaction. Callers bring the transaction.
 */
@Injectable()
export class OrderStateMachine {
  constructor(private readonly events: DomainEvents) {}

  /** The timeline's first entry, written with the order it opens. */
  async start(tx: EntityManager, orderId: string): Promise<void> {
    await tx.query(`INSERT INTO order_event (order_id, from_status, to_status, note) VALUES ($1, NULL, 'PENDING_PAYMENT', 'Order placed; awaiting payment.')`, [orderId]);
  }

  /** Locks an order row for the rest of the transaction (every change to an order takes this lock). */
  async lock(tx: EntityManager, tranId: string): Promise<OrderRow | null> {
    const [row]: OrderRow[] = await tx.query(`SELECT ${ORDER_COLUMNS} FROM customer_order o WHERE o.tran_id = $1 FOR UPDATE`, [tranId]);
    return row ?? null;
  }

  /** Moves a locked order to another status, with its timeline entry; payment and release are announced. */
  async move(tx: EntityManager, order: OrderRow, to: OrderStatus, note: string): Promise<void> {
    assertMove(order.status, to);
    await tx.query(
      `UPDATE customer_order SET status = $2, updated_at = now(), paid_at = CASE WHEN $2 = 'PAID' THEN now() ELSE paid_at END WHERE id = $1 AND status = $3`,
      [order.id, to, order.status],
    );
    await this.recordEvent(tx, order, to, note);
    // Paid: reserved stock is sold. Closed before payment (refunded too, when a held payment is given back): stock and code are free.
    // Refunded after payment: the code's use is given back (units return to stock only where a refund says so).
    const type = to === 'PAID' ? 'OrderPaid' : order.status === 'PENDING_PAYMENT' && (isClosedUnpaid(to) || to === 'REFUNDED') ? 'OrderReleased' : to === 'REFUNDED' ? 'OrderRefunded' : null;
    if (type) {
      const lines: OrderedQuantity[] = await tx.query(`SELECT variant_id AS "variantId", quantity FROM order_line WHERE order_id = $1`, [order.id]);
      await this.events.publish({ type, orderId: order.id, tranId: order.tran_id, customerId: order.customer_id, lines, promoCodeId: order.promo_code_id }, tx);
    }
    order.status = to;
  }

  /** A timeline entry for something that happened to a locked order without changing its status. */
  async note(tx: EntityManager, order: OrderRow, event: OrderEventKind, note: string, amountCents: number | null = null): Promise<void> {
    await tx.query(`INSERT INTO order_event (order_id, from_status, to_status, note, event, amount_cents) VALUES ($1, $2, $2, $3, $4, $5)`, [order.id, order.status, note, event, amountCents]);
  }

  /**
   * Holds a locked order for review (a payment the gateway flagged as risky): its status stays, so the
   * stock stays reserved and nothing is announced, but it neither expires nor fails until a person looks.
   * The hold is a flag beside the status rather than a status of its own, because the shopper's order
   * still reads "awaiting payment" and the API shows the hold as `paymentOnHold`.
   */
  async holdForReview(tx: EntityManager, order: OrderRow, note: string): Promise<void> {
    await tx.query(`UPDATE customer_order SET payment_on_hold = true, held_at = now(), updated_at = now() WHERE id = $1`, [order.id]);
    await this.note(tx, order, 'PAYMENT_HELD', note);
    order.payment_on_hold = true;
  }

  /** Ends a locked order's hold (its payment was accepted or refused after review). */
  async endHold(tx: EntityManager, order: OrderRow): Promise<void> {
    await tx.query(`UPDATE customer_order SET payment_on_hold = false, updated_at = now() WHERE id = $1`, [order.id]);
    order.payment_on_hold = false;
  }

  private async recordEvent(tx: EntityManager, order: OrderRow, to: OrderStatus, note: string): Promise<void> {
    await tx.query(`INSERT INTO order_event (order_id, from_status, to_status, note) VALUES ($1, $2, $3, $4)`, [order.id, order.status, to, note]);
  }
}
