import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ConflictError, UnprocessableError } from '../common/errors';
import { ErrorResult } from '../common/graphql/error-result';
import { backOffice, text } from '../common/i18n/catalogue';
import { variantName } from '../common/i18n/names';
import type { OrderStatus } from './order-status';

@ErrorResult()
export class EmptyCartError extends UnprocessableError {
  constructor() {
    super(text('EMPTY_CART'), { code: 'EMPTY_CART' });
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
    super(
      lines.length === 1
        ? noLongerSold
          ? text('INSUFFICIENT_STOCK.noLongerSold', { product: first.name })
          : text('INSUFFICIENT_STOCK.one', { item: variantName(first), available: Math.max(0, first.available) })
        : text('INSUFFICIENT_STOCK.many', { count: lines.length }),
      { code: 'INSUFFICIENT_STOCK', details: { lines } },
    );
    this.lines = lines;
  }
}

@ErrorResult()
export class IdempotencyKeyReusedError extends ConflictError {
  constructor() {
    super(text('IDEMPOTENCY_KEY_REUSED'), { code: 'IDEMPOTENCY_KEY_REUSED' });
  }
}

/** The order was paid, cancelled or expired meanwhile: it can no longer be paid. */
@ErrorResult()
export class OrderClosedError extends ConflictError {
  constructor() {
    super(text('ORDER_CLOSED'), { code: 'ORDER_CLOSED' });
  }
}

/** Staff asked to refund an order that has no payment to give back (not paid, or already closed). */
@ErrorResult()
export class OrderNotRefundableError extends ConflictError {
  constructor(status: string) {
    super(backOffice(`An order that is ${status.toLowerCase().replace('_', ' ')} has no payment to refund.`), { code: 'ORDER_NOT_REFUNDABLE' });
  }
}

/** A refund may give back at most what is left of the payment. */
@ErrorResult()
export class RefundExceedsPaymentError extends UnprocessableError {
  @Field(() => Int, { description: 'What is left to refund, in minor units of the order currency.' })
  readonly refundableCents: number;

  constructor(requested: string, refundable: string, refundableCents: number) {
    super(
      backOffice(refundableCents === 0 ? 'Everything paid for this order has already been refunded.' : `A refund of ${requested} is more than the ${refundable} left of this payment.`),
      { code: 'REFUND_EXCEEDS_PAYMENT', details: { refundableCents } },
    );
    this.refundableCents = refundableCents;
  }
}

/** The gateway refused the refund, or did not answer: nothing was given back and the order is as it was. */
@ErrorResult()
export class RefundFailedError extends UnprocessableError {
  @Field(() => String, { description: "The gateway's reason, or that it did not answer." })
  readonly reason: string;

  constructor(reason: string) {
    super(backOffice(`The refund did not go through: ${reason.replace(/\.?$/, '.')} Nothing was refunded.`), { code: 'REFUND_FAILED', details: { reason } });
    this.reason = reason;
  }
}

/** Release or refuse asked for an order whose payment is not held for review. */
@ErrorResult()
export class NoPaymentHeldError extends ConflictError {
  constructor() {
    super(backOffice('This order has no payment held for review.'), { code: 'NO_PAYMENT_HELD' });
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
    super(backOffice(`Only a paid order can be shipped; this one is ${asItStands(status)}.`), { code: 'ORDER_NOT_SHIPPABLE', details: { status } });
  }
}

/** Only a shipped order can arrive. */
@ErrorResult()
export class OrderNotDeliverableError extends ConflictError {
  constructor(status: OrderStatus) {
    super(backOffice(`Only a shipped order can be marked delivered; this one is ${asItStands(status)}.`), { code: 'ORDER_NOT_DELIVERABLE', details: { status } });
  }
}
