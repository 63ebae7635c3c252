import type { MessageKey } from '../../lib/i18n';

/**
 * The Login / Sign Up page's own messages, by the key of their words (src/i18n/<language>/auth.ts). The
 * English of these is docs/SPEC.md's (§5, §8), exactly.
 */
export const MESSAGES = {
  loginFieldsRequired: 'auth.error.loginFieldsRequired',
  signUpFieldsRequired: 'auth.error.signUpFieldsRequired',
  termsRequired: 'auth.error.termsRequired',
  /** The spec gives only the sign-up wording; logging in says what the shopper is doing. */
  termsRequiredLogin: 'auth.error.termsRequiredLogin',
  loginNoToken: 'auth.error.loginNoToken',
  loginRequestFailed: 'auth.error.loginRequestFailed',
  signUpRequestFailed: 'auth.error.signUpRequestFailed',
} as const satisfies Record<string, MessageKey>;

export type AuthMode = 'login' | 'signup';
export type AuthField = 'name' | 'email' | 'password';

export interface AuthValues {
  name: string;
  email: string;
  password: string;
  agreed: boolean;
}

/** Words to show: the server's (already in the shopper's language) or one of ours, by key. */
export type Said = { text: string } | { key: MessageKey };

export interface AuthProblems {
  message: Said;
  fields: Partial<Record<AuthField, Said>>;
}

/** What is wrong before asking the server: missing fields first, then the terms box; null when ready. */
export function checkBeforeSending(mode: AuthMode, values: AuthValues): AuthProblems | null {
  const required: AuthField[] = mode === 'signup' ? ['name', 'email', 'password'] : ['email', 'password'];
  const missing = required.filter((field) => !(field === 'password' ? values.password : values[field].trim()));
  if (missing.length > 0) {
    return {
      message: { key: mode === 'signup' ? MESSAGES.signUpFieldsRequired : MESSAGES.loginFieldsRequired },
      fields: Object.fromEntries(missing.map((field) => [field, { key: 'auth.field.required' }])),
    };
  }
  if (!values.agreed) return { message: { key: mode === 'signup' ? MESSAGES.termsRequired : MESSAGES.termsRequiredLogin }, fields: {} };
  return null;
}

const LOGIN_PATHS = new Set(['/login', '/user_login']);

/**
 * Where to go after logging in: the page the shopper came from when it is one of ours (a path on
 * this site, not the login page itself), else the home page.
 */
export function returnPath(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : null;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  const pathname = from.split(/[?#]/)[0];
  return LOGIN_PATHS.has(pathname) ? '/' : from;
}
