import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE = join(__dirname, '..');
const MACHINE = join(__dirname, 'order-state-machine.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** What only the state machine may do to an order: lock it, set its status or hold (in SET, not WHERE), write its timeline. */
const MACHINE_ONLY: [string, RegExp][] = [
  ['writes the timeline', /INSERT INTO order_event\b/],
  ['changes the status', /UPDATE customer_order\b[^`]*?\bSET\b(?:(?!\bWHERE\b)[^`])*\bstatus\s*=/],
  ['holds a payment', /UPDATE customer_order\b[^`]*?\bSET\b(?:(?!\bWHERE\b)[^`])*\bpayment_on_hold\s*=/],
  ['locks an order', /FROM customer_order\b[^`]*\bFOR UPDATE\b/],
];

describe('the order state machine', () => {
  it('is the only code that locks an order, moves or holds it, or writes its timeline', () => {
    const sideDoors: string[] = [];
    for (const file of sourceFiles(SOURCE)) {
      if (file === MACHINE) continue;
      const source = readFileSync(file, 'utf8');
      for (const [what, pattern] of MACHINE_ONLY) if (pattern.test(source)) sideDoors.push(`${relative(SOURCE, file)} ${what}`);
    }
    expect(sideDoors).toEqual([]);
  });

  it('does each of those itself', () => {
    const machine = readFileSync(MACHINE, 'utf8');
    expect(MACHINE_ONLY.filter(([, pattern]) => !pattern.test(machine)).map(([what]) => what)).toEqual([]);
  });
});
