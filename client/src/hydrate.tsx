import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { App } from './app/App';
import { routes } from './app/router';
import { createApolloClient } from './lib/apollo';
import { rejectToken } from './lib/auth-token';
import { loadMessages } from './lib/i18n';
import { languageOfPath } from './lib/language-path';
import { preferencesFromCookies } from './lib/preferences';
import { parseCookies } from './lib/ssr/cookies';
import { PAGE_STATE_ID, type PageState } from './lib/ssr/page-state';

/**
 * Starts the app in the browser (entry-client.tsx loads this once the server's page is on screen). A page
 * the server rendered carries its data (lib/ssr/page-state.ts): the Apollo cache is restored, the page's
 * own code is loaded, and the markup is hydrated as it is. Without it (Vite's development server) the app
 * renders from scratch.
 */
export async function start(): Promise<void> {
  const root = document.getElementById('root')!;
  const stateElement = document.getElementById(PAGE_STATE_ID);
  const state = stateElement ? (JSON.parse(stateElement.textContent ?? '{}') as PageState) : null;

  const { language, basename } = languageOfPath(window.location.pathname);
  const client = createApolloClient({ onUnauthorized: rejectToken, state: state?.apollo, language });
  if (!state) {
    const router = createBrowserRouter(routes, { basename });
    const preferences = await preferencesFromCookies(parseCookies(document.cookie), language);
    createRoot(root).render(
      <App client={client} preferences={preferences} deferToken={false}>
        <RouterProvider router={router} />
      </App>,
    );
    return;
  }

  // The matched page's chunk was preloaded by the HTML; load it before hydrating so the first render
  // is the page the server rendered, not the route's fallback.
  await Promise.all([loadLazyMatches(routes, basename), loadMessages(state.preferences.language)]).then(async ([, messages]) => {
    const router = createBrowserRouter(routes, { basename, hydrationData: state.router });
    // Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding
    // the main thread for the whole page (a phone stays responsive; Lighthouse's blocking time).
    startTransition(() => {
      hydrateRoot(
        root,
        <App client={client} preferences={{ ...state.preferences, messages }} deferToken>
          <RouterProvider router={router} />
        </App>,
        {
          // A page whose HTML differs from what the browser renders (a hydration mismatch) is a bug: say so.
          onRecoverableError: (error) => console.error('Kapor: the page did not hydrate as rendered on the server', error),
        },
      );
    });
  });
}

async function loadLazyMatches(routeTable: RouteObject[], basename: string): Promise<void> {
  const matches = matchRoutes(routeTable, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

