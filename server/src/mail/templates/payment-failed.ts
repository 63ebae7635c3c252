import { composed } from './composed';
import { askUs, greeting, type AboutOrder } from './order-mail';

export interface PaymentFailedMail extends AboutOrder {
  total: string;
  /** The storefront's checkout, opened with this order's details. */
  retryUrl: string;
}

/** The payment did not go through: nothing was charged, and how to try again. */
export const paymentFailed = composed<PaymentFailedMail>((data) => ({
  subject: `Your payment for Kapor order ${data.tranId} did not go through`,
  preview: `Nothing was charged for order ${data.tranId}. You can try again.`,
  heading: 'Your payment did not go through',
  parts: [
    greeting(data),
    `Your payment of ${data.total} for order ${data.tranId} did not go through, and you have not been charged.`,
    'Your cart is saved. You can try again with the same delivery details, or with another card or account.',
    { link: 'Try again', href: data.retryUrl },
    askUs(data),
  ],
}));
