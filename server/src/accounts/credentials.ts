import { ValidationError } from '../common/expected-errors';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is never a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 100;
// Pragmatic: one @, something on both sides, a dot in the domain, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Null when the address is acceptable, else the message to show. */
export function emailProblem(email: string): string | null {
  if (!email) return 'E-mail is required.';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) return 'Enter a valid e-mail address.';
  return null;
}

/** Null when `password` may be the password of the account with this (normalised) e-mail, else the message to show. */
export function passwordProblem(password: string, email: string): string | null {
  if (!password) return 'Password is required.';
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (!password.trim()) return 'Password cannot be only spaces.';
  if (password.trim().toLowerCase() === email) return 'Password must not be your e-mail address.';
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
  const fields: Record<string, string> = {};
  const name = typeof input.name === 'string' ? input.name.trim().replace(/\s+/g, ' ') : '';
  const email = normaliseEmail(input.email);
  const password = typeof input.password === 'string' ? input.password : '';

  if (!name) fields.name = 'Name is required.';
  else if (name.length > NAME_MAX_LENGTH) fields.name = `Name must be at most ${NAME_MAX_LENGTH} characters.`;

  const badEmail = emailProblem(email);
  if (badEmail) fields.email = badEmail;

  const badPassword = passwordProblem(password, email);
  if (badPassword) fields.password = badPassword;

  if (Object.keys(fields).length > 0) {
    const missing = ['name', 'email', 'password'].filter((f) => fields[f]?.endsWith('is required.'));
    const message = missing.length > 0 ? 'All Fields are required' : Object.values(fields)[0];
    throw new ValidationError(message, fields);
  }
  return { name, email, password };
}

export function validateLogin(input: { email?: unknown; password?: unknown }): { email: string; password: string } {
  const email = normaliseEmail(input.email);
  const password = typeof input.password === 'string' ? input.password : '';
  const fields: Record<string, string> = {};
  if (!email) fields.email = 'E-mail is required.';
  if (!password) fields.password = 'Password is required.';
  if (Object.keys(fields).length > 0) {
    throw new ValidationError('Email and password field are required', fields);
  }
  // No account can have a longer address; refuse it before it reaches a query or a rate-limit key.
  if (email.length > EMAIL_MAX_LENGTH) {
    throw new ValidationError('Enter a valid e-mail address.', { email: 'Enter a valid e-mail address.' });
  }
  // An over-long password cannot be right; refuse it as wrong credentials, without hashing it.
  return { email, password: password.slice(0, PASSWORD_MAX_LENGTH + 1) };
}
