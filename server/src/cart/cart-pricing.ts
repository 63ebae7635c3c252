import { money, type Money } from '../common/money';
import { chooseDiscount, type AppliedDiscount, type PromoTerms } from '../promotions/promotion-rules';
import type { PricingSettings } from '../shop-settings/shop-settings.sql';

export interface CartTotals {
  itemCount: number;
  subtotal: Money;
  discount: AppliedDiscount | null;
  shipping: Money;
  freeShippingThreshold: Money;
  /** What the subtotal still lacks for free shipping; zero once shipping is free. */
  amountToFreeShipping: Money;
  total: Money;
}

/**
 * The cart's totals, in minor units, computed here and only here. Shipping is free from the threshold
 * up, judged on the subtotal before discounts (what the banner promises), and free for an empty cart.
 */
export function priceCart(lines: readonly { unitPrice: Money; quantity: number }[], settings: PricingSettings, validCode: PromoTerms | null): CartTotals {
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = money(lines.reduce((sum, line) => sum + line.unitPrice.amount * line.quantity, 0));
  const discount = chooseDiscount(subtotal, settings.automaticPromotionPercent, validCode);
  const freeShipping = itemCount === 0 || subtotal.amount >= settings.freeShippingThresholdCents;
  const shipping = money(freeShipping ? 0 : settings.shippingFeeCents);
  return {
    itemCount,
    subtotal,
    discount,
    shipping,
    freeShippingThreshold: money(settings.freeShippingThresholdCents),
    amountToFreeShipping: money(freeShipping ? 0 : settings.freeShippingThresholdCents - subtotal.amount),
    total: money(subtotal.amount - (discount?.amount.amount ?? 0) + shipping.amount),
  };
}
