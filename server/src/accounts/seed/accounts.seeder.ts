import type { EntityManager } from 'typeorm';
import { hashPassword } from '../password-hasher';

/**
 * Demo logins for development and tests, documented in the README. They are never created in
 * production (SEED_DEMO_ACCOUNTS defaults to false there).
 */
export const DEMO_ACCOUNTS = [
  { name: 'Demo Shopper', email: 'demo@kapor.shop', password: 'kapor-demo-2026', role: 'customer' },
  { name: 'Kapor Admin', email: 'admin@kapor.shop', password: 'kapor-admin-2026', role: 'admin' },
] as const;

export async function seedDemoAccounts(manager: EntityManager): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await manager.query(
      `INSERT INTO customer (name, email, password_hash, role) VALUES ($1, $2, $3, $4)
       ON CONFLICT (lower(email)) DO NOTHING`,
      [account.name, account.email, await hashPassword(account.password), account.role],
    );
  }
}
