import type { Language } from '../common/language';
import type { OrderRecord } from './order.records';
import { isInProgress, ORDER_STATUSES, paymentStateOf, type OrderEventKind, type OrderStatus } from './order-status';

/*
 * The orders' data-access file: SQL outside orders/ reads orders only through these pieces
 * (docs/adr/006-table-ownership.md).
 */

/** How many of a customer's orders hold a promo code now (awaiting payment with it): bigint. */
export function ordersHoldingPromo(promoCodeId: string, customerId: string): string {
  return `(SELECT count(*) FROM customer_order o WHERE o.promo_code_id = ${promoCodeId} AND o.customer_id = ${customerId} AND o.status = 'PENDING_PAYMENT')`;
}

/** True when variant `variantId` was ever ordered: order lines name it for good, so it must stay. */
export function variantOrdered(variantId: string): string {
  return `EXISTS (SELECT 1 FROM order_line ol WHERE ol.variant_id = ${variantId})`;
}

/** The orders awaiting payment that hold promo code X, as rows (id, customer_id, created_at). */
export function ordersHoldingCode(promoCodeId: string): string {
  return `SELECT o.id, o.customer_id, o.created_at FROM customer_order o WHERE o.promo_code_id = ${promoCodeId} AND o.status = 'PENDING_PAYMENT'`;
}

/** The statuses whose payment was kept, in part or whole (order-status.ts decides), as an SQL list. */
const PAID_STATUSES = `(${ORDER_STATUSES.filter((status) => paymentStateOf(status) === 'PAID').map((status) => `'${status}'`).join(', ')})`;

/** Order `o`'s payment state (text), as paymentStateOf decides it. */
export function paymentStateOfOrder(o: string): string {
  const byStatus = ORDER_STATUSES.map((status) => `WHEN '${status}' THEN '${paymentStateOf(status)}'`).join(' ');
  return `(CASE WHEN ${o}.refunded_cents > 0 AND ${o}.status IN ${PAID_STATUSES} THEN '${paymentStateOf('PAID', 1)}' ELSE CASE ${o}.status ${byStatus} END END)`;
}

/** Order `o` was paid and the shop keeps its payment, or what refunds left of it. */
export function keptPayment(o: string): string {
  return `${o}.status IN ${PAID_STATUSES}`;
}

/** What order `o` kept of its payment (minor units): its total less refunds, or 0 when it was never paid. */
export function keptTotalOf(o: string): string {
  return `(CASE WHEN ${keptPayment(o)} THEN ${o}.total_cents - ${o}.refunded_cents ELSE 0 END)`;
}

/** Customer X's orders count (int) and paid total (spent_cents, bigint minor units, less refunds) as one row: `LEFT JOIN LATERAL … ON true`. */
export function orderTotalsOf(customerId: string): string {
  return `(SELECT count(*)::int AS orders_count, coalesce(sum(${keptTotalOf('o')}), 0)::bigint AS spent_cents
             FROM customer_order o WHERE o.customer_id = ${customerId})`;
}

/** Customer X's newest orders as rows (tran_id, status, total_cents, currency, created_at). */
export function recentOrdersOf(customerId: string, limit: number): string {
  return `SELECT o.tran_id, o.status, o.total_cents, o.currency, o.created_at FROM customer_order o
           WHERE o.customer_id = ${customerId} ORDER BY o.created_at DESC, o.tran_id LIMIT ${Math.trunc(limit)}`;
}

/** The different delivery addresses of customer X's orders as rows (full_name, phone, address, city, state, zip, country, last_used_at), the latest used first. */
export function deliveryAddressesOf(customerId: string, limit: number): string {
  return `SELECT o.delivery->>'fullName' AS full_name, o.delivery->>'phone' AS phone, o.delivery->>'address' AS address, o.delivery->>'city' AS city,
                 o.delivery->>'state' AS state, o.delivery->>'zip' AS zip, o.delivery->>'country' AS country, max(o.created_at) AS last_used_at
            FROM customer_order o WHERE o.customer_id = ${customerId}
           GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY last_used_at DESC LIMIT ${Math.trunc(limit)}`;
}

/** True (boolean) when customer X has an order the shop must still take payment for or deliver (order-status.ts decides). */
export function orderInProgressOf(customerId: string): string {
  const statuses = ORDER_STATUSES.filter(isInProgress).map((status) => `'${status}'`).join(', ');
  return `EXISTS (SELECT 1 FROM customer_order o WHERE o.customer_id = ${customerId} AND o.status IN (${statuses}))`;
}

/** True (boolean) when customer X received product Y: it is in an order of theirs that was paid and delivered (a returned one is REFUNDED). */
export function customerReceivedProduct(customerId: string, productId: string): string {
  return `EXISTS (SELECT 1 FROM customer_order o JOIN order_line ol ON ol.order_id = o.id
                   WHERE o.customer_id = ${customerId} AND ol.product_id = ${productId} AND o.status = 'DELIVERED')`;
}

/** The shopper-facing number (tran_id, text) of order X. */
export function tranIdOf(orderId: string): string {
  return `(SELECT o.tran_id FROM customer_order o WHERE o.id = ${orderId})`;
}

/** The columns of order `o`, as an OrderRow. */
export const ORDER_COLUMNS = `o.id, o.tran_id, o.customer_id, o.status, o.currency, o.subtotal_cents, o.discount_cents, o.discount_label,
  o.discount_percent, o.shipping_cents, o.total_cents, o.promo_code_id, o.delivery, o.payment_method, o.payment_on_hold,
  o.return_origin, o.gateway_url, o.expires_at, o.paid_at, o.created_at, o.request_hash, o.refunded_cents, o.held_at,
  o.carrier, o.tracking_number, o.tracking_url, o.shipped_at, o.delivered_at, o.language`;

export interface OrderRow {
  id: string;
  tran_id: string;
  customer_id: string;
  status: OrderStatus;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  discount_label: string | null;
  discount_percent: number | null;
  shipping_cents: number;
  total_cents: number;
  promo_code_id: string | null;
  delivery: OrderRecord['delivery'];
  payment_method: string;
  payment_on_hold: boolean;
  return_origin: string;
  gateway_url: string | null;
  expires_at: Date;
  paid_at: Date | null;
  created_at: Date;
  request_hash: string;
  /** What staff refunds give back (or are giving back) of the accepted payment. */
  refunded_cents: number;
  held_at: Date | null;
  /** The shopper's language when the order was placed: every mail about it is written in it. */
  language: Language;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
}

export interface OrderLineRow {
  id: string;
  order_id: string;
  product_id: string;
  product_name: string;
  product_slug: string;
  variant_id: string;
  sku: string;
  size: string;
  colour: string;
  unit_price_cents: number;
  quantity: number;
  line_total_cents: number;
  refunded_quantity: number;
}

export interface OrderEventRow {
  order_id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  event: OrderEventKind | null;
  amount_cents: number | null;
  created_at: Date;
}
