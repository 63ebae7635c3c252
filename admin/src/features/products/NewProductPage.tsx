import './products.css';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '../../components/Page';
import { ProductForm } from './ProductForm';

/** A new product, saved as a draft; then its own page, to add photos and publish it. */
export default function NewProductPage() {
  const navigate = useNavigate();
  return (
    <Page title="New product" intro="It is saved as a draft, which shoppers do not see: add photos next, then publish it." actions={<Link to="/products">All products</Link>}>
      <ProductForm product={null} onSaved={(product) => navigate(`/products/${product.id}`, { state: { notice: `${product.name} was created as a draft. Add its photos, then publish it.` } })} />
    </Page>
  );
}
