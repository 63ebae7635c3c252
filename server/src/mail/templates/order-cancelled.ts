import { composed } from './composed';
import { askUs, greeting, type AboutOrder } from './order-mail';

export interface OrderCancelledMail extends AboutOrder {
  shopUrl: string;
}

/** The shop cancelled an order before it was paid. */
export const orderCancelled = composed<OrderCancelledMail>((data) => ({
  subject: `Your Kapor order ${data.tranId} was cancelled`,
  preview: `Order ${data.tranId} was cancelled before payment; nothing was charged.`,
  heading: 'Your order was cancelled',
  parts: [
    greeting(data),
    `We cancelled order ${data.tranId} before it was paid, so nothing was charged.`,
    'If you still want these items, you are welcome to order them again.',
    { link: 'Visit the shop', href: data.shopUrl },
    askUs(data),
  ],
}));
