import type { OrderStatus, PaymentState } from '../gql/graphql';

/** How an order's status and payment read in the back office (Orders and Customers both show them). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'Awaiting payment',
  PAID: 'Paid',
  PAYMENT_FAILED: 'Payment failed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  REFUNDED: 'Refunded',
};

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
  UNPAID: 'Not paid',
};

const STATUS_BADGES: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'badge',
  PAID: 'badge badge--ok',
  PAYMENT_FAILED: 'badge badge--off',
  CANCELLED: 'badge badge--off',
  EXPIRED: 'badge badge--off',
  SHIPPED: 'badge badge--ok',
  DELIVERED: 'badge badge--ok',
  REFUNDED: 'badge badge--off',
};

const PAYMENT_BADGES: Record<PaymentState, string> = {
  PENDING: 'badge',
  PAID: 'badge badge--ok',
  PARTIALLY_REFUNDED: 'badge badge--held',
  REFUNDED: 'badge badge--off',
  UNPAID: 'badge badge--off',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={STATUS_BADGES[status]}>{ORDER_STATUS_LABELS[status]}</span>;
}

/** The payment's state; a paid one the gateway flagged as risky says it is held for review. */
export function PaymentStateBadge({ state, onHold = false }: { state: PaymentState; onHold?: boolean }) {
  if (onHold) return <span className="badge badge--held">{PAYMENT_STATE_LABELS[state]}, held for review</span>;
  return <span className={PAYMENT_BADGES[state]}>{PAYMENT_STATE_LABELS[state]}</span>;
}
