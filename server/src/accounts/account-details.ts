import { ValidationError } from '../common/expected-errors';
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

const text = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/** A full name at its first space: "Nadia Rahman Chowdhury" is Nadia and Rahman Chowdhury; a single name has no second name. */
export function splitName(name: string): { firstName: string; secondName: string } {
  const [firstName, ...rest] = text(name).split(' ');
  return { firstName, secondName: rest.join(' ') };
}

/** Checks every field of My details and reports all problems at once, field by field. `today` is the shop's date. */
export function validateAccountDetails(input: AccountDetailsInput, today: string): AccountDetails {
  const fields: Record<string, string> = {};
  const firstName = text(input.firstName);
  if (!firstName) fields.firstName = 'First name is required.';
  else if (firstName.length > NAME_MAX_LENGTH) fields.firstName = `First name must be at most ${NAME_MAX_LENGTH} characters.`;
  const secondName = text(input.secondName);
  if (secondName.length > NAME_MAX_LENGTH) fields.secondName = `Second name must be at most ${NAME_MAX_LENGTH} characters.`;

  const phone = text(input.phone) || null;
  if (phone && phone.length > PHONE_MAX_LENGTH) fields.phone = `Phone must be at most ${PHONE_MAX_LENGTH} characters.`;
  else if (phone) {
    const problem = phoneProblem(phone);
    if (problem) fields.phone = problem;
  }

  const birthDate = text(input.birthDate) || null;
  if (birthDate) {
    const problem = birthDateProblem(birthDate, today);
    if (problem) fields.birthDate = problem;
  }

  if (Object.keys(fields).length > 0) throw new ValidationError(Object.values(fields)[0], fields);
  return { firstName, secondName, phone, birthDate };
}

function birthDateProblem(date: string, today: string): string | null {
  // A real calendar day: 2001-02-30 parses in JavaScript (as 2 March), so the day must survive the round trip.
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return 'Enter a date as YYYY-MM-DD.';
  if (date >= today) return 'Your birth date must be in the past.';
  if (date < EARLIEST_BIRTH_DATE) return 'Enter your real birth date.';
  return null;
}
