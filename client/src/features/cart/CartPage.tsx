import './CartPage.css';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { CartTotals } from '../../components/CartTotals';
import { EmptyState } from '../../components/EmptyState';
import { BagIcon } from '../../components/Icons';
import { LoginPrompt } from '../../components/LoginPrompt';
import { RecentlyViewed } from '../../components/RecentlyViewed';
import { ErrorText, Spinner } from '../../components/Spinner';
import { CartDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { PageMeta } from '../../lib/seo/PageMeta';
import { CartLineRow } from './components/CartLineRow';
import { PromoBox } from './components/PromoBox';
import { useCartLines } from './hooks/use-cart-lines';

/**
 * The cart: its lines in a table (stacked rows on phones), the promo box and the server's totals.
 * It reads the one cached Cart the header reads, refreshed from the server on open. Below it, the products
 * this browser viewed lately.
 */
export default function CartPage() {
  return (
    <>
      <PageMeta title="Your cart" description="Your Kapor cart: what you are about to order, its promo code and totals." noindex />
      <Cart />
      <div className="container">
        <RecentlyViewed />
      </div>
    </>
  );
}

function Cart() {
  const { loggedIn } = useAuth();
  const navigate = useNavigate();
  // The same query the header uses (lib/cart useCart), refreshed on open so stock limits are current.
  const { data, loading, error } = useQuery(CartDocument, { skip: !loggedIn, fetchPolicy: 'cache-and-network' });
  const cart = loggedIn ? (data?.cart ?? null) : null;
  const lines = useCartLines(cart);

  if (!loggedIn) {
    return <LoginPrompt title="Your cart" text="Log in to see your cart." from="/cart" />;
  }
  if (!cart) {
    return <div className="container page">{loading ? <Spinner label="Loading your cart..." /> : <ErrorText>{error ? 'Error fetching cart items' : 'Your cart could not be loaded.'}</ErrorText>}</div>;
  }

  const empty = cart.lines.length === 0;

  return (
    <div className="container page cart-page">
      <h1>Your cart</h1>
      {error && <ErrorText>Error fetching cart items</ErrorText>}
      {lines.error && <ErrorText>{lines.error}</ErrorText>}

      {empty ? (
        <EmptyState icon={<BagIcon />} title="Your cart is empty." action={{ to: '/all', label: 'Continue shopping' }} />
      ) : (
        <table className="table table--cards cart-table">
          <caption className="visually-hidden">Items in your cart</caption>
          <thead>
            <tr>
              <th scope="col">Products</th>
              <th scope="col">Title</th>
              <th scope="col">Price</th>
              <th scope="col">Quantity</th>
              <th scope="col">Subtotal</th>
              <th scope="col">Remove</th>
            </tr>
          </thead>
          <tbody>
            {cart.lines.map((line) => (
              <CartLineRow key={line.id} line={line} error={lines.lineErrors[line.id]} onQuantity={(quantity) => lines.setQuantity(line, quantity)} onRemove={() => lines.remove(line)} />
            ))}
          </tbody>
        </table>
      )}

      <div className="cart-page__below">
        {empty ? <div /> : <PromoBox cart={cart} />}
        <div className="panel cart-page__totals">
          <CartTotals cart={cart} title="Cart Totals" titleId="cart-totals-title" busy={lines.busy}>
            <button type="button" className="button button--accent button--block cart-page__checkout" disabled={empty} onClick={() => navigate('/checkout')}>
              PROCEED TO CHECKOUT
            </button>
          </CartTotals>
          {!empty && (
            <Link to="/all" className="cart-page__continue">
              Continue shopping
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
