import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/paths';

/**
 * The product spec and the design live in the repository (docs/), and every "docs/SPEC.md §N" or
 * "docs/DESIGN.md §N" the code and the README cite names a section those files really have.
 */
describe('docs/SPEC.md and docs/DESIGN.md', () => {
  const sections = (file: string) => new Set([...readFileSync(path.join(REPO_ROOT, 'docs', file), 'utf8').matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));

  it('are in the repository', () => {
    expect(existsSync(path.join(REPO_ROOT, 'docs', 'SPEC.md'))).toBe(true);
    expect(existsSync(path.join(REPO_ROOT, 'docs', 'DESIGN.md'))).toBe(true);
  });

  it('have every section the code and the README cite', () => {
    const tracked = execFileSync('git', ['ls-files', 'README.md', 'server/src', 'server/test', 'client/src', 'client/test', 'e2e'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\n').filter((f) => /\.(ts|tsx|md)$/.test(f));
    const known = { SPEC: sections('SPEC.md'), DESIGN: sections('DESIGN.md') };
    const citations: string[] = [];
    const missing: string[] = [];
    for (const file of tracked) {
      const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
      // "docs/SPEC.md §3, §7": the file, then one or more section numbers.
      for (const cite of text.matchAll(/\b(SPEC|DESIGN)(?:\.md)? (§\d+(?:, §\d+)*)/g)) {
        const doc = cite[1] as 'SPEC' | 'DESIGN';
        if (!text.slice(Math.max(0, cite.index - 5), cite.index).endsWith('docs/')) missing.push(`${file}: "${cite[0]}" does not say docs/`);
        for (const [, n] of cite[2].matchAll(/§(\d+)/g)) {
          citations.push(`${doc} §${n}`);
          if (!known[doc].has(n)) missing.push(`${file}: ${doc} §${n} is not a section of docs/${doc}.md`);
        }
      }
    }
    expect(citations.length).toBeGreaterThan(15);
    expect(missing).toEqual([]);
  });
});
