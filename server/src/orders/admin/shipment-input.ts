import { ValidationError } from '../../common/expected-errors';
import { backOffice, backOfficeFields } from '../../common/i18n/catalogue';

/** How staff hand an order to the courier, as the back office sends it (unchecked). */
export interface ShipmentInput {
  carrier?: unknown;
  trackingNumber?: unknown;
  trackingUrl?: unknown;
}

/** The same, checked: what is written to customer_order. */
export interface ShipmentDraft {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

export const CARRIER_MAX_LENGTH = 60;
export const TRACKING_NUMBER_MAX_LENGTH = 80;
export const TRACKING_URL_MAX_LENGTH = 500;

/** A courier's name in any script: letters, digits, spaces and the punctuation of company names ("J&T Express", "Sundarban (Pvt.) Ltd."). */
const CARRIER_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} &.,'()/-]*$/u;
/** What couriers print on a label: the shopper copies it into the courier's site, so nothing that could be markup or a command. */
const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/;

/**
 * Checks a shipment and reports every problem at once, field by field. Spaces are trimmed and runs of them
 * made one; an empty tracking URL is none. The URL must be the web's (http or https) and name no user or
 * password, since the shopper's order page links to it.
 */
export function validateShipment(input: ShipmentInput): ShipmentDraft {
  const fields: Record<string, string> = {};
  const carrier = squeezed(input.carrier);
  const carrierProblem = lengthProblem(carrier, CARRIER_MAX_LENGTH);
  if (carrierProblem) fields.carrier = carrierProblem;
  else if (!CARRIER_PATTERN.test(carrier)) fields.carrier = 'Letters, digits, spaces and & . , \' ( ) / - only.';

  const trackingNumber = squeezed(input.trackingNumber);
  const numberProblem = lengthProblem(trackingNumber, TRACKING_NUMBER_MAX_LENGTH);
  if (numberProblem) fields.trackingNumber = numberProblem;
  else if (!TRACKING_NUMBER_PATTERN.test(trackingNumber)) fields.trackingNumber = 'Latin letters, digits, spaces and . _ / - only.';

  const typedUrl = squeezed(input.trackingUrl);
  const trackingUrl = typedUrl ? webAddress(typedUrl) : null;
  if (typedUrl && !trackingUrl) fields.trackingUrl = 'Enter a web address starting with https:// or http://.';
  else if (trackingUrl && trackingUrl.length > TRACKING_URL_MAX_LENGTH) fields.trackingUrl = `At most ${TRACKING_URL_MAX_LENGTH} characters.`;

  if (Object.keys(fields).length > 0) throw new ValidationError(backOffice('Please correct the fields marked.'), backOfficeFields(fields));
  return { carrier, trackingNumber, trackingUrl };
}

function squeezed(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
}

/** Counted in characters as people see them, not UTF-16 units. */
function lengthProblem(value: string, max: number): string | null {
  if (!value) return 'Required.';
  return [...value].length > max ? `At most ${max} characters.` : null;
}

/** The address as the browser would follow it, or null when it is not an http(s) page without credentials. */
function webAddress(value: string): string | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}
