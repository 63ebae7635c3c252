import express, { Router, type RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { staticAssetHeaders } from './client-app';

/** Where the back office is served; its Vite build is made for this base (admin/vite.config.ts). */
export const ADMIN_PATH = '/admin';

/**
 * Serves the built back office at /admin: its hashed assets cached like the storefront's, index.html
 * never cached, and any of its client-side routes (/admin/staff …) answered with its index.html. A
 * separate build and entry, so the storefront's pages never load any of it. Search engines are told
 * to stay out.
 */
export function adminAppHandlers(distDir: string): RequestHandler | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    next();
  });
  router.use(express.static(distDir, { index: false, redirect: false, setHeaders: staticAssetHeaders }));
  router.get('/{*route}', (req, res, next) => {
    if (path.extname(req.path) !== '') return next(); // a missing file is a 404, not the app
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  const app = Router();
  app.use(ADMIN_PATH, router);
  return app;
}
