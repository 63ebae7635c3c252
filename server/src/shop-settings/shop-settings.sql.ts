/*
 * The shop settings' data-access file: SQL outside shop-settings/ reads the settings only through these
 * pieces (docs/adr/006-table-ownership.md), so a cart is priced with the settings of the statement that
 * reads it: no extra query, and no copy in any instance's memory to go stale.
 */

/** What prices a cart. */
export interface PricingSettings {
  /** Store-wide promotion, percent off the subtotal (0: none); a valid code replaces it. */
  automaticPromotionPercent: number;
  /** Subtotal (before discounts) from which shipping is free, and the flat fee below it. */
  freeShippingThresholdCents: number;
  shippingFeeCents: number;
}

/** Joins the one settings row as `ss` to every row of the query. */
export const JOIN_SHOP_SETTINGS = 'CROSS JOIN shop_setting ss';

/** The pricing settings of `ss`, named as PricingSettings. */
export const PRICING_COLUMNS = `ss.automatic_promotion_percent AS "automaticPromotionPercent",
  ss.free_shipping_threshold_cents AS "freeShippingThresholdCents", ss.shipping_fee_cents AS "shippingFeeCents"`;
