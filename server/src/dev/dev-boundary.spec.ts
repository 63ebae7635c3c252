import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Development tools (the sandbox gateway, the bench routes) are wired in at three known places and
 * nowhere else, so no shop module starts depending on them (docs/adr/005-dev-modules-and-their-tables.md).
 */
const SRC = join(__dirname, '..');
const WIRING = ['app.module.ts', 'main.ts', 'payments/payments.module.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('development modules', () => {
  it('hold the sandbox gateway and the bench routes', () => {
    const files = sourceFiles(__dirname).map((f) => relative(__dirname, f));
    expect(files).toEqual(expect.arrayContaining(['sandbox-gateway/sandbox-gateway.module.ts', 'bench/bench-routes.ts']));
  });

  it('are imported only where the application wires them in', () => {
    const importers = sourceFiles(SRC)
      .filter((file) => !file.startsWith(__dirname))
      .filter((file) => /from\s+'[^']*\/dev\//.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file))
      .sort();
    expect(importers).toEqual(WIRING);
  });
});
