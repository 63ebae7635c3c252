import { useParams } from 'react-router-dom';
import { ProductView } from './components/ProductView';

/** /product/:slug — a product page anyone can link to. */
export default function ProductPage() {
  const { slug } = useParams<{ slug: string }>();
  return <ProductView slug={slug} />;
}
