import { createHmac } from 'node:crypto';

export interface TokenSettings {
  secret: string;
  issuer: string;
  audience: string;
}

/**
 * An HS256 token exactly like the server's own (sub = customer id, issuer, audience, expiry), so the load
 * can act as thousands of customers without going through sign-up's per-address limit and Argon2.
 */
export function signToken(customerId: string, settings: TokenSettings, ttlSeconds = 24 * 3600): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: customerId, iat: now, exp: now + ttlSeconds, iss: settings.issuer, aud: settings.audience })}`;
  const signature = createHmac('sha256', settings.secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}
