import { ConflictError, UnprocessableError } from '../common/errors';

export class EmptyCartError extends UnprocessableError {
  constructor() {
    super('Your cart is empty.', { code: 'EMPTY_CART' });
  }
}

export interface ShortLine {
  sku: string;
  name: string;
  size: string;
  colour: string;
  requested: number;
  available: number;
}

/** Some lines cannot be had in the quantities asked: the shopper sees which, and how many are left. */
export class InsufficientStockError extends UnprocessableError {
  constructor(lines: ShortLine[]) {
    const first = lines[0];
    const what = `${first.name} (${first.size}, ${first.colour})`;
    super(
      lines.length === 1
        ? first.available > 0
          ? `Only ${first.available} of ${what} left. Please update your cart.`
          : `${what} is sold out. Please update your cart.`
        : `${lines.length} items in your cart are no longer available in those quantities. Please update your cart.`,
      { code: 'INSUFFICIENT_STOCK', details: { lines } },
    );
  }
}

export class IdempotencyKeyReusedError extends ConflictError {
  constructor() {
    super('This Idempotency-Key was already used for a different order.', { code: 'IDEMPOTENCY_KEY_REUSED' });
  }
}
