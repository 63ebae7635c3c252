import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Stock and order lines as events carry them. */
export interface OrderedQuantity {
  variantId: string;
  quantity: number;
}

/** An order was paid: reserved stock is sold, the cart loses what was bought, a code is redeemed. */
export interface OrderPaid {
  type: 'OrderPaid';
  orderId: string;
  tranId: string;
  customerId: string;
  lines: OrderedQuantity[];
  promoCodeId: string | null;
}

/** An unpaid order ended (failed, cancelled, expired): its stock and its code are free again. */
export interface OrderReleased {
  type: 'OrderReleased';
  orderId: string;
  tranId: string;
  customerId: string;
  lines: OrderedQuantity[];
  promoCodeId: string | null;
}

/** A paid order was refunded in full: the promo code's use is given back. */
export interface OrderRefunded {
  type: 'OrderRefunded';
  orderId: string;
  tranId: string;
  customerId: string;
  lines: OrderedQuantity[];
  promoCodeId: string | null;
}

/**
 * A customer deleted their account: each module drops what it keeps for them (cart, wishlist, newsletter),
 * or, for what the shop must keep (orders), their personal details. `email` is the address before deletion.
 */
export interface CustomerErased {
  type: 'CustomerErased';
  customerId: string;
  email: string;
}

export type DomainEvent = OrderPaid | OrderReleased | OrderRefunded | CustomerErased;
type Handler<E extends DomainEvent> = (event: E, tx: EntityManager) => Promise<void>;

/**
 * In-process domain events, handled inside the publisher's transaction: a module announces what happened
 * (an order paid, an account deleted), and the modules that own stock, carts, codes and the rest react —
 * all of it commits or none does.
 */
@Injectable()
export class DomainEvents {
  private readonly handlers = new Map<DomainEvent['type'], Handler<any>[]>();

  on<T extends DomainEvent['type']>(type: T, handler: Handler<Extract<DomainEvent, { type: T }>>): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  async publish(event: DomainEvent, tx: EntityManager): Promise<void> {
    for (const handler of this.handlers.get(event.type) ?? []) await handler(event, tx);
  }
}
