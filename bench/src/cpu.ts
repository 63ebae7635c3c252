import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time from /proc (Linux), in ms. On a shared machine throughput moves with whatever else runs, but the
 * CPU an operation costs the server and PostgreSQL hardly does: it is the steadier figure of the two.
 */
const TICK_MS = (() => {
  try {
    return 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  } catch {
    return 10;
  }
})();

function stat(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** User + system time of one process. */
export function processCpuMs(pid: number): number {
  const fields = stat(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : NaN;
}

/**
 * A process and its children (PostgreSQL: the postmaster and its backends): the live children's time plus
 * what the parent has collected from children that ended.
 */
export function processTreeCpuMs(pid: number): number {
  const root = stat(pid);
  if (!root) return NaN;
  let ticks = Number(root[11]) + Number(root[12]) + Number(root[13]) + Number(root[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = stat(Number(entry));
    if (fields && Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}
