import './products.css';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { CatalogProductDocument } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { StatusBadge } from './labels';
import { ProductForm } from './ProductForm';
import { ProductPhotos } from './ProductPhotos';
import { ProductStatusActions } from './ProductStatusActions';
import { ProductTranslations } from './ProductTranslations';

/** One product: its status and the actions on it, its fields and variants, its name and description in Bangla and Hindi, and its photos. */
export default function ProductPage() {
  const { productId = '' } = useParams();
  const location = useLocation();
  const created = (location.state as { notice?: string } | null)?.notice;
  const [notice, setNotice] = useState<NoticeMessage | null>(created ? { tone: 'success', text: created } : null);
  const { data, loading, error } = useQuery(CatalogProductDocument, { variables: { id: productId } });
  const product = data?.catalogProduct;

  // One Page from loading to loaded, so its heading (focused after the move here) stays the same element.
  const title = product?.name ?? (loading || error ? 'Product' : 'No such product');
  return (
    <Page
      title={title}
      intro={
        product && (
          <>
            <StatusBadge status={product.status} /> Updated {formatDateTime(product.updatedAt)}.{' '}
            {product.status === 'ACTIVE' ? <a href={`/product/${product.slug}`}>See it in the shop</a> : 'Shoppers do not see it.'}
          </>
        )
      }
      actions={product && <ProductStatusActions product={product} onNotice={setNotice} />}
    >
      <p className="back-link">
        <Link to="/products">All products</Link>
      </p>
      <Notice message={notice} />
      {loading && !product && <Spinner label="Loading the product" />}
      {error && <p role="alert">The product could not be loaded: {error.message}</p>}
      {!loading && !error && !product && <p>There is no product at this address: it may have been deleted.</p>}
      {product && (
        <>
          <ProductForm key={product.id} product={product} onSubmitted={() => setNotice(null)} onSaved={(saved) => setNotice({ tone: 'success', text: `${saved.name} was saved.` })} />
          <ProductTranslations key={`translations-${product.id}`} productId={product.id} english={{ name: product.name, description: product.description }} translations={product.translations} />
          <ProductPhotos productId={product.id} productName={product.name} colours={product.colours} />
        </>
      )}
    </Page>
  );
}
