import type { ProductRecord, VariantRecord } from '../catalog/catalog.records';
import type { Money } from '../common/money';
import type { PromoRejection } from '../promotions/promotion-rules';
import type { CartTotals } from './cart-pricing';
import { type CatalogueText } from '../common/i18n/catalogue';

export interface CartLineRecord {
  id: string;
  product: ProductRecord;
  variant: VariantRecord;
  quantity: number;
  /** When the line last changed: the original storefront's + and − change a product's most recent line. */
  updatedAt: Date;
  unitPrice: Money;
  lineTotal: Money;
  /** What can still be bought of the variant; a quantity above it must be lowered before checkout. */
  available: number;
  /** The most units the line can hold now: the stock left, within the per-line limit. */
  maxQuantity: number;
}

/** The whole cart as every cart operation answers it: lines and totals computed by the server. */
export interface CartRecord extends CartTotals {
  id: string;
  customerId: string;
  lines: CartLineRecord[];
  /** The code the shopper applied, even when it no longer qualifies (see promoNotice). */
  promoCode: string | null;
  promoCodeId: string | null;
  /** Why the applied code gives no discount now, e.g. the subtotal fell below its minimum. */
  promoNotice: CatalogueText | null;
  /** The reason behind promoNotice. */
  promoRejection: PromoRejection | null;
}
