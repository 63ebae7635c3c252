import type { QueryRunner } from 'typeorm';
import type { TestApp } from './test-app';

/**
 * Plays "another request in flight": opens a transaction on its own connection and runs `sql` in it,
 * holding whatever rows that locks or writes until commit() or rollback(). Lets a test park the app's
 * requests at a chosen point and release them together, so a race happens every time, not by luck.
 */
export async function holdInTransaction(t: TestApp, sql: string, params: unknown[] = []): Promise<{ commit(): Promise<void>; rollback(): Promise<void> }> {
  const runner: QueryRunner = t.db.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  try {
    await runner.query(sql, params);
  } catch (error) {
    await runner.rollbackTransaction();
    await runner.release();
    throw error;
  }
  const end = (how: 'commit' | 'rollback') => async () => {
    await (how === 'commit' ? runner.commitTransaction() : runner.rollbackTransaction());
    await runner.release();
  };
  return { commit: end('commit'), rollback: end('rollback') };
}

/** Waits until `count` sessions of this test's database are blocked on a lock. */
export async function waitForLockWaiters(t: TestApp, count: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
    if (n >= count) return;
    if (Date.now() > deadline) throw new Error(`only ${n} of ${count} sessions reached the lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
