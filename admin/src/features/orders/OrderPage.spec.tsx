import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, STAFF } from '../../../test/admin-render';
import { AddOrderNoteDocument, AdminOrderDocument } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { money, orderDetail } from './order-fixtures';

const orderMock = (order: ReturnType<typeof orderDetail> | null, tranId = order?.tranId ?? 'KP-404'): MockLink.MockedResponse => ({
  request: { query: AdminOrderDocument, variables: { tranId } },
  result: { data: { adminOrder: order } },
});

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('OrderPage', () => {
  it('shows the order’s state, lines as ordered, totals, customer, delivery, payments, gateway events and timeline', async () => {
    renderAdmin('/orders/KP-1001', { as: STAFF, mocks: [orderMock(orderDetail())] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order KP-1001' })).toBeInTheDocument();
    const lines = await screen.findByRole('table', { name: 'Lines, as ordered' });
    expect(within(lines).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['Linen Summer DressKP-0201-RED-M', 'M', 'Red', '$64.00', '2', '$128.00'],
      ['Cotton ShirtKP-0105-BLACK-L', 'L', 'Black', '$30.00', '1', '$30.00'],
    ]);
    expect(within(lines).getByRole('link', { name: 'Linen Summer Dress' })).toHaveAttribute('href', '/products/p-1');
    const promo = screen.getByRole('link', { name: 'Promo WELCOME10 (10% off)' });
    expect(promo).toHaveAttribute('href', '/promo-codes?code=WELCOME10');
    expect(promo.closest('dt')!.nextSibling).toHaveTextContent('−$15.80');
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(screen.getByText('Total (USD)').nextSibling).toHaveTextContent('$142.20');

    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByRole('link', { name: 'Nadia Rahman' })).toHaveAttribute('href', '/customers/c-1');
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('House 12, Road 5, Dhanmondi');
    expect(delivery).toHaveTextContent('Dhaka, Dhaka Division, 1205');
    expect(delivery).toHaveTextContent('5 Mar 2026');
    expect(within(delivery).getByRole('link', { name: '+880 1711-000000' })).toHaveAttribute('href', 'tel:+8801711000000');

    const payments = screen.getByRole('table', { name: 'Payments the gateway confirmed, oldest first' });
    expect(cellsOf(within(payments).getAllByRole('row')[1])).toEqual([formatDateTime('2026-03-02T10:05:00.000Z'), '$142.20', 'VALID', 'Completed the order', 'VISA-Dutch Bangla', 'val VAL-1bank BANK-1']);
    expect(within(screen.getByRole('table', { name: 'Gateway events, oldest first' })).getAllByRole('row')).toHaveLength(3);
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent)).toEqual([
      `${formatDateTime('2026-03-02T10:00:00.000Z')}Awaiting paymentOrder placed.`,
      // The arrow is for the eye; a screen reader hears "to".
      `${formatDateTime('2026-03-02T10:05:00.000Z')}Awaiting payment →  to Paidval_id VAL-1`,
    ]);
    // Where fulfilment and refunds will go.
    expect(screen.getByRole('region', { name: 'Actions' })).toBeInTheDocument();
  });

  it('says a payment held for review', async () => {
    const held = orderDetail({ paymentOnHold: true });
    renderAdmin('/orders/KP-1001', { as: STAFF, mocks: [orderMock({ ...held, payments: [{ ...held.payments[0], riskLevel: 1 }] })] });
    expect(await screen.findByText('Paid, held for review')).toBeInTheDocument();
    expect(screen.getByText('Flagged as risky')).toBeInTheDocument();
  });

  it('says when an unpaid order expires, and shows an order in another currency in it', async () => {
    const unpaid = orderDetail({ status: 'PENDING_PAYMENT', paymentState: 'PENDING', paidAt: null, payments: [], paymentEvents: [], total: money(14_220, 'EUR'), shipping: money(600) });
    renderAdmin('/orders/KP-1001', { as: STAFF, mocks: [orderMock(unpaid)] });
    expect(await screen.findByText('Payment:')).toHaveTextContent('Payment: Pending');
    expect(screen.getByText(/^Placed/)).toHaveTextContent(`Placed ${formatDateTime(unpaid.createdAt)}, expires ${formatDateTime(unpaid.expiresAt)} unless paid.`);
    expect(screen.getByText('Total (EUR)').nextSibling).toHaveTextContent('EUR 142.20');
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('$6.00');
    expect(screen.getByText('No payment has been confirmed.')).toBeInTheDocument();
    expect(screen.getByText('The gateway has not called back.')).toBeInTheDocument();
  });

  it('adds an internal note, shown under the others', async () => {
    const user = userEvent.setup();
    const added = { __typename: 'OrderNote' as const, id: '2', text: 'Customer asked for Friday.', staffEmail: 'staff@kapor.shop', createdAt: '2026-03-03T09:00:00.000Z' };
    const addMock: MockLink.MockedResponse = { request: { query: AddOrderNoteDocument, variables: { tranId: 'KP-1001', text: 'Customer asked for Friday.' } }, result: { data: { addOrderNote: added } } };
    renderAdmin('/orders/KP-1001', { as: STAFF, mocks: [orderMock(orderDetail()), addMock] });
    const notes = await screen.findByRole('region', { name: 'Internal notes' });
    expect(within(notes).getAllByRole('listitem')).toHaveLength(1);

    // Empty is refused before the server is asked.
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(within(notes).getByLabelText(/^New note/)).toHaveAccessibleDescription(/Write the note first\./);

    await user.type(within(notes).getByLabelText(/^New note/), '  Customer asked for Friday.  ');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(notes).getAllByRole('listitem')).toHaveLength(2));
    expect(within(notes).getAllByRole('listitem')[1]).toHaveTextContent(`Customer asked for Friday.staff@kapor.shop, ${formatDateTime(added.createdAt)}`);
    expect(within(notes).getByRole('status')).toHaveTextContent('The note is added.');
    expect(within(notes).getByLabelText(/^New note/)).toHaveValue('');
  });

  it('shows the server’s refusal of a note beside the field', async () => {
    const user = userEvent.setup();
    const refusal = { __typename: 'ValidationError' as const, code: 'VALIDATION_ERROR', message: 'A note is 1 to 2000 characters.', fields: [{ __typename: 'FieldError' as const, field: 'text', message: 'At most 2000 characters.' }] };
    const addMock: MockLink.MockedResponse = { request: { query: AddOrderNoteDocument, variables: { tranId: 'KP-1001', text: 'Too long, says the server' } }, result: { data: { addOrderNote: refusal } } };
    renderAdmin('/orders/KP-1001', { as: STAFF, mocks: [orderMock(orderDetail({ notes: [] })), addMock] });
    const notes = await screen.findByRole('region', { name: 'Internal notes' });
    expect(notes).toHaveTextContent('No notes yet. Only staff see them.');
    await user.type(within(notes).getByLabelText(/^New note/), 'Too long, says the server');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(notes).getByLabelText(/^New note/)).toHaveAccessibleDescription(/At most 2000 characters\./));
  });

  it('says when there is no such order', async () => {
    renderAdmin('/orders/KP-404', { as: STAFF, mocks: [orderMock(null, 'KP-404')] });
    expect(await screen.findByText('There is no order KP-404.')).toBeInTheDocument();
  });

  it('shows why the order could not be loaded', async () => {
    const failing: MockLink.MockedResponse = { request: { query: AdminOrderDocument, variables: { tranId: 'KP-1001' } }, error: new Error('Failed to fetch') };
    renderAdmin('/orders/KP-1001', { as: STAFF, mocks: [failing] });
    expect(await screen.findByText('The order could not be loaded: Failed to fetch')).toHaveAttribute('role', 'alert');
  });
});
