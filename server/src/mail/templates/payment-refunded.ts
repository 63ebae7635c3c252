import { composed } from './composed';
import { askUs, greeting, seeOrder, type AboutOrder } from './order-mail';

export interface PaymentRefundedMail extends AboutOrder {
  amount: string;
  /** Why the order could not take the payment, in the shopper's words (and language). */
  reason: string;
}

/** The shop gave back a payment its order could not take (late, a second one, another amount, or not confirmed). */
export const paymentRefunded = composed<PaymentRefundedMail>((data, t) => ({
  subject: t('mail.paymentRefunded.subject', { tranId: data.tranId }),
  preview: t('mail.paymentRefunded.preview', { amount: data.amount, tranId: data.tranId }),
  heading: t('mail.paymentRefunded.heading'),
  parts: [greeting(data, t), t('mail.paymentRefunded.body', { amount: data.amount, tranId: data.tranId }), data.reason, t('mail.refundTiming'), seeOrder(data, t), askUs(data, t)],
}));
