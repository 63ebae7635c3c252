import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { facetsFixture } from '../../../test/catalog-fixtures';
import { productFixture, renderInShop } from '../../../test/shop-render';
import { ProductListDocument, type ProductSort } from '../../gql/graphql';
import WomenPage from './WomenPage';

// Pages render after a request (and, for search, a 300 ms pause): allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });

const all = Array.from({ length: 14 }, (_, i) => productFixture(i + 1, { name: `Dress ${i + 1}` }));

function listMock(sort: ProductSort, page: number, items = all, fail = false, filter: Record<string, unknown> = {}, facets = facetsFixture()) {
  const variables = { page, pageSize: 12, filter: { category: 'WOMEN', ...filter }, sort };
  const pageItems = items.slice((page - 1) * 12, page * 12);
  return fail
    ? { request: { query: ProductListDocument, variables }, error: new Error('offline') }
    : { request: { query: ProductListDocument, variables }, result: { data: { products: { __typename: 'ProductPage', page, pageSize: 12, totalItems: items.length, totalPages: 2, items: pageItems, didYouMean: null, facets } } } };
}

const cardNames = () => within(screen.getByRole('list', { name: 'Women products' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('category page', () => {
  it('tells search engines the category: its title and sentence, canonical without the sort, its banner, and Home › Women', async () => {
    renderInShop(<WomenPage />, { path: '/womens?sort=price-asc&utm_source=mail', route: '/womens', mocks: [listMock('PRICE_ASC', 1)] });
    await screen.findByText('Showing 1–12 of 14 products');
    expect(document.title).toBe('Women · Kapor');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Women's clothing at Kapor/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/womens');
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/images/art/banner-women.svg?v=2');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    const [breadcrumbs] = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!));
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost/' },
      { '@type': 'ListItem', position: 2, name: 'Women', item: 'http://localhost/womens' },
    ]);
  });

  it('shows the banner, the real count and the first twelve products', async () => {
    renderInShop(<WomenPage />, { path: '/womens', route: '/womens', mocks: [listMock('FEATURED', 1)] });
    expect(screen.getByRole('img', { name: "Women's collection: made to move" })).toHaveAttribute('src', '/images/art/banner-women.svg?v=2');
    expect(screen.getByRole('status')).toHaveTextContent('Loading products...');
    expect(await screen.findByText('Showing 1–12 of 14 products')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(12);
  });

  it('sorts by the chosen order and keeps it in the URL', async () => {
    const byPrice = [...all].reverse();
    const { location } = renderInShop(<WomenPage />, { path: '/womens', route: '/womens', mocks: [listMock('FEATURED', 1), listMock('PRICE_ASC', 1, byPrice)] });
    await screen.findByText('Showing 1–12 of 14 products');
    expect(cardNames()[0]).toBe('Dress 1');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(location().search).toBe('?sort=price-asc');
    await screen.findByText('Dress 14');
    expect(cardNames()[0]).toBe('Dress 14');
  });

  it('starts from the sort in the URL', async () => {
    renderInShop(<WomenPage />, { path: '/womens?sort=price-asc', route: '/womens', mocks: [listMock('PRICE_ASC', 1, [...all].reverse())] });
    await screen.findByText('Showing 1–12 of 14 products');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('PRICE_ASC');
  });

  it("'Explore More' appends the next page, then goes away when everything is shown", async () => {
    renderInShop(<WomenPage />, { path: '/womens', route: '/womens', mocks: [listMock('FEATURED', 1), listMock('FEATURED', 2)] });
    await screen.findByText('Showing 1–12 of 14 products');
    await userEvent.click(screen.getByRole('button', { name: 'Explore More' }));
    expect(await screen.findByText('Showing 1–14 of 14 products')).toBeInTheDocument();
    expect(cardNames()).toEqual(all.map((p) => p.name));
    expect(screen.queryByRole('button', { name: 'Explore More' })).not.toBeInTheDocument();
  });

  it('keeps what is shown and says so when loading more fails', async () => {
    renderInShop(<WomenPage />, { path: '/womens', route: '/womens', mocks: [listMock('FEATURED', 1), listMock('FEATURED', 2, all, true)] });
    await screen.findByText('Showing 1–12 of 14 products');
    await userEvent.click(screen.getByRole('button', { name: 'Explore More' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error fetching all products'));
    expect(cardNames()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Explore More' })).toBeEnabled();
  });

  it('shows an error instead of the list when the products cannot be loaded', async () => {
    renderInShop(<WomenPage />, { path: '/womens', route: '/womens', mocks: [listMock('FEATURED', 1, all, true)] });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error fetching all products'));
  });

  it('filters by the panel, with each value\'s count, the choices in the URL, and clears them', async () => {
    const blackM = all.slice(0, 3);
    const { location } = renderInShop(<WomenPage />, {
      path: '/womens',
      route: '/womens',
      mocks: [
        listMock('FEATURED', 1, all, false, {}, facetsFixture({ sizes: { M: 9, XXL: 0 } })),
        listMock('FEATURED', 1, all.slice(0, 9), false, { sizes: ['M'] }, facetsFixture({ colours: { BLACK: 3 } })),
        listMock('FEATURED', 1, blackM, false, { sizes: ['M'], colours: ['BLACK'] }, facetsFixture({ sizes: { M: 3 }, colours: { BLACK: 3 } })),
        listMock('FEATURED', 1, all),
      ],
    });
    await screen.findByText('Showing 1–12 of 14 products');
    const panel = screen.getByRole('region', { name: 'Filters' });
    const sizes = within(panel).getByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('checkbox', { name: 'M (9)' })).not.toBeChecked();
    // A size nothing comes in cannot be chosen.
    expect(within(sizes).getByRole('checkbox', { name: 'XXL (0)' })).toBeDisabled();

    await userEvent.click(within(sizes).getByRole('checkbox', { name: 'M (9)' }));
    expect(location().search).toBe('?size=M');
    await screen.findByText('Showing 1–9 of 9 products');

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Black (3)' }));
    expect(location().search).toBe('?size=M&colour=Black');
    await screen.findByText('Showing 1–3 of 3 products');
    expect(cardNames()).toEqual(['Dress 1', 'Dress 2', 'Dress 3']);
    expect(within(sizes).getByRole('checkbox', { name: 'M (3)' })).toBeChecked();

    await userEvent.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('');
    await screen.findByText('Showing 1–12 of 14 products');
  });

  it('starts from the filters in the URL (a shared link, or Back from a product)', async () => {
    renderInShop(<WomenPage />, {
      path: '/womens?size=M&colour=Black&min=2500&max=4999&inStock=1',
      route: '/womens',
      mocks: [listMock('FEATURED', 1, all.slice(0, 2), false, { sizes: ['M'], colours: ['BLACK'], minPrice: 2500, maxPrice: 4999, inStock: true })],
    });
    await screen.findByText('Showing 1–2 of 2 products');
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(within(panel).getByRole('checkbox', { name: 'M (3)' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Black (3)' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: '$25.00 to $50.00 (3)' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'In stock only (3)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toHaveAttribute('aria-expanded', 'false');
  });
});
