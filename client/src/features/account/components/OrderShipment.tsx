import type { OrderShipmentFieldsFragment } from '../../../gql/graphql';
import { useT } from '../../../lib/i18n';
import { useOrderFormat } from '../order-format';

type Shipment = OrderShipmentFieldsFragment;

/** Only a web page becomes a link (the server checks it too): never a javascript: or data: address. */
function trackingPage(shipment: Shipment): string | null {
  return shipment.trackingUrl && /^https?:\/\//i.test(shipment.trackingUrl) ? shipment.trackingUrl : null;
}

/** The tracking number, linked to the courier's tracking page when staff gave one. */
export function TrackingNumber({ shipment }: { shipment: Shipment }) {
  const t = useT();
  const href = trackingPage(shipment);
  if (!href) return <span className="tracking-number">{shipment.trackingNumber}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="tracking-number">
      {shipment.trackingNumber}
      <span className="visually-hidden"> {t('account.shipment.trackOnSite', { carrier: shipment.carrier })}</span>
    </a>
  );
}

/** A shipped order's courier, tracking number and dates, as the order and tracking pages show them. */
export function OrderShipment({ shipment }: { shipment: Shipment }) {
  const t = useT();
  const { formatDate } = useOrderFormat();
  return (
    <dl className="order-facts order-shipment">
      <div>
        <dt>{t('account.shipment.carrier')}</dt>
        <dd>{shipment.carrier}</dd>
      </div>
      <div>
        <dt>{t('account.shipment.trackingNumber')}</dt>
        <dd>
          <TrackingNumber shipment={shipment} />
        </dd>
      </div>
      <div>
        <dt>{t('account.shipment.shippedOn')}</dt>
        <dd>
          <time dateTime={shipment.shippedAt}>{formatDate(shipment.shippedAt)}</time>
        </dd>
      </div>
      {shipment.deliveredAt && (
        <div>
          <dt>{t('account.shipment.deliveredOn')}</dt>
          <dd>
            <time dateTime={shipment.deliveredAt}>{formatDate(shipment.deliveredAt)}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}
