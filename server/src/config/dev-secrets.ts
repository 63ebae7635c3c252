import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';

/** The same floor loadConfig puts on JWT_SECRET. */
const MIN_SECRET_LENGTH = 32;

/**
 * Outside production a missing JWT_SECRET is generated once and kept in the data directory, so
 * tokens survive restarts and no secret ever sits in the code or the repository.
 */
export async function withDevelopmentSecrets(config: AppConfig): Promise<AppConfig> {
  if (config.auth.jwtSecret) return config;
  const file = path.join(config.dataDir, 'jwt-secret');
  let secret = await fs.readFile(file, 'utf8').then((text) => text.trim(), () => '');
  // A missing, emptied or truncated file is replaced rather than signing with a guessable key.
  if (secret.length < MIN_SECRET_LENGTH) {
    secret = randomBytes(48).toString('base64url');
    await fs.mkdir(config.dataDir, { recursive: true, mode: 0o755 });
    await fs.writeFile(file, secret, { mode: 0o600 });
    await fs.chmod(file, 0o600);
  }
  return { ...config, auth: { ...config.auth, jwtSecret: secret } };
}
