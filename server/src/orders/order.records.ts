import type { Text } from '../common/i18n/catalogue';
import type { Money } from '../common/money';
import type { DeliveryDetails } from './delivery-details';
import type { OrderStatus, PaymentState } from './order-status';

export interface OrderLineRecord {
  id: string;
  productId: string;
  productName: string;
  productSlug: string;
  variantId: string;
  sku: string;
  size: string;
  colour: string;
  unitPrice: Money;
  quantity: number;
  lineTotal: Money;
  /** Units of the line that refunds (sent or done) gave back. */
  refundedQuantity: number;
}

/** A refund as the shopper sees it: sent or done (failed attempts are staff's business). */
export interface OrderRefundRecord {
  id: string;
  amount: Money;
  status: 'PENDING' | 'REFUNDED';
  /** The shop's own refund of a payment the order could not take, rather than a refund of the order. */
  ofUnwantedPayment: boolean;
  createdAt: Date;
}

export interface OrderEventRecord {
  status: OrderStatus;
  at: Date;
  /** What happened, in the shopper's words (rendered in the request's language where it is read). */
  note: Text;
}

/** How a paid order went to the shopper: set when staff ship it, `deliveredAt` once it arrives. */
export interface ShipmentRecord {
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page (http or https), when staff gave one. */
  trackingUrl: string | null;
  shippedAt: Date;
  deliveredAt: Date | null;
}

export interface OrderRecord {
  id: string;
  tranId: string;
  customerId: string;
  status: OrderStatus;
  /** From the status (paymentStateOf): the one rule for which statuses count as paid. */
  paymentState: PaymentState;
  subtotal: Money;
  discount: { label: string; percent: number; amount: Money } | null;
  shipping: Money;
  total: Money;
  promoCodeId: string | null;
  delivery: Omit<DeliveryDetails, 'paymentMethod'>;
  paymentMethod: string;
  /** Paid, but the gateway flagged the payment as risky: held for review, not shipped. */
  paymentOnHold: boolean;
  returnOrigin: string;
  gatewayUrl: string | null;
  expiresAt: Date;
  paidAt: Date | null;
  /** Null until the order is shipped (and for orders shipped before carriers were recorded). */
  shipment: ShipmentRecord | null;
  createdAt: Date;
  lines: OrderLineRecord[];
  timeline: OrderEventRecord[];
  /** What refunds gave back of the order's payment (the shop's own refunds of unwanted payments aside). */
  refunded: Money;
  refunds: OrderRefundRecord[];
}

export interface PaymentSession {
  tranId: string;
  /** The gateway's hosted payment page. */
  url: string;
  order: OrderRecord;
}
