import { Navigate, useLocation } from 'react-router-dom';
import { NoProduct, ProductView } from './components/ProductView';

/** What the original passed in navigation state: the product, of which we need the slug or the id. */
function productFromState(state: unknown): { id?: string; slug?: string } | null {
  if (!state || typeof state !== 'object' || !('product' in state)) return null;
  const product = (state as { product: unknown }).product;
  if (!product || typeof product !== 'object') return null;
  const { id, slug, _id } = product as { id?: unknown; slug?: unknown; _id?: unknown };
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined);
  const found = { id: text(id) ?? text(_id), slug: text(slug) };
  return found.id || found.slug ? found : null;
}

/**
 * /display_product — the original's product page, which gets its product from navigation state.
 * With a slug it moves to the product's own address (so it can be shared and reloaded); with only
 * an id it shows the product here; with neither, 'No Product found.' (a 404 from the server, which never
 * has navigation state)
 */
export default function DisplayProductPage() {
  const location = useLocation();
  const product = productFromState(location.state);
  if (product?.slug) return <Navigate to={`/product/${encodeURIComponent(product.slug)}`} replace state={location.state} />;
  if (product?.id) return <ProductView id={product.id} />;
  return <NoProduct />;
}
