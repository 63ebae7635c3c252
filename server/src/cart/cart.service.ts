import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { joinVariant, joinVariantAndProduct, productColumns, toProductRecord, unitsForSale, variantChoice, variantsOfProduct, type ProductRow } from '../catalog/catalog.sql';
import { CatalogService } from '../catalog/catalog.service';
import type { ProductRecord } from '../catalog/catalog.records';
import type { Colour, Size } from '../catalog/catalog.types';
import { DomainEvents } from '../common/domain-events';
import { queryPrepared } from '../database/prepared-statements';
import { ValidationError } from '../common/expected-errors';
import { isUuid } from '../common/ids';
import { DEFAULT_LANGUAGE, type Language } from '../common/language';
import { money } from '../common/money';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import type { PromoRejection, PromoTerms } from '../promotions/promotion-rules';
import { normalisePromoCode, notAppliedMessage } from '../promotions/promotion-rules';
import { PromotionsService } from '../promotions/promotions.service';
import { joinPromoCode, promoColumns, redemptionsBy } from '../promotions/promotions.sql';
import { ShopSettingsService } from '../shop-settings/shop-settings.service';
import { JOIN_SHOP_SETTINGS, PRICING_COLUMNS, type PricingSettings } from '../shop-settings/shop-settings.sql';
import { CartLineNotFoundError, InvalidPromoCodeError, OutOfStockError, QuantityOutOfRangeError, UnknownProductError } from './cart.errors';
import type { CartLineRecord, CartRecord } from './cart.records';
import { priceCart } from './cart-pricing';
import { pickVariant, type VariantChoice } from './variant-choice';
import { type CatalogueText, type Text, text } from '../common/i18n/catalogue';
import { colourName } from '../common/i18n/names';

/** What trying a code came to: applied to the cart, or not, with the store promotion's percent instead. */
export type PromoAttempt =
  | { applied: true; percent: number; message: CatalogueText }
  | { applied: false; reason: PromoRejection | 'CART_UNKNOWN'; message: Text; fallbackPercent: number };

export interface AddToCartInput {
  productId: string;
  size: Size;
  /** The product's default (first) colour when omitted. */
  colour?: Colour;
  quantity: number;
}

interface TargetRow {
  product_id: string;
  cart_id: string | null;
  active: boolean;
  variant_id: string | null;
  sku: string | null;
  size: string | null;
  colour: string | null;
  name: string;
  available: number | null;
  in_cart: number | null;
  new_quantity: number | null;
}

/**
 * The customer's cart in PostgreSQL. Adding (and the REST shim's set-or-add) locks the cart row first, so
 * concurrent adds to one cart run one after another; every write checks the quantity against available
 * stock in the statement that writes it, against the line as it is then. Every operation answers with the
 * whole cart, re-read and re-priced.
 */
@Injectable()
export class CartService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly promotions: PromotionsService,
    private readonly events: DomainEvents,
    private readonly catalog: CatalogService,
    private readonly settings: ShopSettingsService,
  ) {}

  /** The variant an add means when the size or colour is left open or not offered: see pickVariant. */
  async chooseVariant(product: Pick<ProductRecord, 'id' | 'colours'>, wanted: { size?: Size; colour?: Colour }): Promise<VariantChoice> {
    const variants = (await this.catalog.variantsOf([product.id])).get(product.id) ?? [];
    return pickVariant(product.colours, variants, wanted);
  }

  onModuleInit(): void {
    this.events.on('OrderPaid', (event, tx) => this.removePurchased(event.customerId, event.lines, tx));
    // Its lines go with it (ON DELETE CASCADE).
    this.events.on('CustomerErased', async (event, tx) => {
      await tx.query(`DELETE FROM cart WHERE customer_id = $1`, [event.customerId]);
    });
  }

  /**
   * After payment the cart loses what was bought — only that, so anything added while paying stays —
   * and forgets the code the order used.
   */
  private async removePurchased(customerId: string, lines: { variantId: string; quantity: number }[], tx: EntityManager): Promise<void> {
    const ids = lines.map((l) => l.variantId);
    const quantities = lines.map((l) => l.quantity);
    await tx.query(
      `WITH bought AS (SELECT * FROM unnest($2::uuid[], $3::int[]) AS b(variant_id, quantity)),
            lowered AS (
              UPDATE cart_line l SET quantity = l.quantity - b.quantity, updated_at = now()
                FROM cart c, bought b
               WHERE c.customer_id = $1 AND l.cart_id = c.id AND l.variant_id = b.variant_id AND l.quantity > b.quantity
            )
       DELETE FROM cart_line l USING cart c, bought b
        WHERE c.customer_id = $1 AND l.cart_id = c.id AND l.variant_id = b.variant_id AND l.quantity <= b.quantity`,
      [customerId, ids, quantities],
    );
    await tx.query(`UPDATE cart SET promo_code_id = NULL, updated_at = now() WHERE customer_id = $1`, [customerId]);
  }

  /**
   * The cart of a customer, created empty on first use, priced with the shop's settings as they are now.
   * One statement, prepared (two if another request is creating it just then).
   */
  async getCart(customerId: string, manager: EntityManager = this.db.manager, language: Language = DEFAULT_LANGUAGE): Promise<CartRecord> {
    const read = (): Promise<CartRow[]> => queryPrepared(
      manager,
      `WITH created AS (
         INSERT INTO cart (customer_id) VALUES ($1) ON CONFLICT (customer_id) DO NOTHING RETURNING id, customer_id, promo_code_id
       ), c AS (
         SELECT id, customer_id, promo_code_id FROM created
         UNION ALL SELECT id, customer_id, promo_code_id FROM cart WHERE customer_id = $1
       )
       SELECT c.id AS cart_id, c.promo_code_id, ${PRICING_COLUMNS},
              ${promoColumns('promoId')},
              ${redemptionsBy('c.promo_code_id', 'c.customer_id')} AS "customerRedemptions",
              l.id AS line_id, l.quantity, l.updated_at AS line_updated_at, v.id AS variant_id, v.sku, v.size, v.colour,
              ${unitsForSale('v', 'p')} AS available,
              ${productColumns(language)}
         FROM c
         ${JOIN_SHOP_SETTINGS}
         ${joinPromoCode('c.promo_code_id', 'LEFT JOIN')}
         LEFT JOIN cart_line l ON l.cart_id = c.id
         ${joinVariantAndProduct('l.variant_id', 'LEFT JOIN')}
        ORDER BY l.created_at, l.id`,
      [customerId],
    );
    let rows = await read();
    // A cart that another transaction created after this statement's snapshot is invisible to it (its
    // insert waited, then did nothing): read again, now that it has committed.
    if (rows.length === 0) rows = await read();
    return this.toCart(customerId, rows);
  }

  async addToCart(customerId: string, input: AddToCartInput, manager: EntityManager = this.db.manager, language: Language = DEFAULT_LANGUAGE): Promise<CartRecord> {
    this.assertQuantity(input.quantity, 1);
    if (!isUuid(input.productId)) throw new UnknownProductError();
    await this.addUnits(customerId, input, manager);
    return this.getCart(customerId, manager, language);
  }

  /**
   * Adds units to the variant's line in one prepared statement, unless refused: it locks the customer's cart row (or
   * creates it), so it runs after any other change to the cart, and writes only within stock and the line
   * limit, judged on the line as it is when written. Needs no transaction of its own; inside the caller's,
   * the cart is simply locked again.
   */
  private async addUnits(customerId: string, input: AddToCartInput, manager: EntityManager): Promise<void> {
    const add = async (): Promise<TargetRow | undefined> => (await queryPrepared<TargetRow>(
      manager,
      `WITH target AS (${variantChoice('$2', '$3', '$4')}), locked AS (
         SELECT id FROM cart WHERE customer_id = $1::uuid FOR UPDATE
       ), created AS (
         -- Only for a line that will be written: a refused add leaves no trace.
         INSERT INTO cart (customer_id)
         SELECT $1::uuid FROM target t
          WHERE NOT EXISTS (SELECT 1 FROM locked) AND t.active AND t.variant_id IS NOT NULL AND $5 <= LEAST(t.available, $6)
         ON CONFLICT (customer_id) DO NOTHING RETURNING id
       ), c AS (
         SELECT id FROM locked UNION ALL SELECT id FROM created
       ), existing AS (
         SELECT l.quantity FROM cart_line l JOIN target t ON l.variant_id = t.variant_id WHERE l.cart_id = (SELECT id FROM c)
       ), written AS (
         INSERT INTO cart_line (cart_id, variant_id, quantity)
         SELECT c.id, t.variant_id, $5 FROM c, target t
          WHERE t.active AND t.variant_id IS NOT NULL
            AND COALESCE((SELECT quantity FROM existing), 0) + $5 <= LEAST(t.available, $6)
         ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = cart_line.quantity + EXCLUDED.quantity, updated_at = now()
          -- Judged again on the line as it is now: a change that committed after this statement's snapshot counts.
          WHERE cart_line.quantity + EXCLUDED.quantity <= LEAST((SELECT available FROM target), $6)
         RETURNING quantity
       )
       SELECT t.*, (SELECT id FROM c) AS cart_id, (SELECT quantity FROM existing) AS in_cart, (SELECT quantity FROM written) AS new_quantity
         FROM target t`,
      [customerId, input.productId, input.size, input.colour ?? null, input.quantity, this.config.shop.maxLineQuantity],
    ))[0];
    const lineLimit = (row: TargetRow) => Math.min(row.available ?? 0, this.config.shop.maxLineQuantity);
    let target = await add();
    // Another request created this customer's cart after the statement's snapshot (this insert waited, then
    // did nothing): once more, now that the cart is there to lock.
    if (target?.active && target.variant_id && !target.cart_id && input.quantity <= lineLimit(target)) target = await add();
    // A product that is not on sale (a draft, or archived) cannot be added, as if it did not exist.
    if (!target?.active) throw new UnknownProductError();
    if (!target.variant_id) {
      throw new ValidationError(input.colour ? text('VALIDATION.colourNotMade', { colour: colourName(input.colour) }) : text('VALIDATION.colourNotMade.unnamed'), { colour: text('field.colour.notMade') });
    }
    if (target.new_quantity !== null) return;
    if ((target.in_cart ?? 0) + input.quantity <= lineLimit(target)) {
      // Refused by the write although the snapshot allowed it: the line grew meanwhile, so say what it holds now.
      const [line] = await manager.query(`SELECT quantity FROM cart_line WHERE cart_id = $1 AND variant_id = $2`, [target.cart_id, target.variant_id]);
      target.in_cart = line?.quantity ?? null;
    }
    this.refuseQuantity(target, input.quantity);
  }

  /** Sets a line's quantity; 0 removes it. Lowering is always allowed, raising only within stock. */
  async updateLine(customerId: string, lineId: string, quantity: number, language: Language = DEFAULT_LANGUAGE): Promise<CartRecord> {
    if (quantity === 0) return this.removeLine(customerId, lineId);
    this.assertQuantity(quantity, 0);
    if (!isUuid(lineId)) throw new CartLineNotFoundError();
    await this.setLineQuantity(customerId, lineId, quantity, this.db.manager);
    return this.getCart(customerId, undefined, language);
  }

  private async setLineQuantity(customerId: string, lineId: string, quantity: number, manager: EntityManager): Promise<void> {
    const [line]: (TargetRow & { quantity: number })[] = await manager.query(
      `WITH line AS (
         SELECT l.id, l.quantity, l.quantity AS in_cart, p.name, v.sku, v.size, v.colour, ${unitsForSale('v', 'p')} AS available
           FROM cart_line l
           JOIN cart c ON c.id = l.cart_id AND c.customer_id = $2
           ${joinVariantAndProduct('l.variant_id')}
          WHERE l.id = $1
       ), written AS (
         UPDATE cart_line SET quantity = $3, updated_at = now()
          WHERE id = (SELECT id FROM line) AND ($3 <= (SELECT quantity FROM line) OR $3 <= (SELECT available FROM line))
          RETURNING quantity
       )
       SELECT line.*, (SELECT quantity FROM written) AS new_quantity FROM line`,
      [lineId, customerId, quantity],
    );
    if (!line) throw new CartLineNotFoundError();
    if (line.new_quantity === null) throw new OutOfStockError(line as Required<TargetRowNames>, line.available ?? 0, 0);
  }

  async removeLine(customerId: string, lineId: string, language: Language = DEFAULT_LANGUAGE): Promise<CartRecord> {
    if (!isUuid(lineId)) throw new CartLineNotFoundError();
    const [, deleted] = await this.db.query(
      `DELETE FROM cart_line WHERE id = $1 AND cart_id IN (SELECT id FROM cart WHERE customer_id = $2)`,
      [lineId, customerId],
    );
    if (!deleted) throw new CartLineNotFoundError();
    return this.getCart(customerId, undefined, language);
  }

  /** Removes every line of one product (the original API's remove_from_cart). */
  async removeProduct(customerId: string, productId: string): Promise<CartRecord> {
    if (!isUuid(productId)) throw new UnknownProductError();
    await this.db.query(
      `DELETE FROM cart_line l USING cart c
        WHERE l.cart_id = c.id AND c.customer_id = $1 AND l.variant_id IN (${variantsOfProduct('$2')})`,
      [customerId, productId],
    );
    return this.getCart(customerId);
  }

  /**
   * Sets the quantity of one variant's line, adding it when missing (the original API's update_cart). Under
   * the cart's lock, so two "set to 1" for a line not there yet add it once, not twice.
   */
  async setVariantQuantity(customerId: string, input: AddToCartInput): Promise<CartRecord> {
    if (input.quantity !== 0) this.assertQuantity(input.quantity, 1);
    if (!isUuid(input.productId)) throw new UnknownProductError();
    await this.db.transaction(async (tx) => {
      const cartId = await this.lockCart(customerId, tx);
      const [line]: { id: string }[] = await tx.query(
        `SELECT l.id FROM cart_line l JOIN (${variantChoice('$2', '$3', '$4')}) t ON t.variant_id = l.variant_id WHERE l.cart_id = $1`,
        [cartId, input.productId, input.size, input.colour ?? null],
      );
      if (!line) {
        if (input.quantity > 0) await this.addUnits(customerId, input, tx);
      } else if (input.quantity === 0) {
        await tx.query(`DELETE FROM cart_line WHERE id = $1`, [line.id]);
      } else {
        await this.setLineQuantity(customerId, line.id, input.quantity, tx);
      }
    });
    return this.getCart(customerId);
  }

  /**
   * The original storefront's cart page: it knows one quantity per product (the sum of the product's lines)
   * and its + and − send that quantity with no variant. The difference goes to the product's most recently
   * changed line — the one the shopper last touched — and a decrease that empties it takes the rest from the
   * next most recent, removing emptied lines; 0 removes the product. A product not in the cart yet gets
   * `input`'s variant. `onlyColour` limits this to the product's lines in that colour. Under the cart's lock.
   */
  async setProductQuantity(customerId: string, input: AddToCartInput, onlyColour?: Colour): Promise<{ cart: CartRecord; addedLine: boolean }> {
    if (!isUuid(input.productId)) throw new UnknownProductError();
    if (!Number.isInteger(input.quantity) || input.quantity < 0) throw new QuantityOutOfRangeError(0, this.config.shop.maxLineQuantity);
    const addedLine = await this.db.transaction(async (tx) => {
      const cartId = await this.lockCart(customerId, tx);
      const lines: { id: string; quantity: number }[] = await tx.query(
        `SELECT l.id, l.quantity FROM cart_line l ${joinVariant('l.variant_id')}
          WHERE l.cart_id = $1 AND v.product_id = $2 AND ($3::text IS NULL OR v.colour = $3)
          ORDER BY l.updated_at DESC, l.created_at DESC, l.id DESC`,
        [cartId, input.productId, onlyColour ?? null],
      );
      if (lines.length === 0) {
        if (input.quantity > 0) await this.addUnits(customerId, input, tx);
        return input.quantity > 0;
      }
      let change = input.quantity - lines.reduce((sum, line) => sum + line.quantity, 0);
      if (change > 0) {
        const [latest] = lines;
        this.assertQuantity(latest.quantity + change, 1);
        await this.setLineQuantity(customerId, latest.id, latest.quantity + change, tx);
      }
      for (const line of lines) {
        if (change >= 0) break;
        const taken = Math.min(line.quantity, -change);
        if (taken === line.quantity) await tx.query(`DELETE FROM cart_line WHERE id = $1`, [line.id]);
        else await tx.query(`UPDATE cart_line SET quantity = $2, updated_at = now() WHERE id = $1`, [line.id, line.quantity - taken]);
        change += taken;
      }
      return false;
    });
    return { cart: await this.getCart(customerId), addedLine };
  }

  async clear(customerId: string, language: Language = DEFAULT_LANGUAGE): Promise<CartRecord> {
    await this.db.query(`DELETE FROM cart_line WHERE cart_id IN (SELECT id FROM cart WHERE customer_id = $1)`, [customerId]);
    return this.getCart(customerId, undefined, language);
  }

  /** Validates a code against this customer's cart and applies it; an invalid code changes nothing. */
  async applyPromo(customerId: string, rawCode: string, language: Language = DEFAULT_LANGUAGE): Promise<CartRecord> {
    if (!normalisePromoCode(rawCode)) {
      throw new ValidationError(text('VALIDATION.promoCodeMissing'), { code: text('VALIDATION.promoCodeMissing') });
    }
    const cart = await this.getCart(customerId, undefined, language);
    const check = await this.promotions.check(rawCode, customerId, cart.subtotal);
    if (!check.ok) throw new InvalidPromoCodeError(check.message, check.reason);
    await this.db.query(`UPDATE cart SET promo_code_id = $2, updated_at = now() WHERE id = $1`, [cart.id, check.promo.id]);
    return this.getCart(customerId, undefined, language);
  }

  /**
   * Tries a code for a shopper whose cart may be unknown (the original storefront's coupon call). With a
   * cart, the code is judged against it and applied. Without one an existing code is still not applied
   * (CART_UNKNOWN): whether it applies depends on a cart, and the shopper must never be told of a discount
   * the order would not give. A code not applied leaves the store promotion, whose percent is answered.
   */
  async tryPromo(customerId: string | null, code: string): Promise<PromoAttempt> {
    const fallbackPercent = (await this.settings.current()).automaticPromotionPercent;
    if (!customerId) {
      const check = await this.promotions.check(code, null, null);
      if (!check.ok) return { applied: false, reason: check.reason, message: check.message, fallbackPercent };
      return { applied: false, reason: 'CART_UNKNOWN', message: text('promo.cartUnknown', { code }), fallbackPercent };
    }
    try {
      const cart = await this.applyPromo(customerId, code);
      // An empty cart has no discount yet; the code's own percent is what it will give.
      const percent = cart.discount?.source === 'code' ? cart.discount.percent : await this.percentOf(code, customerId);
      return { applied: true, percent, message: text('promo.applied', { percent }) };
    } catch (error) {
      if (error instanceof InvalidPromoCodeError) return { applied: false, reason: error.details!.reason as PromoRejection, message: error.text, fallbackPercent };
      throw error;
    }
  }

  private async percentOf(code: string, customerId: string): Promise<number> {
    const check = await this.promotions.check(code, customerId, null);
    return check.ok ? check.promo.percentOff : 0;
  }

  async removePromo(customerId: string, language: Language = DEFAULT_LANGUAGE): Promise<CartRecord> {
    await this.db.query(`UPDATE cart SET promo_code_id = NULL, updated_at = now() WHERE customer_id = $1`, [customerId]);
    return this.getCart(customerId, undefined, language);
  }

  /**
   * The customer's cart, locked for the rest of the transaction (an order is being placed from it): adds
   * and changes wait until it commits. Two statements.
   */
  async getLockedCart(customerId: string, tx: EntityManager): Promise<CartRecord> {
    await tx.query(`SELECT id FROM cart WHERE customer_id = $1 FOR UPDATE`, [customerId]);
    return this.getCart(customerId, tx);
  }

  /** Creates the cart if needed and locks it for the rest of the transaction. */
  private async lockCart(customerId: string, tx: EntityManager): Promise<string> {
    const [row] = await tx.query(
      `INSERT INTO cart (customer_id) VALUES ($1) ON CONFLICT (customer_id) DO UPDATE SET updated_at = now() RETURNING id`,
      [customerId],
    );
    return row.id;
  }

  private assertQuantity(quantity: number, min: number): void {
    const max = this.config.shop.maxLineQuantity;
    if (!Number.isInteger(quantity) || quantity < Math.max(min, 1) || quantity > max) throw new QuantityOutOfRangeError(1, max);
  }

  private refuseQuantity(target: TargetRow, wanted: number): never {
    const inCart = target.in_cart ?? 0;
    const available = target.available ?? 0;
    if (inCart + wanted > this.config.shop.maxLineQuantity && inCart + wanted <= available) {
      throw new QuantityOutOfRangeError(1, this.config.shop.maxLineQuantity);
    }
    throw new OutOfStockError(target as Required<TargetRowNames>, available, inCart);
  }

  private toCart(customerId: string, rows: CartRow[]): CartRecord {
    const first = rows[0];
    const lines: CartLineRecord[] = rows
      .filter((row) => row.line_id !== null)
      .map((row) => {
        const product = toProductRecord(row);
        return {
          id: row.line_id!,
          product,
          variant: { id: row.variant_id!, productId: product.id, sku: row.sku!, size: row.size as Size, colour: row.colour as Colour, available: row.available! },
          quantity: row.quantity!,
          updatedAt: row.line_updated_at!,
          unitPrice: product.price,
          lineTotal: money(product.price.amount * row.quantity!, product.price.currency),
          available: row.available!,
          maxQuantity: Math.max(0, Math.min(row.available!, this.config.shop.maxLineQuantity)),
        };
      });
    const subtotal = money(lines.reduce((sum, l) => sum + l.lineTotal.amount, 0));
    const applied = first.promo_code_id ? this.promotions.judge(first.code!, promoOf(first), first.customerRedemptions, subtotal) : null;
    const totals = priceCart(lines, first, applied?.ok ? applied.promo : null);
    return {
      id: first.cart_id,
      customerId,
      lines,
      ...totals,
      promoCode: first.code,
      promoCodeId: first.promo_code_id,
      promoNotice: applied && !applied.ok ? notAppliedMessage(applied.reason, applied.code, promoOf(first)) : null,
      promoRejection: applied && !applied.ok ? applied.reason : null,
    };
  }
}

type TargetRowNames = { name: string; size: string; colour: string; sku: string };

type CartRow = ProductRow & PricingSettings & {
  cart_id: string;
  promo_code_id: string | null;
  promoId: string | null;
  code: string | null;
  customerRedemptions: number;
  line_id: string | null;
  quantity: number | null;
  line_updated_at: Date | null;
  variant_id: string | null;
  sku: string | null;
  size: string | null;
  colour: string | null;
  available: number | null;
} & Omit<PromoTerms, 'id' | 'code'>;

function promoOf(row: CartRow): PromoTerms {
  return {
    id: row.promoId!,
    code: row.code!,
    percentOff: row.percentOff,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    minSubtotalCents: row.minSubtotalCents,
    timesRedeemed: row.timesRedeemed,
    active: row.active,
  };
}
