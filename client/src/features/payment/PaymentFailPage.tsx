import './payment.css';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCart } from '../../lib/cart';
import { Message, useFormats, useT } from '../../lib/i18n';
import { usePreferences } from '../../lib/preferences';
import { PageMeta } from '../../lib/seo/PageMeta';
import { TransactionId } from './TransactionId';
import { usePaymentOrder } from './use-payment-order';

/**
 * Where the gateway sends the shopper when a payment fails or is cancelled: the spec's message, the
 * cart (still intact: it is only emptied once an order is paid) and a way back to checkout.
 */
export default function PaymentFailPage() {
  const { tranId = '' } = useParams();
  const navigate = useNavigate();
  const t = useT();
  const { formatNumber } = useFormats();
  const { format } = usePreferences();
  const { cart } = useCart();
  const { paid: paidAfterAll } = usePaymentOrder(tranId, { recheck: false });

  return (
    <div className="container page page--narrow payment-page">
      <PageMeta title={t('payment.meta.failed')} description={t('payment.meta.failedDescription')} noindex />
      <div className="panel payment-result payment-result--error">
        <span className="icon-circle payment-result__icon" aria-hidden="true">
          !
        </span>
        <h1>{t('payment.failed.title')}</h1>
        <TransactionId tranId={tranId} />
        <p className="lead">{t('payment.failed.lead')}</p>
        {paidAfterAll && (
          <p className="notice notice--ok" role="status">
            <Message id="payment.failed.paidAfterAll" values={{ link: (chunks) => <Link to={`/account/orders/${encodeURIComponent(tranId)}`}>{chunks}</Link> }} />
          </p>
        )}
        {cart && cart.lines.length > 0 && (
          <div className="payment-cart">
            <h2 className="payment-cart__title">{t('payment.failed.cartSaved')}</h2>
            <ul className="payment-cart__lines">
              {cart.lines.map((line) => (
                <li key={line.id}>
                  <span>
                    {line.product.name} <span className="muted">({line.variant.size}) × {formatNumber(line.quantity)}</span>
                  </span>
                  <span>{format(line.lineTotal)}</span>
                </li>
              ))}
            </ul>
            <p className="payment-cart__total">
              <span>{t('payment.failed.total', { count: cart.itemCount })}</span>
              <strong>{format(cart.total)}</strong>
            </p>
          </div>
        )}
        <p className="payment-result__actions">
          <button type="button" className="button button--accent" onClick={() => navigate(`/checkout?retry=${encodeURIComponent(tranId)}`)}>
            {t('payment.tryAgain')}
          </button>
          <Link to="/cart" className="button button--ghost">
            {t('payment.viewCart')}
          </Link>
        </p>
        <p className="muted payment-result__help">
          <Message id="payment.failed.help" values={{ link: (chunks) => <Link to="/contact">{chunks}</Link> }} />
        </p>
      </div>
    </div>
  );
}
