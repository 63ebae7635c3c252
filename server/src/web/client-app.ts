import express, { type Request, type RequestHandler, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { inProcessShopExecutor } from './storefront/in-process-graphql';
import { PageAssetCatalog } from './storefront/page-assets';
import { storefrontPages, type RenderPage } from './storefront/storefront-pages';

/**
 * Paths the server answers itself (or the back office's own app, web/admin-app.ts; /dev: the development
 * outbox); everything else GET-able belongs to the storefront's router.
 */
const SERVER_PREFIXES = ['/api', '/graphql', '/graphiql', '/admin', '/admin-api', '/images', '/health', '/sandbox-gateway', '/payment-callback', '/dev', '/robots.txt'];
/** The sitemap and its pages (seo/), generated from the database. */
const SITEMAP_PATH = /^\/sitemap(?:-\d+)?\.xml$/;

/** A Vite build's files: content-hashed assets (assets/) cached for a year, anything else for an hour. */
export function staticAssetHeaders(res: ServerResponse, file: string): void {
  const hashed = file.includes(`${path.sep}assets${path.sep}`);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
}

export interface ClientAppOptions {
  graphiql: boolean;
  publicUrl?: string;
  /** The shop API's schema, for the operations a page runs while it renders (known once the app is initialised). */
  shopSchema(): GraphQLSchema;
}

/**
 * Serves the built storefront: hashed assets cached for a year, every page rendered on the server by
 * the client's SSR bundle (dist/server/entry-server.js), and /graphiql when introspection is on (it is
 * useless without it, and production turns both off). Null when the client has not been built.
 */
export async function clientAppHandlers(distDir: string, options: ClientAppOptions): Promise<RequestHandler[] | null> {
  const indexFile = path.join(distDir, 'index.html');
  const rendererFile = path.join(distDir, 'server', 'entry-server.js');
  if (!existsSync(indexFile) || !existsSync(rendererFile)) return null;
  const graphiqlFile = path.join(distDir, 'graphiql.html');
  // An ES module; the server's CommonJS build loads it with require(), which Node 24 allows.
  const { render } = (await import(rendererFile)) as { render: RenderPage };

  const assets = express.static(distDir, { index: false, setHeaders: staticAssetHeaders });
  const renderPage = storefrontPages({
    render,
    assets: new PageAssetCatalog(distDir),
    publicUrl: options.publicUrl,
    execute: (req: Request, res: Response) => inProcessShopExecutor(options.shopSchema, req, res),
    fallbackHtml: readFileSync(indexFile, 'utf8'),
  });

  const pages: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/graphiql' || req.path === '/graphiql/') {
      if (!options.graphiql || !existsSync(graphiqlFile)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      return res.sendFile(graphiqlFile);
    }
    if (SERVER_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`)) || SITEMAP_PATH.test(req.path)) return next();
    if (path.extname(req.path) !== '') return next(); // a missing file is a 404, not a page
    renderPage(req, res, next);
  };

  return [assets, pages];
}
