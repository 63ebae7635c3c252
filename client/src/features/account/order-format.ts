import type { OrderStatus } from '../../gql/graphql';

/** How each status reads to a shopper, and the colour family of its badge. */
export const ORDER_STATUS: Record<OrderStatus, { label: string; tone: 'pending' | 'ok' | 'bad' | 'neutral' | 'transit' | 'done'; hint: string }> = {
  PENDING_PAYMENT: { label: 'Awaiting payment', tone: 'pending', hint: 'We are waiting for the payment to go through.' },
  PAID: { label: 'Paid', tone: 'ok', hint: 'Payment received; we are packing your order.' },
  PAYMENT_FAILED: { label: 'Payment failed', tone: 'bad', hint: 'The payment did not go through, so nothing was charged.' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral', hint: 'This order was cancelled.' },
  EXPIRED: { label: 'Expired', tone: 'neutral', hint: 'The order was not paid in time and has expired.' },
  SHIPPED: { label: 'Shipped', tone: 'transit', hint: 'Your parcel is on its way with the courier.' },
  DELIVERED: { label: 'Delivered', tone: 'done', hint: 'Your parcel has been delivered.' },
  REFUNDED: { label: 'Refunded', tone: 'neutral', hint: 'Everything you paid for this order was refunded to the card or account you paid with.' },
};

/** The road a healthy order travels; used to show the steps still to come. */
const HAPPY_PATH: OrderStatus[] = ['PENDING_PAYMENT', 'PAID', 'SHIPPED', 'DELIVERED'];

/** Steps after the current status, when the order is still moving (none for failed, cancelled, delivered…). */
export function upcomingStatuses(status: OrderStatus): OrderStatus[] {
  const at = HAPPY_PATH.indexOf(status);
  return at < 0 ? [] : HAPPY_PATH.slice(at + 1);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "12 Mar 2026" from an ISO date-time, or from a plain "2026-03-12" (read as that calendar day, not UTC midnight). */
export function formatDate(value: string): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = plain ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** "1 item", "3 items". */
export function itemCount(lines: { quantity: number }[]): string {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
