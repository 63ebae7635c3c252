import type { EntityManager } from 'typeorm';
import { splitName } from '../account-details';
import { hashPassword } from '../password-hasher';

/**
 * The demo shopper for development and tests, documented in the README (the demo staff are the staff
 * module's). Never created in production (SEED_DEMO_ACCOUNTS defaults to false there).
 */
export const DEMO_ACCOUNTS = [{ name: 'Demo Shopper', email: 'demo@kapor.shop', password: 'kapor-demo-2026' }] as const;

export async function seedDemoAccounts(manager: EntityManager): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const { firstName, secondName } = splitName(account.name);
    await manager.query(
      `INSERT INTO customer (first_name, second_name, email, password_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (lower(email)) DO NOTHING`,
      [firstName, secondName, account.email, await hashPassword(account.password)],
    );
  }
}
