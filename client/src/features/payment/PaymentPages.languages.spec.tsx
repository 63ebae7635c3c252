import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { cartData, cartQueryMock, money, type CartTotalsSpec, type LineSpec } from '../../../test/shop-fixtures';
import { BANGLA_PREFERENCES, HINDI_PREFERENCES, renderInShop } from '../../../test/shop-render';
import { PaymentOrderDocument, RecheckPaymentDocument, type OrderStatus } from '../../gql/graphql';
import type { InitialPreferences } from '../../lib/preferences';
import PaymentFailPage from './PaymentFailPage';
import PaymentSuccessPage from './PaymentSuccessPage';

/** The payment result pages as a shopper who chose বাংলা or हिन्दी sees them. */

const TRAN = 'KPR-20260101-ABCD';
const dress: LineSpec = { id: 'l1', name: 'Striped Square-Neck Midi Dress', unit: 4000, quantity: 2, lineTotal: 8000, size: 'M' };
// What the server answers for this cart: literal, never computed here.
const TWO_DRESSES: CartTotalsSpec = { itemCount: 2, subtotal: 8000, discount: { percent: 5, amount: 400 }, shipping: 800, amountToFreeShipping: 4000, total: 8400 };

function order(status: OrderStatus, paymentState: 'PAID' | 'UNPAID' | 'PENDING') {
  return {
    __typename: 'Order',
    id: 'o-1',
    tranId: TRAN,
    status,
    paymentState,
    paymentOnHold: false,
    createdAt: '2026-01-01T10:00:00Z',
    paidAt: paymentState === 'PAID' ? '2026-01-01T10:01:00Z' : null,
    lines: [
      { __typename: 'OrderLine', id: 'ol-1', productName: 'Striped Square-Neck Midi Dress', productSlug: 'striped-square-neck-midi-dress', size: 'M', colour: 'Red', sku: 'SSMD-M-RED', quantity: 2, unitPrice: money(4000), lineTotal: money(8000) },
    ],
    subtotal: money(8000),
    discount: null,
    shipping: money(800),
    total: money(8800),
  };
}

function orderMocks(status: OrderStatus, paymentState: 'PAID' | 'UNPAID' | 'PENDING'): MockLink.MockedResponse[] {
  return [
    { request: { query: PaymentOrderDocument, variables: { tranId: TRAN } }, result: { data: { order: order(status, paymentState) } }, maxUsageCount: Infinity },
    { request: { query: RecheckPaymentDocument, variables: { tranId: TRAN } }, result: { data: { recheckPayment: order(status, paymentState) } } },
  ];
}

function renderPage(page: 'success' | 'fail', preferences: InitialPreferences, mocks: MockLink.MockedResponse[], loggedIn = true) {
  if (loggedIn) localStorage.setItem('auth-token', 'test-token');
  else localStorage.removeItem('auth-token');
  const element = page === 'success' ? <PaymentSuccessPage /> : <PaymentFailPage />;
  return renderInShop(element, { path: `/payment/${page}/${TRAN}`, route: `/payment/${page}/:tranId`, mocks, preferences });
}

afterEach(() => localStorage.removeItem('auth-token'));

describe('Payment pages in Bangla', () => {
  it('tells a visitor the payment succeeded, with the transaction id, in Bangla', async () => {
    renderPage('success', BANGLA_PREFERENCES, [], false);
    expect(await screen.findByRole('heading', { name: 'পেমেন্ট সফল হয়েছে!' })).toBeInTheDocument();
    expect(screen.getByText(TRAN).closest('p')).toHaveTextContent(`লেনদেন আইডি: ${TRAN}`);
    expect(screen.getByRole('link', { name: 'লগ ইন করুন' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'অর্ডার ট্র্যাক করুন' })).toHaveAttribute('href', '/orderTrac');
    expect(screen.getByRole('link', { name: 'কেনাকাটা চালিয়ে যান' })).toHaveAttribute('href', '/all');
  });

  it('shows the paid order in Bangla', async () => {
    renderPage('success', BANGLA_PREFERENCES, [cartQueryMock(cartData()), ...orderMocks('PAID', 'PAID')]);
    expect(await screen.findByText('ধন্যবাদ! আপনার অর্ডার নিশ্চিত হয়েছে এবং প্রস্তুত করা হচ্ছে।')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'অর্ডারের সারসংক্ষেপ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'অর্ডার দেখুন' })).toHaveAttribute('href', `/account/orders/${TRAN}`);
  });

  it('says why an order was not paid, in Bangla', async () => {
    renderPage('success', BANGLA_PREFERENCES, [cartQueryMock(cartData()), ...orderMocks('CANCELLED', 'UNPAID')]);
    expect(await screen.findByRole('heading', { name: 'পেমেন্ট সম্পন্ন হয়নি' })).toBeInTheDocument();
    expect(screen.getByText('এই অর্ডারের পেমেন্ট হয়নি: পেমেন্ট বাতিল করা হয়েছে। কোনো টাকা কাটা হয়নি।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আবার চেষ্টা করুন' })).toHaveAttribute('href', `/checkout?retry=${TRAN}`);
  });

  it('says the payment failed, with the saved cart counted in Bangla digits', async () => {
    renderPage('fail', BANGLA_PREFERENCES, [cartQueryMock(cartData({ lines: [dress], totals: TWO_DRESSES })), ...orderMocks('PAYMENT_FAILED', 'UNPAID')]);
    expect(screen.getByRole('heading', { name: 'পেমেন্ট ব্যর্থ হয়েছে' })).toBeInTheDocument();
    expect(screen.getByText('দুঃখিত, আপনার পেমেন্ট সম্পন্ন হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন অথবা সাপোর্টে যোগাযোগ করুন।')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'আপনার কার্ট সংরক্ষিত আছে' })).toBeInTheDocument();
    expect(screen.getByText('(M) × ২')).toBeInTheDocument();
    expect(screen.getByText('মোট (২টি পণ্য)').nextSibling).toHaveTextContent('$৮৪.০০');
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'কার্ট দেখুন' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'সাপোর্টে যোগাযোগ করুন' })).toHaveAttribute('href', '/contact');
  });
});

describe('Payment pages in Hindi', () => {
  it('tells a visitor the payment succeeded, in Hindi', async () => {
    renderPage('success', HINDI_PREFERENCES, [], false);
    expect(await screen.findByRole('heading', { name: 'भुगतान सफल रहा!' })).toBeInTheDocument();
    expect(screen.getByText(TRAN).closest('p')).toHaveTextContent(`ट्रांज़ैक्शन आईडी: ${TRAN}`);
    expect(screen.getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/login');
  });

  it('says the payment failed, with the saved cart, in Hindi', async () => {
    renderPage('fail', HINDI_PREFERENCES, [cartQueryMock(cartData({ lines: [dress], totals: TWO_DRESSES })), ...orderMocks('PAYMENT_FAILED', 'UNPAID')]);
    expect(screen.getByRole('heading', { name: 'भुगतान विफल रहा' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'आपका कार्ट सुरक्षित है' })).toBeInTheDocument();
    expect(screen.getByText('कुल (2 आइटम)').nextSibling).toHaveTextContent('$84.00');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सहायता टीम से संपर्क करें' })).toHaveAttribute('href', '/contact');
  });
});
