import pino from 'pino';
import { loadConfig } from '../../config/config';
import { startEmbeddedPostgres } from '../embedded-postgres';
import { prepareDatabase } from '../prepare-database';

/**
 * `npm run seed`: migrates and (re)applies the seed data to DATABASE_URL or the embedded database;
 * a running server's embedded database is seeded in place, never stopped from under it. Products are
 * upserted by their legacy id; stock already in the database is left as it is.
 */
async function runSeed(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: 'info', base: { context: 'Seed' } });
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, { log: (m) => log.info(m), warn: (m) => log.warn(m) }, { shareRunning: true });
  try {
    await prepareDatabase(config.databaseUrl ?? embedded!.url, { forceSeed: true, demoAccounts: config.auth.seedDemoAccounts, log: (m) => log.info(m) });
  } finally {
    await embedded?.stop();
  }
}

runSeed().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
