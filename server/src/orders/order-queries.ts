import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { money } from '../common/money';
import { pageOf, type Page, type PageRequest } from '../common/pagination';
import type { OrderEventRecord, OrderLineRecord, OrderRecord, ShipmentRecord } from './order.records';
import { paymentStateOf, timelineMessage } from './order-status';
import { ORDER_COLUMNS, type OrderEventRow, type OrderLineRow, type OrderRow } from './orders.sql';
import type { RefundReason, RefundStatus } from './refund-rules';

interface RefundSummaryRow {
  id: string;
  order_id: string;
  amount_cents: number;
  currency: string;
  status: RefundStatus;
  reason: RefundReason;
  created_at: Date;
}

/** Reading orders back, with their lines and timelines — only ever for their owner (or their e-mail). */
@Injectable()
export class OrderQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async listOrders(customerId: string, request: PageRequest): Promise<Page<OrderRecord>> {
    const rows: (OrderRow & { total: string })[] = await this.db.query(
      `SELECT ${ORDER_COLUMNS}, count(*) OVER () AS total FROM customer_order o WHERE o.customer_id = $1
        ORDER BY o.created_at DESC, o.id LIMIT $2 OFFSET $3`,
      [customerId, request.pageSize, (request.page - 1) * request.pageSize],
    );
    const total = rows.length > 0 ? Number(rows[0].total) : Number((await this.db.query(`SELECT count(*) AS n FROM customer_order WHERE customer_id = $1`, [customerId]))[0].n);
    return pageOf(await this.hydrate(rows), request, total);
  }

  /** The customer's own order; anyone else's answers exactly like a missing one. */
  async findOrder(customerId: string, tranId: string): Promise<OrderRecord | null> {
    const rows: OrderRow[] = await this.db.query(`SELECT ${ORDER_COLUMNS} FROM customer_order o WHERE o.tran_id = $1 AND o.customer_id = $2`, [tranId, customerId]);
    return (await this.hydrate(rows))[0] ?? null;
  }

  /** Order tracking without logging in: the transaction id and the e-mail on the order must both match. */
  async track(tranId: string, email: string): Promise<OrderRecord | null> {
    const rows: OrderRow[] = await this.db.query(
      `SELECT ${ORDER_COLUMNS} FROM customer_order o WHERE o.tran_id = $1 AND lower(o.delivery->>'email') = lower($2)`,
      [tranId.trim(), email.trim()],
    );
    return (await this.hydrate(rows))[0] ?? null;
  }

  async hydrateOne(row: OrderRow): Promise<OrderRecord> {
    return (await this.hydrate([row]))[0];
  }

  /** Orders with their lines, timelines and refunds: four statements for any number of orders. */
  async hydrate(rows: OrderRow[]): Promise<OrderRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [lines, events, refunds]: [OrderLineRow[], OrderEventRow[], RefundSummaryRow[]] = await Promise.all([
      this.db.query(
        `SELECT ol.id, ol.order_id, ol.product_id, ol.product_name, ol.product_slug, ol.variant_id, ol.sku, ol.size, ol.colour, ol.unit_price_cents,
                ol.quantity, ol.line_total_cents,
                coalesce((SELECT sum(rl.quantity) FROM refund_line rl JOIN refund r ON r.id = rl.refund_id WHERE rl.order_line_id = ol.id AND r.status <> 'FAILED'), 0)::int AS refunded_quantity
           FROM order_line ol WHERE ol.order_id = ANY($1::uuid[]) ORDER BY ol.order_id, ol.product_name, ol.size`,
        [ids],
      ),
      this.db.query(`SELECT order_id, from_status, to_status, event, amount_cents, created_at FROM order_event WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, id`, [ids]),
      // Nothing is refunded before a payment arrives: a fresh order costs no statement here.
      rows.some((r) => r.status !== 'PENDING_PAYMENT' || r.payment_on_hold)
        ? this.db.query(
            `SELECT id, order_id, amount_cents, currency, status, reason, created_at FROM refund WHERE order_id = ANY($1::uuid[]) AND status <> 'FAILED' ORDER BY order_id, created_at`,
            [ids],
          )
        : [],
    ]);
    return rows.map((row) => {
      const currency = row.currency.trim();
      const orderLines: OrderLineRecord[] = lines
        .filter((l) => l.order_id === row.id)
        .map((l) => ({
          id: l.id,
          productId: l.product_id,
          productName: l.product_name,
          productSlug: l.product_slug,
          variantId: l.variant_id,
          sku: l.sku,
          size: l.size,
          colour: l.colour,
          unitPrice: money(l.unit_price_cents, currency),
          quantity: l.quantity,
          lineTotal: money(l.line_total_cents, currency),
          refundedQuantity: l.refunded_quantity,
        }));
      const timeline: OrderEventRecord[] = events
        .filter((e) => e.order_id === row.id)
        .map((e) => ({ status: e.to_status, at: e.created_at, note: timelineMessage(e.from_status, e.to_status, e.event) }));
      return {
        id: row.id,
        tranId: row.tran_id,
        customerId: row.customer_id,
        status: row.status,
        paymentState: paymentStateOf(row.status, row.refunded_cents),
        subtotal: money(row.subtotal_cents, currency),
        discount: row.discount_cents > 0 ? { label: row.discount_label ?? 'Discount', percent: row.discount_percent ?? 0, amount: money(row.discount_cents, currency) } : null,
        shipping: money(row.shipping_cents, currency),
        total: money(row.total_cents, currency),
        promoCodeId: row.promo_code_id,
        delivery: row.delivery,
        paymentMethod: row.payment_method,
        paymentOnHold: row.payment_on_hold,
        returnOrigin: row.return_origin,
        gatewayUrl: row.gateway_url,
        expiresAt: row.expires_at,
        paidAt: row.paid_at,
        shipment: shipmentOf(row),
        createdAt: row.created_at,
        lines: orderLines,
        timeline,
        refunded: money(row.refunded_cents, currency),
        refunds: refunds
          .filter((r) => r.order_id === row.id)
          .map((r) => ({
            id: r.id,
            amount: money(r.amount_cents, r.currency.trim()),
            status: r.status === 'REFUNDED' ? 'REFUNDED' : 'PENDING',
            ofUnwantedPayment: r.reason !== 'STAFF',
            createdAt: r.created_at,
          })),
      };
    });
  }
}

/** The columns are written together (the table's check): a carrier means the order was shipped. */
function shipmentOf(row: OrderRow): ShipmentRecord | null {
  if (row.carrier === null || row.tracking_number === null || row.shipped_at === null) return null;
  return { carrier: row.carrier, trackingNumber: row.tracking_number, trackingUrl: row.tracking_url, shippedAt: row.shipped_at, deliveredAt: row.delivered_at };
}
