import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ErrorText, Spinner } from '../../components/Spinner';
import { AccountOrderDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { Message, useT, type MessageKey } from '../../lib/i18n';
import { readable } from '../../lib/format';
import { PageMeta } from '../../lib/seo/PageMeta';
import { OrderLines } from '../../components/OrderLines';
import { OrderShipment } from './components/OrderShipment';
import { OrderStatusBadge } from './components/OrderStatusBadge';
import { OrderRefunds } from './components/OrderRefunds';
import { OrderTimeline } from './components/OrderTimeline';
import { TrackOrderHint } from './components/TrackOrderHint';
import { useOrderFormat } from './order-format';
import './account.css';

/** /account/orders/:tranId — one of the customer's orders: lines, totals, delivery, its status history and, once shipped, how to track it. */
export default function OrderPage() {
  const t = useT();
  const { tranId = '' } = useParams();
  const { loggedIn } = useAuth();
  return (
    <>
      <PageMeta title={t('account.order.title', { tranId })} description={t('account.order.description')} noindex />
      {loggedIn ? (
        <OrderDetails tranId={tranId} />
      ) : (
        <LoginPrompt title={t('account.order.loginTitle')} text={t('account.order.loginText')} from={`/account/orders/${encodeURIComponent(tranId)}`}>
          <TrackOrderHint />
        </LoginPrompt>
      )}
    </>
  );
}

/** How an order was paid, in words; a method this page does not know reads as the server names it. */
const PAYMENT_METHOD: Partial<Record<string, MessageKey>> = {
  online: 'account.order.payment.online',
  cod: 'account.order.payment.cod',
  pos: 'account.order.payment.pos',
};

function BackLink() {
  const t = useT();
  return (
    <Link to="/account?section=orders" className="back-link">
      {t('account.order.back')}
    </Link>
  );
}

function OrderDetails({ tranId }: { tranId: string }) {
  const { data, loading, error } = useQuery(AccountOrderDocument, { variables: { tranId }, fetchPolicy: 'cache-and-network' });
  const order = data?.order;
  const t = useT();
  const { formatDate, formatDateTime, statusHint } = useOrderFormat();

  if (loading && !data) return <Spinner label={t('account.order.loading')} />;
  if (error && !data) {
    return (
      <div className="container page page--narrow">
        <BackLink />
        <h1>{t('account.order.title', { tranId })}</h1>
        <ErrorText>{t('account.order.loadError')}</ErrorText>
      </div>
    );
  }
  if (!order) {
    return (
      <div className="container page page--narrow">
        <BackLink />
        <h1>{t('account.order.notFound')}</h1>
        <p className="notice" role="alert">
          {t('account.order.notFoundText')}
        </p>
        <p className="muted">
          <Message id="account.order.notFoundHint" values={{ link: (chunks) => <Link to="/orderTrac">{chunks}</Link> }} />
        </p>
      </div>
    );
  }

  const delivery = order.delivery;
  const paymentMethod = PAYMENT_METHOD[order.paymentMethod];
  const paidAt = order.paidAt;
  return (
    <div className="container page order-page">
      <BackLink />
      <header className="order-page__head">
        <div>
          <h1>{t('account.order.title', { tranId: order.tranId })}</h1>
          <p className="muted">
            <Message
              id="account.order.placedOn"
              values={{ date: formatDateTime(order.createdAt), time: (chunks) => <time dateTime={order.createdAt}>{chunks}</time> }}
            />
            {paidAt && (
              <>
                {' '}
                <Message id="account.order.paidOn" values={{ date: formatDateTime(paidAt), time: (chunks) => <time dateTime={paidAt}>{chunks}</time> }} />
              </>
            )}
          </p>
        </div>
        <OrderStatusBadge status={order.status} onHold={order.paymentOnHold} />
      </header>
      <p className="order-page__hint">
        {order.paymentOnHold ? t('account.order.onHold') : statusHint(order.status)}
        {order.status === 'PENDING_PAYMENT' && <> {t('account.order.expires', { date: formatDateTime(order.expiresAt) })}</>}
      </p>

      <div className="order-page__layout">
        <section className="panel" aria-labelledby="order-items-title">
          <h2 id="order-items-title">{t('account.order.itemsTitle')}</h2>
          <OrderLines order={order} />
        </section>
        <div className="order-page__side">
          <OrderRefunds order={order} />
          <section className="panel" aria-labelledby="order-status-title">
            <h2 id="order-status-title">{t('account.order.statusTitle')}</h2>
            <OrderTimeline events={order.timeline} status={order.status} />
          </section>
          {order.shipment && (
            <section className="panel" aria-labelledby="order-shipment-title">
              <h2 id="order-shipment-title">{t('account.shipment.title')}</h2>
              <OrderShipment shipment={order.shipment} />
            </section>
          )}
          <section className="panel" aria-labelledby="order-delivery-title">
            <h2 id="order-delivery-title">{t('account.order.deliveryTitle')}</h2>
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
                <dt>{t('account.order.phone')}</dt>
                <dd>{delivery.phone}</dd>
              </div>
              <div>
                <dt>{t('account.order.email')}</dt>
                <dd>{delivery.email}</dd>
              </div>
              <div>
                <dt>{t('account.order.deliveryDate')}</dt>
                <dd>{formatDate(delivery.deliveryDate)}</dd>
              </div>
              <div>
                <dt>{t('account.order.route')}</dt>
                <dd>{delivery.deliveryRoute}</dd>
              </div>
              <div>
                <dt>{t('account.order.payment')}</dt>
                <dd>{paymentMethod ? t(paymentMethod) : readable(order.paymentMethod)}</dd>
              </div>
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}
