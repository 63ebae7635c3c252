import { emailProblem, normaliseEmail } from '../accounts/credentials';
import type { CurrencyRecord } from '../catalog/catalog.records';
import { ValidationError } from '../common/expected-errors';
import { textProblem, wholeNumberProblem } from '../common/field-checks';
import { money, type Money } from '../common/money';
import { DELIVERY_COUNTRIES, DELIVERY_ROUTES, PAYMENT_METHODS, PHONE_MIN_DIGITS, PHONE_PATTERN, ZIP_PATTERN } from '../orders/delivery-details';
import type { PricingSettings } from './shop-settings.sql';
import { backOffice, backOfficeFields, render } from '../common/i18n/catalogue';

/** How shoppers reach the shop: the storefront's top bar, footer and help pages show these. */
export interface ShopContact {
  phone: string;
  email: string;
  address: string;
}

/** The settings row: what the owner edits in the back office. */
export interface StoredShopSettings extends PricingSettings {
  contact: ShopContact;
  updatedAt: Date;
}

/** The contact details a new shop starts with (the storefront's own until the settings moved here). */
export const FIRST_CONTACT: ShopContact = {
  phone: '+880 9612-527267',
  email: 'help@kapor.shop',
  address: 'House 12, Road 7, Dhanmondi, Dhaka 1205, Bangladesh',
};

export const SETTING_LIMITS = {
  shippingFeeCents: [0, 100_000],
  freeShippingThresholdCents: [0, 100_000_000],
  automaticPromotionPercent: [0, 90],
} as const satisfies Record<keyof PricingSettings, readonly [number, number]>;
const ADDRESS_MAX_LENGTH = 200;

export interface ShopSettings {
  freeShippingThreshold: Money;
  shippingFee: Money;
  contact: ShopContact;
  timeZone: string;
  countries: readonly string[];
  deliveryRoutes: readonly string[];
  paymentMethods: { code: string; label: string; available: boolean }[];
  phonePattern: string;
  phoneMinDigits: number;
  zipPattern: string;
}

/**
 * The rules a storefront shows or checks before asking: the stored settings the cart prices with and the
 * same constants the checkout is validated with, so a client never keeps its own copy.
 */
export function shopSettings(stored: StoredShopSettings, timeZone: string): ShopSettings {
  return {
    freeShippingThreshold: money(stored.freeShippingThresholdCents),
    shippingFee: money(stored.shippingFeeCents),
    contact: stored.contact,
    timeZone,
    countries: DELIVERY_COUNTRIES,
    deliveryRoutes: DELIVERY_ROUTES,
    // Only online payment is taken for now; the others are shown, disabled (docs/SPEC.md §5).
    paymentMethods: Object.entries(PAYMENT_METHODS).map(([code, label]) => ({ code, label, available: code === 'online' })),
    phonePattern: PHONE_PATTERN.source,
    phoneMinDigits: PHONE_MIN_DIGITS,
    zipPattern: ZIP_PATTERN.source,
  };
}

/** What an owner sends: only the fields to change (a missing or null field keeps its value). */
export type ShopSettingsChanges = Partial<Record<keyof PricingSettings | keyof ShopContact, unknown>>;

/** The settings after `changes`, every field checked; all problems are reported at once, per field. */
export function applySettingsChanges(current: StoredShopSettings, changes: ShopSettingsChanges): Omit<StoredShopSettings, 'updatedAt'> {
  const fields: Record<string, string> = {};
  const given = <K extends keyof ShopSettingsChanges>(key: K) => changes[key] !== undefined && changes[key] !== null;

  const { automaticPromotionPercent, freeShippingThresholdCents, shippingFeeCents } = current;
  const pricing: PricingSettings = { automaticPromotionPercent, freeShippingThresholdCents, shippingFeeCents };
  for (const key of Object.keys(SETTING_LIMITS) as (keyof PricingSettings)[]) {
    if (!given(key)) continue;
    const [min, max] = SETTING_LIMITS[key];
    const problem = wholeNumberProblem(changes[key], min, max);
    if (problem) fields[key] = problem;
    else pricing[key] = changes[key] as number;
  }

  const contact = { ...current.contact };
  if (given('phone')) {
    contact.phone = String(changes.phone).trim().replace(/\s+/g, ' ');
    if (!PHONE_PATTERN.test(contact.phone) || contact.phone.replace(/\D/g, '').length < PHONE_MIN_DIGITS) fields.phone = 'Enter a phone number of 7 to 15 digits.';
  }
  if (given('email')) {
    contact.email = normaliseEmail(changes.email);
    const problem = emailProblem(contact.email);
    if (problem) fields.email = render(problem, 'en');
  }
  if (given('address')) {
    contact.address = String(changes.address).trim().replace(/\s+/g, ' ');
    const problem = textProblem(contact.address, ADDRESS_MAX_LENGTH);
    if (problem) fields.address = problem;
  }

  if (Object.keys(fields).length > 0) throw new ValidationError(backOffice('Please correct the settings marked.'), backOfficeFields(fields));
  return { ...pricing, contact };
}

/** The settings as the back office shows them, with the display currencies' rates. */
export interface ShopSettingsAdminView {
  shippingFee: Money;
  freeShippingThreshold: Money;
  automaticPromotionPercent: number;
  contact: ShopContact;
  currencies: CurrencyRecord[];
  updatedAt: Date;
}

export function adminView(stored: StoredShopSettings, currencies: CurrencyRecord[]): ShopSettingsAdminView {
  return {
    shippingFee: money(stored.shippingFeeCents),
    freeShippingThreshold: money(stored.freeShippingThresholdCents),
    automaticPromotionPercent: stored.automaticPromotionPercent,
    contact: stored.contact,
    currencies,
    updatedAt: stored.updatedAt,
  };
}
