import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One Apollo Client for the storefront, talking to the same origin's /graphql. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql' }),
    cache: new InMemoryCache(),
  });
}
