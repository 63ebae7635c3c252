import { ApolloProvider, useQuery } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ProductListDocument } from './gql/graphql';
import { createApolloClient } from './lib/apollo';

function ProductList() {
  const { data, loading, error } = useQuery(ProductListDocument, { variables: { page: 1, pageSize: 24 } });
  if (loading) return <p>Loading products...</p>;
  if (error) return <p role="alert">Error fetching all products</p>;
  return (
    <ul>
      {data?.products.items.map((p) => (
        <li key={p.id}>
          <img src={p.image} alt={p.name} width={120} height={120} /> {p.name} — {p.price.formatted}
        </li>
      ))}
    </ul>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={createApolloClient()}>
      <h1>Kapor</h1>
      <ProductList />
    </ApolloProvider>
  </StrictMode>,
);
