import type { TestApp } from './test-app';

/** How many audit entries the shop has written: a refused or failed admin change must leave it as it was. */
export async function auditEntryCount(t: TestApp): Promise<number> {
  const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM audit_entry`);
  return n;
}
