import { composed } from './composed';
import { askUs, greeting, type AboutOrder } from './order-mail';

export interface PaymentFailedMail extends AboutOrder {
  total: string;
  /** The storefront's checkout, opened with this order's details. */
  retryUrl: string;
}

/** The payment did not go through: nothing was charged, and how to try again. */
export const paymentFailed = composed<PaymentFailedMail>((data, t) => ({
  subject: t('mail.paymentFailed.subject', { tranId: data.tranId }),
  preview: t('mail.paymentFailed.preview', { tranId: data.tranId }),
  heading: t('mail.paymentFailed.heading'),
  parts: [
    greeting(data, t),
    t('mail.paymentFailed.body', { total: data.total, tranId: data.tranId }),
    t('mail.paymentFailed.cartSaved'),
    { link: t('mail.paymentFailed.tryAgain'), href: data.retryUrl },
    askUs(data, t),
  ],
}));
