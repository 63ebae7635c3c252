/** What every mail about an order names: whom it greets, the order's number, and the shopper's page for it. */
export interface AboutOrder {
  name: string;
  tranId: string;
  orderUrl: string;
}

export const greeting = ({ name }: AboutOrder) => `Hello ${name},`;

export const seeOrder = ({ orderUrl }: AboutOrder) => ({ link: 'See your order', href: orderUrl });

export const askUs = ({ tranId }: AboutOrder) => `Questions? Contact us and quote order ${tranId}.`;

export const REFUND_TIMING = 'Refunds usually reach your card or account within a few working days, depending on your bank.';
