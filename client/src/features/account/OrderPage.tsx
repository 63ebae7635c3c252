import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ErrorText, Spinner } from '../../components/Spinner';
import { AccountOrderDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { readable } from '../../lib/format';
import { PageMeta } from '../../lib/seo/PageMeta';
import { OrderLines } from '../../components/OrderLines';
import { OrderShipment } from './components/OrderShipment';
import { OrderStatusBadge } from './components/OrderStatusBadge';
import { OrderRefunds } from './components/OrderRefunds';
import { OrderTimeline } from './components/OrderTimeline';
import { TrackOrderHint } from './components/TrackOrderHint';
import { formatDate, formatDateTime, ORDER_STATUS } from './order-format';
import './account.css';

/** /account/orders/:tranId — one of the customer's orders: lines, totals, delivery, its status history and, once shipped, how to track it. */
export default function OrderPage() {
  const { tranId = '' } = useParams();
  const { loggedIn } = useAuth();
  return (
    <>
      <PageMeta title={`Order ${tranId}`} description="One of your Kapor orders: what you ordered, its totals, delivery and status." noindex />
      {loggedIn ? (
        <OrderDetails tranId={tranId} />
      ) : (
        <LoginPrompt title="Your order" text="Log in to see this order." from={`/account/orders/${encodeURIComponent(tranId)}`}>
          <TrackOrderHint />
        </LoginPrompt>
      )}
    </>
  );
}

function BackLink() {
  return (
    <Link to="/account?section=orders" className="back-link">
      ← My orders
    </Link>
  );
}

function OrderDetails({ tranId }: { tranId: string }) {
  const { data, loading, error } = useQuery(AccountOrderDocument, { variables: { tranId }, fetchPolicy: 'cache-and-network' });
  const order = data?.order;

  if (loading && !data) return <Spinner label="Loading your order..." />;
  if (error && !data) {
    return (
      <div className="container page page--narrow">
        <BackLink />
        <h1>Order {tranId}</h1>
        <ErrorText>This order could not be loaded. Please try again.</ErrorText>
      </div>
    );
  }
  if (!order) {
    return (
      <div className="container page page--narrow">
        <BackLink />
        <h1>Order not found</h1>
        <p className="notice" role="alert">
          We could not find that order.
        </p>
        <p className="muted">
          Check the transaction id, or <Link to="/orderTrac">track an order</Link> placed with another e-mail.
        </p>
      </div>
    );
  }

  const delivery = order.delivery;
  return (
    <div className="container page order-page">
      <BackLink />
      <header className="order-page__head">
        <div>
          <h1>Order {order.tranId}</h1>
          <p className="muted">
            Placed on <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            {order.paidAt && (
              <>
                {' '}
                · paid on <time dateTime={order.paidAt}>{formatDateTime(order.paidAt)}</time>
              </>
            )}
          </p>
        </div>
        <OrderStatusBadge status={order.status} onHold={order.paymentOnHold} />
      </header>
      <p className="order-page__hint">
        {order.paymentOnHold ? 'Your payment is being reviewed by the payment provider; we will ship once it is cleared.' : ORDER_STATUS[order.status].hint}
        {order.status === 'PENDING_PAYMENT' && <> Unpaid orders expire on {formatDateTime(order.expiresAt)}.</>}
      </p>

      <div className="order-page__layout">
        <section className="panel" aria-labelledby="order-items-title">
          <h2 id="order-items-title">Items</h2>
          <OrderLines order={order} />
        </section>
        <div className="order-page__side">
          <OrderRefunds order={order} />
          <section className="panel" aria-labelledby="order-status-title">
            <h2 id="order-status-title">Status</h2>
            <OrderTimeline events={order.timeline} status={order.status} />
          </section>
          {order.shipment && (
            <section className="panel" aria-labelledby="order-shipment-title">
              <h2 id="order-shipment-title">Shipment</h2>
              <OrderShipment shipment={order.shipment} />
            </section>
          )}
          <section className="panel" aria-labelledby="order-delivery-title">
            <h2 id="order-delivery-title">Delivery</h2>
            <address className="order-address">
              <strong>{delivery.fullName}</strong>
              <br />
              {delivery.address}
              <br />
              {delivery.city}, {delivery.state} {delivery.zip}
              <br />
              {delivery.country}
            </address>
            <dl className="order-facts">
              <div>
                <dt>Phone</dt>
                <dd>{delivery.phone}</dd>
              </div>
              <div>
                <dt>E-mail</dt>
                <dd>{delivery.email}</dd>
              </div>
              <div>
                <dt>Delivery date</dt>
                <dd>{formatDate(delivery.deliveryDate)}</dd>
              </div>
              <div>
                <dt>Route</dt>
                <dd>{delivery.deliveryRoute}</dd>
              </div>
              <div>
                <dt>Payment</dt>
                <dd>{order.paymentMethod === 'online' ? 'Online payment' : readable(order.paymentMethod)}</dd>
              </div>
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}
