/**
 * Test data and a render helper for the purchase pages (cart, wishlist, checkout, payment): carts as
 * the server answers them (every object with its __typename, so Apollo's cache normalises them),
 * and the providers the app wraps every page in, with one MockedProvider cache from createCache().
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { CartDocument, CurrenciesDocument, MeDocument, MyAddressesDocument, WishlistIdsDocument } from '../src/gql/graphql';
import { createCache } from '../src/lib/apollo';
import { AuthProvider } from '../src/lib/auth';
import { PreferencesProvider } from '../src/lib/preferences';
import { ENGLISH_PREFERENCES, shopSettingsMock } from './shop-render';


export const money = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'USD', formatted: `$${(amount / 100).toFixed(2)}` });

export interface LineSpec {
  id: string;
  name: string;
  /** Unit price and line total in cents, as the server answers them (the tests never compute money). */
  unit: number;
  quantity: number;
  lineTotal: number;
  available?: number;
  size?: string;
  colour?: string;
  image?: string;
}

export function cartLine(spec: LineSpec) {
  const slug = spec.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    __typename: 'CartLine' as const,
    id: spec.id,
    quantity: spec.quantity,
    available: spec.available ?? 10,
    maxQuantity: Math.min(spec.available ?? 10, 10),
    unitPrice: money(spec.unit),
    lineTotal: money(spec.lineTotal),
    product: { __typename: 'Product' as const, id: `p-${spec.id}`, slug, name: spec.name, image: spec.image ?? `/images/products/${slug}/front.svg`, category: 'WOMEN' },
    variant: { __typename: 'ProductVariant' as const, id: `v-${spec.id}`, sku: `SKU-${spec.id}`, size: spec.size ?? 'M', colour: spec.colour ?? 'RED' },
  };
}

/** A cart's totals in cents, copied from what the server answers for such a cart — never computed here. */
export interface CartTotalsSpec {
  itemCount: number;
  subtotal: number;
  /** The discount the server chose (the store promotion, or the code) and its amount; null for none. */
  discount: { percent: number; code?: string; amount: number } | null;
  shipping: number;
  amountToFreeShipping: number;
  total: number;
}

export interface CartSpec {
  lines?: LineSpec[];
  /** Required with lines; an empty cart's are all zero. */
  totals?: CartTotalsSpec;
  promoNotice?: string | null;
  promoCode?: string | null;
}

const EMPTY_CART_TOTALS: CartTotalsSpec = { itemCount: 0, subtotal: 0, discount: null, shipping: 0, amountToFreeShipping: 0, total: 0 };

/** A cart as the server answers it: every amount is literal test data (the client never computes money). */
export function cartData(spec: CartSpec = {}) {
  const lines = (spec.lines ?? []).map(cartLine);
  if (lines.length > 0 && !spec.totals) throw new Error('cartData: a cart with lines needs the totals the server answers for it');
  const totals = spec.totals ?? EMPTY_CART_TOTALS;
  const d = totals.discount;
  return {
    __typename: 'Cart' as const,
    id: 'cart-1',
    itemCount: totals.itemCount,
    promoCode: spec.promoCode ?? d?.code ?? null,
    promoNotice: spec.promoNotice ?? null,
    promoRejection: null,
    lines,
    subtotal: money(totals.subtotal),
    discount: d
      ? {
          __typename: 'CartDiscount' as const,
          source: d.code ? 'CODE' : 'AUTOMATIC',
          code: d.code ?? null,
          label: d.code ? `Promo ${d.code} (${d.percent}% off)` : `Store promotion (${d.percent}% off)`,
          percent: d.percent,
          amount: money(d.amount),
        }
      : null,
    shipping: money(totals.shipping),
    freeShippingThreshold: money(12000),
    amountToFreeShipping: money(totals.amountToFreeShipping),
    total: money(totals.total),
  };
}

/**
 * How long a mock holds an answer whose in-flight state a test checks ("Adding...", the optimistic cart):
 * long enough that a busy CI machine cannot answer before the test looks (1 s was not: user-event's click
 * alone took longer under load), short enough to wait for within Testing Library's 5 s.
 */
export const IN_FLIGHT_MS = 2500;

export const currenciesMock: MockLink.MockedResponse = {
  request: { query: CurrenciesDocument },
  result: {
    data: {
      currencies: [
        { __typename: 'Currency', code: 'USD', label: 'USD', symbol: '$', perUsd: 1, minorDigits: 2 },
        { __typename: 'Currency', code: 'BDT', label: 'Tk', symbol: 'Tk ', perUsd: 122.5, minorDigits: 2 },
      ],
    },
  },
  maxUsageCount: Infinity,
};

export const emptyWishlistIdsMock: MockLink.MockedResponse = {
  request: { query: WishlistIdsDocument },
  result: { data: { wishlist: { __typename: 'Wishlist', id: 'wish-1', itemCount: 0, items: [] } } },
  maxUsageCount: Infinity,
};

export const meMock: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: { data: { me: { __typename: 'Customer', id: 'cust-1', name: 'Nadia Rahman', email: 'nadia@example.com' } } },
  maxUsageCount: Infinity,
};

/** A saved address as the server answers it. */
export function savedAddress(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SavedAddress' as const,
    id: 'addr-1',
    label: 'Home',
    fullName: 'Nadia Rahman',
    phone: '+880 1711-000000',
    country: 'Bangladesh',
    city: 'Dhaka',
    state: 'Dhaka Division',
    zip: '1205',
    address: 'House 12, Road 7, Dhanmondi',
    isDefault: true,
    ...overrides,
  };
}

/** The customer's address book (empty unless given). */
export function addressBookMock(addresses: ReturnType<typeof savedAddress>[] = []): MockLink.MockedResponse {
  return { request: { query: MyAddressesDocument }, result: { data: { myAddresses: addresses } }, maxUsageCount: Infinity };
}

export function cartQueryMock(cart: ReturnType<typeof cartData>, maxUsageCount = Infinity): MockLink.MockedResponse {
  return { request: { query: CartDocument }, result: { data: { cart } }, maxUsageCount };
}

/** Where the app is, for asserting navigation. */
export const current: { location: Location | null } = { location: null };
function LocationProbe() {
  current.location = useLocation();
  return null;
}

/**
 * Renders `element` at `path` (matched by `route`, e.g. '/payment/success/:tranId') inside the app's
 * providers, logged in unless told otherwise. Extra elements (the header…) render beside it, on the
 * same cache.
 */
export function renderShop(
  element: ReactElement,
  { mocks = [], path = '/', route = path, loggedIn = true, beside }: { mocks?: MockLink.MockedResponse[]; path?: string; route?: string; loggedIn?: boolean; beside?: ReactElement } = {},
) {
  if (loggedIn) localStorage.setItem('auth-token', 'test-token');
  else localStorage.removeItem('auth-token');
  const cache = createCache();
  const utils = render(
    <MockedProvider mocks={[currenciesMock, ...mocks, shopSettingsMock()]} cache={cache}>
      <AuthProvider>
        <PreferencesProvider initial={ENGLISH_PREFERENCES}>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe />
            {beside}
            <Routes>
              <Route path={route} element={element} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
          </MemoryRouter>
        </PreferencesProvider>
      </AuthProvider>
    </MockedProvider>,
  );
  return { ...utils, cache };
}
