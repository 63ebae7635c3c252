import { screen, within } from '@testing-library/react';
import { AccountOrderDocument } from '../../gql/graphql';
import OrderPage from './OrderPage';
import { money, paidOrder as order, renderPage } from './test-utils';

const query = (tranId: string, result: unknown) => ({ request: { query: AccountOrderDocument, variables: { tranId } }, result: { data: { order: result } } });

describe('OrderPage', () => {
  beforeEach(() => localStorage.setItem('auth-token', 'token'));
  afterEach(() => localStorage.clear());

  it('shows the lines, the totals, the delivery and the timeline', async () => {
    renderPage(<OrderPage />, { url: '/account/orders/KPR-260301-AAAA', path: '/account/orders/:tranId', mocks: [query('KPR-260301-AAAA', order)] });
    expect(await screen.findByRole('heading', { name: 'Order KPR-260301-AAAA' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Linen Shirt/ });
    expect(within(row).getByText('Black')).toBeInTheDocument();
    expect(within(row).getByText('$50.00')).toBeInTheDocument();
    expect(within(row).getByText('$100.00')).toBeInTheDocument();
    // The same totals as the payment pages show (one OrderLines component for both).
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Promo WELCOME10 (10% off)').nextSibling).toHaveTextContent('minus −$10.00');
    expect(within(totals).getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('$90.00');
    expect(screen.getByText('Dhanmondi')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Order status history' })).toHaveTextContent('Payment validated.');
  });

  it('shows how a shipped order travels: carrier, tracking number linked to the courier, and its dates', async () => {
    const delivered = {
      ...order,
      status: 'DELIVERED',
      timeline: [
        ...order.timeline,
        { __typename: 'OrderEvent', status: 'SHIPPED', at: '2026-03-02T08:00:00Z', note: 'Handed to the courier.' },
        { __typename: 'OrderEvent', status: 'DELIVERED', at: '2026-03-04T15:00:00Z', note: 'Delivered.' },
      ],
      shipment: {
        __typename: 'Shipment',
        carrier: 'Pathao Courier',
        trackingNumber: 'PTH-2026-000123',
        trackingUrl: 'https://merchant.pathao.com/tracking?consignment_id=PTH-2026-000123',
        shippedAt: '2026-03-02T08:00:00Z',
        deliveredAt: '2026-03-04T15:00:00Z',
      },
    };
    renderPage(<OrderPage />, { url: '/account/orders/KPR-260301-AAAA', path: '/account/orders/:tranId', mocks: [query('KPR-260301-AAAA', delivered)] });
    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(within(shipment).getByText('Carrier').nextSibling).toHaveTextContent('Pathao Courier');
    expect(within(shipment).getByRole('link', { name: /PTH-2026-000123/ })).toHaveAttribute('href', 'https://merchant.pathao.com/tracking?consignment_id=PTH-2026-000123');
    expect(within(shipment).getByText('Shipped on').nextSibling).toHaveTextContent('2 Mar 2026');
    expect(within(shipment).getByText('Delivered on').nextSibling).toHaveTextContent('4 Mar 2026');
    expect(screen.getByText('Your parcel has been delivered.')).toBeInTheDocument();
  });

  it('has nothing to track before shipping', async () => {
    renderPage(<OrderPage />, { url: '/account/orders/KPR-260301-AAAA', path: '/account/orders/:tranId', mocks: [query('KPR-260301-AAAA', order)] });
    await screen.findByRole('heading', { name: 'Order KPR-260301-AAAA' });
    expect(screen.queryByRole('region', { name: 'Shipment' })).toBeNull();
  });

  it('shows each refund and whether the money is back yet', async () => {
    const refunded = {
      ...order,
      refunded: money(4500),
      refunds: [
        { __typename: 'OrderRefund', id: 'r1', amount: money(4500), status: 'PENDING', ofUnwantedPayment: false, createdAt: '2026-03-04T09:00:00Z' },
        { __typename: 'OrderRefund', id: 'r2', amount: money(9000), status: 'REFUNDED', ofUnwantedPayment: true, createdAt: '2026-03-04T09:30:00Z' },
      ],
    };
    renderPage(<OrderPage />, { url: '/account/orders/KPR-260301-AAAA', path: '/account/orders/:tranId', mocks: [query('KPR-260301-AAAA', refunded)] });
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    const [first, second] = within(refunds).getAllByRole('listitem');
    expect(first).toHaveTextContent('$45.00 refunded on');
    expect(first).toHaveTextContent('On its way back');
    expect(second).toHaveTextContent('$90.00 refunded: a payment this order could not take');
    expect(second).toHaveTextContent('The money is back');
  });

  it('shows no refunds section when nothing was refunded', async () => {
    renderPage(<OrderPage />, { url: '/account/orders/KPR-260301-AAAA', path: '/account/orders/:tranId', mocks: [query('KPR-260301-AAAA', order)] });
    expect(await screen.findByRole('heading', { name: 'Order KPR-260301-AAAA' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
  });

  it('says when there is no such order', async () => {
    renderPage(<OrderPage />, { url: '/account/orders/NOPE', path: '/account/orders/:tranId', mocks: [query('NOPE', null)] });
    expect(await screen.findByText('We could not find that order.')).toBeInTheDocument();
  });
});
