import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmProvider } from '../../components/confirm/use-confirm';
import { MarkOrderDeliveredDocument, MarkOrderShippedDocument, type OrderStatus } from '../../gql/graphql';
import { createCache } from '../../lib/apollo';
import { ShipOrderForm } from './ShipOrderForm';

const TRAN_ID = 'KPR-260301-AAAA';
const PATHAO = { carrier: 'Pathao Courier', trackingNumber: 'PTH-2026-000123', trackingUrl: 'https://merchant.pathao.com/tracking?id=PTH-2026-000123' };

function order(status: OrderStatus, deliveredAt: string | null = null) {
  return {
    __typename: 'AdminOrder' as const,
    id: 'order-1',
    tranId: TRAN_ID,
    status,
    paymentState: 'PAID' as const,
    shipment: { __typename: 'Shipment' as const, ...PATHAO, shippedAt: '2026-03-02T08:00:00.000Z', deliveredAt },
    timeline: [{ __typename: 'AdminOrderEvent' as const, fromStatus: 'PAID' as const, status, note: 'Handed to Pathao Courier, tracking number PTH-2026-000123.', at: '2026-03-02T08:00:00.000Z' }],
  };
}

const shipped = (input: Record<string, unknown>, answer: unknown, calls = jest.fn(() => ({ data: { markOrderShipped: answer } }))) => ({
  calls,
  mock: { request: { query: MarkOrderShippedDocument, variables: { tranId: TRAN_ID, input } }, result: calls } as MockLink.MockedResponse,
});

function renderForm(status: OrderStatus, mocks: MockLink.MockedResponse[] = [], onFulfilled = jest.fn()) {
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ConfirmProvider>
        <ShipOrderForm tranId={TRAN_ID} status={status} onFulfilled={onFulfilled} />
      </ConfirmProvider>
    </MockedProvider>,
  );
  return { onFulfilled, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('shipping an order and marking it delivered', () => {
  it('ships a paid order with its carrier, tracking number and tracking page, then offers to mark it delivered', async () => {
    const ship = shipped(PATHAO, order('SHIPPED'));
    const { user, onFulfilled } = renderForm('PAID', [ship.mock]);
    expect(screen.getByRole('region', { name: 'Fulfilment' })).toBeInTheDocument();
    await user.type(field('Carrier'), '  Pathao Courier ');
    await user.type(field('Tracking number'), PATHAO.trackingNumber);
    await user.type(field('Tracking page'), PATHAO.trackingUrl);
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByText(`Order ${TRAN_ID} is shipped with Pathao Courier: the shopper now sees its tracking number.`)).toHaveAttribute('role', 'status');
    expect(ship.calls).toHaveBeenCalledTimes(1);
    expect(onFulfilled).toHaveBeenCalledWith(expect.objectContaining({ status: 'SHIPPED', shipment: expect.objectContaining(PATHAO) }));
    // The page still says PAID until it reads the order again; the form follows the move at once.
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
  });

  it('sends no tracking page when none is typed', async () => {
    const ship = shipped({ carrier: 'Steadfast', trackingNumber: 'SF 77 100', trackingUrl: null }, order('SHIPPED'));
    const { user } = renderForm('PAID', [ship.mock]);
    await user.type(field('Carrier'), 'Steadfast');
    await user.type(field('Tracking number'), 'SF 77 100');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(ship.calls).toHaveBeenCalledTimes(1));
  });

  it('checks the fields before sending anything', async () => {
    const { user } = renderForm('PAID');
    await user.type(field('Tracking page'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Enter the courier.')).toBeInTheDocument();
    expect(field('Carrier')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Carrier')).toHaveFocus();
    expect(field('Tracking number')).toHaveAccessibleDescription(/Enter the tracking number\./);
    expect(field('Tracking page')).toHaveAccessibleDescription(/Enter a web address starting with https:\/\/ or http:\/\/\./);

    await user.type(field('Carrier'), '<b>DHL</b>');
    await user.type(field('Tracking number'), 'A1; rm -rf /');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText("Letters, digits, spaces and & . , ' ( ) / - only.")).toBeInTheDocument();
    expect(screen.getByText('Latin letters, digits, spaces and . _ / - only.')).toBeInTheDocument();
  });

  it('shows the server’s refusals beside their fields, and a refused order as the form’s error', async () => {
    const input = { carrier: 'DHL', trackingNumber: '1Z999', trackingUrl: 'https://localhost/track' };
    const invalid = {
      __typename: 'ValidationError',
      code: 'VALIDATION',
      message: 'Please correct the fields marked.',
      fields: [{ __typename: 'FieldError', field: 'trackingUrl', message: 'Enter a web address starting with https:// or http://.' }],
    };
    const notPaid = { __typename: 'OrderNotShippableError', code: 'ORDER_NOT_SHIPPABLE', message: 'Only a paid order can be shipped; this one is cancelled.' };
    const { user } = renderForm('PAID', [shipped(input, invalid).mock, shipped(input, notPaid).mock]);
    await user.type(field('Carrier'), input.carrier);
    await user.type(field('Tracking number'), input.trackingNumber);
    await user.type(field('Tracking page'), input.trackingUrl);
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(field('Tracking page')).toHaveAccessibleDescription(/Enter a web address starting with https:\/\/ or http:\/\/\./));
    expect(field('Tracking page')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const refusal = await within(screen.getByRole('form')).findByText('Only a paid order can be shipped; this one is cancelled.');
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
  });

  it('marks a shipped order delivered only once the member confirms', async () => {
    const deliver = jest.fn(() => ({ data: { markOrderDelivered: order('DELIVERED', '2026-03-04T15:00:00.000Z') } }));
    const { user, onFulfilled } = renderForm('SHIPPED', [{ request: { query: MarkOrderDeliveredDocument, variables: { tranId: TRAN_ID } }, result: deliver }]);
    expect(screen.queryByRole('textbox')).toBeNull();
    const button = screen.getByRole('button', { name: 'Mark delivered' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: `Mark order ${TRAN_ID} delivered?` });
    expect(dialog).toHaveAccessibleDescription(/the shopper sees the order as delivered, and it cannot be undone/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deliver).not.toHaveBeenCalled();

    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText(`Order ${TRAN_ID} is marked delivered.`)).toHaveAttribute('role', 'status');
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(onFulfilled).toHaveBeenCalledWith(expect.objectContaining({ status: 'DELIVERED' }));
    expect(screen.getByText('It was delivered: there is nothing left to do.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
  });

  it('says why an order cannot be marked delivered', async () => {
    const refused = { __typename: 'OrderNotDeliverableError', code: 'ORDER_NOT_DELIVERABLE', message: 'Only a shipped order can be marked delivered; this one is already delivered.' };
    const { user } = renderForm('SHIPPED', [{ request: { query: MarkOrderDeliveredDocument, variables: { tranId: TRAN_ID } }, result: { data: { markOrderDelivered: refused } } }]);
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark delivered' }));
    const alert = await screen.findByText('Only a shipped order can be marked delivered; this one is already delivered.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeEnabled();
  });

  it('offers nothing to do for an order awaiting payment', () => {
    renderForm('PENDING_PAYMENT');
    expect(screen.getByText('It can be shipped once it is paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
