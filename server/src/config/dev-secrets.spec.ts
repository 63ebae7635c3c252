import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { withDevelopmentSecrets } from './dev-secrets';

describe('withDevelopmentSecrets', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'kapor-secrets-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a random signing key once into the data directory and reuses it', async () => {
    const first = await withDevelopmentSecrets(loadConfig({ DATA_DIR: dataDir }));
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.auth.jwtSecret).toBe(readFileSync(file, 'utf8'));
    expect(first.auth.jwtSecret!.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = await withDevelopmentSecrets(loadConfig({ DATA_DIR: dataDir }));
    expect(second.auth.jwtSecret).toBe(first.auth.jwtSecret);

    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'kapor-secrets-'));
    try {
      expect((await withDevelopmentSecrets(loadConfig({ DATA_DIR: elsewhere }))).auth.jwtSecret).not.toBe(first.auth.jwtSecret);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('prefers JWT_SECRET and then writes nothing', async () => {
    const secret = 'a-configured-secret-of-forty-characters!';
    const config = await withDevelopmentSecrets(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }));
    expect(config.auth.jwtSecret).toBe(secret);
    expect(() => statSync(path.join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('replaces an emptied or truncated key file instead of signing with it', async () => {
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'short\n');
    const config = await withDevelopmentSecrets(loadConfig({ DATA_DIR: dataDir }));
    expect(config.auth.jwtSecret!.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.auth.jwtSecret);
  });
});
