import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** Argon2id at OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane. */
// algorithm 2 is Argon2id (the package's Algorithm is a const enum, which isolated modules cannot read).
export const ARGON2_PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // a malformed hash never logs anyone in
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for logins to unknown e-mails, so response
 * time does not tell which addresses have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoy, password);
  return false;
}
