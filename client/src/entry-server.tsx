import { ApolloLink, Observable, type DocumentNode, type NormalizedCacheObject } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Writable } from 'node:stream';
import { App } from './app/App';
import { routes, type PageHandle } from './app/router';
import { createServerApolloClient } from './lib/apollo';
import type { Language } from './lib/i18n';
import { languageOfPath, pathInLanguage } from './lib/language-path';
import { preferencesFromCookies, rememberedLanguage } from './lib/preferences';
import { parseCookies } from './lib/ssr/cookies';
import { HttpResponseProvider, type HttpResponseState } from './lib/ssr/http-response';
import { PAGE_MODULES_ID, PAGE_STATE_ID, serializePageState, type PageState } from './lib/ssr/page-state';
import { SiteProvider } from './lib/ssr/site';

/** Runs one shop API operation in the server's own process, as a visitor of this request. */
export type ShopExecutor = (operation: { document: DocumentNode; variables: Record<string, unknown>; operationName?: string; language: Language }) => Promise<FormattedExecutionResult>;

/** What the HTML of a page links or inlines: chosen by the server from the build's manifest. */
export interface PageAssets {
  /** The browser entry's module. */
  entry: string;
  /** Modules to preload: the entry's imports and the page's own chunk with its imports. */
  modulePreloads: string[];
  /** Fonts the first screen uses. */
  fontPreloads: string[];
  /** The CSS the first screen needs (the app's and the page's), inlined: no render-blocking request. */
  css: string;
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The shop's public origin, for absolute URLs and the router's request. */
  origin: string;
  cookieHeader?: string;
  execute: ShopExecutor;
  /** The assets of the page, given the source modules (src/…, without extension) of its matched routes. */
  assets(pageModules: string[]): PageAssets;
  signal?: AbortSignal;
}

export type RenderResult =
  /** `personal`: the redirect depends on the visitor's cookies (their language), so no shared cache may keep it. */
  | { kind: 'redirect'; status: number; location: string; personal?: boolean }
  | {
      kind: 'page';
      status: number;
      /** Everything the HTML is made of besides the build: equal fingerprints, equal HTML (the ETag's basis). */
      fingerprint: string;
      /** Streams the document; `onReady` (all rendered) is the moment to send the status and headers. */
      pipe(destination: Writable, events: { onReady(): void; onError(error: unknown): void }): void;
    };

/** How many times a page may render to discover the queries of what it rendered before (a waterfall). */
const MAX_RENDERS = 6;

/**
 * Renders a storefront page on the server: react-router (data mode) matches it and runs its loaders,
 * Apollo's prerenderStatic renders it until all its queries have answered (in-process, see ShopExecutor),
 * then React streams the whole document with the cache and router state handed over for hydration.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const { language, basename } = languageOfPath(url.pathname);
  const cookies = parseCookies(request.cookieHeader);
  // An English address asked for by a shopper who chose another language: the same page in theirs.
  const remembered = rememberedLanguage(cookies);
  if (language === 'en' && remembered !== 'en') {
    return { kind: 'redirect', status: 302, location: pathInLanguage(request.url, remembered), personal: true };
  }

  const handler = createStaticHandler(routes, { basename: basename || undefined });
  const context = await handler.query(new Request(url, { signal: request.signal }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createServerApolloClient(inProcessLink(request.execute, language));
  const preferences = await preferencesFromCookies(cookies, language);
  const response: HttpResponseState = { status: context.statusCode };
  const app = (
    <HttpResponseProvider value={response}>
      <SiteProvider site={{ origin: request.origin }}>
        <App client={client} preferences={preferences} deferToken>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </SiteProvider>
    </HttpResponseProvider>
  );

  await prerenderStatic({ tree: app, renderFunction: renderToStaticMarkup, ignoreResults: true, maxRerenders: MAX_RENDERS, signal: request.signal });
  if (response.redirect) return { kind: 'redirect', status: response.redirect.status, location: response.redirect.to };

  const state: PageState = {
    apollo: client.extract() as NormalizedCacheObject,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    preferences: { currency: preferences.currency, language: preferences.language },
  };
  const stateJson = serializePageState(state);
  const pageModules = context.matches.map((match) => (match.route.handle as PageHandle | undefined)?.module).filter((module): module is string => Boolean(module));
  const assets = request.assets(pageModules);

  return {
    kind: 'page',
    status: response.status,
    fingerprint: `${response.status}\n${request.url}\n${stateJson}`,
    pipe(destination, events) {
      const stream = renderToPipeableStream(
        <Document lang={preferences.language} assets={assets} stateJson={stateJson}>
          {app}
        </Document>,
        {
          bootstrapModules: [assets.entry],
          // Piped once everything has rendered (the data is all there already, so that is soon). The app has
          // no Suspense boundary on purpose: React reveals a streamed one with an inline script, which the
          // shop's CSP refuses.
          onAllReady() {
            events.onReady();
            stream.pipe(destination);
          },
          onShellError: events.onError,
          onError: events.onError,
        },
      );
      request.signal?.addEventListener('abort', () => stream.abort());
    },
  };
}

/** The whole document, rendered on the server only: the browser hydrates #root. */
function Document({ lang, assets, stateJson, children }: { lang: string; assets: PageAssets; stateJson: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f1a24" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.fontPreloads.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <style dangerouslySetInnerHTML={{ __html: assets.css }} />
      </head>
      <body>
        <div id="root">{children}</div>
        <script type="application/json" id={PAGE_STATE_ID} dangerouslySetInnerHTML={{ __html: stateJson }} />
        {/* Fetched by the browser entry once the page is painted (entry-client.tsx), not alongside its pictures. */}
        <script type="application/json" id={PAGE_MODULES_ID} dangerouslySetInnerHTML={{ __html: JSON.stringify(assets.modulePreloads) }} />
      </body>
    </html>
  );
}

/** An Apollo link that hands each operation to the server's executor instead of the network. */
function inProcessLink(execute: ShopExecutor, language: Language): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ document: operation.query, variables: operation.variables, operationName: operation.operationName, language })
          .then((result) => {
            observer.next(result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}
