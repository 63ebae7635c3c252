import { Client } from 'pg';
import { currentJob } from '../../src/jobs/job-queue';

/**
 * Counts the SQL statements every pg client sends, by wrapping Client#query once per test process.
 * Used to prove that an operation's statement count does not grow with its size. Background work is not
 * the operation's and is left out: the job queue's own statements (pg-boss polling its `pgboss` schema on
 * its own beat) and those of job handlers (a back-in-stock mail an earlier test's restock enqueued).
 */
let count = 0;
const JOB_QUEUE_STATEMENT = /\bpgboss\./;
let installed = false;

export function installSqlCounter(): void {
  if (installed) return;
  installed = true;
  const original = Client.prototype.query;
  Client.prototype.query = function countedQuery(this: Client, ...args: unknown[]) {
    const [statement] = args;
    const text = typeof statement === 'string' ? statement : ((statement as { text?: string } | undefined)?.text ?? '');
    if (!JOB_QUEUE_STATEMENT.test(text) && currentJob() === undefined) count += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof Client.prototype.query;
}

/** Statements sent while `work` ran, other than background work's (assumes no other request runs meanwhile). */
export async function countStatements(work: () => Promise<unknown>): Promise<number> {
  installSqlCounter();
  const before = count;
  await work();
  return count - before;
}
