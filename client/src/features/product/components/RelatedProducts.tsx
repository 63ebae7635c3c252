import { useQuery } from '@apollo/client/react';
import { ProductGrid } from '../../../components/ProductCard';
import { ErrorText, Spinner } from '../../../components/Spinner';
import { ProductPageRelatedDocument } from '../../../gql/graphql';
import { useT } from '../../../lib/i18n';

/** Products like this one (same category, same kind first), below the product. */
export function RelatedProducts({ productId }: { productId: string }) {
  const t = useT();
  const { data, loading, error } = useQuery(ProductPageRelatedDocument, { variables: { productId, limit: 4 } });
  const products = data?.relatedProducts ?? [];
  if (!loading && !error && products.length === 0) return null;
  return (
    <section className="section related" aria-labelledby="related-heading">
      <div className="section__head">
        <h2 id="related-heading">{t('product.related.title')}</h2>
      </div>
      {loading && !data ? (
        <Spinner label={t('product.related.loading')} />
      ) : error ? (
        <ErrorText>{t('product.related.error')}</ErrorText>
      ) : (
        <ProductGrid products={products} label={t('product.related.title')} />
      )}
    </section>
  );
}
