import { composed } from './composed';
import { askUs, greeting, seeOrder, type AboutOrder } from './order-mail';

export interface OrderShippedMail extends AboutOrder {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** The order was handed to a courier: who carries it, and how to follow it. */
export const orderShipped = composed<OrderShippedMail>((data) => ({
  subject: `Your Kapor order ${data.tranId} is on its way`,
  preview: `${data.carrier} is bringing order ${data.tranId}, tracking number ${data.trackingNumber}.`,
  heading: 'Your order is on its way',
  parts: [
    greeting(data),
    `We handed order ${data.tranId} to ${data.carrier}.`,
    {
      rows: [
        ['Carrier', data.carrier],
        ['Tracking number', data.trackingNumber],
      ],
    },
    data.trackingUrl ? { link: 'Track your parcel', href: data.trackingUrl } : `Give ${data.carrier} the tracking number to follow your parcel.`,
    seeOrder(data),
    askUs(data),
  ],
}));
