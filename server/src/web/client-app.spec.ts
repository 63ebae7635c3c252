import express from 'express';
import { buildSchema } from 'graphql';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { writeStandInClientDist } from '../../test/support/stand-in-client-dist';
import { clientAppHandlers } from './client-app';
import { PAGE_CACHE_CONTROL } from './storefront/storefront-pages';

/** The built storefront as production serves it, on a stand-in dist directory with a stand-in renderer. */
describe('clientAppHandlers', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'kapor-dist-'));
    writeStandInClientDist(dist);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const shopSchema = () => buildSchema('type Query { ok: Boolean }');

  async function appWith(graphiql: boolean, publicUrl?: string) {
    const app = express();
    app.use(...(await clientAppHandlers(dist, { graphiql, publicUrl, shopSchema }))!);
    // Stands in for the API routes Nest adds after the storefront's handlers.
    app.use((req, res) => res.status(404).json({ success: false, path: req.path }));
    return app;
  }

  it.each(['/', '/mens', '/display_product', '/payment/success/T123'])('renders the page %s on the server, cacheable by a CDN', async (route) => {
    const res = await request(await appWith(true)).get(route).expect(200);
    expect(res.text).toContain(`page ${route}`);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(res.headers.vary).toBe('Cookie');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('inlines the styles of the app and of the page, and names the entry from the manifest', async () => {
    const res = await request(await appWith(true)).get('/page').expect(200);
    expect(res.text).toContain('<style>body{color:#111}\n.page{color:#222}</style>');
    expect(res.text).toContain('entry /assets/index-abc123.js');
  });

  it('finds the chunk of a page module the bundler shared with other code, and renders a page whose chunk it cannot name', async () => {
    const app = await appWith(true);
    const shared = await request(app).get('/shared').expect(200);
    expect(shared.text).toContain('.shared{color:#333}');
    expect(shared.text).toContain('preloads /assets/Shared-abc123.js');
    expect((await request(app).get('/unbuilt').expect(200)).text).toContain('page /unbuilt');
  });

  it('answers 304 to a browser that has the page, and a new page when its cookies differ', async () => {
    const app = await appWith(true);
    const first = await request(app).get('/womens').expect(200);
    await request(app).get('/womens').set('If-None-Match', first.headers.etag).expect(304);
    const inTaka = await request(app).get('/womens').set('Cookie', 'kapor-currency=BDT').set('If-None-Match', first.headers.etag).expect(200);
    expect(inTaka.headers.etag).not.toBe(first.headers.etag);
    expect(inTaka.text).toContain('kapor-currency=BDT');
  });

  it('answers what the page says: a 404 for what does not exist, a redirect for what moved', async () => {
    const app = await appWith(true);
    expect((await request(app).get('/missing').expect(404)).text).toContain('page /missing');
    const moved = await request(app).get('/moved').expect(301);
    expect(moved.headers.location).toBe('/new-place');
    expect(moved.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('renders absolute addresses for the configured public URL', async () => {
    expect((await request(await appWith(true, 'https://shop.example')).get('/').expect(200)).text).toContain('from https://shop.example');
  });

  it('answers the client-rendered shell with a 500 when rendering fails, never cached', async () => {
    const res = await request(await appWith(true)).get('/boom').expect(500);
    expect(res.text).toContain('<title>storefront shell</title>');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const app = await appWith(true);
    const asset = await request(app).get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(app).get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/api/product/nothing', '/graphql', '/images/products/x/front.svg', '/health', '/dev/outbox', '/assets/missing.js', '/robots.txt', '/sitemap.xml', '/sitemap-2.xml'])('leaves %s to the server (a missing file is a 404, not the app)', async (route) => {
    const res = await request(await appWith(true)).get(route).expect(404);
    expect(res.body).toMatchObject({ success: false });
  });

  it('serves GraphiQL only while introspection is on', async () => {
    expect((await request(await appWith(true)).get('/graphiql').expect(200)).text).toContain('<title>graphiql</title>');
    await request(await appWith(false)).get('/graphiql').expect(404);
  });

  it('answers nothing for POSTs and needs a built client at all', async () => {
    await request(await appWith(true)).post('/mens').expect(404);
    expect(await clientAppHandlers(path.join(dist, 'nowhere'), { graphiql: true, shopSchema })).toBeNull();
  });
});
