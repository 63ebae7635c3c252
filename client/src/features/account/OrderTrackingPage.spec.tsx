import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrackOrderLookupDocument } from '../../gql/graphql';
import OrderTrackingPage from './OrderTrackingPage';
import { money, renderPage } from './test-utils';

const tracked = {
  __typename: 'Order',
  id: 'o1',
  tranId: 'KPR-260301-AAAA',
  createdAt: '2026-03-01T10:00:00Z',
  status: 'SHIPPED',
  paymentOnHold: false,
  total: money(8450),
  lines: [{ __typename: 'OrderLine', id: 'l1', productName: 'Linen Shirt', size: 'M', colour: 'BLACK', quantity: 2 }],
  delivery: { __typename: 'DeliveryDetails', deliveryDate: '2026-03-05', city: 'Dhaka', country: 'Bangladesh' },
  timeline: [
    { __typename: 'OrderEvent', status: 'PENDING_PAYMENT', at: '2026-03-01T10:00:00Z', note: 'Order placed; awaiting payment.' },
    { __typename: 'OrderEvent', status: 'PAID', at: '2026-03-01T10:02:00Z', note: 'Payment validated.' },
    { __typename: 'OrderEvent', status: 'SHIPPED', at: '2026-03-02T08:00:00Z', note: 'Handed to the courier.' },
  ],
  shipment: {
    __typename: 'Shipment',
    carrier: 'Pathao Courier',
    trackingNumber: 'PTH-2026-000123',
    trackingUrl: 'https://merchant.pathao.com/tracking?consignment_id=PTH-2026-000123',
    shippedAt: '2026-03-02T08:00:00Z',
    deliveredAt: null,
  },
};

const lookup = (tranId: string, email: string, trackOrder: unknown) => ({
  request: { query: TrackOrderLookupDocument, variables: { tranId, email } },
  result: { data: { trackOrder } },
});

const page = (mocks: ReturnType<typeof lookup>[]) => renderPage(<OrderTrackingPage />, { url: '/orderTrac', path: '/orderTrac', mocks });

describe('OrderTrackingPage', () => {
  afterEach(() => localStorage.clear());

  it('asks for both fields before looking', async () => {
    page([]);
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(screen.getByText('Please enter the transaction id.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the e-mail used for the order.')).toBeInTheDocument();
  });

  it('says so when no order matches', async () => {
    page([lookup('KPR-WRONG', 'me@example.com', null)]);
    await userEvent.type(screen.getByLabelText(/Transaction id/), 'KPR-WRONG');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByText('No order matches that transaction id and e-mail.')).toBeInTheDocument();
  });

  it('shows the status and the timeline, with the last transaction id filled in', async () => {
    localStorage.setItem('tran_id', 'KPR-260301-AAAA');
    page([lookup('KPR-260301-AAAA', 'nadia@example.com', tracked)]);
    expect(screen.getByLabelText(/Transaction id/)).toHaveValue('KPR-260301-AAAA');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'nadia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));

    expect(await screen.findByRole('heading', { name: 'Order KPR-260301-AAAA' })).toBeInTheDocument();
    expect(screen.getByText('Your parcel is on its way with the courier.')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Order status history' });
    expect(timeline).toHaveTextContent('Awaiting payment');
    expect(timeline).toHaveTextContent('Handed to the courier.');
    expect(timeline).toHaveTextContent('Delivered');
    expect(timeline).toHaveTextContent('Still to come');
    expect(screen.getByText(/2 items · \$84\.50/)).toBeInTheDocument();
  });

  it('shows a shipped order’s carrier and tracking number, linked to the courier’s tracking page', async () => {
    page([lookup('KPR-260301-AAAA', 'nadia@example.com', tracked)]);
    await userEvent.type(screen.getByLabelText(/Transaction id/), 'KPR-260301-AAAA');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'nadia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));

    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(within(shipment).getByText('Carrier').nextSibling).toHaveTextContent('Pathao Courier');
    expect(within(shipment).getByText('Tracking number').nextSibling).toHaveTextContent('PTH-2026-000123');
    expect(within(shipment).getByRole('link', { name: /PTH-2026-000123/ })).toHaveAttribute('href', 'https://merchant.pathao.com/tracking?consignment_id=PTH-2026-000123');
    expect(within(shipment).getByText('Shipped on').nextSibling).toHaveTextContent('2 Mar 2026');
    expect(within(shipment).queryByText('Delivered on')).toBeNull();
  });

  it('shows the number alone when there is no tracking page, and never links an address that is not a web page', async () => {
    page([lookup('KPR-260301-AAAA', 'nadia@example.com', { ...tracked, shipment: { ...tracked.shipment, trackingUrl: 'javascript:alert(1)' } })]);
    await userEvent.type(screen.getByLabelText(/Transaction id/), 'KPR-260301-AAAA');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'nadia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));

    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(within(shipment).getByText('PTH-2026-000123')).toBeInTheDocument();
    expect(within(shipment).queryByRole('link')).toBeNull();
  });
});
