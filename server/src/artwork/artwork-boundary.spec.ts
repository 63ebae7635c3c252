import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The artwork module draws; the catalogue depends on it, never the other way round. At run time it may
 * reach only the shared infrastructure (common/); from the catalogue it takes the shop's vocabulary as
 * types alone, which vanish when compiled.
 */
describe('the artwork module', () => {
  const sources = readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));

  it('holds the drawing code', () => {
    expect(sources).toEqual(expect.arrayContaining(['garment-svg.ts', 'art-svg.ts', 'artwork.module.ts']));
  });

  it.each(sources)('%s imports no other module at run time', (file) => {
    const text = readFileSync(join(__dirname, file), 'utf8');
    const runtimeImports = [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
    const outside = runtimeImports.filter((path) => path.startsWith('..') && !path.startsWith('../common/'));
    expect(outside).toEqual([]);
  });
});
