import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, STAFF } from '../../../test/admin-render';
import { AdminOrderDocument, CancelOrderDocument, RefundOrderDocument, ReleaseHeldPaymentDocument } from '../../gql/graphql';
import { money, orderDetail } from './order-fixtures';

type Order = ReturnType<typeof orderDetail>;
const orderMock = (order: Order): MockLink.MockedResponse => ({ request: { query: AdminOrderDocument, variables: { tranId: order.tranId } }, result: { data: { adminOrder: order } } });

/** The refund mutation, answering `answer` and remembering what it was sent. */
function refundMock(answer: unknown, sent: unknown[]): MockLink.MockedResponse {
  return {
    request: {
      query: RefundOrderDocument,
      variables: (variables: unknown) => {
        sent.push(variables);
        return true;
      },
    },
    result: { data: { refundOrder: answer } },
  };
}

async function openOrder(order: Order, ...mocks: MockLink.MockedResponse[]) {
  renderAdmin(`/orders/${order.tranId}`, { as: STAFF, mocks: [orderMock(order), ...mocks] });
  return screen.findByRole('region', { name: 'Actions' });
}

describe('an order’s actions', () => {
  it('refunds one unit of a line, after asking, with one key for the request, and shows the refund', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const refunded = orderDetail({
      paymentState: 'PARTIALLY_REFUNDED',
      refunded: money(5760),
      refundable: money(8460),
      refunds: [
        { __typename: 'AdminRefund', id: 'r-1', amount: money(5760), reason: 'STAFF', status: 'PENDING', remarks: 'Too small', failureReason: null, restock: true, staffEmail: 'staff@kapor.shop', refundRefId: 'SBR1', createdAt: '2026-03-03T10:00:00.000Z' },
      ] as never,
    });
    const actions = await openOrder(orderDetail(), refundMock(refunded, sent));
    const form = within(actions).getByRole('form', { name: 'Refund' });
    expect(form).toHaveTextContent('Up to $142.20 can still be refunded.');
    await user.clear(within(form).getByRole('spinbutton', { name: /Linen Summer Dress/ }));
    await user.type(within(form).getByRole('spinbutton', { name: /Linen Summer Dress/ }), '1');
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Too small');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the chosen units?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await within(actions).findByText('Refunded. $57.60 of $142.20 has gone back to the shopper.')).toBeInTheDocument();
    expect(sent).toEqual([
      { tranId: 'KP-1001', input: { remarks: 'Too small', idempotencyKey: expect.any(String), lines: [{ orderLineId: 'l-1', quantity: 1 }], restock: true } },
    ]);
    const list = within(actions).getByRole('table', { name: /Refunds: \$57.60 of \$142.20 given back/ });
    expect(list).toHaveTextContent('By staff: Too small (units back in stock)');
    expect(list).toHaveTextContent('With the gateway');
  });

  it('shows why the gateway refused a refund, and asks nothing of a form with no units chosen', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const refusal = { __typename: 'RefundFailedError', code: 'REFUND_FAILED', message: 'The refund did not go through: Invalid bank transaction ID. Nothing was refunded.', reason: 'Invalid bank transaction ID' };
    const actions = await openOrder(orderDetail(), refundMock(refusal, sent));
    const form = within(actions).getByRole('form', { name: 'Refund' });
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Damaged');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('Choose at least one unit to refund.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(form).getByRole('radio', { name: 'Everything left' }));
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Refund everything left ($142.20)?' })).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('The refund did not go through: Invalid bank transaction ID. Nothing was refunded.'));
    expect(sent).toEqual([{ tranId: 'KP-1001', input: { remarks: 'Damaged', idempotencyKey: expect.any(String), restock: true } }]);
  });

  it('offers a held payment’s review and no refund; accepting it says so', async () => {
    const user = userEvent.setup();
    const held = orderDetail({ status: 'PENDING_PAYMENT', paymentState: 'PENDING', paymentOnHold: true, refundable: money(0) });
    const released = { ...orderDetail(), __typename: 'AdminOrder' };
    const actions = await openOrder(held, { request: { query: ReleaseHeldPaymentDocument, variables: { tranId: 'KP-1001' } }, result: { data: { releaseHeldPayment: released } } });
    expect(within(actions).queryByRole('form', { name: 'Refund' })).toBeNull();
    expect(within(actions).queryByRole('form', { name: 'Cancel the order' })).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'Accept payment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Accept this payment?' })).getByRole('button', { name: 'Accept payment' }));
    expect(await within(actions).findByText('Payment accepted: the order is paid.')).toBeInTheDocument();
  });

  it('cancels an unpaid order with a reason, after asking', async () => {
    const user = userEvent.setup();
    const unpaid = orderDetail({ status: 'PENDING_PAYMENT', paymentState: 'PENDING', refundable: money(0), payments: [] });
    const cancelled = { ...unpaid, status: 'CANCELLED', paymentState: 'UNPAID' };
    const actions = await openOrder(unpaid, {
      request: { query: CancelOrderDocument, variables: (variables: { tranId: string; input: { remarks: string } }) => variables.tranId === 'KP-1001' && variables.input.remarks === 'Customer asked' },
      result: { data: { cancelOrder: cancelled } },
    });
    const form = within(actions).getByRole('form', { name: 'Cancel the order' });
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Customer asked');
    await user.click(within(form).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveAccessibleDescription(/Nothing was charged/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(actions).findByText('Cancelled.')).toBeInTheDocument();
  });
});
