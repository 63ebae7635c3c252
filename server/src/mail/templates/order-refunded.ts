import { composed } from './composed';
import { askUs, greeting, seeOrder, type AboutOrder } from './order-mail';

export interface OrderRefundedMail extends AboutOrder {
  amount: string;
  /** The items refunded, as "2 × Linen shirt (M, Green)" in the mail's language; none for a refund of an amount. */
  items: string[];
  /** Everything paid has now gone back, and the order is closed. */
  inFull: boolean;
}

/** The shop refunded part or all of what the shopper paid for an order. */
export const orderRefunded = composed<OrderRefundedMail>((data, t) => ({
  subject: t(data.inFull ? 'mail.orderRefunded.subject.full' : 'mail.orderRefunded.subject.part', { tranId: data.tranId }),
  preview: t('mail.orderRefunded.preview', { amount: data.amount, tranId: data.tranId }),
  heading: t(data.inFull ? 'mail.orderRefunded.heading.full' : 'mail.orderRefunded.heading.part'),
  parts: [
    greeting(data, t),
    t('mail.orderRefunded.body', { amount: data.amount, tranId: data.tranId }),
    ...(data.items.length > 0 ? [t('mail.orderRefunded.what'), { list: data.items }] : [t('mail.orderRefunded.amountOnly')]),
    ...(data.inFull ? [t('mail.orderRefunded.closed')] : []),
    t('mail.refundTiming'),
    seeOrder(data, t),
    askUs(data, t),
  ],
}));
