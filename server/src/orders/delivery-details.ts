import { emailProblem, normaliseEmail } from '../accounts/credentials';
import { ValidationError } from '../common/expected-errors';

/** The countries the shop delivers to (docs/SPEC.md §4); shoppers' spellings are matched case-insensitively. */
export const DELIVERY_COUNTRIES = ['Bangladesh', 'Pakistan', 'Afghanistan', 'India', 'Nepal', 'Malaysia'] as const;
/** The shop's courier zones, offered at checkout; the server takes any route name. */
export const DELIVERY_ROUTES = ['Inside Dhaka', 'Outside Dhaka'] as const;
export const PAYMENT_METHODS = { online: 'Online payment', cod: 'Cash on Delivery', pos: 'POS on Delivery' } as const;
/** A phone number: digits, spaces, brackets and dashes, with at least PHONE_MIN_DIGITS digits. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{7,20}$/;
export const PHONE_MIN_DIGITS = 7;
export const ZIP_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/;
/** How far ahead a delivery can be booked. */
const MAX_DAYS_AHEAD = 90;

/** A place to deliver to, as checkout takes it and the address book keeps it. */
export interface DeliveryAddress {
  fullName: string;
  phone: string;
  country: (typeof DELIVERY_COUNTRIES)[number];
  city: string;
  state: string;
  zip: string;
  address: string;
}

export interface DeliveryDetails extends DeliveryAddress {
  email: string;
  /** YYYY-MM-DD in the shop's time zone. */
  deliveryDate: string;
  deliveryRoute: string;
  paymentMethod: 'online';
}

export type DeliveryAddressInput = Partial<Record<keyof DeliveryAddress, unknown>>;
export type DeliveryInput = Partial<Record<keyof DeliveryDetails | 'termsAccepted' | 'expectedTotal' | 'saveAddress', unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : typeof value === 'number' ? String(value) : '');

/** Reads required text fields of `input`, adding a missing or over-long one's problem to `fields`. */
function requiredText<F extends string>(input: Partial<Record<F, unknown>>, fields: Record<string, string>) {
  return (name: F, label: string, max: number): string => {
    const value = text(input[name]);
    if (!value) fields[name] = `${label} is required.`;
    else if (value.length > max) fields[name] = `${label} must be at most ${max} characters.`;
    return value;
  };
}

/** Null when the phone number is acceptable, else the message to show (checkout, the address book, My details). */
export function phoneProblem(phone: string): string | null {
  return PHONE_PATTERN.test(phone) && phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS ? null : 'Enter a phone number of 7 to 15 digits.';
}

/** The address's fields normalised; each problem is added to `fields`, by field. */
export function checkDeliveryAddress(input: DeliveryAddressInput, fields: Record<string, string>): DeliveryAddress {
  const required = requiredText(input, fields);
  const fullName = required('fullName', 'Full name', 100);
  const phone = required('phone', 'Phone', 20);
  if (phone && !fields.phone) {
    const badPhone = phoneProblem(phone);
    if (badPhone) fields.phone = badPhone;
  }

  const countryText = text(input.country);
  const country = DELIVERY_COUNTRIES.find((c) => c.toLowerCase() === countryText.toLowerCase());
  if (!countryText) fields.country = 'Country is required.';
  else if (!country) fields.country = `We deliver to ${DELIVERY_COUNTRIES.join(', ')}.`;

  const city = required('city', 'City', 100);
  const state = required('state', 'State', 100);
  const zip = required('zip', 'Zip code', 10);
  if (zip && !fields.zip && !ZIP_PATTERN.test(zip)) fields.zip = 'Enter a valid zip code.';
  const address = required('address', 'Address', 300);
  return { fullName, phone, country: country!, city, state, zip, address };
}

/**
 * Checks the checkout form field by field (docs/SPEC.md §5) and reports every problem at once, so the shopper
 * sees each message beside its field. `today` is the shop's local date.
 */
export function validateDeliveryDetails(input: DeliveryInput, today: string): DeliveryDetails {
  const fields: Record<string, string> = {};
  const place = checkDeliveryAddress(input, fields);

  const email = normaliseEmail(input.email);
  const badEmail = emailProblem(email);
  if (badEmail) fields.email = badEmail;

  const deliveryDate = text(input.deliveryDate).slice(0, 10);
  if (!deliveryDate) fields.deliveryDate = 'Delivery date is required.';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(deliveryDate) || Number.isNaN(Date.parse(`${deliveryDate}T00:00:00Z`))) fields.deliveryDate = 'Enter a date as YYYY-MM-DD.';
  else if (deliveryDate < today) fields.deliveryDate = 'Delivery date cannot be in the past.';
  else if (deliveryDate > addDays(today, MAX_DAYS_AHEAD)) fields.deliveryDate = `Choose a date within ${MAX_DAYS_AHEAD} days.`;

  const deliveryRoute = requiredText(input, fields)('deliveryRoute', 'Delivery route', 100);

  const method = text(input.paymentMethod).toLowerCase();
  if (!method) fields.paymentMethod = 'Choose a payment method.';
  else if (method === 'cod' || method === 'pos') fields.paymentMethod = `${PAYMENT_METHODS[method]} is not available yet. Please pay online.`;
  else if (method !== 'online') fields.paymentMethod = 'Choose a payment method.';

  if (input.termsAccepted !== true) fields.termsAccepted = 'You must accept the terms and conditions.';

  if (Object.keys(fields).length > 0) throw new ValidationError('Please correct the highlighted fields.', fields);
  const { fullName, phone, country, city, state, zip, address } = place;
  return { fullName, phone, email, country, city, state, zip, address, deliveryDate, deliveryRoute, paymentMethod: 'online' };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today's date where the shop is (for "not in the past"). */
export function shopToday(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
