import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyDetailsDocument, MyOrdersDocument, RequestEmailChangeDocument, UpdateMyDetailsDocument } from '../../gql/graphql';
import AccountPage from './AccountPage';
import { money, renderPage } from './test-utils';

const customer = { __typename: 'Customer', id: 'c1', name: 'Nadia Rahman Chowdhury', firstName: 'Nadia', secondName: 'Rahman Chowdhury', email: 'nadia@example.com', phone: null, birthDate: null };
const me = { request: { query: MyDetailsDocument }, result: { data: { me: customer } } };
const meWith = (details: Partial<typeof customer> | Record<string, string>) => ({ request: { query: MyDetailsDocument }, result: { data: { me: { ...customer, ...details } } } });

function updateDetails(input: Record<string, unknown>, answer: Record<string, unknown>) {
  return { request: { query: UpdateMyDetailsDocument, variables: { input } }, result: { data: { updateMyDetails: answer } } };
}

function order(tranId: string, status: string, quantities: number[], total: number, createdAt: string, shipment: unknown = null) {
  return {
    __typename: 'Order',
    id: `order-${tranId}`,
    tranId,
    createdAt,
    status,
    paymentOnHold: false,
    total: money(total),
    lines: quantities.map((quantity, i) => ({ __typename: 'OrderLine', id: `${tranId}-line-${i}`, quantity })),
    shipment,
  };
}

const shipment = (trackingNumber: string, trackingUrl: string | null) => ({
  __typename: 'Shipment',
  carrier: 'Pathao Courier',
  trackingNumber,
  trackingUrl,
  shippedAt: '2026-03-02T08:00:00Z',
  deliveredAt: null,
});

function ordersPage(items: unknown[], page = 1, totalItems = items.length, totalPages = 1) {
  return {
    request: { query: MyOrdersDocument, variables: { page, pageSize: 10 } },
    result: { data: { myOrders: { __typename: 'OrderPage', page, pageSize: 10, totalItems, totalPages, items } } },
  };
}

describe('AccountPage', () => {
  afterEach(() => localStorage.clear());

  it('asks a visitor to log in and come back', async () => {
    renderPage(<AccountPage />, { url: '/account', path: '/account', mocks: [] });
    expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('shows My details from the server and saves them there, each refusal beside its field', async () => {
    localStorage.setItem('auth-token', 'token');
    const input = { firstName: 'Nadia', secondName: 'Rahman Chowdhury', birthDate: '1994-02-28', phone: 'call me' };
    const refused = updateDetails(input, {
      __typename: 'ValidationError',
      code: 'VALIDATION',
      message: 'Enter a phone number of 7 to 15 digits.',
      fields: [{ __typename: 'FieldError', field: 'phone', message: 'Enter a phone number of 7 to 15 digits.' }],
    });
    const saved = updateDetails({ ...input, phone: '+880 1711-000000' }, { ...customer, phone: '+880 1711-000000', birthDate: '1994-02-28' });
    renderPage(<AccountPage />, { url: '/account', path: '/account', mocks: [me, refused, saved] });
    expect(await screen.findByRole('heading', { name: 'Hello, Nadia' })).toBeInTheDocument();
    expect(screen.getByLabelText(/FIRST NAME/)).toHaveValue('Nadia');
    expect(screen.getByLabelText('SECOND NAME')).toHaveValue('Rahman Chowdhury');
    expect(screen.getByLabelText('E-MAIL ADDRESS')).toHaveValue('nadia@example.com');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('BIRTH DATE'), '1994-02-28');
    await user.type(screen.getByLabelText('PHONE NUMBER'), 'call me');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.'));
    expect(screen.getByLabelText('PHONE NUMBER')).toHaveAccessibleDescription('Enter a phone number of 7 to 15 digits.');

    await user.clear(screen.getByLabelText('PHONE NUMBER'));
    await user.type(screen.getByLabelText('PHONE NUMBER'), '+880 1711-000000');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Your details are saved.')).toHaveRole('status');
    expect(screen.getByLabelText('PHONE NUMBER')).not.toHaveAttribute('aria-invalid');
    expect(localStorage.getItem('kapor-profile:c1')).toBeNull();
  });

  it('offers a returning shopper the phone and birth date this browser kept, once, then forgets them', async () => {
    localStorage.setItem('auth-token', 'token');
    localStorage.setItem('kapor-profile:c1', JSON.stringify({ firstName: 'Old', secondName: 'Name', phone: '01711000000', birthDate: '1990-01-01' }));
    const input = { firstName: 'Nadia', secondName: 'Rahman Chowdhury', birthDate: '1990-01-01', phone: '01711000000' };
    renderPage(<AccountPage />, { url: '/account', path: '/account', mocks: [me, updateDetails(input, { ...customer, phone: '01711000000', birthDate: '1990-01-01' })] });
    expect(await screen.findByText(/We found a phone number or birth date saved in this browser earlier/)).toHaveRole('status');
    // The name is the account's; only what the server did not have comes from the browser.
    expect(screen.getByLabelText(/FIRST NAME/)).toHaveValue('Nadia');
    expect(screen.getByLabelText('PHONE NUMBER')).toHaveValue('01711000000');
    expect(screen.getByLabelText('BIRTH DATE')).toHaveValue('1990-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
    expect(localStorage.getItem('kapor-profile:c1')).toBeNull();
  });

  it("drops the browser's old copy when the server has the details", async () => {
    localStorage.setItem('auth-token', 'token');
    localStorage.setItem('kapor-profile:c1', JSON.stringify({ phone: '01711000000', birthDate: '1990-01-01' }));
    renderPage(<AccountPage />, { url: '/account', path: '/account', mocks: [meWith({ phone: '+880 1911-000000' })] });
    expect(await screen.findByLabelText('PHONE NUMBER')).toHaveValue('+880 1911-000000');
    expect(screen.getByLabelText('BIRTH DATE')).toHaveValue('');
    expect(screen.queryByText(/We found/)).not.toBeInTheDocument();
    expect(localStorage.getItem('kapor-profile:c1')).toBeNull();
  });

  it('lists the orders with their status, item count and total, each linking to its page', async () => {
    localStorage.setItem('auth-token', 'token');
    const orders = ordersPage([order('KPR-260301-AAAA', 'PAID', [1, 2], 8450, '2026-03-01T10:00:00Z'), order('KPR-260220-BBBB', 'PAYMENT_FAILED', [1], 2500, '2026-02-20T09:30:00Z')]);
    renderPage(<AccountPage />, { url: '/account?section=orders', path: '/account', mocks: [me, orders] });

    const table = await screen.findByRole('table', { name: /your orders/i });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'KPR-260301-AAAA' })).toHaveAttribute('href', '/account/orders/KPR-260301-AAAA');
    expect(within(rows[0]).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[0]).getByText('3 items')).toBeInTheDocument();
    expect(within(rows[0]).getByText('$84.50')).toBeInTheDocument();
    expect(within(rows[0]).getByText('1 Mar 2026')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Payment failed')).toBeInTheDocument();
    expect(within(rows[1]).getByText('1 item')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a shipped order with its carrier and tracking number, linked to the courier when there is a tracking page', async () => {
    localStorage.setItem('auth-token', 'token');
    const orders = ordersPage([
      order('KPR-260302-SHIP', 'SHIPPED', [1], 2500, '2026-03-02T10:00:00Z', shipment('PTH-2026-000123', 'https://merchant.pathao.com/tracking?consignment_id=PTH-2026-000123')),
      order('KPR-260301-PLAIN', 'SHIPPED', [1], 2500, '2026-03-01T10:00:00Z', shipment('SF 77 100', null)),
      order('KPR-260228-PAID', 'PAID', [1], 2500, '2026-02-28T10:00:00Z'),
    ]);
    renderPage(<AccountPage />, { url: '/account?section=orders', path: '/account', mocks: [me, orders] });

    const rows = within(await screen.findByRole('table', { name: /your orders/i })).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Shipped')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Pathao Courier · PTH-2026-000123');
    const track = within(rows[0]).getByRole('link', { name: /PTH-2026-000123/ });
    expect(track).toHaveAttribute('href', 'https://merchant.pathao.com/tracking?consignment_id=PTH-2026-000123');
    expect(track).toHaveAttribute('target', '_blank');
    expect(track).toHaveAttribute('rel', 'noopener noreferrer');
    expect(track).toHaveAccessibleName('PTH-2026-000123 (track it on the Pathao Courier site, opens in a new tab)');
    // Without a tracking page the number is shown, not linked.
    expect(rows[1]).toHaveTextContent('Pathao Courier · SF 77 100');
    expect(within(rows[1]).getAllByRole('link').map((link) => link.textContent)).toEqual(['KPR-260301-PLAIN']);
    // Not shipped yet: nothing to track.
    expect(rows[2]).not.toHaveTextContent('Pathao');
  });

  it('pages through the orders', async () => {
    localStorage.setItem('auth-token', 'token');
    const first = ordersPage([order('KPR-1', 'PAID', [1], 1000, '2026-03-02T10:00:00Z')], 1, 11, 2);
    const second = ordersPage([order('KPR-2', 'DELIVERED', [1], 2000, '2026-01-02T10:00:00Z')], 2, 11, 2);
    renderPage(<AccountPage />, { url: '/account?section=orders', path: '/account', mocks: [me, first, second] });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'KPR-2' })).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('offers the shop when there are no orders yet', async () => {
    localStorage.setItem('auth-token', 'token');
    renderPage(<AccountPage />, { url: '/account?section=orders', path: '/account', mocks: [me, ordersPage([])] });
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/all');
  });

  it('changes the e-mail address by a link mailed to the new one, after the current password', async () => {
    localStorage.setItem('auth-token', 'token');
    const request = (currentPassword: string, result: object) => ({
      request: { query: RequestEmailChangeDocument, variables: { input: { newEmail: 'nadia@new.example', currentPassword } } },
      result: { data: { requestEmailChange: result } },
    });
    const sent = 'We have sent a link to nadia@new.example. Your e-mail address changes when you follow it.';
    renderPage(<AccountPage />, {
      url: '/account?section=settings',
      path: '/account',
      mocks: [
        me,
        request('wrong one', { __typename: 'WrongPasswordError', code: 'WRONG_PASSWORD', message: 'That is not your current password.' }),
        request('the right one', { __typename: 'LinkMailed', email: 'nadia@new.example', message: sent }),
      ],
    });
    const form = await screen.findByRole('form', { name: 'Change e-mail address' });
    expect(within(form).getByText(/Your account uses/)).toHaveTextContent('Your account uses nadia@example.com.');
    await userEvent.type(within(form).getByLabelText(/New e-mail address/), ' nadia@new.example ');
    await userEvent.type(within(form).getByLabelText(/Your password/), 'wrong one');
    await userEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText('That is not your current password.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Your password/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(within(form).getByLabelText(/Your password/));
    await userEvent.type(within(form).getByLabelText(/Your password/), 'the right one');
    await userEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(sent);
    expect(within(form).getByLabelText(/New e-mail address/)).toHaveValue('');
  });
});
