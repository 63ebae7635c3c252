import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyVariables, renderAdmin, STAFF } from '../../../test/admin-render';
import { CatalogProductsDocument, type CatalogProductsQueryVariables } from '../../gql/graphql';
import { productRow } from './product-fixtures';

/** Answers every list request with `totalItems` products, recording the variables each request sent. */
function listMock(asked: CatalogProductsQueryVariables[], totalItems = 3): MockLink.MockedResponse {
  return {
    request: { query: CatalogProductsDocument, variables: anyVariables },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: CatalogProductsQueryVariables) => {
      asked.push(variables);
      const first = (variables.page - 1) * variables.pageSize;
      const items = Array.from({ length: Math.max(0, Math.min(variables.pageSize, totalItems - first)) }, (_, i) =>
        productRow(first + i + 1, i === 0 ? { status: 'DRAFT', thumbnail: `/images/uploads/${'a'.repeat(64)}-320.webp` } : {}),
      );
      return {
        data: { catalogProducts: { __typename: 'CatalogProductPage', page: variables.page, pageSize: variables.pageSize, totalItems, totalPages: Math.ceil(totalItems / variables.pageSize), items } },
      };
    },
  };
}

const ALL = { filter: { search: null, category: null, status: null, stock: null }, sort: { field: 'UPDATED', direction: 'DESC' }, page: 1, pageSize: 25 };

describe('ProductListPage', () => {
  it('lists products with picture, name, status, category, price, stock and a link to each', async () => {
    const asked: CatalogProductsQueryVariables[] = [];
    renderAdmin('/products', { as: STAFF, mocks: [listMock(asked)] });
    const table = await screen.findByRole('table', { name: 'All products' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(asked[0]).toEqual(ALL);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Picture', 'Name', 'Status', 'Category', 'Price', 'Available', 'Updated']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first.querySelector('img')).toHaveAttribute('src', `/images/uploads/${'a'.repeat(64)}-320.webp`);
    expect(second.querySelector('img')).toHaveAttribute('src', '/images/products/product-2/front.svg');
    expect(within(first).getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/products/p-1');
    expect(
      within(first)
        .getAllByRole('cell')
        .slice(2, 6)
        .map((cell) => cell.textContent),
    ).toEqual(['Draft', 'Men', '$10.00', '10']);
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/products/new');
  });

  it('reads the filters, sorting and page from the address into the query', async () => {
    const asked: CatalogProductsQueryVariables[] = [];
    renderAdmin('/products?search=linen&category=WOMEN&status=DRAFT&stock=LOW&sort=price&dir=desc&page=2&pageSize=10', { as: STAFF, mocks: [listMock(asked, 15)] });
    await screen.findByRole('table', { name: 'Products matching the filters' });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({ filter: { search: 'linen', category: 'WOMEN', status: 'DRAFT', stock: 'LOW' }, sort: { field: 'PRICE', direction: 'DESC' }, page: 2, pageSize: 10 });
    expect(screen.getByLabelText(/^Search/)).toHaveValue('linen');
    expect(screen.getByLabelText('Stock')).toHaveValue('LOW');
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('ignores values in the address that are none of the choices', async () => {
    const asked: CatalogProductsQueryVariables[] = [];
    renderAdmin('/products?category=SHOES&status=on&sort=colour&page=-3&pageSize=5000', { as: STAFF, mocks: [listMock(asked)] });
    await screen.findByRole('table', { name: 'All products' });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual(ALL);
  });

  it('applies filters from the form into the address, from the first page, and clears them', async () => {
    const user = userEvent.setup();
    const asked: CatalogProductsQueryVariables[] = [];
    const router = renderAdmin('/products?page=2&pageSize=10', { as: STAFF, mocks: [listMock(asked, 30)] });
    await screen.findByRole('table', { name: 'All products' });
    await user.type(screen.getByLabelText(/^Search/), 'KP-0201');
    await user.selectOptions(screen.getByLabelText('Category'), 'Kids');
    await user.selectOptions(screen.getByLabelText('Status'), 'Archived');
    await user.selectOptions(screen.getByLabelText('Stock'), 'Out of stock');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(router.state.location.search).toBe('?search=KP-0201&category=KID&status=ARCHIVED&stock=OUT_OF_STOCK&pageSize=10'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ filter: { search: 'KP-0201', category: 'KID', status: 'ARCHIVED', stock: 'OUT_OF_STOCK' }, sort: ALL.sort, page: 1, pageSize: 10 }));

    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=10'));
    expect(screen.getByLabelText(/^Search/)).toHaveValue('');
  });

  it('sorts on the server by the header chosen, kept in the address', async () => {
    const user = userEvent.setup();
    const asked: CatalogProductsQueryVariables[] = [];
    const router = renderAdmin('/products', { as: STAFF, mocks: [listMock(asked)] });
    const table = await screen.findByRole('table', { name: 'All products' });
    expect(within(table).getByRole('columnheader', { name: 'Updated' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: 'Available' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=available&dir=asc'));
    await waitFor(() => expect(asked.at(-1)?.sort).toEqual({ field: 'STOCK', direction: 'ASC' }));
    await user.click(within(table).getByRole('button', { name: 'Available' }));
    await waitFor(() => expect(asked.at(-1)?.sort).toEqual({ field: 'STOCK', direction: 'DESC' }));
  });
});
