import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorAria, FormField } from '../../components/FormField';
import { TruckIcon } from '../../components/Icons';
import { ErrorText, Spinner } from '../../components/Spinner';
import { MeDocument, TrackOrderLookupDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { colourName } from '../../lib/format';
import { usePreferences } from '../../lib/preferences';
import { PageMeta } from '../../lib/seo/PageMeta';
import { OrderShipment } from './components/OrderShipment';
import { OrderStatusBadge } from './components/OrderStatusBadge';
import { OrderTimeline } from './components/OrderTimeline';
import { formatDate, formatDateTime, itemCount, ORDER_STATUS } from './order-format';
import './account.css';

/** The checkout keeps the last transaction id here, so the shopper need not copy it. */
const LAST_TRAN_ID_KEY = 'tran_id';

function lastTranId(): string {
  try {
    return localStorage.getItem(LAST_TRAN_ID_KEY) ?? '';
  } catch {
    return '';
  }
}

type Errors = { tranId?: string; email?: string };

/** /orderTrac — anyone with the transaction id and the order's e-mail can see where it is. */
export default function OrderTrackingPage() {
  const { loggedIn } = useAuth();
  const { format } = usePreferences();
  const [tranId, setTranId] = useState(lastTranId);
  // Until the shopper types, a logged-in customer's own e-mail is offered.
  const { data: meData } = useQuery(MeDocument, { skip: !loggedIn });
  const [typedEmail, setEmail] = useState<string | null>(null);
  const email = typedEmail ?? meData?.me?.email ?? '';
  const [errors, setErrors] = useState<Errors>({});
  // Asked every time: the status may have moved since the last look.
  const [track, { data, loading, error, called }] = useLazyQuery(TrackOrderLookupDocument, { fetchPolicy: 'network-only' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!tranId.trim()) found.tranId = 'Please enter the transaction id.';
    if (!email.trim()) found.email = 'Please enter the e-mail used for the order.';
    setErrors(found);
    if (found.tranId || found.email) return;
    void track({ variables: { tranId: tranId.trim(), email: email.trim() } }).catch(() => undefined);
  };

  const order = data?.trackOrder;
  const answered = called && !loading;

  return (
    <div className="container page tracking">
      <PageMeta title="Order Tracking" description="Track a Kapor order by its transaction id: payment, shipping and delivery." noindex />
      <header className="tracking__head">
        <span className="icon-circle tracking__icon" aria-hidden="true">
          <TruckIcon />
        </span>
        <h1>Order Tracking</h1>
        <p className="lead">Enter the transaction id from your order confirmation and the e-mail you ordered with.</p>
      </header>

      <form className="panel tracking__form" onSubmit={submit} noValidate aria-label="Track an order">
        <FormField id="track-tran-id" label="Transaction id" required error={errors.tranId}>
          <input
            id="track-tran-id"
            name="tranId"
            value={tranId}
            onChange={(e) => {
              setTranId(e.target.value);
              setErrors((x) => ({ ...x, tranId: undefined }));
            }}
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. KPR-260312-…"
            aria-required="true"
            {...errorAria('track-tran-id', errors.tranId)}
          />
        </FormField>
        <FormField id="track-email" label="E-mail" required error={errors.email}>
          <input
            id="track-email"
            name="email"
            type="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors((x) => ({ ...x, email: undefined }));
            }}
            autoComplete="email"
            aria-required="true"
            {...errorAria('track-email', errors.email)}
          />
        </FormField>
        <button type="submit" className="button button--accent button--block" disabled={loading}>
          {loading ? 'Looking...' : 'Track order'}
        </button>
      </form>

      <div className="tracking__result" aria-live="polite">
        {loading && <Spinner label="Looking up your order..." />}
        {answered && error && <ErrorText>We could not look up the order just now. Please try again.</ErrorText>}
        {answered && !error && !order && (
          <p className="notice notice--error" role="alert">
            No order matches that transaction id and e-mail.
          </p>
        )}
        {answered && order && (
          <section className="panel tracking__order" aria-labelledby="tracked-order-title">
            <div className="tracking__order-head">
              <div>
                <h2 id="tracked-order-title">Order {order.tranId}</h2>
                <p className="muted">
                  Placed on {formatDateTime(order.createdAt)} · {itemCount(order.lines)} · {format(order.total)}
                </p>
              </div>
              <OrderStatusBadge status={order.status} onHold={order.paymentOnHold} />
            </div>
            <p>{order.paymentOnHold ? 'Your payment is being reviewed by the payment provider.' : ORDER_STATUS[order.status].hint}</p>
            {order.shipment && (
              <section className="tracking__shipment" aria-labelledby="tracked-shipment-title">
                <h3 id="tracked-shipment-title">Shipment</h3>
                <OrderShipment shipment={order.shipment} />
              </section>
            )}
            <p className="muted">
              Delivery to {order.delivery.city}, {order.delivery.country}, planned for {formatDate(order.delivery.deliveryDate)}.
            </p>
            <OrderTimeline events={order.timeline} status={order.status} />
            <ul className="tracking__lines">
              {order.lines.map((line) => (
                <li key={line.id}>
                  {line.quantity} × {line.productName} <span className="muted">({line.size}, {colourName(line.colour)})</span>
                </li>
              ))}
            </ul>
            {loggedIn && (
              <p>
                <Link to={`/account/orders/${encodeURIComponent(order.tranId)}`}>See the full order in My Account</Link>
              </p>
            )}
          </section>
        )}
      </div>
      <p className="muted tracking__help">
        Cannot find your transaction id? It is on the payment confirmation page and in My Account under My orders. <Link to="/help">Help</Link> ·{' '}
        <Link to="/contact">Contact us</Link>
      </p>
    </div>
  );
}
