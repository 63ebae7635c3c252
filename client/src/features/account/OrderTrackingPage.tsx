import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorAria, FormField } from '../../components/FormField';
import { TruckIcon } from '../../components/Icons';
import { ErrorText, Spinner } from '../../components/Spinner';
import { MeDocument, TrackOrderLookupDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { translatedColour } from '../../lib/format';
import { Message, useFormats, useT, type MessageKey } from '../../lib/i18n';
import { usePreferences } from '../../lib/preferences';
import { PageMeta } from '../../lib/seo/PageMeta';
import { OrderShipment } from './components/OrderShipment';
import { OrderStatusBadge } from './components/OrderStatusBadge';
import { OrderTimeline } from './components/OrderTimeline';
import { useOrderFormat } from './order-format';
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

type Errors = { tranId?: MessageKey; email?: MessageKey };

/** /orderTrac — anyone with the transaction id and the order's e-mail can see where it is. */
export default function OrderTrackingPage() {
  const t = useT();
  const { formatNumber } = useFormats();
  const { formatDate, formatDateTime, itemCount, statusHint } = useOrderFormat();
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
    if (!tranId.trim()) found.tranId = 'account.tracking.tranIdRequired';
    if (!email.trim()) found.email = 'account.tracking.emailRequired';
    setErrors(found);
    if (found.tranId || found.email) return;
    void track({ variables: { tranId: tranId.trim(), email: email.trim() } }).catch(() => undefined);
  };

  const order = data?.trackOrder;
  const answered = called && !loading;
  const fieldError = (key: MessageKey | undefined) => (key ? t(key) : undefined);

  return (
    <div className="container page tracking">
      <PageMeta title={t('account.tracking.title')} description={t('account.tracking.description')} noindex />
      <header className="tracking__head">
        <span className="icon-circle tracking__icon" aria-hidden="true">
          <TruckIcon />
        </span>
        <h1>{t('account.tracking.title')}</h1>
        <p className="lead">{t('account.tracking.lead')}</p>
      </header>

      <form className="panel tracking__form" onSubmit={submit} noValidate aria-label={t('account.tracking.form')}>
        <FormField id="track-tran-id" label={t('account.tracking.tranId')} required error={fieldError(errors.tranId)}>
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
            placeholder={t('account.tracking.tranIdPlaceholder')}
            aria-required="true"
            {...errorAria('track-tran-id', fieldError(errors.tranId))}
          />
        </FormField>
        <FormField id="track-email" label={t('account.tracking.email')} required error={fieldError(errors.email)}>
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
            {...errorAria('track-email', fieldError(errors.email))}
          />
        </FormField>
        <button type="submit" className="button button--accent button--block" disabled={loading}>
          {t(loading ? 'account.tracking.looking' : 'account.tracking.submit')}
        </button>
      </form>

      <div className="tracking__result" aria-live="polite">
        {loading && <Spinner label={t('account.tracking.loading')} />}
        {answered && error && <ErrorText>{t('account.tracking.error')}</ErrorText>}
        {answered && !error && !order && (
          <p className="notice notice--error" role="alert">
            {t('account.tracking.noMatch')}
          </p>
        )}
        {answered && order && (
          <section className="panel tracking__order" aria-labelledby="tracked-order-title">
            <div className="tracking__order-head">
              <div>
                <h2 id="tracked-order-title">{t('account.order.title', { tranId: order.tranId })}</h2>
                <p className="muted">
                  {t('account.tracking.summary', { date: formatDateTime(order.createdAt), items: itemCount(order.lines), total: format(order.total) })}
                </p>
              </div>
              <OrderStatusBadge status={order.status} onHold={order.paymentOnHold} />
            </div>
            <p>{order.paymentOnHold ? t('account.tracking.onHold') : statusHint(order.status)}</p>
            {order.shipment && (
              <section className="tracking__shipment" aria-labelledby="tracked-shipment-title">
                <h3 id="tracked-shipment-title">{t('account.shipment.title')}</h3>
                <OrderShipment shipment={order.shipment} />
              </section>
            )}
            <p className="muted">
              {t('account.tracking.delivery', { city: order.delivery.city, country: order.delivery.country, date: formatDate(order.delivery.deliveryDate) })}
            </p>
            <OrderTimeline events={order.timeline} status={order.status} />
            <ul className="tracking__lines">
              {order.lines.map((line) => (
                <li key={line.id}>
                  {formatNumber(line.quantity)} × {line.productName} <span className="muted">({line.size}, {translatedColour(t, line.colour)})</span>
                </li>
              ))}
            </ul>
            {loggedIn && (
              <p>
                <Link to={`/account/orders/${encodeURIComponent(order.tranId)}`}>{t('account.tracking.fullOrder')}</Link>
              </p>
            )}
          </section>
        )}
      </div>
      <p className="muted tracking__help">
        <Message
          id="account.tracking.help"
          values={{ help: (chunks) => <Link to="/help">{chunks}</Link>, contact: (chunks) => <Link to="/contact">{chunks}</Link> }}
        />
      </p>
    </div>
  );
}
