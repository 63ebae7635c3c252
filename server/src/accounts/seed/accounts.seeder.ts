import type { EntityManager } from 'typeorm';
import { hashPassword } from '../password-hasher';

/**
 * The demo shopper for development and tests, documented in the README (the demo staff are the staff
 * module's). Never created in production (SEED_DEMO_ACCOUNTS defaults to false there).
 */
export const DEMO_ACCOUNTS = [{ name: 'Demo Shopper', email: 'demo@kapor.shop', password: 'kapor-demo-2026' }] as const;

export async function seedDemoAccounts(manager: EntityManager): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await manager.query(
      `INSERT INTO customer (name, email, password_hash) VALUES ($1, $2, $3)
       ON CONFLICT (lower(email)) DO NOTHING`,
      [account.name, account.email, await hashPassword(account.password)],
    );
  }
}
