import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { adminAppHandlers } from './admin-app';
import { buildSchema } from 'graphql';
import { writeStandInClientDist } from '../../test/support/stand-in-client-dist';
import { clientAppHandlers } from './client-app';

/** The built back office and storefront as production serves them, on stand-in dist directories. */
describe('adminAppHandlers', () => {
  let root: string;
  let adminDist: string;
  let clientDist: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'kapor-admin-dist-'));
    adminDist = path.join(root, 'admin');
    clientDist = path.join(root, 'client');
    mkdirSync(path.join(adminDist, 'assets'), { recursive: true });
    writeFileSync(path.join(adminDist, 'index.html'), '<!doctype html><title>back office</title>');
    writeFileSync(path.join(adminDist, 'assets', 'index-abc123.js'), 'console.log("admin")');
    writeFileSync(path.join(adminDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeStandInClientDist(clientDist);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Both apps in the server's order, then a stand-in for the API routes Nest adds after them. */
  async function appWith(admin: boolean) {
    const app = express();
    if (admin) app.use(adminAppHandlers(adminDist)!);
    app.use(...(await clientAppHandlers(clientDist, { graphiql: false, shopSchema: () => buildSchema('type Query { ok: Boolean }') }))!);
    app.use((req, res) => res.status(404).json({ success: false, path: req.path }));
    return app;
  }

  it.each(['/admin', '/admin/', '/admin/staff', '/admin/audit-log', '/admin/login'])('answers the back-office route %s with its own index.html, never cached', async (route) => {
    const res = await request(await appWith(true)).get(route).expect(200);
    expect(res.text).toContain('<title>back office</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('caches its hashed assets for a year and other files for an hour, as the storefront does', async () => {
    const asset = await request(await appWith(true)).get('/admin/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.text).toContain('admin');
    const icon = await request(await appWith(true)).get('/admin/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('leaves a missing asset, the admin API and the storefront alone', async () => {
    await request(await appWith(true)).get('/admin/assets/missing.js').expect(404);
    expect((await request(await appWith(true)).get('/admin-api').expect(404)).body).toMatchObject({ path: '/admin-api' });
    await request(await appWith(true)).post('/admin/staff').expect(404);
    expect((await request(await appWith(true)).get('/mens').expect(200)).text).toContain('page /mens');
  });

  it('never lets the storefront answer /admin, even when the back office is not built', async () => {
    expect(adminAppHandlers(path.join(root, 'nowhere'))).toBeNull();
    for (const route of ['/admin', '/admin/staff', '/admin-api']) {
      const res = await request(await appWith(false)).get(route).expect(404);
      expect(res.text).not.toContain('storefront');
    }
  });
});
