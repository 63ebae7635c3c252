import { InvalidInputError, NotFoundError, UnprocessableError } from '../common/errors';
import type { PromoRejection } from '../promotions/promotion-rules';

export class UnknownProductError extends NotFoundError {
  constructor() {
    super('We could not find that product.', { code: 'UNKNOWN_PRODUCT' });
  }
}

/** Asking for more than is left: names the variant and what can still be had. */
export class OutOfStockError extends UnprocessableError {
  constructor(variant: { name: string; size: string; colour: string; sku: string }, available: number, inCart: number) {
    const what = `${variant.name} (${variant.size}, ${variant.colour})`;
    const canAdd = Math.max(0, available - inCart);
    const message =
      available <= 0
        ? `${what} is out of stock.`
        : inCart > 0
          ? `Only ${available} of ${what} left, and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart.`
          : `Only ${available} of ${what} left.`;
    super(message, { code: 'OUT_OF_STOCK', details: { sku: variant.sku, available: Math.max(0, available), canAdd } });
  }
}

export class QuantityOutOfRangeError extends InvalidInputError {
  constructor(min: number, max: number) {
    super(`Quantity must be from ${min} to ${max}.`, { code: 'QUANTITY_OUT_OF_RANGE', fields: { quantity: `From ${min} to ${max}.` }, details: { min, max } });
  }
}

export class CartLineNotFoundError extends NotFoundError {
  constructor() {
    super('That item is not in your cart.', { code: 'CART_LINE_NOT_FOUND' });
  }
}

export class InvalidPromoCodeError extends UnprocessableError {
  constructor(message: string, reason: PromoRejection) {
    super(message, { code: 'INVALID_PROMO_CODE', details: { reason } });
  }
}
