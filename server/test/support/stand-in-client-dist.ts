import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A built storefront in miniature: index.html (the client-rendered shell), a Vite manifest, a CSS file,
 * hashed assets and a server renderer whose answers depend on the path — /moved redirects, /missing is
 * not found, /boom fails — so the serving code is tested without building the client.
 */
export function writeStandInClientDist(dist: string): void {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>storefront shell</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'graphiql.html'), '<!doctype html><title>graphiql</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'main-abc123.css'), 'body{color:#111}');
  writeFileSync(path.join(dist, 'assets', 'Page-abc123.css'), '.page{color:#222}');
  writeFileSync(path.join(dist, 'assets', 'Page-abc123.js'), 'export default 1');
  writeFileSync(path.join(dist, 'assets', 'Shared-abc123.css'), '.shared{color:#333}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, css: ['assets/main-abc123.css'], dynamicImports: ['src/features/Page.tsx', '_Shared-abc123.js'] },
      // A page module other code imports too: the bundler put it in a shared chunk named after it.
      '_Shared-abc123.js': { file: 'assets/Shared-abc123.js', name: 'SharedPage', imports: ['index.html'], css: ['assets/Shared-abc123.css'] },
      'src/features/Page.tsx': { file: 'assets/Page-abc123.js', imports: ['index.html'], css: ['assets/Page-abc123.css'] },
      '../node_modules/@fontsource-variable/jost/files/jost-latin-wght-normal.woff2': { file: 'assets/jost-latin-wght-normal-x.woff2' },
    }),
  );
  // CommonJS, so both Node and Jest load it with require().
  writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    `exports.render = async function render(request) {
  const url = new URL(request.url, request.origin);
  if (url.pathname === '/moved') return { kind: 'redirect', status: 301, location: '/new-place' };
  if (url.pathname === '/boom') throw new Error('the renderer broke');
  const modules = { '/page': ['features/Page'], '/shared': ['app/SharedPage'], '/unbuilt': ['features/Nowhere'] };
  const assets = request.assets(modules[url.pathname] || []);
  const status = url.pathname === '/missing' ? 404 : 200;
  const prefs = request.cookieHeader || '';
  return {
    kind: 'page',
    status,
    fingerprint: url.pathname + url.search + prefs,
    pipe(destination) {
      destination.end('<!DOCTYPE html><html><head><style>' + assets.css + '</style></head><body>page ' + url.pathname + ' from ' + request.origin + ' entry ' + assets.entry + ' preloads ' + assets.modulePreloads.join(',') + ' ' + prefs + '</body></html>');
    },
  };
};
`,
  );
}
