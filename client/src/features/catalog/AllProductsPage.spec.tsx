import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { facetsFixture } from '../../../test/catalog-fixtures';
import { productFixture, renderInShop } from '../../../test/shop-render';
import { ProductListDocument } from '../../gql/graphql';
import AllProductsPage from './AllProductsPage';

// Pages render after a request (and, for search, a 300 ms pause): allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });

const catalogue = Array.from({ length: 23 }, (_, i) => productFixture(i + 1, { name: `Item ${i + 1}` }));
const dresses = Array.from({ length: 12 }, (_, i) => productFixture(100 + i, { name: `Dress ${i + 1}` }));

/** A page of `items` as the server would answer it, counting how often it was asked. */
function searchMock(search: string | null, page: number, items: typeof catalogue, calls = { count: 0 }, filter: Record<string, unknown> = {}, didYouMean: string | null = null) {
  const variables = { page, pageSize: 10, filter: { ...(search && { search }), ...filter }, sort: 'FEATURED' };
  return {
    request: { query: ProductListDocument, variables },
    result: () => {
      calls.count += 1;
      return {
        data: {
          products: { __typename: 'ProductPage', page, pageSize: 10, totalItems: items.length, totalPages: Math.max(1, Math.ceil(items.length / 10)), items: items.slice((page - 1) * 10, page * 10), didYouMean, facets: facetsFixture() },
        },
      };
    },
  };
}

const names = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('/all', () => {
  it("pages through ten at a time with Prev / 'Page X of Y' / Next, keeping the page in the URL", async () => {
    const { location } = renderInShop(<AllProductsPage />, { path: '/all', route: '/all', mocks: [searchMock(null, 1, catalogue), searchMock(null, 2, catalogue), searchMock(null, 3, catalogue)] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading products...');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(names()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
    expect(names()[0]).toBe('Item 11');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(names()).toEqual(['Item 21', 'Item 22', 'Item 23']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('reloads once typing pauses, on page 1, with the words in the URL', async () => {
    const calls = { count: 0 };
    const { location } = renderInShop(<AllProductsPage />, { path: '/all?page=2', route: '/all', mocks: [searchMock(null, 2, catalogue), searchMock('dress', 1, dresses, calls), searchMock('dress', 2, dresses)] });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    // Typing letter by letter (without pauses) asks for nothing in between: no mock exists for "d", "dr"…
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search here...'), 'dress');
    expect(location().search).toBe('?page=2');
    expect(await screen.findByText('12 products match “dress”')).toBeInTheDocument();
    expect(location().search).toBe('?search=dress');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(names()[0]).toBe('Dress 1');
    expect(calls.count).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(location().search).toBe('?search=dress&page=2');
  });

  it('starts from the search and page in the URL', async () => {
    renderInShop(<AllProductsPage />, { path: '/all?search=dress&page=2', route: '/all', mocks: [searchMock('dress', 2, dresses)] });
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('dress');
  });

  it('says when nothing matches and clears the search', async () => {
    renderInShop(<AllProductsPage />, { path: '/all?search=zebra', route: '/all', mocks: [searchMock('zebra', 1, []), searchMock(null, 1, catalogue)] });
    expect(await screen.findByText('No products match “zebra”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it("shows the spec's error when the list cannot be loaded", async () => {
    renderInShop(<AllProductsPage />, { path: '/all', route: '/all', mocks: [{ request: { query: ProductListDocument, variables: { page: 1, pageSize: 10, filter: {}, sort: 'FEATURED' } }, error: new Error('offline') }] });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch new collections.'));
  });

  it('offers "Did you mean" for a typo and follows it, never writing the typo back to the address', async () => {
    const { location, visited } = renderInShop(<AllProductsPage />, { path: '/all?search=jeens', route: '/all', mocks: [searchMock('jeens', 1, [], undefined, {}, 'jeans'), searchMock('jeans', 1, dresses.slice(0, 2))] });
    expect(await screen.findByText('No products match “jeens”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'jeans' }));
    expect(await screen.findByText('2 products match “jeans”')).toBeInTheDocument();
    expect(location().search).toBe('?search=jeans');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('jeans');
    // Past the search box's pause: the words it last settled on were the typo's, and they stay unwritten.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(visited()).toEqual(['/all?search=jeens', '/all?search=jeans']);
  });

  it('narrows the search results with the filters, keeping the words', async () => {
    const { location } = renderInShop(<AllProductsPage />, {
      path: '/all?search=dress&page=2',
      route: '/all',
      mocks: [searchMock('dress', 2, dresses), searchMock('dress', 1, dresses.slice(0, 4), undefined, { onSale: true })],
    });
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'On sale (3)' }));
    expect(location().search).toBe('?search=dress&onSale=1');
    expect(await screen.findByText('4 products match “dress”')).toBeInTheDocument();
  });
});
