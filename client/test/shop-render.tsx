/**
 * Test helpers for components that need the shop around them: Apollo (MockedProvider with the
 * real cache), auth, preferences (currencies mocked) and a router.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { CurrenciesDocument, ShopSettingsDocument, type ProductCardFragment, type ShopSettingsQuery } from '../src/gql/graphql';
import { createCache } from '../src/lib/apollo';
import { AuthProvider } from '../src/lib/auth';
import bangla from '../src/i18n/bn';
import english from '../src/i18n/en';
import hindi from '../src/i18n/hi';
import { PreferencesProvider, preferencesFromCookies, type InitialPreferences } from '../src/lib/preferences';
import { parseCookies } from '../src/lib/ssr/cookies';

export const CURRENCIES = [
  { __typename: 'Currency' as const, code: 'USD', label: 'USD', symbol: '$', perUsd: 1, minorDigits: 2 },
  { __typename: 'Currency' as const, code: 'BDT', label: 'Tk', symbol: 'Tk ', perUsd: 122.5, minorDigits: 2 },
  { __typename: 'Currency' as const, code: 'IDR', label: 'Rp', symbol: 'Rp ', perUsd: 16250, minorDigits: 0 },
];

export const currenciesMock: MockLink.MockedResponse = {
  request: { query: CurrenciesDocument },
  result: { data: { currencies: CURRENCIES } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The server's shopSettings as a test configures them (the defaults of the README's configuration table). */
/** Fields to replace, with their __typename as the server sends them. */
type SettingsOverrides = Partial<Record<keyof ShopSettingsQuery['shopSettings'], unknown>>;

export function shopSettingsData(overrides: SettingsOverrides = {}) {
  return {
    __typename: 'ShopSettings' as const,
    freeShippingThreshold: { __typename: 'Money', amount: 12000, currency: 'USD', formatted: '$120.00' },
    shippingFee: { __typename: 'Money', amount: 800, currency: 'USD', formatted: '$8.00' },
    contact: { __typename: 'ShopContact', phone: '+880 9612-527267', email: 'help@kapor.shop', address: 'House 12, Road 7, Dhanmondi, Dhaka 1205, Bangladesh' },
    timeZone: 'Asia/Dhaka',
    countries: ['Bangladesh', 'Pakistan', 'Afghanistan', 'India', 'Nepal', 'Malaysia'],
    deliveryRoutes: ['Inside Dhaka', 'Outside Dhaka'],
    paymentMethods: [
      { __typename: 'PaymentMethodOption', code: 'online', label: 'Online payment', available: true },
      { __typename: 'PaymentMethodOption', code: 'cod', label: 'Cash on Delivery', available: false },
      { __typename: 'PaymentMethodOption', code: 'pos', label: 'POS on Delivery', available: false },
    ],
    phonePattern: '^\\+?[\\d\\s()-]{7,20}$',
    phoneMinDigits: 7,
    zipPattern: '^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$',
    ...overrides,
  };
}

export function shopSettingsMock(overrides: SettingsOverrides = {}): MockLink.MockedResponse {
  return { request: { query: ShopSettingsDocument }, result: { data: { shopSettings: shopSettingsData(overrides) } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

const usd = (cents: number) => ({ __typename: 'Money' as const, amount: cents, currency: 'USD', formatted: `$${(cents / 100).toFixed(2)}` });

/** A drawn product picture as the server describes it (a photo has srcsets and a size). */
export function drawnPicture(slug: string, name: string, view = 'front') {
  return { __typename: 'ProductImage' as const, view, url: `/images/products/${slug}/${view}.svg`, alt: `${name}, ${view} view`, srcSet: null, avifSrcSet: null, width: null, height: null };
}

/** An uploaded photo as the server describes it: WebP and AVIF files by width, named by the upload's hash. */
export function photoPicture(hash: string, alt: string, widths = [320, 640, 960, 1280]) {
  const srcSet = (format: string) => widths.map((w) => `/images/uploads/${hash}-${w}.${format} ${w}w`).join(', ');
  const widest = widths[widths.length - 1];
  return { __typename: 'ProductImage' as const, view: 'photo', url: `/images/uploads/${hash}-${widest}.webp`, alt, srcSet: srcSet('webp'), avifSrcSet: srcSet('avif'), width: widest, height: Math.round((widest * 4) / 3) };
}

/** A product card's data, as the ProductCard fragment asks for it. */
export function productFixture(n: number, overrides: Partial<ProductCardFragment> = {}): ProductCardFragment & { __typename: 'Product' } {
  return {
    __typename: 'Product',
    id: `p${n}`,
    legacyId: n,
    slug: `product-${n}`,
    name: `Product ${n}`,
    category: 'WOMEN',
    mainImage: drawnPicture(`product-${n}`, `Product ${n}`),
    rating: 4.5,
    ratingCount: 10 + n,
    inStock: true,
    defaultColour: 'BLACK',
    price: usd(1000 + n * 100),
    compareAtPrice: usd(2000 + n * 100),
    discountPercent: Math.round((1000 / (2000 + n * 100)) * 100), // what the server would say
    sizesInStock: ['M'],
    ...overrides,
  };
}

/** A visitor's defaults: dollars, English (loaded up front, as the server does before rendering). */
export const ENGLISH_PREFERENCES: InitialPreferences = { currency: 'USD', language: 'en', messages: english };
/** The same visitor with Bangla or Hindi chosen: what a page in that language must show. */
export const BANGLA_PREFERENCES: InitialPreferences = { currency: 'USD', language: 'bn', messages: bangla };
export const HINDI_PREFERENCES: InitialPreferences = { currency: 'USD', language: 'hi', messages: hindi };

/**
 * Renders `element` at `path` (a URL, search included) inside the shop's providers. `location()`
 * tells where the page has navigated to (the search it wrote, say), `visited()` every address it showed,
 * in order (a replaced one included). A plain MemoryRouter: jsdom has
 * no fetch Request, which the data routers need for every navigation.
 */
export function renderInShop(
  element: ReactNode,
  { path = '/', route = '/', mocks = [], preferences = ENGLISH_PREFERENCES }: { path?: string; route?: string; mocks?: ReadonlyArray<MockLink.MockedResponse>; preferences?: InitialPreferences } = {},
) {
  const seen: { location: Location | null; visited: string[] } = { location: null, visited: [] };
  function LocationProbe() {
    seen.location = useLocation();
    const address = `${seen.location.pathname}${seen.location.search}`;
    if (seen.visited.at(-1) !== address) seen.visited.push(address);
    return null;
  }
  const result = render(
    <MockedProvider mocks={[currenciesMock, ...mocks, shopSettingsMock()]} cache={createCache()} mockLinkDefaultOptions={{ delay: 0 }}>
      <AuthProvider>
        <PreferencesProvider initial={preferences}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path={route}
                element={
                  <>
                    {element}
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </PreferencesProvider>
      </AuthProvider>
    </MockedProvider>,
  );
  return { ...result, location: () => seen.location!, visited: () => [...seen.visited] };
}

/** The preferences the next page would be rendered with: the ones the cookies now name (as the server reads them). */
export function preferencesOfNextPage(): Promise<InitialPreferences> {
  return preferencesFromCookies(parseCookies(document.cookie));
}

/** Forgets the shopper's currency and language cookies. */
export function clearPreferenceCookies(): void {
  for (const name of ['kapor-currency', 'kapor-language']) document.cookie = `${name}=; Path=/; Max-Age=0`;
}
