import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, STAFF } from '../../../test/admin-render';
import { AdminCustomerDocument, DisableCustomerDocument, EnableCustomerDocument } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { customerDetail, customerRow } from './customer-fixtures';

const customerMock = (customer = customerDetail()): MockLink.MockedResponse => ({ request: { query: AdminCustomerDocument, variables: { id: customer.id } }, result: { data: { adminCustomer: customer } } });
const DISABLED_AT = '2026-03-04T12:00:00.000Z';
const account = (disabledAt: string | null) => customerRow(1, { name: 'Nadia Rahman', email: 'nadia@example.com', ordersCount: 2, disabledAt });

describe('CustomerPage', () => {
  it('shows the account, what they spent, the newsletter, their orders (links) and addresses', async () => {
    renderAdmin('/customers/c-1', { as: STAFF, mocks: [customerMock()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nadia Rahman' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Account' });
    expect(within(facts).getByText('Spent on paid orders').nextSibling).toHaveTextContent('$142.20');
    expect(within(facts).getByText('Newsletter').nextSibling).toHaveTextContent('Subscribed');
    expect(within(facts).getByText('Can log in').nextSibling).toHaveTextContent('Yes');
    const orders = screen.getByRole('table', { name: 'Their orders, newest first' });
    const rows = within(orders).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['KP-1002', formatDateTime('2026-03-03T10:00:00.000Z'), 'Awaiting payment', '$30.00'],
      ['KP-1001', formatDateTime('2026-03-02T10:00:00.000Z'), 'Delivered', '$142.20'],
    ]);
    expect(within(rows[1]).getByRole('link', { name: 'KP-1001' })).toHaveAttribute('href', '/orders/KP-1001');
    const addresses = screen.getByRole('region', { name: 'Delivery addresses' });
    expect(within(addresses).getAllByRole('listitem')).toHaveLength(1);
    expect(addresses).toHaveTextContent('House 12, Road 5, Dhanmondi');
    expect(addresses).toHaveTextContent(`+880 1711-000000 · last used ${formatDateTime('2026-03-03T10:00:00.000Z')}`);
  });

  it('says when there are no orders or addresses yet, and points to the rest past the newest 100', async () => {
    renderAdmin('/customers/c-1', { as: STAFF, mocks: [customerMock(customerDetail({ orders: [], addresses: [], newsletterSubscribed: false, ordersCount: 0 }))] });
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(screen.getByText('None yet: addresses come with orders.')).toBeInTheDocument();
    expect(screen.getByText('Newsletter').nextSibling).toHaveTextContent('Not subscribed');
  });

  it('links to all their orders when more than the page shows', async () => {
    renderAdmin('/customers/c-1', { as: STAFF, mocks: [customerMock(customerDetail({ ordersCount: 140 }))] });
    expect(await screen.findByRole('link', { name: 'Find all their orders' })).toHaveAttribute('href', '/orders?search=nadia%40example.com');
  });

  it('disables the account after asking, and enables it again', async () => {
    const user = userEvent.setup();
    const mocks: MockLink.MockedResponse[] = [
      customerMock(),
      { request: { query: DisableCustomerDocument, variables: { id: 'c-1' } }, result: { data: { disableCustomer: account(DISABLED_AT) } } },
      { request: { query: EnableCustomerDocument, variables: { id: 'c-1' } }, result: { data: { enableCustomer: account(null) } } },
    ];
    renderAdmin('/customers/c-1', { as: STAFF, mocks });
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Nadia Rahman’s account?' });
    expect(dialog).toHaveAccessibleDescription(/is logged out at once and cannot log in/);
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Disable account' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nadia Rahman’s account is disabled.'));
    expect(screen.getByText('Can log in').nextSibling).toHaveTextContent(`No, disabled ${formatDateTime(DISABLED_AT)}`);
    expect(screen.getByText('Disabled', { selector: '.badge' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enable account' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Enable Nadia Rahman’s account?' })).getByRole('button', { name: 'Enable account' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nadia Rahman’s account is enabled again.'));
    expect(screen.getByText('Can log in').nextSibling).toHaveTextContent('Yes');
  });

  it('shows the server’s refusal to change the account', async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = { request: { query: DisableCustomerDocument, variables: { id: 'c-1' } }, result: { errors: [{ message: 'You do not have the ORDERS permission.', extensions: { code: 'FORBIDDEN' } }] } };
    renderAdmin('/customers/c-1', { as: STAFF, mocks: [customerMock(), refused] });
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Nadia Rahman’s account was not changed: You do not have the ORDERS permission.'));
    expect(screen.getByText('Can log in').nextSibling).toHaveTextContent('Yes');
  });

  it('says when there is no such customer', async () => {
    const missing: MockLink.MockedResponse = { request: { query: AdminCustomerDocument, variables: { id: 'nobody' } }, result: { errors: [{ message: 'No such customer.', extensions: { code: 'NOT_FOUND' } }] } };
    renderAdmin('/customers/nobody', { as: STAFF, mocks: [missing] });
    expect(await screen.findByRole('heading', { level: 1, name: 'No such customer' })).toBeInTheDocument();
    expect(screen.getByText('There is no customer at this address.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account/ })).toBeNull();
  });
});
