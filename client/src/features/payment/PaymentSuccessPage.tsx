import './payment.css';
import { Link, useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { PageMeta } from '../../lib/seo/PageMeta';
import { OrderSummary } from './OrderSummary';
import { TransactionId } from './TransactionId';
import { usePaymentOrder } from './use-payment-order';

const STATUS_TEXT: Record<string, string> = {
  PAYMENT_FAILED: 'the payment failed',
  CANCELLED: 'the payment was cancelled',
  EXPIRED: 'the order expired before it was paid',
};

/**
 * Where the gateway sends the shopper after paying. It asks the server to re-check the payment with
 * the gateway once, then shows what the server says about the order — 'Payment Successful!' only when it is paid.
 */
export default function PaymentSuccessPage() {
  const { tranId = '' } = useParams();
  const { order, loggedIn, loading, error, checking, stillPending, paid, unpaid } = usePaymentOrder(tranId, { recheck: true });

  let body;
  if (loading) {
    body = <Spinner label="Checking your payment..." />;
  } else if (!loggedIn || error) {
    // The gateway only sends the shopper here after a payment the server verified.
    body = (
      <div className="panel payment-result payment-result--ok">
        <h1>Payment Successful!</h1>
        <TransactionId tranId={tranId} />
        <p className="lead">Thank you for your order.</p>
        {!loggedIn ? (
          <p>
            <Link to="/login" state={{ from: `/payment/success/${tranId}` }}>
              Log in
            </Link>{' '}
            to see your order, or <Link to="/orderTrac">track it</Link> with this transaction id.
          </p>
        ) : (
          <p className="error-text" role="alert">
            We could not load the order details just now. They are in My orders.
          </p>
        )}
        <Actions tranId={tranId} />
      </div>
    );
  } else if (!order) {
    body = (
      <div className="panel payment-result">
        <h1>Order not found</h1>
        <TransactionId tranId={tranId} />
        <p>We could not find an order with this transaction id in your account.</p>
        <p className="payment-result__actions">
          <Link to="/account?section=orders" className="button button--ghost">
            My orders
          </Link>
          <Link to="/all" className="button button--accent">
            Continue shopping
          </Link>
        </p>
      </div>
    );
  } else if (paid) {
    body = (
      <>
        <div className="panel payment-result payment-result--ok">
          <span className="icon-circle payment-result__icon" aria-hidden="true">
            ✓
          </span>
          <h1>{order.paymentOnHold ? 'Payment received' : 'Payment Successful!'}</h1>
          <TransactionId tranId={tranId} />
          {order.paymentOnHold ? (
            <p className="lead">The payment gateway is reviewing this payment. We will ship your order as soon as it clears.</p>
          ) : (
            <p className="lead">Thank you! Your order is confirmed and being prepared.</p>
          )}
          <Actions tranId={tranId} />
        </div>
        <OrderSummary order={order} />
      </>
    );
  } else if (unpaid) {
    body = (
      <>
        <div className="panel payment-result payment-result--error">
          <h1>Payment not completed</h1>
          <TransactionId tranId={tranId} />
          <p className="lead" role="alert">
            This order was not paid: {STATUS_TEXT[order.status] ?? 'the payment did not go through'}. Nothing was charged.
          </p>
          <p className="payment-result__actions">
            <Link to={`/checkout?retry=${encodeURIComponent(tranId)}`} className="button button--accent">
              Try again
            </Link>
            <Link to="/cart" className="button button--ghost">
              View cart
            </Link>
          </p>
        </div>
        <OrderSummary order={order} />
      </>
    );
  } else {
    body = (
      <>
        <div className="panel payment-result">
          <h1>{stillPending ? 'Waiting for the payment gateway' : 'Confirming your payment...'}</h1>
          <TransactionId tranId={tranId} />
          {checking ? (
            <Spinner label="Checking with the payment gateway..." />
          ) : (
            <p className="lead" role="status">
              The gateway has not confirmed this payment yet. It usually takes a moment; we will update your order as soon as it does. You can check it in My orders.
            </p>
          )}
          <Actions tranId={tranId} />
        </div>
        <OrderSummary order={order} />
      </>
    );
  }

  return (
    <div className="container page page--narrow payment-page">
      <PageMeta title={paid || !loggedIn ? 'Payment Successful' : 'Your payment'} description="The payment of your Kapor order and what happens next." noindex />
      {body}
    </div>
  );
}

function Actions({ tranId }: { tranId: string }) {
  return (
    <p className="payment-result__actions">
      <Link to={`/account/orders/${encodeURIComponent(tranId)}`} className="button button--ghost">
        View order
      </Link>
      <Link to="/all" className="button button--accent">
        Continue shopping
      </Link>
    </p>
  );
}
