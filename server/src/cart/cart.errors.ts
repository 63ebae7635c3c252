import { Field, Int } from '@nestjs/graphql';
import { InvalidInputError, NotFoundError, UnprocessableError } from '../common/errors';
import { ErrorResult } from '../common/graphql/error-result';
import { PromoRejectionEnum } from '../promotions/graphql/promo-rejection.enum';
import type { PromoRejection } from '../promotions/promotion-rules';

@ErrorResult()
export class UnknownProductError extends NotFoundError {
  constructor() {
    super('We could not find that product.', { code: 'UNKNOWN_PRODUCT' });
  }
}

/** Asking for more than is left: names the variant and what can still be had. */
@ErrorResult()
export class OutOfStockError extends UnprocessableError {
  @Field(() => String)
  readonly sku: string;

  @Field(() => Int, { description: 'Units left of the variant.' })
  readonly available: number;

  @Field(() => Int, { description: 'How many more could still go into the cart.' })
  readonly canAdd: number;

  constructor(variant: { name: string; size: string; colour: string; sku: string }, available: number, inCart: number) {
    const what = `${variant.name} (${variant.size}, ${variant.colour})`;
    const canAdd = Math.max(0, available - inCart);
    const message =
      available <= 0
        ? `${what} is out of stock.`
        : inCart > 0
          ? `Only ${available} of ${what} left, and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart.`
          : `Only ${available} of ${what} left.`;
    const facts = { sku: variant.sku, available: Math.max(0, available), canAdd };
    super(message, { code: 'OUT_OF_STOCK', details: facts });
    Object.assign(this, facts);
  }
}

@ErrorResult()
export class QuantityOutOfRangeError extends InvalidInputError {
  @Field(() => Int)
  readonly min: number;

  @Field(() => Int)
  readonly max: number;

  constructor(min: number, max: number) {
    super(`Quantity must be from ${min} to ${max}.`, { code: 'QUANTITY_OUT_OF_RANGE', fields: { quantity: `From ${min} to ${max}.` }, details: { min, max } });
    Object.assign(this, { min, max });
  }
}

@ErrorResult()
export class CartLineNotFoundError extends NotFoundError {
  constructor() {
    super('That item is not in your cart.', { code: 'CART_LINE_NOT_FOUND' });
  }
}

@ErrorResult()
export class InvalidPromoCodeError extends UnprocessableError {
  @Field(() => PromoRejectionEnum)
  readonly reason: PromoRejection;

  constructor(message: string, reason: PromoRejection) {
    super(message, { code: 'INVALID_PROMO_CODE', details: { reason } });
    this.reason = reason;
  }
}
