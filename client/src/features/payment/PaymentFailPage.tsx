import './payment.css';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCart } from '../../lib/cart';
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
  const { format } = usePreferences();
  const { cart } = useCart();
  const { paid: paidAfterAll } = usePaymentOrder(tranId, { recheck: false });

  return (
    <div className="container page page--narrow payment-page">
      <PageMeta title="Payment Failed" description="Your payment for a Kapor order did not go through." noindex />
      <div className="panel payment-result payment-result--error">
        <span className="icon-circle payment-result__icon" aria-hidden="true">
          !
        </span>
        <h1>Payment Failed</h1>
        <TransactionId tranId={tranId} />
        <p className="lead">Unfortunately, your payment did not go through. Please try again or contact support.</p>
        {paidAfterAll && (
          <p className="notice notice--ok" role="status">
            Good news: our records show this order as paid after all. <Link to={`/account/orders/${encodeURIComponent(tranId)}`}>View order</Link>
          </p>
        )}
        {cart && cart.lines.length > 0 && (
          <div className="payment-cart">
            <h2 className="payment-cart__title">Your cart is saved</h2>
            <ul className="payment-cart__lines">
              {cart.lines.map((line) => (
                <li key={line.id}>
                  <span>
                    {line.product.name} <span className="muted">({line.variant.size}) × {line.quantity}</span>
                  </span>
                  <span>{format(line.lineTotal)}</span>
                </li>
              ))}
            </ul>
            <p className="payment-cart__total">
              <span>
                Total ({cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'})
              </span>
              <strong>{format(cart.total)}</strong>
            </p>
          </div>
        )}
        <p className="payment-result__actions">
          <button type="button" className="button button--accent" onClick={() => navigate(`/checkout?retry=${encodeURIComponent(tranId)}`)}>
            Try again
          </button>
          <Link to="/cart" className="button button--ghost">
            View cart
          </Link>
        </p>
        <p className="muted payment-result__help">
          Need help? <Link to="/contact">Contact support</Link> and quote the transaction id.
        </p>
      </div>
    </div>
  );
}
