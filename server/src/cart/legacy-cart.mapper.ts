import { toMajorUnits } from '../common/money';
import { productImagePath } from '../catalog/product-images';
import type { CartLineRecord, CartRecord } from './cart.records';

/**
 * The cart as the original storefront reads it: { cart: { items: [{ productId, quantity }] } }. The original
 * keeps one quantity per product (a map productId → quantity, the last entry winning), so `items` has one
 * entry per product with the quantities of its lines summed, in the order the product was first added;
 * `variant` is the line its + and − change (the most recently changed). `lines` has every line, one per
 * size and colour. Names, prices and totals are alongside (major units) for clients that want them.
 */
export function toLegacyCart(cart: CartRecord, baseUrl: string) {
  const line = (l: CartLineRecord) => ({
    productId: l.product.id,
    legacyId: l.product.legacyId,
    lineId: l.id,
    name: l.product.name,
    image: `${baseUrl}${productImagePath(l.product.slug, 'front', l.variant.colour)}`,
    quantity: l.quantity,
    variant: { size: l.variant.size, color: l.variant.colour },
    sku: l.variant.sku,
    price: toMajorUnits(l.unitPrice.amount),
    subtotal: toMajorUnits(l.lineTotal.amount),
    available: l.available,
  });
  const byProduct = new Map<string, CartLineRecord[]>();
  for (const l of cart.lines) byProduct.set(l.product.id, [...(byProduct.get(l.product.id) ?? []), l]);
  const items = [...byProduct.values()].map((lines) => {
    const latest = lines.reduce((a, b) => (b.updatedAt >= a.updatedAt ? b : a));
    return {
      ...line(latest),
      quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
      subtotal: toMajorUnits(lines.reduce((sum, l) => sum + l.lineTotal.amount, 0)),
      lines: lines.map((l) => ({ lineId: l.id, quantity: l.quantity, variant: { size: l.variant.size, color: l.variant.colour }, sku: l.variant.sku, available: l.available })),
    };
  });
  return {
    success: true,
    cart: {
      id: cart.id,
      items,
      lines: cart.lines.map(line),
      itemCount: cart.itemCount,
      subtotal: toMajorUnits(cart.subtotal.amount),
      discount: cart.discount
        ? { source: cart.discount.source, code: cart.discount.code, percent: cart.discount.percent, amount: toMajorUnits(cart.discount.amount.amount) }
        : null,
      shipping: toMajorUnits(cart.shipping.amount),
      total: toMajorUnits(cart.total.amount),
      promoCode: cart.promoCode,
    },
  };
}
