import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import possibleTypes from '../gql/possible-types';
import { readStaffToken } from './staff-token';

/**
 * The cache: union members matched exactly (`... on ErrorResult`); objects by id, and those without one by
 * what identifies them, so a mutation's answer updates every list and page that shows the same thing.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: possibleTypes.possibleTypes,
    typePolicies: {
      VariantStock: { keyFields: ['variantId'] },
      Currency: { keyFields: ['code'] },
      // There is one: updateShopSettings's answer replaces what shopSettingsAdmin read.
      ShopSettingsAdmin: { keyFields: [] },
    },
  });
}

/** Logging in works even while an expired token is still saved (the server refuses any bad token). */
const ANONYMOUS_OPERATIONS = new Set(['StaffLogin']);

/**
 * The back office's Apollo Client: the same origin's /admin-api with the staff token. A 401 means the
 * session is over (expired, or the member was deactivated): `onUnauthorized` sends them back to log in.
 */
export function createApolloClient(options: { onUnauthorized: () => void }): ApolloClient {
  const auth = new SetContextLink((prev, operation) => {
    const token = ANONYMOUS_OPERATIONS.has(operation.operationName ?? '') ? null : readStaffToken();
    return token ? { headers: { ...prev.headers, Authorization: `Bearer ${token}` } } : {};
  });
  const unauthorized = new ErrorLink(({ error }) => {
    if (ServerError.is(error) && error.statusCode === 401) options.onUnauthorized();
  });
  return new ApolloClient({
    link: ApolloLink.from([unauthorized, auth, new HttpLink({ uri: '/admin-api' })]),
    cache: createCache(),
  });
}
