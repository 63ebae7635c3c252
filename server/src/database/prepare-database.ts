import { DataSource } from 'typeorm';
import { seedDemoAccounts } from '../accounts/seed/accounts.seeder';
import { SEED_PRODUCTS } from '../catalog/seed/catalog-seed-data';
import { catalogIsEmpty, seedCatalog } from '../catalog/seed/catalog.seeder';
import { seedPromoCodes } from '../promotions/seed/promotions.seeder';
import { seedReviews } from '../reviews/seed/reviews.seeder';
import { seedDemoStaff } from '../staff/seed/staff.seeder';
import { dataSourceOptions } from './data-source-options';

export interface PrepareOptions {
  /** Seed even when the catalogue already has products (npm run seed). */
  forceSeed?: boolean;
  /** Also create the documented demo customer and staff logins (not in production). */
  demoAccounts?: boolean;
  log?: (message: string) => void;
}

/** An arbitrary constant shared by every instance, so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 4_242_001;

/**
 * Runs pending migrations and, when the catalogue is empty, the seed — under a PostgreSQL advisory lock
 * so several instances starting together against one database do not race each other.
 */
export async function prepareDatabase(url: string, options: PrepareOptions = {}): Promise<void> {
  const log = options.log ?? (() => undefined);
  // One connection holds the lock while migrations and the seed use others.
  const dataSource = new DataSource({ ...dataSourceOptions(url, 3), logging: false });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'all' });
      if (applied.length > 0) log(`applied migrations: ${applied.map((m) => m.name).join(', ')}`);
      if (options.forceSeed || (await catalogIsEmpty(dataSource.manager))) {
        await dataSource.transaction(async (manager) => {
          await seedCatalog(manager);
          await seedReviews(manager, SEED_PRODUCTS);
          await seedPromoCodes(manager);
          if (options.demoAccounts) {
            await seedDemoAccounts(manager);
            await seedDemoStaff(manager);
          }
        });
        log(options.demoAccounts ? 'seeded the catalogue, promo codes and demo logins' : 'seeded the catalogue and promo codes');
      }
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}
