import { ValidationError } from '../common/expected-errors';
import { text, type CatalogueText } from '../common/i18n/catalogue';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is never a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 100;
// Pragmatic: one @, something on both sides, a dot in the domain, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Null when the address is acceptable, else the message to show. */
export function emailProblem(email: string): CatalogueText | null {
  if (!email) return text('field.email.required');
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) return text('field.email.invalid');
  return null;
}

/** Null when `password` may be the password of the account with this (normalised) e-mail, else the message to show. */
export function passwordProblem(password: string, email: string): CatalogueText | null {
  if (!password) return text('field.password.required');
  if (password.length < PASSWORD_MIN_LENGTH) return text('field.password.tooShort', { min: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH) return text('field.password.tooLong', { max: PASSWORD_MAX_LENGTH });
  if (!password.trim()) return text('field.password.onlySpaces');
  if (password.trim().toLowerCase() === email) return text('field.password.isEmail');
  return null;
}

export function normaliseEmail(email: unknown): string {
  return typeof email === 'string' ? email.normalize('NFKC').trim().toLowerCase() : '';
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** Checks every sign-up field and reports all problems at once, field by field. */
export function validateSignUp(input: { name?: unknown; email?: unknown; password?: unknown }): SignUpInput {
  const fields: Record<string, CatalogueText> = {};
  const name = typeof input.name === 'string' ? input.name.trim().replace(/\s+/g, ' ') : '';
  const email = normaliseEmail(input.email);
  const password = typeof input.password === 'string' ? input.password : '';

  if (!name) fields.name = text('field.name.required');
  else if (name.length > NAME_MAX_LENGTH) fields.name = text('field.name.tooLong', { max: NAME_MAX_LENGTH });

  const badEmail = emailProblem(email);
  if (badEmail) fields.email = badEmail;

  const badPassword = passwordProblem(password, email);
  if (badPassword) fields.password = badPassword;

  if (Object.keys(fields).length > 0) {
    const missing = Object.values(fields).some((problem) => problem.id.endsWith('.required'));
    throw missing ? new ValidationError(text('VALIDATION.allRequired'), fields) : ValidationError.ofFields(fields);
  }
  return { name, email, password };
}

export function validateLogin(input: { email?: unknown; password?: unknown }): { email: string; password: string } {
  const email = normaliseEmail(input.email);
  const password = typeof input.password === 'string' ? input.password : '';
  const fields: Record<string, CatalogueText> = {};
  if (!email) fields.email = text('field.email.required');
  if (!password) fields.password = text('field.password.required');
  if (Object.keys(fields).length > 0) {
    throw new ValidationError(text('VALIDATION.loginRequired'), fields);
  }
  // No account can have a longer address; refuse it before it reaches a query or a rate-limit key.
  if (email.length > EMAIL_MAX_LENGTH) {
    throw new ValidationError(text('field.email.invalid'), { email: text('field.email.invalid') });
  }
  // An over-long password cannot be right; refuse it as wrong credentials, without hashing it.
  return { email, password: password.slice(0, PASSWORD_MAX_LENGTH + 1) };
}
