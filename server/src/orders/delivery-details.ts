import { emailProblem, normaliseEmail } from '../accounts/credentials';
import { ValidationError } from '../common/expected-errors';
import { text as message, type CatalogueText } from '../common/i18n/catalogue';

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

/** The required text fields, each with its own "… is required." and "… must be at most N characters." */
type RequiredField = 'fullName' | 'phone' | 'city' | 'state' | 'zip' | 'address' | 'deliveryRoute';

/** Reads required text fields of `input`, adding a missing or over-long one's problem to `fields`. */
function requiredText<F extends RequiredField>(input: Partial<Record<F, unknown>>, fields: Record<string, CatalogueText>) {
  return (name: F, max: number): string => {
    const value = text(input[name]);
    if (!value) fields[name] = message(`field.${name}.required`);
    else if (value.length > max) fields[name] = message(`field.${name}.tooLong`, { max });
    return value;
  };
}

/** Null when the phone number is acceptable, else the message to show (checkout, the address book, My details). */
export function phoneProblem(phone: string): CatalogueText | null {
  return PHONE_PATTERN.test(phone) && phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS ? null : message('field.phone.invalid');
}

/** The address's fields normalised; each problem is added to `fields`, by field. */
export function checkDeliveryAddress(input: DeliveryAddressInput, fields: Record<string, CatalogueText>): DeliveryAddress {
  const required = requiredText(input, fields);
  const fullName = required('fullName', 100);
  const phone = required('phone', 20);
  if (phone && !fields.phone) {
    const badPhone = phoneProblem(phone);
    if (badPhone) fields.phone = badPhone;
  }

  const countryText = text(input.country);
  const country = DELIVERY_COUNTRIES.find((c) => c.toLowerCase() === countryText.toLowerCase());
  if (!countryText) fields.country = message('field.country.required');
  else if (!country) fields.country = message('field.country.notDelivered', { countries: DELIVERY_COUNTRIES.join(', ') });

  const city = required('city', 100);
  const state = required('state', 100);
  const zip = required('zip', 10);
  if (zip && !fields.zip && !ZIP_PATTERN.test(zip)) fields.zip = message('field.zip.invalid');
  const address = required('address', 300);
  return { fullName, phone, country: country!, city, state, zip, address };
}

/**
 * Checks the checkout form field by field (docs/SPEC.md §5) and reports every problem at once, so the shopper
 * sees each message beside its field. `today` is the shop's local date.
 */
export function validateDeliveryDetails(input: DeliveryInput, today: string): DeliveryDetails {
  const fields: Record<string, CatalogueText> = {};
  const place = checkDeliveryAddress(input, fields);

  const email = normaliseEmail(input.email);
  const badEmail = emailProblem(email);
  if (badEmail) fields.email = badEmail;

  const deliveryDate = text(input.deliveryDate).slice(0, 10);
  if (!deliveryDate) fields.deliveryDate = message('field.deliveryDate.required');
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(deliveryDate) || Number.isNaN(Date.parse(`${deliveryDate}T00:00:00Z`))) fields.deliveryDate = message('field.date.format');
  else if (deliveryDate < today) fields.deliveryDate = message('field.deliveryDate.past');
  else if (deliveryDate > addDays(today, MAX_DAYS_AHEAD)) fields.deliveryDate = message('field.deliveryDate.tooFar', { days: MAX_DAYS_AHEAD });

  const deliveryRoute = requiredText(input, fields)('deliveryRoute', 100);

  const method = text(input.paymentMethod).toLowerCase();
  if (!method) fields.paymentMethod = message('field.paymentMethod.required');
  else if (method === 'cod' || method === 'pos') fields.paymentMethod = message(`field.paymentMethod.${method}`);
  else if (method !== 'online') fields.paymentMethod = message('field.paymentMethod.required');

  if (input.termsAccepted !== true) fields.termsAccepted = message('field.termsAccepted.required');

  if (Object.keys(fields).length > 0) throw new ValidationError(message('VALIDATION.highlighted'), fields);
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
