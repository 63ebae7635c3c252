/** The Login / Sign Up page's messages (docs/SPEC.md §5, §8) and the checks made before any request. */
export const MESSAGES = {
  loginFieldsRequired: 'Email and password field are required',
  signUpFieldsRequired: 'All Fields are required',
  termsRequired: 'You must agree to the terms before signing up.',
  /** The spec gives only the sign-up wording; logging in says what the shopper is doing. */
  termsRequiredLogin: 'You must agree to the terms before logging in.',
  loginNoToken: 'Login failed. Try again later.',
  loginRequestFailed: 'Login failed. Please check credentials or try again later',
  signUpRequestFailed: 'Something went wrong. Please try again.',
} as const;

export type AuthMode = 'login' | 'signup';
export type AuthField = 'name' | 'email' | 'password';

export interface AuthValues {
  name: string;
  email: string;
  password: string;
  agreed: boolean;
}

export interface AuthProblems {
  message: string;
  fields: Partial<Record<AuthField, string>>;
}

/** What is wrong before asking the server: missing fields first, then the terms box; null when ready. */
export function checkBeforeSending(mode: AuthMode, values: AuthValues): AuthProblems | null {
  const required: AuthField[] = mode === 'signup' ? ['name', 'email', 'password'] : ['email', 'password'];
  const missing = required.filter((field) => !(field === 'password' ? values.password : values[field].trim()));
  if (missing.length > 0) {
    return {
      message: mode === 'signup' ? MESSAGES.signUpFieldsRequired : MESSAGES.loginFieldsRequired,
      fields: Object.fromEntries(missing.map((field) => [field, 'Required.'])),
    };
  }
  if (!values.agreed) return { message: mode === 'signup' ? MESSAGES.termsRequired : MESSAGES.termsRequiredLogin, fields: {} };
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
