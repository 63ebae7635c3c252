import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Writable } from 'node:stream';
import { siteOrigin } from '../../common/http/public-url';
import type { ShopOperation } from './in-process-graphql';
import type { PageAssetCatalog, PageAssets } from './page-assets';

/** The SSR bundle's render function (client/src/entry-server.tsx), as the server calls it. */
export type RenderPage = (request: {
  url: string;
  origin: string;
  cookieHeader?: string;
  execute(operation: ShopOperation): Promise<unknown>;
  assets(pageModules: string[]): PageAssets;
  signal?: AbortSignal;
}) => Promise<
  | { kind: 'redirect'; status: number; location: string; personal?: boolean }
  | { kind: 'page'; status: number; fingerprint: string; pipe(destination: Writable, events: { onReady(): void; onError(error: unknown): void }): void }
>;

export interface StorefrontPagesOptions {
  render: RenderPage;
  assets: PageAssetCatalog;
  /** The shop's public address (PUBLIC_URL); unset: the request's own. */
  publicUrl?: string;
  execute(req: Request, res: Response): (operation: ShopOperation) => Promise<unknown>;
  /** The client-rendered shell, answered when rendering fails: the shop still works in the browser. */
  fallbackHtml: string;
}

/**
 * Every page is rendered for a visitor (the login lives in the browser), so every answer may be kept by
 * a CDN: for a minute, revalidated by ETag, then served stale while it refreshes. Its language is its
 * address's (`/bn/…`, `/hi/…`); it depends on the currency cookie, hence `Vary: Cookie`.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';
const PERSONAL_REDIRECT_CACHE_CONTROL = 'private, no-cache';

/**
 * The storefront's pages, rendered on the server (docs/adr/011-server-rendering.md): a redirect or the
 * page's status (404 for what does not exist), caching headers with an ETag worked out before the HTML
 * is streamed (equal inputs give equal HTML), and a 304 when the browser or CDN already has it.
 */
export function storefrontPages(options: StorefrontPagesOptions): RequestHandler {
  const logger = new Logger('Storefront');
  return (req, res) => {
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    const origin = siteOrigin(req, { publicUrl: options.publicUrl });
    const failed = (error: unknown) => {
      if (abort.signal.aborted) return;
      logger.error(`Rendering ${req.originalUrl} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (res.headersSent) return res.destroy();
      res.status(500).setHeader('Cache-Control', 'no-store').type('html').send(options.fallbackHtml);
    };

    options
      .render({
        url: req.originalUrl,
        origin,
        cookieHeader: req.headers.cookie,
        execute: options.execute(req, res),
        assets: (modules) => options.assets.assetsOf(modules),
        signal: abort.signal,
      })
      .then((page) => {
        res.setHeader('Vary', 'Cookie');
        if (page.kind === 'redirect') {
          // A redirect to the language the visitor's cookie remembers is theirs alone.
          res.setHeader('Cache-Control', page.personal ? PERSONAL_REDIRECT_CACHE_CONTROL : REDIRECT_CACHE_CONTROL);
          return res.redirect(page.status, page.location);
        }
        const etag = `"${createHash('sha256').update(options.assets.buildId).update('\n').update(page.fingerprint).digest('base64url').slice(0, 27)}"`;
        res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
        res.setHeader('ETag', etag);
        if (page.status === 200 && req.fresh) return res.status(304).end();
        res.status(page.status).type('html');
        if (req.method === 'HEAD') return res.end();
        page.pipe(res, { onReady: () => undefined, onError: failed });
      })
      .catch(failed);
  };
}
