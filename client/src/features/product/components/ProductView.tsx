import { useQuery } from '@apollo/client/react';
import NotFoundPage from '../../../app/NotFoundPage';
import { RecentlyViewed } from '../../../components/RecentlyViewed';
import { ErrorText, Spinner } from '../../../components/Spinner';
import { ProductDetailDocument } from '../../../gql/graphql';
import { useT } from '../../../lib/i18n';
import { MovedPermanently } from '../../../lib/seo/MovedPermanently';
import { PageMeta } from '../../../lib/seo/PageMeta';
import '../product.css';
import { ProductDetails } from './ProductDetails';
import { ProductReviews } from './ProductReviews';
import { ProductSeo, productPath } from './ProductSeo';
import { RelatedProducts } from './RelatedProducts';

/** What an address naming no product shows: the not-found page (404), in the original's words ('No Product found.'). */
export function NoProduct() {
  const t = useT();
  return <NotFoundPage heading={t('product.notFound')} lead={t('product.notFound.lead')} />;
}

/**
 * Loads one product (by slug from the URL, or by id from navigation state) and shows its page. A slug the
 * product no longer has (the server still finds it by an old one) moves to its current address.
 */
export function ProductView({ slug, id }: { slug?: string; id?: string }) {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(ProductDetailDocument, { variables: { slug: slug ?? null, id: id ?? null } });
  const product = data?.product ?? null;

  if (product && slug !== undefined && product.slug !== slug) return <MovedPermanently to={productPath(product.slug)} />;
  if (!product && data) return <NoProduct />;

  let body;
  if (loading && !data) body = <Spinner label={t('product.loading')} />;
  else if (error && !data)
    body = (
      <div className="product-empty">
        <ErrorText>{t('product.error')}</ErrorText>
        <button type="button" className="button button--ghost" onClick={() => void refetch().catch(() => undefined)}>
          {t('product.retry')}
        </button>
      </div>
    );
  else if (product)
    body = (
      <>
        <ProductSeo product={product} />
        {/* A fresh page (colour, size, messages) for each product the shopper opens. */}
        <ProductDetails key={product.id} product={product} />
        <ProductReviews key={`reviews-${product.id}`} productId={product.id} />
        <RelatedProducts productId={product.id} />
        <RecentlyViewed viewing={product} />
      </>
    );

  return (
    <div className="container page product-page">
      {!product && <PageMeta title={t('product.title')} description={t('product.description')} />}
      {body}
    </div>
  );
}
