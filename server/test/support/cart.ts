import type { TestApp } from './test-app';

export const CART_FIELDS = `id itemCount promoCode promoNotice
  subtotal { amount formatted } shipping { amount } total { amount } freeShippingThreshold { amount } amountToFreeShipping { amount }
  discount { source code label percent amount { amount } }
  lines { id quantity available unitPrice { amount } lineTotal { amount } product { id name slug } variant { id sku size colour available inStock } }`;

export const CART_RESULT = `__typename
  ... on Cart { ${CART_FIELDS} }
  ... on ErrorResult { code message }
  ... on OutOfStockError { sku available canAdd }
  ... on InvalidPromoCodeError { reason }
  ... on QuantityOutOfRangeError { min max }
  ... on ValidationError { fields { field message } }`;

export const ADD_TO_CART = `mutation($productId: ID!, $size: Size!, $colour: Colour, $quantity: Int! = 1) {
  addToCart(productId: $productId, size: $size, colour: $colour, quantity: $quantity) { ${CART_RESULT} } }`;
export const UPDATE_LINE = `mutation($lineId: ID!, $quantity: Int!) { updateCartLine(lineId: $lineId, quantity: $quantity) { ${CART_RESULT} } }`;
export const REMOVE_LINE = `mutation($lineId: ID!) { removeCartLine(lineId: $lineId) { ${CART_RESULT} } }`;
export const APPLY_PROMO = `mutation($code: String!) { applyPromo(code: $code) { ${CART_RESULT} } }`;
export const CART = `{ cart { ${CART_FIELDS} } }`;

export interface SeedVariant {
  productId: string;
  variantId: string;
  legacyId: number;
  name: string;
  size: string;
  colour: string;
  colourEnum: string;
  priceCents: number;
  sku: string;
}

/** A product variant with at least `stock` units, optionally setting its stock exactly. */
export async function variantWithStock(t: TestApp, opts: { minPriceCents?: number; maxPriceCents?: number; setStock?: number; exclude?: string[] } = {}): Promise<SeedVariant> {
  const [row] = await t.db.query(
    `SELECT p.id AS "productId", v.id AS "variantId", p.legacy_id AS "legacyId", p.name, v.size, v.colour, p.price_cents AS "priceCents", v.sku
       FROM product_variant v JOIN product p ON p.id = v.product_id
      WHERE v.stock_on_hand - v.stock_reserved >= 3 AND v.colour = p.colours[1]
        AND p.price_cents BETWEEN $1 AND $2 AND NOT (v.id = ANY($3::uuid[]))
      ORDER BY p.legacy_id, v.size LIMIT 1`,
    [opts.minPriceCents ?? 0, opts.maxPriceCents ?? 1_000_000, opts.exclude ?? []],
  );
  if (!row) throw new Error('no variant in stock for the test');
  if (opts.setStock !== undefined) await t.db.query('UPDATE product_variant SET stock_on_hand = $2, stock_reserved = 0 WHERE id = $1', [row.variantId, opts.setStock]);
  return { ...row, colourEnum: row.colour.toUpperCase() };
}
