import type { OrderRow } from './orders.sql';

export const REFUND_REASONS = ['STAFF', 'LATE_PAYMENT', 'EXTRA_PAYMENT', 'AMOUNT_MISMATCH', 'REVIEW_REFUSED', 'REVIEW_EXPIRED'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The reasons the shop refunds a payment by itself: the order could not take it. */
export type UnwantedPaymentReason = Exclude<RefundReason, 'STAFF'>;

export const REFUND_STATUSES = ['REQUESTED', 'SENDING', 'PENDING', 'REFUNDED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How many times the shop sends one of its own refunds before leaving it to staff. */
export const MAX_AUTOMATIC_ATTEMPTS = 5;

/** The longest remarks the gateway keeps. */
export const MAX_REMARKS_LENGTH = 255;

/**
 * What the shopper paid for `gross` minor units of an order's goods: the order's discount shared out in
 * proportion, rounded to the nearest minor unit. Shipping is not part of a line; it goes back only with a
 * refund by amount or in full.
 */
export function paidShareOf(order: Pick<OrderRow, 'subtotal_cents' | 'discount_cents'>, gross: number): number {
  if (order.subtotal_cents <= 0) return 0;
  return Math.round((gross * (order.subtotal_cents - order.discount_cents)) / order.subtotal_cents);
}

/** Staff's words to the gateway and the record, for a refund the shop makes by itself. */
export const UNWANTED_PAYMENT_REMARKS: Record<UnwantedPaymentReason, string> = {
  LATE_PAYMENT: 'Paid after the order had closed; refunded in full.',
  EXTRA_PAYMENT: 'A second payment for an order already paid; refunded in full.',
  AMOUNT_MISMATCH: 'The amount paid differs from the order total; refunded in full.',
  REVIEW_REFUSED: 'Refused after review; refunded in full.',
  REVIEW_EXPIRED: 'Not reviewed in time; refunded in full.',
};
