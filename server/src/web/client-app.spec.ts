import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { clientAppHandlers } from './client-app';

/** The built storefront as production serves it, on a stand-in dist directory. */
describe('clientAppHandlers', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'kapor-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>storefront</title>');
    writeFileSync(path.join(dist, 'graphiql.html'), '<!doctype html><title>graphiql</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  function appWith(graphiql: boolean) {
    const app = express();
    app.use(...clientAppHandlers(dist, { graphiql })!);
    // Stands in for the API routes Nest adds after the storefront's handlers.
    app.use((req, res) => res.status(404).json({ success: false, path: req.path }));
    return app;
  }

  it.each(['/', '/mens', '/womens', '/display_product', '/payment/success/T123', '/some/unknown/route'])('answers the client route %s with index.html', async (route) => {
    const res = await request(appWith(true)).get(route).expect(200);
    expect(res.text).toContain('<title>storefront</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/', '/images/art/hero.svg'],
    ['/womens', '/images/art/banner-women.svg'],
    ['/kids', '/images/art/banner-kid.svg'],
  ])('tells the browser to fetch the first screen’s big picture of %s with the page', async (route, image) => {
    const res = await request(appWith(true)).get(route).expect(200);
    expect(res.headers.link).toBe(`<${image}>; rel=preload; as=image; fetchpriority=high`);
  });

  it.each(['/cart', '/product/linen-shirt', '/product/no-such-product'])('hints no picture for %s', async (route) => {
    const res = await request(appWith(true)).get(route);
    expect(res.headers.link).toBeUndefined();
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await request(appWith(true)).get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(appWith(true)).get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/api/product/nothing', '/graphql', '/images/products/x/front.svg', '/health', '/dev/outbox', '/assets/missing.js', '/robots.txt', '/sitemap.xml', '/sitemap-2.xml'])('leaves %s to the server (a missing file is a 404, not the app)', async (route) => {
    const res = await request(appWith(true)).get(route).expect(404);
    expect(res.body).toMatchObject({ success: false });
  });

  it('serves GraphiQL only while introspection is on', async () => {
    expect((await request(appWith(true)).get('/graphiql').expect(200)).text).toContain('<title>graphiql</title>');
    await request(appWith(false)).get('/graphiql').expect(404);
  });

  it('answers nothing for POSTs and needs a built client at all', async () => {
    await request(appWith(true)).post('/mens').expect(404);
    expect(clientAppHandlers(path.join(dist, 'nowhere'), { graphiql: true })).toBeNull();
  });
});
