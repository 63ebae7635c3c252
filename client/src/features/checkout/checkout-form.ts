import type { MessageKey, Translate } from '../../lib/i18n';
import type { ShopSettings } from '../../lib/shop-settings';

/**
 * The checkout form's fields and messages (docs/SPEC.md §5). The rules themselves — countries, phone and zip
 * patterns, payment methods, the shop's time zone — come from the server's shopSettings, which the
 * server validates with.
 */

export type CheckoutRules = Pick<ShopSettings, 'countries' | 'deliveryRoutes' | 'paymentMethods' | 'phonePattern' | 'phoneMinDigits' | 'zipPattern' | 'timeZone'>;

/** What each payment method's choice says under its label. */
export function paymentMethodHint(method: { code: string; available: boolean }, t: Translate): string {
  if (!method.available) return t('checkout.payment.comingSoon');
  return method.code === 'online' ? t('checkout.payment.onlineHint') : '';
}

/**
 * The shop's fixed choices (server/src/orders/delivery-details.ts) in the shopper's language. What is sent
 * stays the server's value; a value this list does not know is shown as the server gave it.
 */
const PAYMENT_METHOD_NAMES: Partial<Record<string, MessageKey>> = { online: 'checkout.payment.online', cod: 'checkout.payment.cod', pos: 'checkout.payment.pos' };
const COUNTRY_NAMES: Partial<Record<string, MessageKey>> = {
  Bangladesh: 'checkout.country.bangladesh',
  Pakistan: 'checkout.country.pakistan',
  Afghanistan: 'checkout.country.afghanistan',
  India: 'checkout.country.india',
  Nepal: 'checkout.country.nepal',
  Malaysia: 'checkout.country.malaysia',
};
const ROUTE_NAMES: Partial<Record<string, MessageKey>> = { 'Inside Dhaka': 'checkout.route.insideDhaka', 'Outside Dhaka': 'checkout.route.outsideDhaka' };

function named(names: Partial<Record<string, MessageKey>>, value: string, t: Translate, fallback = value): string {
  const key = Object.hasOwn(names, value) ? names[value] : undefined;
  return key ? t(key) : fallback;
}

export const paymentMethodName = (method: { code: string; label: string }, t: Translate) => named(PAYMENT_METHOD_NAMES, method.code, t, method.label);
export const countryName = (country: string, t: Translate) => named(COUNTRY_NAMES, country, t);
export const routeName = (route: string, t: Translate) => named(ROUTE_NAMES, route, t);

export const SUMMARY_NAME_LENGTH = 25;

export interface CheckoutValues {
  fullName: string;
  phone: string;
  email: string;
  country: string;
  city: string;
  state: string;
  zip: string;
  address: string;
  deliveryDate: string;
  deliveryRoute: string;
  paymentMethod: string;
  termsAccepted: boolean;
}

export type CheckoutField = keyof CheckoutValues;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** In the order the form shows them, so focus goes to the first problem on the page. */
export const FIELD_ORDER: CheckoutField[] = ['fullName', 'phone', 'email', 'country', 'city', 'state', 'zip', 'address', 'deliveryDate', 'deliveryRoute', 'paymentMethod', 'termsAccepted'];

export const EMPTY_VALUES: CheckoutValues = {
  fullName: '',
  phone: '',
  email: '',
  country: '',
  city: '',
  state: '',
  zip: '',
  address: '',
  deliveryDate: '',
  deliveryRoute: '',
  paymentMethod: 'online',
  termsAccepted: false,
};

const REQUIRED_MESSAGES: Record<Exclude<CheckoutField, 'termsAccepted' | 'paymentMethod'>, MessageKey> = {
  fullName: 'checkout.required.fullName',
  phone: 'checkout.required.phone',
  email: 'checkout.required.email',
  country: 'checkout.required.country',
  city: 'checkout.required.city',
  state: 'checkout.required.state',
  zip: 'checkout.required.zip',
  address: 'checkout.required.address',
  deliveryDate: 'checkout.required.deliveryDate',
  deliveryRoute: 'checkout.required.deliveryRoute',
};

/** The digits a phone number may have, as the server's message says them. */
const PHONE_DIGITS = { min: 7, max: 15 };

function dateIn(timeZone: string | undefined, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The earliest delivery date: today here, or today at the shop (in its time zone) if that is later. */
export function earliestDeliveryDate(shopTimeZone: string, now: Date = new Date()): string {
  const local = dateIn(undefined, now);
  const shop = dateIn(shopTimeZone, now);
  return shop > local ? shop : local;
}

/**
 * One field's problem in the shopper's language (`t`), or null. `today` is the earliest allowed delivery
 * date (YYYY-MM-DD).
 */
export function validateField(name: CheckoutField, values: CheckoutValues, today: string, rules: CheckoutRules, t: Translate): string | null {
  if (name === 'termsAccepted') return values.termsAccepted ? null : t('checkout.invalid.terms');
  if (name === 'paymentMethod') {
    if (!values.paymentMethod) return t('checkout.invalid.noPaymentMethod');
    return rules.paymentMethods.some((m) => m.code === values.paymentMethod && m.available) ? null : t('checkout.invalid.onlyOnline');
  }
  const value = values[name].trim();
  if (!value) return t(REQUIRED_MESSAGES[name]);
  switch (name) {
    case 'phone':
      return new RegExp(rules.phonePattern).test(value) && value.replace(/\D/g, '').length >= rules.phoneMinDigits ? null : t('checkout.invalid.phone', PHONE_DIGITS);
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : t('checkout.invalid.email');
    case 'country':
      return rules.countries.includes(value) ? null : t('checkout.invalid.country', { countries: rules.countries.map((country) => countryName(country, t)).join(', ') });
    case 'zip':
      return new RegExp(rules.zipPattern).test(value) ? null : t('checkout.invalid.zip');
    case 'deliveryDate':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return t('checkout.invalid.dateFormat');
      return value < today ? t('checkout.invalid.datePast') : null;
    default:
      return null;
  }
}

/** Every problem at once, so each shows beside its field. */
export function validateCheckout(values: CheckoutValues, today: string, rules: CheckoutRules, t: Translate): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const name of FIELD_ORDER) {
    const problem = validateField(name, values, today, rules, t);
    if (problem) errors[name] = problem;
  }
  return errors;
}

export function firstError(errors: CheckoutErrors): CheckoutField | null {
  return FIELD_ORDER.find((name) => errors[name]) ?? null;
}

/** Summary names: at most 25 characters, then an ellipsis (docs/SPEC.md §2). */
export function truncateName(name: string, max: number = SUMMARY_NAME_LENGTH): string {
  return name.length > max ? `${name.slice(0, max)}…` : name;
}

/** What is sent: the text fields trimmed; prices and totals never (the server prices its own cart). */
export function toOrderInput(values: CheckoutValues) {
  const trim = (s: string) => s.trim();
  return {
    fullName: trim(values.fullName),
    phone: trim(values.phone),
    email: trim(values.email),
    country: values.country,
    city: trim(values.city),
    state: trim(values.state),
    zip: trim(values.zip),
    address: trim(values.address),
    deliveryDate: values.deliveryDate,
    deliveryRoute: values.deliveryRoute,
    paymentMethod: values.paymentMethod,
    termsAccepted: values.termsAccepted,
  };
}

/** A fresh key per checkout attempt, so a double click or a retry places one order. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The form filled from an order's delivery details (a retry after a failed payment). A delivery date
 * that has passed since is left for the shopper to choose again.
 */
export function valuesFromDelivery(delivery: Omit<CheckoutValues, 'paymentMethod' | 'termsAccepted'>, today: string): Partial<CheckoutValues> {
  const { deliveryDate, ...rest } = delivery;
  return { ...rest, deliveryDate: deliveryDate >= today ? deliveryDate : '' };
}

/** The fields of a place to deliver to: what the address book keeps and checkout fills from it. */
export const PLACE_FIELDS = ['fullName', 'phone', 'country', 'city', 'state', 'zip', 'address'] as const;
type PlaceField = (typeof PLACE_FIELDS)[number];

/** How many addresses the server's address book keeps (ADDRESS_BOOK_SIZE in server/src/accounts/address-book.service.ts). */
export const ADDRESS_BOOK_SIZE = 20;

export function placeOf(address: Record<PlaceField, string>): Pick<CheckoutValues, PlaceField> {
  return Object.fromEntries(PLACE_FIELDS.map((name) => [name, address[name]])) as Pick<CheckoutValues, PlaceField>;
}

/** Something of a place is typed (the name alone comes from the account). */
export function hasPlace(values: CheckoutValues): boolean {
  return PLACE_FIELDS.some((name) => name !== 'fullName' && values[name].trim() !== '');
}

/** The form holds this saved address, as the server would store what is typed. */
export function samePlace(address: Record<PlaceField, string>, values: CheckoutValues): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return PLACE_FIELDS.every((name) => norm(address[name]) === norm(values[name]));
}

const DRAFT_KEY = 'kapor-checkout-draft';

/** The delivery details typed so far, kept for this tab so a failed payment or a reload loses nothing. */
export function loadDraft(): Partial<CheckoutValues> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Record<string, unknown>;
    const draft: Partial<CheckoutValues> = {};
    for (const name of FIELD_ORDER) {
      if (name !== 'termsAccepted' && typeof saved[name] === 'string') (draft as Record<string, string>)[name] = saved[name] as string;
    }
    return draft;
  } catch {
    return {};
  }
}

export function saveDraft(values: CheckoutValues): void {
  try {
    // The terms are agreed to afresh each time.
    const { termsAccepted: _terms, ...rest } = values;
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(rest));
  } catch {
    // Storage unavailable: the form still works, it just is not remembered.
  }
}
