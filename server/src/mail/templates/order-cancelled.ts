import { composed } from './composed';
import { askUs, greeting, type AboutOrder } from './order-mail';

export interface OrderCancelledMail extends AboutOrder {
  shopUrl: string;
}

/** The shop cancelled an order before it was paid. */
export const orderCancelled = composed<OrderCancelledMail>((data, t) => ({
  subject: t('mail.orderCancelled.subject', { tranId: data.tranId }),
  preview: t('mail.orderCancelled.preview', { tranId: data.tranId }),
  heading: t('mail.orderCancelled.heading'),
  parts: [greeting(data, t), t('mail.orderCancelled.body', { tranId: data.tranId }), t('mail.orderCancelled.orderAgain'), { link: t('mail.visitShop'), href: data.shopUrl }, askUs(data, t)],
}));
