import { composed } from './composed';
import { askUs, greeting, seeOrder, type AboutOrder } from './order-mail';

export interface OrderShippedMail extends AboutOrder {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** The order was handed to a courier: who carries it, and how to follow it. */
export const orderShipped = composed<OrderShippedMail>((data, t) => ({
  subject: t('mail.orderShipped.subject', { tranId: data.tranId }),
  preview: t('mail.orderShipped.preview', { carrier: data.carrier, tranId: data.tranId, trackingNumber: data.trackingNumber }),
  heading: t('mail.orderShipped.heading'),
  parts: [
    greeting(data, t),
    t('mail.orderShipped.handedOver', { tranId: data.tranId, carrier: data.carrier }),
    {
      rows: [
        [t('mail.orderShipped.carrier'), data.carrier],
        [t('mail.orderShipped.trackingNumber'), data.trackingNumber],
      ],
    },
    data.trackingUrl ? { link: t('mail.orderShipped.track'), href: data.trackingUrl } : t('mail.orderShipped.giveNumber', { carrier: data.carrier }),
    seeOrder(data, t),
    askUs(data, t),
  ],
}));
