import type { AppConfig } from '../config/config';
import { DELIVERY_COUNTRIES, DELIVERY_ROUTES, PAYMENT_METHODS, PHONE_MIN_DIGITS, PHONE_PATTERN, ZIP_PATTERN } from '../orders/delivery-details';
import { money, type Money } from '../common/money';

export interface ShopSettings {
  freeShippingThreshold: Money;
  shippingFee: Money;
  timeZone: string;
  countries: readonly string[];
  deliveryRoutes: readonly string[];
  paymentMethods: { code: string; label: string; available: boolean }[];
  phonePattern: string;
  phoneMinDigits: number;
  zipPattern: string;
}

/**
 * The rules a storefront shows or checks before asking: read from the same config the cart prices with
 * and the same constants the checkout is validated with, so a client never keeps its own copy.
 */
export function shopSettings(config: AppConfig): ShopSettings {
  return {
    freeShippingThreshold: money(config.shop.freeShippingThresholdCents),
    shippingFee: money(config.shop.shippingFeeCents),
    timeZone: config.orders.timeZone,
    countries: DELIVERY_COUNTRIES,
    deliveryRoutes: DELIVERY_ROUTES,
    // Only online payment is taken for now; the others are shown, disabled (docs/SPEC.md §5).
    paymentMethods: Object.entries(PAYMENT_METHODS).map(([code, label]) => ({ code, label, available: code === 'online' })),
    phonePattern: PHONE_PATTERN.source,
    phoneMinDigits: PHONE_MIN_DIGITS,
    zipPattern: ZIP_PATTERN.source,
  };
}
