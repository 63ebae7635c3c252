import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routes, type PageHandle } from '../src/app/router';

/**
 * The server finds a page's chunk and styles in Vite's manifest by the module its route names; a name
 * that drifted from the import would leave a server-rendered page without its code preloaded.
 */
describe('the route table', () => {
  const source = readFileSync(path.join(__dirname, '../src/app/router.tsx'), 'utf8');

  it('names, for every page, the module it imports', () => {
    const pairs = [...source.matchAll(/[pP]age\('([^']+)', \(\) => import\('([^']+)'\)\)/g)];
    expect(pairs.length).toBeGreaterThan(25);
    for (const [, module, imported] of pairs) {
      expect(path.posix.join('src/app', imported)).toBe(`src/${module}`);
    }
  });

  it('gives every lazy page a module name', () => {
    const pages = routes[0].children!.filter((route) => route.lazy);
    expect(pages.length).toBeGreaterThan(25);
    for (const route of pages) expect((route.handle as PageHandle).module).toMatch(/^(app|features)\/\w+/);
  });
});
