import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 4010);
const ROOT = path.resolve(__dirname, '..');
// A database of its own, fresh every run, so browser tests never touch the developer's shop
// (one per port, so two runs on different E2E_PORTs stay apart).
const DATA_DIR = path.join(ROOT, '.data', `e2e-${PORT}`);

export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Where legacy-storefront.spec.ts serves a stand-in for the original storefront: an allowed CORS origin. */
export const LEGACY_STOREFRONT_URL = `http://localhost:${PORT + 1000}`;

/** Debian's chromium, never a downloaded browser; flags that work as root on a closed network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=AutofillServerCommunication'],
};

export default defineConfig({
  testDir: '.',
  outputDir: path.join(ROOT, 'test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // A trace records every action of every test, about a fifth of the suite's time in chromium on 2 cores; CI
    // keeps no artifacts, so it runs without (a failure still leaves its screenshot and error context).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: `rm -rf "${DATA_DIR}" && node server/dist/main.js`,
    cwd: ROOT,
    url: `${BASE_URL}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every shopper of the suite signs up from 127.0.0.1: the per-address sign-up limit (tested by the server's
    // own tests) would refuse the suite's later shoppers. Mail goes out as soon as a worker can take it (the
    // server's tests poll every second too): the suite waits for a dozen mails.
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'development', SIGNUPS_PER_IP_PER_HOUR: '1000', JOB_POLL_SECONDS: '1', CORS_ORIGINS: `http://localhost:3000,http://localhost:5173,${LEGACY_STOREFRONT_URL}`, ...(process.env.CLIENT_DIST_DIR ? { CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR } : {}) },
  },
});
