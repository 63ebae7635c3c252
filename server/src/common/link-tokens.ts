import { createHash, randomBytes } from 'node:crypto';
import type { Text } from './i18n/catalogue';

/**
 * The tokens of the links the shop e-mails (sign-up, password reset, e-mail change, newsletter): 32 random
 * bytes, which nobody guesses. Only their SHA-256 is stored, so a copy of the database opens nothing.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newLinkToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token)! };
}

/** The stored form of a token; null for anything that cannot be one (it matches no row). */
export function linkTokenHash(token: unknown): Buffer | null {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return null;
  return createHash('sha256').update(token).digest();
}

/** The storefront page a link opens, with its token. */
export function linkTo(storefront: string, path: string, token: string): string {
  return `${storefront}${path}?token=${token}`;
}

/** The answer to a request that e-mails a link: the same whether or not a mail was due (no enumeration). */
export interface LinkMailed {
  email: string;
  /** Where to look next, in words true either way (rendered in the request's language where it is answered). */
  message: Text;
}
