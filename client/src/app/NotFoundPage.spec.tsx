import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location, type RouteObject } from 'react-router-dom';
import { HttpResponseProvider, type HttpResponseState } from '../lib/ssr/http-response';
import { SiteProvider } from '../lib/ssr/site';
import NotFoundPage from './NotFoundPage';
import { routes } from './router';
import { renderInEnglish } from '../../test/in-english';

const SHOP = 'https://kapor.example';
const seen: { location: Location | null } = { location: null };
function LocationProbe() {
  seen.location = useLocation();
  return null;
}

/** Renders at `url` as the server would: with a fresh answer the page may give a status or a redirect. */
function renderAt(url: string, element: ReactElement, path = '*') {
  const response: HttpResponseState = { status: 200 };
  renderInEnglish(
    <HttpResponseProvider value={response}>
      <SiteProvider site={{ origin: SHOP }}>
        <MemoryRouter initialEntries={[url]}>
          <LocationProbe />
          <Routes>
            <Route path={path} element={element} />
            <Route path="/all" element={<h1>All Products</h1>} />
            <Route path="/new_collection" element={<h1>LATEST COLLECTIONS</h1>} />
          </Routes>
        </MemoryRouter>
      </SiteProvider>
    </HttpResponseProvider>,
  );
  return response;
}

const child = (path: string): RouteObject => routes[0].children!.find((route) => route.path === path)!;

describe('NotFoundPage', () => {
  it('answers 404, stays out of search results and offers a search and the categories', () => {
    const response = renderAt('/no-such-page?ref=x', <NotFoundPage />);
    expect(response).toEqual({ status: 404 });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Kapor');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SHOP}/no-such-page`);
    const categories = screen.getByRole('navigation', {
      name: 'Shop by category',
    });
    expect([...categories.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/womens', '/mens', '/kids', '/new_collection', '/sale', '/all']);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    // Before the page's code runs, the search is a plain form to /all?search=…
    expect(screen.getByRole('search')).toHaveAttribute('action', '/all');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute('name', 'search');
  });

  it('searches the shop from where the shopper got lost', async () => {
    renderAt('/no-such-page', <NotFoundPage />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), '  linen shirt {Enter}');
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    expect(seen.location?.pathname).toBe('/all');
    expect(new URLSearchParams(seen.location?.search).get('search')).toBe('linen shirt');
  });

  it('is what the router shows for any path it does not know', async () => {
    const lazy = child('*').lazy as () => Promise<{ Component: unknown }>;
    expect((await lazy()).Component).toBe(NotFoundPage);
    expect(child('*').element).toBeUndefined();
  });
});
