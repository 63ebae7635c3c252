import type { EntityManager } from 'typeorm';
import { hashPassword } from '../../accounts/password-hasher';

/**
 * Demo back-office logins for development and tests, documented in the README; never created in
 * production (SEED_DEMO_ACCOUNTS), where the first owner is made with `npm run create-owner`.
 */
export const DEMO_STAFF = [
  { name: 'Kapor Admin', email: 'admin@kapor.shop', password: 'kapor-admin-2026', role: 'OWNER' },
  { name: 'Kapor Staff', email: 'staff@kapor.shop', password: 'kapor-staff-2026', role: 'STAFF' },
] as const;

export async function seedDemoStaff(manager: EntityManager): Promise<void> {
  for (const member of DEMO_STAFF) {
    await manager.query(`INSERT INTO staff_member (name, email, password_hash, role) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING`, [
      member.name,
      member.email,
      await hashPassword(member.password),
      member.role,
    ]);
  }
}
