import './CheckoutPage.css';
import { useQuery } from '@apollo/client/react';
import { EmptyState } from '../../components/EmptyState';
import { BagIcon } from '../../components/Icons';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ErrorText, Spinner } from '../../components/Spinner';
import { CartDocument, ShopSettingsDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { PageMeta } from '../../lib/seo/PageMeta';
import { CheckoutForm } from './CheckoutForm';

/**
 * Checkout: delivery details, a delivery date and route, the payment method and the terms, beside the
 * order summary from the server cart. Confirm Order places the order and sends the shopper to the
 * payment gateway.
 */
export default function CheckoutPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('checkout.meta.title')} description={t('checkout.meta.description')} noindex />
      <Checkout />
    </>
  );
}

function Checkout() {
  const t = useT();
  const { loggedIn } = useAuth();
  const { data, loading, error } = useQuery(CartDocument, { skip: !loggedIn, fetchPolicy: 'cache-and-network' });
  const cart = loggedIn ? (data?.cart ?? null) : null;
  const shop = useQuery(ShopSettingsDocument, { skip: !loggedIn, fetchPolicy: 'cache-first' });
  const settings = shop.data?.shopSettings ?? null;

  if (!loggedIn) {
    return <LoginPrompt title={t('checkout.title')} text={t('checkout.login.text')} from="/checkout" />;
  }
  if (!cart) {
    return <div className="container page">{loading ? <Spinner label={t('checkout.cart.loading')} /> : <ErrorText>{t(error ? 'checkout.cart.fetchError' : 'checkout.cart.loadError')}</ErrorText>}</div>;
  }
  // The form checks what the server will check, so it waits for the shop's rules.
  if (cart.lines.length > 0 && !settings) {
    return (
      <div className="container page">
        {shop.error ? <ErrorText>{t('checkout.loadError')}</ErrorText> : <Spinner label={t('checkout.loading')} />}
      </div>
    );
  }
  return (
    <div className="container page checkout-page">
      <h1>{t('checkout.title')}</h1>
      {cart.lines.length === 0 ? (
        <EmptyState icon={<BagIcon />} title={t('checkout.empty.title')} text={t('checkout.empty.text')} action={{ to: '/all', label: t('checkout.continueShopping') }} />
      ) : (
        <CheckoutForm cart={cart} rules={settings!} />
      )}
    </div>
  );
}
