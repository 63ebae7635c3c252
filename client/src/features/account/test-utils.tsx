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
