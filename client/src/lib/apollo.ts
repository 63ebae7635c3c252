import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import possibleTypes from '../gql/possible-types';
import { readToken } from './auth-token';
import type { Language } from './i18n';

/** The header that names the shopper's language to the shop API (server/src/common/language.ts). */
export const LANGUAGE_HEADER = 'x-kapor-language';

/**
 * The cache: Cart by id with its lines by id, so every cart mutation (each answers the whole cart)
 * updates the header badge, the cart page, the wishlist and the checkout summary at once.
 * Money and discounts have no id: they are values, merged into their parent.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: possibleTypes.possibleTypes,
    typePolicies: {
      Cart: { fields: { lines: { merge: (_existing, incoming) => incoming } } },
      Wishlist: { fields: { items: { merge: (_existing, incoming) => incoming } } },
      Money: { merge: true },
      CartDiscount: { merge: true },
    },
  });
}

const ANONYMOUS_OPERATIONS = new Set(['Login', 'SignUp']);

/**
 * One Apollo Client for the storefront, talking to the same origin's /graphql with the saved token.
 * A 401 means the token is no longer good (expired, or the account is gone): `onUnauthorized`
 * logs the shopper out instead of leaving every request failing.
 */
export function createApolloClient(options: { onUnauthorized?: () => void; state?: NormalizedCacheObject; language?: Language } = {}): ApolloClient {
  const auth = new SetContextLink((prev, operation) => {
    // Logging in must work even while a stale token is still saved (the server refuses any bad token).
    const token = ANONYMOUS_OPERATIONS.has(operation.operationName ?? '') ? null : readToken();
    return token ? { headers: { ...prev.headers, Authorization: `Bearer ${token}` } } : {};
  });
  const unauthorized = new ErrorLink(({ error }) => {
    if (ServerError.is(error) && error.statusCode === 401) options.onUnauthorized?.();
  });
  const cache = createCache();
  if (options.state) cache.restore(options.state);
  return new ApolloClient({
    // The page's language: the server answers product texts and error messages in it.
    link: ApolloLink.from([unauthorized, auth, new HttpLink({ uri: '/graphql', headers: { [LANGUAGE_HEADER]: options.language ?? 'en' } })]),
    cache,
    // A server-rendered page arrives with its data: queries that would refetch it (cache-and-network)
    // read the handed-over cache while the page hydrates instead.
    ssrForceFetchDelay: options.state ? 1000 : undefined,
  });
}

/**
 * The server's own client, one per rendered page: its link runs each operation in-process against the
 * shop API (given by the server), as a visitor; nothing is shared between requests.
 */
export function createServerApolloClient(link: ApolloLink): ApolloClient {
  return new ApolloClient({ link, cache: createCache(), ssrMode: true });
}
