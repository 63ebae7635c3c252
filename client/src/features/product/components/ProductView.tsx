import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ErrorText, Spinner } from '../../../components/Spinner';
import { ProductDetailDocument } from '../../../gql/graphql';
import { useTitle } from '../../../lib/use-title';
import '../product.css';
import { ProductDetails } from './ProductDetails';
import { RelatedProducts } from './RelatedProducts';

export const NO_PRODUCT = 'No Product found.';

export function NoProduct() {
  return (
    <div className="product-empty">
      <h1>{NO_PRODUCT}</h1>
      <p className="muted">It may have sold out or moved. Our whole range is one click away.</p>
      <Link className="button" to="/all">
        Continue shopping
      </Link>
    </div>
  );
}

/** Loads one product (by slug from the URL, or by id from navigation state) and shows its page. */
export function ProductView({ slug, id }: { slug?: string; id?: string }) {
  const { data, loading, error, refetch } = useQuery(ProductDetailDocument, { variables: { slug: slug ?? null, id: id ?? null } });
  const product = data?.product ?? null;
  useTitle(product?.name ?? (loading ? null : NO_PRODUCT));

  let body;
  if (loading && !data) body = <Spinner label="Loading product..." />;
  else if (error && !data)
    body = (
      <div className="product-empty">
        <ErrorText>Error fetching product. Please try again.</ErrorText>
        <button type="button" className="button button--ghost" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </button>
      </div>
    );
  else if (!product) body = <NoProduct />;
  else
    body = (
      <>
        {/* A fresh page (colour, size, messages) for each product the shopper opens. */}
        <ProductDetails key={product.id} product={product} />
        <RelatedProducts productId={product.id} />
      </>
    );

  return <div className="container page product-page">{body}</div>;
}
