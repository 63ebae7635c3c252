import { ConflictError } from '../common/errors';

export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PAID', 'PAYMENT_FAILED', 'CANCELLED', 'EXPIRED', 'SHIPPED', 'DELIVERED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every move an order may make. Anything not listed is refused. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING_PAYMENT: ['PAID', 'PAYMENT_FAILED', 'CANCELLED', 'EXPIRED'],
  PAID: ['SHIPPED'],
  SHIPPED: ['DELIVERED'],
  PAYMENT_FAILED: [],
  CANCELLED: [],
  EXPIRED: [],
  DELIVERED: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export class IllegalTransitionError extends ConflictError {
  constructor(from: OrderStatus, to: OrderStatus) {
    super(`An order that is ${from.toLowerCase().replace('_', ' ')} cannot become ${to.toLowerCase().replace('_', ' ')}.`, { code: 'ILLEGAL_TRANSITION' });
  }
}

export function assertMove(from: OrderStatus, to: OrderStatus): void {
  if (!canMove(from, to)) throw new IllegalTransitionError(from, to);
}

/** Stock and codes stay held only while payment is awaited. */
export function isReleased(status: OrderStatus): boolean {
  return status === 'PAYMENT_FAILED' || status === 'CANCELLED' || status === 'EXPIRED';
}
