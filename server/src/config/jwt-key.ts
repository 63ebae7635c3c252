import { createSecretKey, type KeyObject } from 'node:crypto';
import type { AppConfig } from './config';

const keys = new Map<string, KeyObject>();

/**
 * The shop's JWT secret as a secret KeyObject, for signing and verifying. Given a string, jsonwebtoken first
 * tries it as a public key on every verify (crypto.createPublicKey throws, and is caught): 19% of the CPU of
 * an authenticated add-to-cart. A KeyObject goes straight to the HMAC.
 */
export function jwtKeyOf(config: AppConfig): KeyObject {
  const secret = config.auth.jwtSecret;
  if (!secret) throw new Error('No JWT secret: call withDevelopmentSecrets(config) before creating the app.');
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}
