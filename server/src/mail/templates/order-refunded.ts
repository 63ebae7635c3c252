import { composed } from './composed';
import { askUs, greeting, REFUND_TIMING, seeOrder, type AboutOrder } from './order-mail';

export interface OrderRefundedMail extends AboutOrder {
  amount: string;
  /** The items refunded, as "2 × Linen shirt (M, Green)"; none for a refund of an amount. */
  items: string[];
  /** Everything paid has now gone back, and the order is closed. */
  inFull: boolean;
}

/** The shop refunded part or all of what the shopper paid for an order. */
export const orderRefunded = composed<OrderRefundedMail>((data) => ({
  subject: data.inFull ? `Your Kapor order ${data.tranId} was refunded` : `A refund for your Kapor order ${data.tranId}`,
  preview: `We refunded ${data.amount} of order ${data.tranId}.`,
  heading: data.inFull ? 'Your order was refunded' : 'We refunded part of your order',
  parts: [
    greeting(data),
    `We refunded ${data.amount} of order ${data.tranId} to the card or account you paid with.`,
    ...(data.items.length > 0 ? ['What was refunded:', { list: data.items }] : ['This refund is an amount of what you paid rather than particular items.']),
    ...(data.inFull ? ['Everything you paid for this order has now been refunded, and the order is closed.'] : []),
    REFUND_TIMING,
    seeOrder(data),
    askUs(data),
  ],
}));
