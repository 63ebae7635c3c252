import './payment.css';
import { Link, useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { Message, useT } from '../../lib/i18n';
import { PageMeta } from '../../lib/seo/PageMeta';
import { OrderSummary } from './OrderSummary';
import { TransactionId } from './TransactionId';
import { usePaymentOrder } from './use-payment-order';

/**
 * Where the gateway sends the shopper after paying. It asks the server to re-check the payment with
 * the gateway once, then shows what the server says about the order — 'Payment Successful!' only when it is paid.
 */
export default function PaymentSuccessPage() {
  const t = useT();
  const { tranId = '' } = useParams();
  const { order, loggedIn, loading, error, checking, stillPending, paid, unpaid } = usePaymentOrder(tranId, { recheck: true });

  let body;
  if (loading) {
    body = <Spinner label={t('payment.checking')} />;
  } else if (!loggedIn || error) {
    // The gateway only sends the shopper here after a payment the server verified.
    body = (
      <div className="panel payment-result payment-result--ok">
        <h1>{t('payment.success.title')}</h1>
        <TransactionId tranId={tranId} />
        <p className="lead">{t('payment.success.thanks')}</p>
        {!loggedIn ? (
          <p>
            <Message
              id="payment.success.visitor"
              values={{
                login: (chunks) => (
                  <Link to="/login" state={{ from: `/payment/success/${tranId}` }}>
                    {chunks}
                  </Link>
                ),
                track: (chunks) => <Link to="/orderTrac">{chunks}</Link>,
              }}
            />
          </p>
        ) : (
          <p className="error-text" role="alert">
            {t('payment.success.loadError')}
          </p>
        )}
        <Actions tranId={tranId} />
      </div>
    );
  } else if (!order) {
    body = (
      <div className="panel payment-result">
        <h1>{t('payment.notFound.title')}</h1>
        <TransactionId tranId={tranId} />
        <p>{t('payment.notFound.text')}</p>
        <p className="payment-result__actions">
          <Link to="/account?section=orders" className="button button--ghost">
            {t('payment.myOrders')}
          </Link>
          <Link to="/all" className="button button--accent">
            {t('payment.continueShopping')}
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
          <h1>{t(order.paymentOnHold ? 'payment.received.title' : 'payment.success.title')}</h1>
          <TransactionId tranId={tranId} />
          <p className="lead">{t(order.paymentOnHold ? 'payment.received.lead' : 'payment.success.lead')}</p>
          <Actions tranId={tranId} />
        </div>
        <OrderSummary order={order} />
      </>
    );
  } else if (unpaid) {
    body = (
      <>
        <div className="panel payment-result payment-result--error">
          <h1>{t('payment.unpaid.title')}</h1>
          <TransactionId tranId={tranId} />
          <p className="lead" role="alert">
            {t('payment.unpaid.lead', { status: order.status })}
          </p>
          <p className="payment-result__actions">
            <Link to={`/checkout?retry=${encodeURIComponent(tranId)}`} className="button button--accent">
              {t('payment.tryAgain')}
            </Link>
            <Link to="/cart" className="button button--ghost">
              {t('payment.viewCart')}
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
          <h1>{t(stillPending ? 'payment.pending.waiting' : 'payment.pending.confirming')}</h1>
          <TransactionId tranId={tranId} />
          {checking ? (
            <Spinner label={t('payment.pending.checking')} />
          ) : (
            <p className="lead" role="status">
              {t('payment.pending.lead')}
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
      <PageMeta title={t(paid || !loggedIn ? 'payment.meta.success' : 'payment.meta.yours')} description={t('payment.meta.description')} noindex />
      {body}
    </div>
  );
}

function Actions({ tranId }: { tranId: string }) {
  const t = useT();
  return (
    <p className="payment-result__actions">
      <Link to={`/account/orders/${encodeURIComponent(tranId)}`} className="button button--ghost">
        {t('payment.viewOrder')}
      </Link>
      <Link to="/all" className="button button--accent">
        {t('payment.continueShopping')}
      </Link>
    </p>
  );
}
