import { ConflictError } from '../common/errors';
import { backOffice, render, text, type CatalogueText } from '../common/i18n/catalogue';

export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PAID', 'PAYMENT_FAILED', 'CANCELLED', 'EXPIRED', 'SHIPPED', 'DELIVERED', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every move an order may make. Anything not listed is refused. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  // REFUNDED from here: a payment held for review was refused (or never reviewed) and given back.
  PENDING_PAYMENT: ['PAID', 'PAYMENT_FAILED', 'CANCELLED', 'EXPIRED', 'REFUNDED'],
  // REFUNDED: everything that was paid went back (a cancellation after payment, or a return).
  PAID: ['SHIPPED', 'REFUNDED'],
  SHIPPED: ['DELIVERED', 'REFUNDED'],
  DELIVERED: ['REFUNDED'],
  PAYMENT_FAILED: [],
  CANCELLED: [],
  EXPIRED: [],
  REFUNDED: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export class IllegalTransitionError extends ConflictError {
  constructor(from: OrderStatus, to: OrderStatus) {
    super(backOffice(`An order that is ${from.toLowerCase().replace('_', ' ')} cannot become ${to.toLowerCase().replace('_', ' ')}.`), { code: 'ILLEGAL_TRANSITION' });
  }
}

export function assertMove(from: OrderStatus, to: OrderStatus): void {
  if (!canMove(from, to)) throw new IllegalTransitionError(from, to);
}

export const PAYMENT_STATES = ['PENDING', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'UNPAID'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Where an order's payment stands, so no client decides which statuses count as paid: shipped and
 * delivered orders were paid (and some of it may have gone back); failed, cancelled and expired ones were
 * not and never will be. `refundedCents`: what staff refunds gave back of the order's payment.
 */
export function paymentStateOf(status: OrderStatus, refundedCents = 0): PaymentState {
  if (status === 'PENDING_PAYMENT') return 'PENDING';
  if (status === 'REFUNDED') return 'REFUNDED';
  if (isClosedUnpaid(status)) return 'UNPAID';
  return refundedCents > 0 ? 'PARTIALLY_REFUNDED' : 'PAID';
}

/** The order ended without a payment it kept: failed, cancelled or expired. */
export function isClosedUnpaid(status: OrderStatus): boolean {
  return status === 'PAYMENT_FAILED' || status === 'CANCELLED' || status === 'EXPIRED';
}

/** The shop must still take the order's payment or deliver it, to the details the order holds. */
export function isInProgress(status: OrderStatus): boolean {
  return status === 'PENDING_PAYMENT' || status === 'PAID' || status === 'SHIPPED';
}

/** Staff may refund an order in these statuses (what is left of its payment). */
export function isRefundable(status: OrderStatus): boolean {
  return status === 'PAID' || status === 'SHIPPED' || status === 'DELIVERED';
}

/**
 * The timeline's words for one event, from the move it records (the catalogue's `timeline.*`, rendered in
 * the shopper's language where the timeline is read). The note stored with an event is for staff (gateway
 * ids, reasons in the gateway's terms) and is never shown to shoppers.
 */
export function timelineMessage(from: OrderStatus | null, to: OrderStatus, event: OrderEventKind | null = null): CatalogueText {
  if (event) return text(`timeline.event.${event}`);
  if (from !== to) return text(`timeline.${to}`);
  // Written before events were named: a payment held for review while the order awaits it.
  return to === 'PENDING_PAYMENT' ? text('timeline.event.PAYMENT_HELD') : text('timeline.updated');
}

/** The same words in English. */
export function timelineText(from: OrderStatus | null, to: OrderStatus, event: OrderEventKind | null = null): string {
  return render(timelineMessage(from, to, event), 'en');
}

/** Timeline entries that are not a change of status, by what they record (`order_event.event`). */
export type OrderEventKind = 'PAYMENT_HELD' | 'REFUND' | 'UNWANTED_PAYMENT_REFUND';
