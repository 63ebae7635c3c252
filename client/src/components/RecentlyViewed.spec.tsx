import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { productFixture, renderInShop } from '../../test/shop-render';
import { InEnglish } from '../../test/in-english';
import { readRecentlyViewed, rememberViewed } from '../lib/recently-viewed';
import { RecentlyViewed } from './RecentlyViewed';

const viewed = (n: number) => {
  const { id, slug, name, mainImage, price, compareAtPrice } = productFixture(n);
  return { id, slug, name, picture: mainImage, price: { amount: price.amount, currency: price.currency }, compareAtPrice: compareAtPrice && { amount: compareAtPrice.amount, currency: compareAtPrice.currency } };
};

const cardNames = () => within(screen.getByRole('list', { name: 'Recently viewed products' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

beforeEach(() => localStorage.clear());

describe('RecentlyViewed (kept in this browser)', () => {
  it('renders nothing on the server, so the first render in the browser matches it', () => {
    rememberViewed(viewed(1));
    expect(renderToString(<InEnglish><RecentlyViewed viewing={productFixture(2)} /></InEnglish>)).toBe('');
  });

  it('shows nothing until something was viewed, then the viewed products, most recent first, without the one on screen', async () => {
    const { unmount } = renderInShop(<RecentlyViewed viewing={productFixture(1)} />);
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument();
    unmount();

    for (const n of [2, 3, 2]) rememberViewed(viewed(n));
    renderInShop(<RecentlyViewed viewing={productFixture(3)} />);
    expect(await screen.findByRole('heading', { name: 'Recently viewed' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Product 2', 'Product 1']);
    expect(screen.getByRole('link', { name: 'Product 2' })).toHaveAttribute('href', '/product/product-2');
    expect(screen.getByText('$12.00')).toBeInTheDocument();
    // The product on screen went to the front of the list.
    expect(readRecentlyViewed().map((p) => p.id)).toEqual(['p3', 'p2', 'p1']);
  });

  it('keeps the latest few, and shows eight on the cart page', async () => {
    for (let n = 1; n <= 12; n += 1) rememberViewed(viewed(n));
    expect(readRecentlyViewed()).toHaveLength(9);
    renderInShop(<RecentlyViewed />);
    expect(await screen.findByRole('heading', { name: 'Recently viewed' })).toBeInTheDocument();
    expect(cardNames()).toEqual([12, 11, 10, 9, 8, 7, 6, 5].map((n) => `Product ${n}`));
  });

  it('ignores a list it cannot read', () => {
    localStorage.setItem('recently-viewed', '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem('recently-viewed', JSON.stringify([{ id: 'p1' }, viewed(2)]));
    expect(readRecentlyViewed().map((p) => p.id)).toEqual(['p2']);
  });
});
