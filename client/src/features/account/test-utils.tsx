import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CurrenciesDocument } from '../../gql/graphql';
import { createCache } from '../../lib/apollo';
import { AuthProvider } from '../../lib/auth';
import { PreferencesProvider, type InitialPreferences } from '../../lib/preferences';
import { ENGLISH_PREFERENCES } from '../../../test/shop-render';

/** Prices in tests show in dollars: the currency list has USD only. */
const currencies: MockLink.MockedResponse = {
  request: { query: CurrenciesDocument },
  result: { data: { currencies: [{ __typename: 'Currency', code: 'USD', label: 'USD', symbol: '$', perUsd: 1, minorDigits: 2 }] } },
  maxUsageCount: Infinity,
};

export const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'USD', formatted: `$${(amount / 100).toFixed(2)}` });

/** A paid order of two linen shirts with WELCOME10, as AccountOrderDocument answers it. */
export const paidOrder = {
  __typename: 'Order',
  id: 'o1',
  tranId: 'KPR-260301-AAAA',
  createdAt: '2026-03-01T10:00:00Z',
  paidAt: '2026-03-01T10:02:00Z',
  expiresAt: '2026-03-01T10:30:00Z',
  status: 'PAID',
  paymentOnHold: false,
  paymentMethod: 'online',
  lines: [
    {
      __typename: 'OrderLine',
      id: 'l1',
      productId: 'p1',
      productName: 'Linen Shirt',
      productSlug: 'linen-shirt',
      size: 'M',
      colour: 'BLACK',
      sku: 'LS-M-BLACK',
      quantity: 2,
      unitPrice: money(5000),
      lineTotal: money(10000),
    },
  ],
  subtotal: money(10000),
  discount: { __typename: 'OrderDiscount', label: 'Promo WELCOME10 (10% off)', percent: 10, amount: money(1000) },
  shipping: money(0),
  total: money(9000),
  delivery: {
    __typename: 'DeliveryDetails',
    fullName: 'Nadia Rahman',
    phone: '+8801711000000',
    email: 'nadia@example.com',
    address: 'House 3, Road 9',
    city: 'Dhaka',
    state: 'Dhaka',
    zip: '1205',
    country: 'Bangladesh',
    deliveryDate: '2026-03-05',
    deliveryRoute: 'Dhanmondi',
  },
  timeline: [
    { __typename: 'OrderEvent', status: 'PENDING_PAYMENT', at: '2026-03-01T10:00:00Z', note: 'Order placed; awaiting payment.' },
    { __typename: 'OrderEvent', status: 'PAID', at: '2026-03-01T10:02:00Z', note: 'Payment validated.' },
  ],
  shipment: null,
  refunded: money(0),
  refunds: [],
};

/** Renders one account page at `url` (matched by `path`) with Apollo mocks, auth, preferences (English unless given) and a router. */
export function renderPage(
  element: ReactElement,
  { url, path, mocks, preferences = ENGLISH_PREFERENCES }: { url: string; path: string; mocks: MockLink.MockedResponse[]; preferences?: InitialPreferences },
) {
  return render(
    <MockedProvider mocks={[currencies, ...mocks]} cache={createCache()}>
      <AuthProvider>
        <PreferencesProvider initial={preferences}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="/login" element={<h1>Login page</h1>} />
            </Routes>
          </MemoryRouter>
        </PreferencesProvider>
      </AuthProvider>
    </MockedProvider>,
  );
}
