import { Field, Int } from '@nestjs/graphql';
import { InvalidInputError, NotFoundError, UnprocessableError } from '../common/errors';
import { ErrorResult } from '../common/graphql/error-result';
import { text, type Text } from '../common/i18n/catalogue';
import { variantName } from '../common/i18n/names';
import { PromoRejectionEnum } from '../promotions/graphql/promo-rejection.enum';
import type { PromoRejection } from '../promotions/promotion-rules';

@ErrorResult()
export class UnknownProductError extends NotFoundError {
  constructor() {
    super(text('UNKNOWN_PRODUCT'), { code: 'UNKNOWN_PRODUCT' });
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
    const canAdd = Math.max(0, available - inCart);
    const facts = { sku: variant.sku, available: Math.max(0, available), canAdd };
    super(text('OUT_OF_STOCK', { item: variantName(variant), available: facts.available, inCart }), { code: 'OUT_OF_STOCK', details: facts });
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
    super(text('QUANTITY_OUT_OF_RANGE', { min, max }), { code: 'QUANTITY_OUT_OF_RANGE', fields: { quantity: text('field.quantity.range', { min, max }) }, details: { min, max } });
    Object.assign(this, { min, max });
  }
}

@ErrorResult()
export class CartLineNotFoundError extends NotFoundError {
  constructor() {
    super(text('CART_LINE_NOT_FOUND'), { code: 'CART_LINE_NOT_FOUND' });
  }
}

@ErrorResult()
export class InvalidPromoCodeError extends UnprocessableError {
  @Field(() => PromoRejectionEnum)
  readonly reason: PromoRejection;

  constructor(message: Text, reason: PromoRejection) {
    super(message, { code: 'INVALID_PROMO_CODE', details: { reason } });
    this.reason = reason;
  }
}
