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

/** docs/architecture.md walks through the code by file name: a renamed or deleted file must not leave it pointing nowhere. */
describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const text = readFileSync(path.join(REPO_ROOT, 'docs', 'architecture.md'), 'utf8');
    // `a/b.ts`, `web/`, `codegen.yml`: code spans that look like paths. Server paths may be relative to server/src.
    const names = [...text.matchAll(/`([\w.@/-]+(?:\/|\.(?:ts|tsx|mjs|md|yml|json|graphql)))`/g)].map((m) => m[1]);
    const roots = ['', 'server/src', 'client/src', 'docs'];
    const exists = (name: string) => roots.some((root) => existsSync(path.join(REPO_ROOT, root, name)));
    const found = names.filter((name) => !name.includes('*') && !name.includes('<'));
    expect(found.length).toBeGreaterThan(60);
    // A bare file name (`catalog.sql.ts`) may sit in any module folder: look it up among the tracked files.
    const tracked = execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\n');
    const missing = found.filter((name) => !exists(name) && (name.includes('/') || !tracked.some((file) => file.endsWith(`/${name}`))));
    expect(missing).toEqual([]);
  });
});
