import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartData, cartQueryMock, current, emptyWishlistIdsMock, money, renderShop, type CartTotalsSpec, type LineSpec } from '../../../test/shop-fixtures';
import { Header } from '../../components/Header';
import { PaymentOrderDocument, RecheckPaymentDocument, type OrderStatus, type PaymentState } from '../../gql/graphql';
import PaymentFailPage from './PaymentFailPage';
import PaymentSuccessPage from './PaymentSuccessPage';

const TRAN = 'KPR-20260101-ABCD';
const dress: LineSpec = { id: 'l1', name: 'Striped Square-Neck Midi Dress', unit: 4000, quantity: 2, lineTotal: 8000 };
// The totals the server answers for these carts (5% store promotion, $8 shipping under $120): literal, never computed here.
const TWO_DRESSES: CartTotalsSpec = { itemCount: 2, subtotal: 8000, discount: { percent: 5, amount: 400 }, shipping: 800, amountToFreeShipping: 4000, total: 8400 };

/** The server's rule (paymentState); a fixture only echoes it. */
const PAYMENT_STATE: Record<OrderStatus, PaymentState> = {
  PENDING_PAYMENT: 'PENDING',
  PAID: 'PAID',
  SHIPPED: 'PAID',
  DELIVERED: 'PAID',
  REFUNDED: 'REFUNDED',
  PAYMENT_FAILED: 'UNPAID',
  CANCELLED: 'UNPAID',
  EXPIRED: 'UNPAID',
};

function order(status: OrderStatus, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id: 'o-1',
    tranId: TRAN,
    status,
    paymentState: PAYMENT_STATE[status],
    paymentOnHold: false,
    createdAt: '2026-01-01T10:00:00Z',
    paidAt: status === 'PAID' ? '2026-01-01T10:01:00Z' : null,
    lines: [
      { __typename: 'OrderLine', id: 'ol-1', productName: 'Striped Square-Neck Midi Dress', productSlug: 'striped-square-neck-midi-dress', size: 'M', colour: 'Red', sku: 'SSMD-M-RED', quantity: 2, unitPrice: money(4000), lineTotal: money(8000) },
    ],
    subtotal: money(8000),
    discount: { __typename: 'OrderDiscount', label: 'Promo WELCOME10 (10% off)', percent: 10, amount: money(800) },
    shipping: money(800),
    total: money(8000),
    ...extra,
  };
}

function orderMock(status: OrderStatus | null, extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return { request: { query: PaymentOrderDocument, variables: { tranId: TRAN } }, result: { data: { order: status ? order(status) : null } }, ...extra };
}

/** The success page's one recheckPayment call: the order as it stands after the server asked the gateway. */
function recheckMock(status: OrderStatus | null, extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return { request: { query: RecheckPaymentDocument, variables: { tranId: TRAN } }, result: { data: { recheckPayment: status ? order(status) : null } }, ...extra };
}

function renderSuccess(mocks: MockLink.MockedResponse[], loggedIn = true) {
  return renderShop(<PaymentSuccessPage />, { path: `/payment/success/${TRAN}`, route: '/payment/success/:tranId', mocks: [emptyWishlistIdsMock, ...mocks], loggedIn, beside: <Header /> });
}

describe('PaymentSuccessPage', () => {
  it('asks the server to re-check the payment once, then shows the paid order and an emptied cart', async () => {
    renderSuccess([
      cartQueryMock(cartData({ lines: [dress], totals: TWO_DRESSES }), 1),
      orderMock('PENDING_PAYMENT'),
      // The server has re-checked with the gateway; a second recheck would find no mock and fail the page.
      recheckMock('PAID'),
      cartQueryMock(cartData(), 1),
    ]);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText(TRAN)).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByRole('link', { name: 'Striped Square-Neck Midi Dress' })).toBeInTheDocument();
    // The same lines table as My Account's order page: unit price and line total as the server recorded them.
    const line = within(summary).getByRole('row', { name: /Striped Square-Neck Midi Dress/ });
    expect(within(line).getByText('SKU SSMD-M-RED')).toBeInTheDocument();
    expect(within(line).getByText('$40.00')).toBeInTheDocument();
    expect(within(line).getByText('$80.00')).toBeInTheDocument();
    expect(within(summary).getByText('Promo WELCOME10 (10% off)')).toBeInTheDocument();
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$80.00');
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/account/orders/${TRAN}`);
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/all');
    // The cart is refetched once the order has settled: the badge empties.
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('0'));
  });

  it('keeps asking while the gateway has not answered, then shows the payment', async () => {
    renderSuccess([cartQueryMock(cartData(), Infinity), orderMock('PENDING_PAYMENT'), recheckMock('PENDING_PAYMENT'), orderMock('PAID')]);
    expect(await screen.findByRole('heading', { name: 'Confirming your payment...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says honestly when the order was not paid', async () => {
    renderSuccess([cartQueryMock(cartData({ lines: [dress], totals: TWO_DRESSES })), orderMock('PAYMENT_FAILED'), recheckMock('PAYMENT_FAILED')]);
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.getByText(/This order was not paid: the payment failed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/checkout?retry=${TRAN}`);
  });

  it('shows a visitor the success message with the transaction id, asking the server nothing', async () => {
    // No mocks: any query or mutation would fail and show an error instead.
    renderSuccess([], false);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText(TRAN)).toBeInTheDocument();
  });

  it('still shows the order when the recheck fails', async () => {
    renderSuccess([cartQueryMock(cartData()), orderMock('PAID'), recheckMock(null, { result: undefined, error: new TypeError('Failed to fetch') })]);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order summary' })).toBeInTheDocument();
  });
});

describe('PaymentFailPage', () => {
  function renderFail(mocks: MockLink.MockedResponse[]) {
    return renderShop(<PaymentFailPage />, { path: `/payment/fail/${TRAN}`, route: '/payment/fail/:tranId', mocks });
  }

  it("says the payment failed, with the transaction id and the spec's text", async () => {
    renderFail([cartQueryMock(cartData({ lines: [dress], totals: TWO_DRESSES })), orderMock('PAYMENT_FAILED')]);
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText(TRAN)).toBeInTheDocument();
    expect(screen.getByText('Unfortunately, your payment did not go through. Please try again or contact support.')).toBeInTheDocument();
  });

  it('shows the cart is intact and leads back to checkout', async () => {
    renderFail([cartQueryMock(cartData({ lines: [dress], totals: TWO_DRESSES })), orderMock('PAYMENT_FAILED')]);
    expect(await screen.findByRole('heading', { name: 'Your cart is saved' })).toBeInTheDocument();
    expect(screen.getByText('Striped Square-Neck Midi Dress')).toBeInTheDocument();
    expect(screen.getByText('Total (2 items)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(current.location?.pathname).toBe('/checkout');
    expect(current.location?.search).toBe(`?retry=${TRAN}`);
  });
});
