import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ProductRecord } from '../catalog/catalog.records';
import { activeProductIdOf, joinProduct, productColumns, productInStock, productIsActive, toProductRecord, type ProductRow } from '../catalog/catalog.sql';
import { UnknownProductError } from '../cart/cart.errors';
import type { CartRecord } from '../cart/cart.records';
import { CartService, type AddToCartInput } from '../cart/cart.service';
import { DomainEvents } from '../common/domain-events';
import { isUuid } from '../common/ids';
import { DEFAULT_LANGUAGE, type Language } from '../common/language';

export interface WishlistItemRecord {
  id: string;
  product: ProductRecord;
  addedAt: Date;
  /** Some size and colour of the product can be bought now. */
  inStock: boolean;
}

export interface WishlistRecord {
  /** One wishlist per customer, so it shares the customer's id. */
  id: string;
  items: WishlistItemRecord[];
  itemCount: number;
}

/** Saved products per customer, with stock read live from the variants. A product taken off sale is left out until it is back. */
@Injectable()
export class WishlistService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly carts: CartService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.on('CustomerErased', async (event, tx) => {
      await tx.query(`DELETE FROM wishlist_item WHERE customer_id = $1`, [event.customerId]);
    });
  }

  async getWishlist(customerId: string, language: Language = DEFAULT_LANGUAGE): Promise<WishlistRecord> {
    const rows: (ProductRow & { item_id: string; added_at: Date; in_stock: boolean })[] = await this.db.query(
      `SELECT w.id AS item_id, w.created_at AS added_at, ${productColumns(language)},
              ${productInStock('p')} AS in_stock
         FROM wishlist_item w ${joinProduct('w.product_id')}
        WHERE w.customer_id = $1 AND ${productIsActive('p')}
        ORDER BY w.created_at DESC, w.id`,
      [customerId],
    );
    const items = rows.map((row) => ({ id: row.item_id, product: toProductRecord(row), addedAt: row.added_at, inStock: row.in_stock }));
    return { id: customerId, items, itemCount: items.length };
  }

  /** Saving a product twice keeps one entry. */
  async add(customerId: string, productId: string, language: Language = DEFAULT_LANGUAGE): Promise<WishlistRecord> {
    if (!isUuid(productId)) throw new UnknownProductError();
    const [found] = await this.db.query(
      `WITH target AS (${activeProductIdOf('$2')}),
            saved AS (INSERT INTO wishlist_item (customer_id, product_id) SELECT $1, id FROM target ON CONFLICT DO NOTHING)
       SELECT count(*)::int AS n FROM target`,
      [customerId, productId],
    );
    if (found.n === 0) throw new UnknownProductError();
    return this.getWishlist(customerId, language);
  }

  async remove(customerId: string, productId: string, language: Language = DEFAULT_LANGUAGE): Promise<WishlistRecord> {
    if (isUuid(productId)) await this.db.query(`DELETE FROM wishlist_item WHERE customer_id = $1 AND product_id = $2`, [customerId, productId]);
    return this.getWishlist(customerId, language);
  }

  /** Puts one unit of the chosen size and colour in the cart and takes the product off the list, together. */
  async moveToCart(customerId: string, input: Omit<AddToCartInput, 'quantity'>, language: Language = DEFAULT_LANGUAGE): Promise<{ cart: CartRecord; wishlist: WishlistRecord }> {
    await this.db.transaction(async (tx) => {
      await this.carts.addToCart(customerId, { ...input, quantity: 1 }, tx);
      await tx.query(`DELETE FROM wishlist_item WHERE customer_id = $1 AND product_id = $2`, [customerId, input.productId]);
    });
    const [cart, wishlist] = await Promise.all([this.carts.getCart(customerId, undefined, language), this.getWishlist(customerId, language)]);
    return { cart, wishlist };
  }
}
