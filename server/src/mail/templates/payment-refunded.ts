import { composed } from './composed';
import { askUs, greeting, REFUND_TIMING, seeOrder, type AboutOrder } from './order-mail';

export interface PaymentRefundedMail extends AboutOrder {
  amount: string;
  /** Why the order could not take the payment, in the shopper's words. */
  reason: string;
}

/** The shop gave back a payment its order could not take (late, a second one, another amount, or not confirmed). */
export const paymentRefunded = composed<PaymentRefundedMail>((data) => ({
  subject: `We refunded a payment for Kapor order ${data.tranId}`,
  preview: `We refunded ${data.amount} that order ${data.tranId} could not take.`,
  heading: 'We refunded a payment',
  parts: [
    greeting(data),
    `We received a payment of ${data.amount} for order ${data.tranId} that this order could not take, and refunded all of it to the card or account it came from.`,
    data.reason,
    REFUND_TIMING,
    seeOrder(data),
    askUs(data),
  ],
}));
