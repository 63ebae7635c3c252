import express, { type RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * Paths the server answers itself (or the back office's own app, web/admin-app.ts; /dev: the development
 * outbox); everything else GET-able belongs to the storefront's router.
 */
const SERVER_PREFIXES = ['/api', '/graphql', '/graphiql', '/admin', '/admin-api', '/images', '/health', '/sandbox-gateway', '/payment-callback', '/dev', '/robots.txt'];
/** The sitemap and its pages (seo/), generated from the database. */
const SITEMAP_PATH = /^\/sitemap(?:-\d+)?\.xml$/;

const CATEGORY_BANNERS: Record<string, string> = { '/womens': 'banner-women', '/mens': 'banner-men', '/kids': 'banner-kid' };

/**
 * The picture that will be the largest thing on a page's first screen, so the browser can start
 * fetching it with the page instead of after the page's code has run (Largest Contentful Paint).
 */
export function largestImageOf(pagePath: string): string | null {
  if (pagePath === '/') return '/images/art/hero.svg';
  // Only pictures that always exist: a product page's address may name no product, and a preload of a
  // missing picture is an error in the shopper's console.
  const banner = CATEGORY_BANNERS[pagePath];
  return banner ? `/images/art/${banner}.svg` : null;
}

/** A Vite build's files: content-hashed assets (assets/) cached for a year, anything else for an hour. */
export function staticAssetHeaders(res: ServerResponse, file: string): void {
  const hashed = file.includes(`${path.sep}assets${path.sep}`);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
}

/**
 * Serves the built storefront: hashed assets cached for a year, index.html never cached, and any
 * client-side route (/mens, /product/x …) answered with index.html. /graphiql gets its own page when
 * introspection is on (it is useless without it, and production turns both off).
 */
export function clientAppHandlers(distDir: string, options: { graphiql: boolean }): RequestHandler[] | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const graphiqlFile = path.join(distDir, 'graphiql.html');

  const assets = express.static(distDir, { index: false, setHeaders: staticAssetHeaders });

  const pages: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/graphiql' || req.path === '/graphiql/') {
      if (!options.graphiql || !existsSync(graphiqlFile)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      return res.sendFile(graphiqlFile);
    }
    if (SERVER_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`)) || SITEMAP_PATH.test(req.path)) return next();
    if (path.extname(req.path) !== '') return next(); // a missing file is a 404, not the app
    res.setHeader('Cache-Control', 'no-cache');
    const image = largestImageOf(req.path);
    if (image) res.setHeader('Link', `<${image}>; rel=preload; as=image; fetchpriority=high`);
    res.sendFile(indexFile);
  };

  return [assets, pages];
}
