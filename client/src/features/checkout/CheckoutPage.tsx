import './CheckoutPage.css';
import { useQuery } from '@apollo/client/react';
import { EmptyState } from '../../components/EmptyState';
import { BagIcon } from '../../components/Icons';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ErrorText, Spinner } from '../../components/Spinner';
import { CartDocument, ShopSettingsDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { PageMeta } from '../../lib/seo/PageMeta';
import { CheckoutForm } from './CheckoutForm';

/**
 * Checkout: delivery details, a delivery date and route, the payment method and the terms, beside the
 * order summary from the server cart. Confirm Order places the order and sends the shopper to the
 * payment gateway.
 */
export default function CheckoutPage() {
  return (
    <>
      <PageMeta title="Checkout" description="Check out your Kapor order: delivery details, date and payment." noindex />
      <Checkout />
    </>
  );
}

function Checkout() {
  const { loggedIn } = useAuth();
  const { data, loading, error } = useQuery(CartDocument, { skip: !loggedIn, fetchPolicy: 'cache-and-network' });
  const cart = loggedIn ? (data?.cart ?? null) : null;
  const shop = useQuery(ShopSettingsDocument, { skip: !loggedIn, fetchPolicy: 'cache-first' });
  const settings = shop.data?.shopSettings ?? null;

  if (!loggedIn) {
    return <LoginPrompt title="Checkout" text="Log in to check out and pay for your order." from="/checkout" />;
  }
  if (!cart) {
    return <div className="container page">{loading ? <Spinner label="Loading your cart..." /> : <ErrorText>{error ? 'Error fetching cart items' : 'Your cart could not be loaded.'}</ErrorText>}</div>;
  }
  // The form checks what the server will check, so it waits for the shop's rules.
  if (cart.lines.length > 0 && !settings) {
    return (
      <div className="container page">
        {shop.error ? <ErrorText>Checkout could not be loaded. Please try again in a moment.</ErrorText> : <Spinner label="Loading checkout..." />}
      </div>
    );
  }
  return (
    <div className="container page checkout-page">
      <h1>Checkout</h1>
      {cart.lines.length === 0 ? (
        <EmptyState icon={<BagIcon />} title="Your cart is empty." text="Add something you love, then come back to check out." action={{ to: '/all', label: 'Continue shopping' }} />
      ) : (
        <CheckoutForm cart={cart} rules={settings!} />
      )}
    </div>
  );
}
