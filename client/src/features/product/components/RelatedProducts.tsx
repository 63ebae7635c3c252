import { useQuery } from '@apollo/client/react';
import { ProductGrid } from '../../../components/ProductCard';
import { ErrorText, Spinner } from '../../../components/Spinner';
import { ProductPageRelatedDocument } from '../../../gql/graphql';

/** Products like this one (same category, same kind first), below the product. */
export function RelatedProducts({ productId }: { productId: string }) {
  const { data, loading, error } = useQuery(ProductPageRelatedDocument, { variables: { productId, limit: 4 } });
  const products = data?.relatedProducts ?? [];
  if (!loading && !error && products.length === 0) return null;
  return (
    <section className="section related" aria-labelledby="related-heading">
      <div className="section__head">
        <h2 id="related-heading">Related products</h2>
      </div>
      {loading && !data ? (
        <Spinner label="Loading related products..." />
      ) : error ? (
        <ErrorText>Failed to fetch related products.</ErrorText>
      ) : (
        <ProductGrid products={products} label="Related products" />
      )}
    </section>
  );
}
