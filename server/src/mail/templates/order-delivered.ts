import { composed } from './composed';
import { askUs, greeting, seeOrder, type AboutOrder } from './order-mail';

/** The order reached the shopper. */
export const orderDelivered = composed<AboutOrder>((data, t) => ({
  subject: t('mail.orderDelivered.subject', { tranId: data.tranId }),
  preview: t('mail.orderDelivered.preview', { tranId: data.tranId }),
  heading: t('mail.orderDelivered.heading'),
  parts: [greeting(data, t), t('mail.orderDelivered.body', { tranId: data.tranId }), `${t('mail.orderDelivered.anything')} ${askUs(data, t)}`, seeOrder(data, t)],
}));
