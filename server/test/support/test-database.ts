import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DEMO_ACCOUNTS } from '../../src/accounts/seed/accounts.seeder';
import { SEED_PROMO_CODES } from '../../src/promotions/seed/promotions.seeder';
import { SEED_PRODUCTS, SEED_TRANSLATIONS } from '../../src/catalog/seed/catalog-seed-data';
import { MIGRATIONS } from '../../src/database/data-source-options';
import { prepareDatabase } from '../../src/database/prepare-database';
import { DEMO_STAFF } from '../../src/staff/seed/staff.seeder';

/**
 * Each test file gets its own database, cloned from a template that is migrated and seeded once per
 * run: tests are isolated from each other and boot in a fraction of a second. The template's name
 * carries a hash of the migrations and seed, so a stale one is never reused against DATABASE_URL.
 */
const TEMPLATE = `kapor_tpl_${createHash('sha1')
  .update(JSON.stringify([MIGRATIONS.map((m) => m.name), SEED_PRODUCTS, SEED_TRANSLATIONS, DEMO_ACCOUNTS, DEMO_STAFF, SEED_PROMO_CODES]))
  .digest('hex')
  .slice(0, 12)}`;

function adminUrl(): string {
  const url = process.env.KAPOR_TEST_ADMIN_URL;
  if (!url) throw new Error('KAPOR_TEST_ADMIN_URL is not set: run the tests through Jest (its global setup starts PostgreSQL).');
  return url;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function ensureTemplate(): Promise<void> {
  await withAdmin(async (admin) => {
    await admin.query('SELECT pg_advisory_lock(4242002)');
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE]);
      if (found.rowCount) return;
      const building = `${TEMPLATE}_build`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      await prepareDatabase(withDatabase(adminUrl(), building), { demoAccounts: true });
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${TEMPLATE}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(4242002)');
    }
  });
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated and seeded database of our own. */
export async function createTestDatabase(): Promise<TestDatabase> {
  await ensureTemplate();
  const name = `kapor_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`));
  return {
    url: withDatabase(adminUrl(), name),
    drop: () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
