import { toMajorUnits } from '../common/money';
import { productImagePath } from '../catalog/product-images';
import type { CartRecord } from './cart.records';

/**
 * The cart as the original storefront reads it: { cart: { items: [{ productId, quantity, variant }] } },
 * with names, prices and totals alongside (major units) for clients that want them.
 */
export function toLegacyCart(cart: CartRecord, baseUrl: string) {
  return {
    success: true,
    cart: {
      id: cart.id,
      items: cart.lines.map((line) => ({
        productId: line.product.id,
        legacyId: line.product.legacyId,
        lineId: line.id,
        name: line.product.name,
        image: `${baseUrl}${productImagePath(line.product.slug, 'front', line.variant.colour)}`,
        quantity: line.quantity,
        variant: { size: line.variant.size, color: line.variant.colour },
        sku: line.variant.sku,
        price: toMajorUnits(line.unitPrice.amount),
        subtotal: toMajorUnits(line.lineTotal.amount),
        available: line.available,
      })),
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
