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
import { useT } from '../../lib/i18n';
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
  const t = useT();
  return (
    <>
      <PageMeta title={t('cart.meta.title')} description={t('cart.meta.description')} noindex />
      <Cart />
      <div className="container">
        <RecentlyViewed />
      </div>
    </>
  );
}

function Cart() {
  const t = useT();
  const { loggedIn } = useAuth();
  const navigate = useNavigate();
  // The same query the header uses (lib/cart useCart), refreshed on open so stock limits are current.
  const { data, loading, error } = useQuery(CartDocument, { skip: !loggedIn, fetchPolicy: 'cache-and-network' });
  const cart = loggedIn ? (data?.cart ?? null) : null;
  const lines = useCartLines(cart);

  if (!loggedIn) {
    return <LoginPrompt title={t('cart.title')} text={t('cart.login.text')} from="/cart" />;
  }
  if (!cart) {
    return <div className="container page">{loading ? <Spinner label={t('cart.loading')} /> : <ErrorText>{t(error ? 'cart.error.fetch' : 'cart.error.load')}</ErrorText>}</div>;
  }

  const empty = cart.lines.length === 0;

  return (
    <div className="container page cart-page">
      <h1>{t('cart.title')}</h1>
      {error && <ErrorText>{t('cart.error.fetch')}</ErrorText>}
      {lines.error && <ErrorText>{lines.error}</ErrorText>}

      {empty ? (
        <EmptyState icon={<BagIcon />} title={t('cart.empty.title')} action={{ to: '/all', label: t('cart.continueShopping') }} />
      ) : (
        <table className="table table--cards cart-table">
          <caption className="visually-hidden">{t('cart.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cart.table.products')}</th>
              <th scope="col">{t('cart.table.title')}</th>
              <th scope="col">{t('cart.table.price')}</th>
              <th scope="col">{t('cart.table.quantity')}</th>
              <th scope="col">{t('cart.table.subtotal')}</th>
              <th scope="col">{t('cart.table.remove')}</th>
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
          <CartTotals cart={cart} title={t('cart.totals.title')} titleId="cart-totals-title" busy={lines.busy}>
            <button type="button" className="button button--accent button--block cart-page__checkout" disabled={empty} onClick={() => navigate('/checkout')}>
              {t('cart.checkout')}
            </button>
          </CartTotals>
          {!empty && (
            <Link to="/all" className="cart-page__continue">
              {t('cart.continueShopping')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
