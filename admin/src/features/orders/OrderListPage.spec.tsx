import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyVariables, renderAdmin, STAFF } from '../../../test/admin-render';
import { AdminOrdersDocument, type AdminOrdersQueryVariables } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { orderRow } from './order-fixtures';

/** Answers every list request with `totalItems` orders (none when 0), recording the variables each request sent. */
function listMock(asked: AdminOrdersQueryVariables[], totalItems = 3): MockLink.MockedResponse {
  return {
    request: { query: AdminOrdersDocument, variables: anyVariables },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: AdminOrdersQueryVariables) => {
      asked.push(variables);
      const first = (variables.page - 1) * variables.pageSize;
      const items = Array.from({ length: Math.max(0, Math.min(variables.pageSize, totalItems - first)) }, (_, i) => orderRow(first + i + 1, i === 0 ? { status: 'PENDING_PAYMENT', paymentState: 'PENDING' } : {}));
      return { data: { adminOrders: { __typename: 'AdminOrderPage', page: variables.page, pageSize: variables.pageSize, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / variables.pageSize)), items } } };
    },
  };
}

const NO_FILTER = { search: null, status: null, paymentState: null, from: null, to: null };
const ALL = { filter: NO_FILTER, sort: { field: 'CREATED', direction: 'DESC' }, page: 1, pageSize: 25 };

describe('OrderListPage', () => {
  it('lists the newest orders with customer, status, payment and total, each a link to its page', async () => {
    const asked: AdminOrdersQueryVariables[] = [];
    renderAdmin('/orders', { as: STAFF, mocks: [listMock(asked)] });
    const table = await screen.findByRole('table', { name: 'All orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(asked[0]).toEqual(ALL);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Order', 'Placed', 'Customer', 'Status', 'Payment', 'Total']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getByRole('link', { name: 'KP-1001' })).toHaveAttribute('href', '/orders/KP-1001');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['KP-1001', formatDateTime('2026-03-02T10:00:00.000Z'), 'Shopper 1shopper1@example.com+880 1711-000000', 'Awaiting payment', 'Pending', '$10.00']);
    expect(within(second).getAllByRole('cell')[4]).toHaveTextContent('Paid');
    expect(within(table).getByRole('columnheader', { name: 'Placed' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('reads the filters, sorting and page from the address into the query', async () => {
    const asked: AdminOrdersQueryVariables[] = [];
    renderAdmin('/orders?search=nadia&status=SHIPPED&paymentState=PAID&from=2026-03-01&to=2026-03-31&sort=total&dir=asc&page=2&pageSize=10', { as: STAFF, mocks: [listMock(asked, 15)] });
    await screen.findByRole('table', { name: 'Orders matching the filters' });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({ filter: { search: 'nadia', status: 'SHIPPED', paymentState: 'PAID', from: '2026-03-01', to: '2026-03-31' }, sort: { field: 'TOTAL', direction: 'ASC' }, page: 2, pageSize: 10 });
    expect(screen.getByLabelText(/^Search/)).toHaveValue('nadia');
    expect(screen.getByLabelText('Status')).toHaveValue('SHIPPED');
    expect(screen.getByLabelText('Placed from')).toHaveValue('2026-03-01');
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('ignores values in the address that are none of the choices', async () => {
    const asked: AdminOrdersQueryVariables[] = [];
    renderAdmin('/orders?status=LOST&paymentState=maybe&from=yesterday&sort=colour&page=0', { as: STAFF, mocks: [listMock(asked)] });
    await screen.findByRole('table', { name: 'All orders' });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual(ALL);
  });

  it('applies filters from the form into the address, from the first page, and clears them', async () => {
    const user = userEvent.setup();
    const asked: AdminOrdersQueryVariables[] = [];
    const router = renderAdmin('/orders?page=3&pageSize=10', { as: STAFF, mocks: [listMock(asked, 40)] });
    await screen.findByRole('table', { name: 'All orders' });
    await user.type(screen.getByLabelText(/^Search/), '01711');
    await user.selectOptions(screen.getByLabelText('Status'), 'Shipped');
    await user.selectOptions(screen.getByLabelText('Payment'), 'Paid');
    await user.type(screen.getByLabelText('Placed from'), '2026-03-01');
    await user.type(screen.getByLabelText('Placed until'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(router.state.location.search).toBe('?search=01711&status=SHIPPED&paymentState=PAID&from=2026-03-01&to=2026-03-31&pageSize=10'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ ...ALL, filter: { search: '01711', status: 'SHIPPED', paymentState: 'PAID', from: '2026-03-01', to: '2026-03-31' }, pageSize: 10 }));
    expect(screen.getByRole('table', { name: 'Orders matching the filters' })).toBeInTheDocument();

    // Back goes to the unfiltered list, and the form follows the address.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText(/^Search/)).toHaveValue(''));
    await act(() => router.navigate(1));
    await waitFor(() => expect(screen.getByLabelText(/^Search/)).toHaveValue('01711'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=10'));
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('refuses an end date before the start date beside it, without asking the server', async () => {
    const user = userEvent.setup();
    const asked: AdminOrdersQueryVariables[] = [];
    const router = renderAdmin('/orders', { as: STAFF, mocks: [listMock(asked)] });
    await screen.findByRole('table', { name: 'All orders' });
    await user.type(screen.getByLabelText('Placed from'), '2026-03-10');
    await user.type(screen.getByLabelText('Placed until'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const until = screen.getByLabelText('Placed until');
    await waitFor(() => expect(until).toHaveAttribute('aria-invalid', 'true'));
    expect(until).toHaveAccessibleDescription('The end date is before the start date.');
    expect(router.state.location.search).toBe('');
    expect(asked).toHaveLength(1);
  });

  it('sorts on the server by the header chosen, kept in the address', async () => {
    const user = userEvent.setup();
    const asked: AdminOrdersQueryVariables[] = [];
    const router = renderAdmin('/orders', { as: STAFF, mocks: [listMock(asked)] });
    const table = await screen.findByRole('table', { name: 'All orders' });
    await user.click(within(table).getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=total&dir=desc'));
    await waitFor(() => expect(asked.at(-1)?.sort).toEqual({ field: 'TOTAL', direction: 'DESC' }));
    await user.click(within(table).getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(asked.at(-1)?.sort).toEqual({ field: 'STATUS', direction: 'ASC' }));
  });

  it('says when no order matches', async () => {
    renderAdmin('/orders?search=nobody', { as: STAFF, mocks: [listMock([], 0)] });
    expect(await screen.findByText('No order matches these filters.')).toBeInTheDocument();
  });

  it('shows why the list could not be loaded', async () => {
    const refused: MockLink.MockedResponse = { request: { query: AdminOrdersDocument, variables: anyVariables }, result: { errors: [{ message: 'search must be at most 100 characters.', extensions: { code: 'BAD_USER_INPUT' } }] } };
    renderAdmin('/orders', { as: STAFF, mocks: [refused] });
    expect(await screen.findByText('The orders could not be loaded: search must be at most 100 characters.')).toBeInTheDocument();
  });

  describe('Export CSV', () => {
    const realFetch = globalThis.fetch;
    const realCreate = URL.createObjectURL;
    const realRevoke = URL.revokeObjectURL;
    afterEach(() => {
      globalThis.fetch = realFetch;
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
    });

    it('downloads the filtered list with the staff token, under the server’s file name', async () => {
      const user = userEvent.setup();
      const requests: { url: string; authorization: string | null }[] = [];
      globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
        requests.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') });
        return new Response('Tran ID\r\n', { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="orders-2026-03-02.csv"' } });
      }) as typeof fetch;
      URL.createObjectURL = jest.fn(() => 'blob:orders');
      URL.revokeObjectURL = jest.fn();
      const saved: string[] = [];
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(`${this.download} ${this.href}`);
      });

      renderAdmin('/orders?status=PAID&search=nadia&from=2026-03-01', { as: STAFF, mocks: [listMock([])] });
      await user.click(await screen.findByRole('button', { name: 'Export CSV of the orders matching the filters' }));
      await waitFor(() => expect(saved).toEqual(['orders-2026-03-02.csv blob:orders']));
      expect(requests).toEqual([{ url: '/admin-api/orders.csv?search=nadia&status=PAID&from=2026-03-01', authorization: `Bearer token-of-${STAFF.id}` }]);
      click.mockRestore();
    });

    it('says why the file could not be downloaded', async () => {
      const user = userEvent.setup();
      globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ success: false, statusCode: 400, message: 'from must not be after to.' }), { status: 400, headers: { 'content-type': 'application/json' } })) as typeof fetch;
      renderAdmin('/orders', { as: STAFF, mocks: [listMock([])] });
      await user.click(await screen.findByRole('button', { name: 'Export CSV of all orders' }));
      expect(await screen.findByText('The file could not be downloaded: from must not be after to.')).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('button', { name: 'Export CSV of all orders' })).toBeEnabled();
    });
  });
});
