import { ValidationError } from '../common/expected-errors';
import { textProblem, wholeNumberProblem } from '../common/field-checks';
import { normalisePromoCode, type PromoTerms } from './promotion-rules';
import { backOffice, backOfficeFields } from '../common/i18n/catalogue';

/** A promo code's terms as the back office sends them (unchecked). */
export type PromoCodeInput = Partial<Record<keyof PromoCodeDraft, unknown>>;

/** A promo code's terms, checked: what is written to promo_code. */
export interface PromoCodeDraft extends Omit<PromoTerms, 'id' | 'timesRedeemed' | 'active'> {
  description: string;
}

/** What shoppers type: letters, digits, dashes and underscores (the table's check says the same). */
const CODE_PATTERN = /^[A-Z0-9_-]{2,32}$/;
/** A code never gives more than this: a typo of 100 would give the shop away. */
const MAX_PERCENT_OFF = 90;
const MAX_LIMIT = 1_000_000;
const MAX_MIN_SUBTOTAL_CENTS = 100_000_000;
const DESCRIPTION_MAX_LENGTH = 200;

/** Checks every field of a code's terms and reports all problems at once, field by field. */
export function validatePromoCodeInput(input: PromoCodeInput): PromoCodeDraft {
  const fields: Record<string, string> = {};
  const check = (field: keyof PromoCodeDraft, problem: string | null) => {
    if (problem) fields[field] = problem;
  };

  const code = normalisePromoCode(input.code);
  check('code', !code ? 'Required.' : CODE_PATTERN.test(code) ? null : '2 to 32 letters, digits, dashes or underscores.');
  const description = typeof input.description === 'string' ? input.description.trim().replace(/\s+/g, ' ') : '';
  check('description', description ? textProblem(description, DESCRIPTION_MAX_LENGTH) : null);
  check('percentOff', wholeNumberProblem(input.percentOff, 1, MAX_PERCENT_OFF));
  const startsAt = (input.startsAt ?? null) as Date | null;
  const endsAt = (input.endsAt ?? null) as Date | null;
  check('startsAt', startsAt && !isDate(startsAt) ? 'Enter a valid date.' : null);
  check('endsAt', endsAt && !isDate(endsAt) ? 'Enter a valid date.' : startsAt && endsAt && isDate(startsAt) && endsAt <= startsAt ? 'Must be after the start.' : null);
  for (const limit of ['usageLimit', 'perCustomerLimit'] as const) {
    if (input[limit] !== undefined && input[limit] !== null) check(limit, wholeNumberProblem(input[limit], 1, MAX_LIMIT));
  }
  const minSubtotalCents = input.minSubtotalCents ?? 0;
  check('minSubtotalCents', wholeNumberProblem(minSubtotalCents, 0, MAX_MIN_SUBTOTAL_CENTS));

  if (Object.keys(fields).length > 0) throw new ValidationError(backOffice('Please correct the fields marked.'), backOfficeFields(fields));
  return {
    code,
    description,
    percentOff: input.percentOff as number,
    startsAt,
    endsAt,
    usageLimit: (input.usageLimit ?? null) as number | null,
    perCustomerLimit: (input.perCustomerLimit ?? null) as number | null,
    minSubtotalCents: minSubtotalCents as number,
  };
}

function isDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}
