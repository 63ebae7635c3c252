import { ValidationError } from '../common/expected-errors';
import { text, type CatalogueText } from '../common/i18n/catalogue';
import { phoneProblem } from '../orders/delivery-details';

const NAME_MAX_LENGTH = 100;
const PHONE_MAX_LENGTH = 20;
/** No one alive was born earlier; a year typed wrong (0199, 1066) is caught. */
const EARLIEST_BIRTH_DATE = '1900-01-01';

/** What "My details" keeps: the name in two parts, and an optional phone number and birth date. */
export interface AccountDetails {
  firstName: string;
  secondName: string;
  phone: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
}

export type AccountDetailsInput = Partial<Record<keyof AccountDetails, unknown>>;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/** A full name at its first space: "Nadia Rahman Chowdhury" is Nadia and Rahman Chowdhury; a single name has no second name. */
export function splitName(name: string): { firstName: string; secondName: string } {
  const [firstName, ...rest] = trimmed(name).split(' ');
  return { firstName, secondName: rest.join(' ') };
}

/** Checks every field of My details and reports all problems at once, field by field. `today` is the shop's date. */
export function validateAccountDetails(input: AccountDetailsInput, today: string): AccountDetails {
  const fields: Record<string, CatalogueText> = {};
  const firstName = trimmed(input.firstName);
  if (!firstName) fields.firstName = text('field.firstName.required');
  else if (firstName.length > NAME_MAX_LENGTH) fields.firstName = text('field.firstName.tooLong', { max: NAME_MAX_LENGTH });
  const secondName = trimmed(input.secondName);
  if (secondName.length > NAME_MAX_LENGTH) fields.secondName = text('field.secondName.tooLong', { max: NAME_MAX_LENGTH });

  const phone = trimmed(input.phone) || null;
  if (phone && phone.length > PHONE_MAX_LENGTH) fields.phone = text('field.phone.tooLong', { max: PHONE_MAX_LENGTH });
  else if (phone) {
    const problem = phoneProblem(phone);
    if (problem) fields.phone = problem;
  }

  const birthDate = trimmed(input.birthDate) || null;
  if (birthDate) {
    const problem = birthDateProblem(birthDate, today);
    if (problem) fields.birthDate = problem;
  }

  if (Object.keys(fields).length > 0) throw ValidationError.ofFields(fields);
  return { firstName, secondName, phone, birthDate };
}

function birthDateProblem(date: string, today: string): CatalogueText | null {
  // A real calendar day: 2001-02-30 parses in JavaScript (as 2 March), so the day must survive the round trip.
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return text('field.date.format');
  if (date >= today) return text('field.birthDate.past');
  if (date < EARLIEST_BIRTH_DATE) return text('field.birthDate.real');
  return null;
}
