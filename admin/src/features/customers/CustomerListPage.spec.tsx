import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyVariables, renderAdmin, STAFF } from '../../../test/admin-render';
import { AdminCustomersDocument, type AdminCustomersQueryVariables } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { customerRow } from './customer-fixtures';

function listMock(asked: AdminCustomersQueryVariables[], totalItems = 2): MockLink.MockedResponse {
  return {
    request: { query: AdminCustomersDocument, variables: anyVariables },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: AdminCustomersQueryVariables) => {
      asked.push(variables);
      const first = (variables.page - 1) * variables.pageSize;
      const items = Array.from({ length: Math.max(0, Math.min(variables.pageSize, totalItems - first)) }, (_, i) => customerRow(first + i + 1, i === 1 ? { disabledAt: '2026-03-01T08:00:00.000Z' } : {}));
      return { data: { adminCustomers: { __typename: 'CustomerAccountPage', page: variables.page, pageSize: variables.pageSize, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / variables.pageSize)), items } } };
    },
  };
}

describe('CustomerListPage', () => {
  it('lists the accounts with their state, orders and spending, each a link to its page', async () => {
    const asked: AdminCustomersQueryVariables[] = [];
    renderAdmin('/customers', { as: STAFF, mocks: [listMock(asked)] });
    const table = await screen.findByRole('table', { name: 'All customers, newest first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(asked[0]).toEqual({ search: null, page: 1, pageSize: 20 });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Shopper 1', 'shopper1@example.com', 'Active', formatDateTime('2026-02-01T09:00:00.000Z'), '1', '$50.00']);
    expect(within(first).getByRole('link', { name: 'Shopper 1' })).toHaveAttribute('href', '/customers/c-1');
    expect(within(second).getAllByRole('cell')[2]).toHaveTextContent('Disabled');
  });

  it('searches by name or e-mail, kept in the address with the page', async () => {
    const user = userEvent.setup();
    const asked: AdminCustomersQueryVariables[] = [];
    const router = renderAdmin('/customers?page=2', { as: STAFF, mocks: [listMock(asked, 30)] });
    await screen.findByRole('table', { name: 'All customers, newest first' });
    await waitFor(() => expect(asked[0]).toEqual({ search: null, page: 2, pageSize: 20 }));
    await user.type(screen.getByLabelText(/^Search/), ' Nadia ');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=Nadia'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ search: 'Nadia', page: 1, pageSize: 20 }));
    expect(screen.getByRole('table', { name: 'Customers matching “Nadia”' })).toBeInTheDocument();
  });

  it('says when no customer matches', async () => {
    renderAdmin('/customers?search=nobody', { as: STAFF, mocks: [listMock([], 0)] });
    expect(await screen.findByText('No customer matches this search.')).toBeInTheDocument();
  });

  it('shows why the list could not be loaded', async () => {
    const refused: MockLink.MockedResponse = { request: { query: AdminCustomersDocument, variables: anyVariables }, result: { errors: [{ message: 'You do not have the ORDERS permission.', extensions: { code: 'FORBIDDEN' } }] } };
    renderAdmin('/customers', { as: STAFF, mocks: [refused] });
    expect(await screen.findByText('The customers could not be loaded: You do not have the ORDERS permission.')).toHaveAttribute('role', 'alert');
  });
});
