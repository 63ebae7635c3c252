import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ConflictError, UnprocessableError } from '../common/errors';
import { ErrorResult } from '../common/graphql/error-result';
import type { OrderStatus } from './order-status';

@ErrorResult()
export class EmptyCartError extends UnprocessableError {
  constructor() {
    super('Your cart is empty.', { code: 'EMPTY_CART' });
  }
}

@ObjectType('ShortLine')
export class ShortLine {
  @Field(() => String) sku: string;
  @Field(() => String) name: string;
  @Field(() => String) size: string;
  @Field(() => String) colour: string;
  @Field(() => Int) requested: number;
  @Field(() => Int) available: number;
}

/** Some lines cannot be had in the quantities asked: the shopper sees which, and how many are left. */
@ErrorResult()
export class InsufficientStockError extends UnprocessableError {
  @Field(() => [ShortLine])
  readonly lines: ShortLine[];

  /** `noLongerSold`: the one short line is of a product taken off sale (nothing of it can be bought). */
  constructor(lines: ShortLine[], noLongerSold = false) {
    const first = lines[0];
    const what = `${first.name} (${first.size}, ${first.colour})`;
    super(
      lines.length === 1
        ? noLongerSold
          ? `${first.name} is no longer sold. Please remove it from your cart.`
          : first.available > 0
            ? `Only ${first.available} of ${what} left. Please update your cart.`
            : `${what} is sold out. Please update your cart.`
        : `${lines.length} items in your cart are no longer available in those quantities. Please update your cart.`,
      { code: 'INSUFFICIENT_STOCK', details: { lines } },
    );
    this.lines = lines;
  }
}

@ErrorResult()
export class IdempotencyKeyReusedError extends ConflictError {
  constructor() {
    super('This Idempotency-Key was already used for a different order.', { code: 'IDEMPOTENCY_KEY_REUSED' });
  }
}

/** The order was paid, cancelled or expired meanwhile: it can no longer be paid. */
@ErrorResult()
export class OrderClosedError extends ConflictError {
  constructor() {
    super('This order can no longer be paid. Please place a new order.', { code: 'ORDER_CLOSED' });
  }
}

/** How an order's status reads in a sentence about what it cannot do next. */
const AS_IT_STANDS: Partial<Record<OrderStatus, string>> = {
  PENDING_PAYMENT: 'still awaiting payment',
  PAYMENT_FAILED: 'unpaid: its payment failed',
  CANCELLED: 'cancelled',
  EXPIRED: 'unpaid: it expired',
  PAID: 'paid but not shipped yet',
  SHIPPED: 'already shipped',
  DELIVERED: 'already delivered',
};

function asItStands(status: OrderStatus): string {
  return AS_IT_STANDS[status] ?? status.toLowerCase().replace(/_/g, ' ');
}

/** Only a paid order goes to the courier (the state machine's rule, said plainly). */
@ErrorResult()
export class OrderNotShippableError extends ConflictError {
  constructor(status: OrderStatus) {
    super(`Only a paid order can be shipped; this one is ${asItStands(status)}.`, { code: 'ORDER_NOT_SHIPPABLE', details: { status } });
  }
}

/** Only a shipped order can arrive. */
@ErrorResult()
export class OrderNotDeliverableError extends ConflictError {
  constructor(status: OrderStatus) {
    super(`Only a shipped order can be marked delivered; this one is ${asItStands(status)}.`, { code: 'ORDER_NOT_DELIVERABLE', details: { status } });
  }
}
