import { composed } from './composed';
import { askUs, greeting, seeOrder, type AboutOrder } from './order-mail';

/** The order reached the shopper. */
export const orderDelivered = composed<AboutOrder>((data) => ({
  subject: `Your Kapor order ${data.tranId} was delivered`,
  preview: `Order ${data.tranId} was delivered. We hope you enjoy it.`,
  heading: 'Your order was delivered',
  parts: [greeting(data), `Order ${data.tranId} was delivered. We hope you enjoy it.`, `If anything is missing or not right, let us know. ${askUs(data)}`, seeOrder(data)],
}));
