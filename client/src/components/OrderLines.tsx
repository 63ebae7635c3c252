import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { OrderLineFieldsFragment, OrderTotalsFieldsFragment } from '../gql/graphql';
import { translatedColour } from '../lib/format';
import { useFormats, useT } from '../lib/i18n';
import { usePreferences } from '../lib/preferences';
import { CartTotals } from './CartTotals';
import './OrderLines.css';

/**
 * A placed order's lines as they were bought (name, size, colour and prices are a snapshot), then the
 * totals charged — as the server recorded them. My Account's order page and the payment result pages.
 */
export function OrderLines({ order }: { order: OrderTotalsFieldsFragment & { lines: OrderLineFieldsFragment[] } }) {
  const t = useT();
  const { formatNumber } = useFormats();
  const { format } = usePreferences();
  const totalsId = useId();
  const heads = {
    product: t('common.order.product'),
    size: t('common.order.size'),
    colour: t('common.order.colour'),
    quantity: t('common.order.quantity'),
    unitPrice: t('common.order.unitPrice'),
    lineTotal: t('common.order.lineTotal'),
  };
  return (
    <>
      <table className="table order-lines">
        <caption className="visually-hidden">{t('common.order.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{heads.product}</th>
            <th scope="col">{heads.size}</th>
            <th scope="col">{heads.colour}</th>
            <th scope="col">{heads.quantity}</th>
            <th scope="col">{heads.unitPrice}</th>
            <th scope="col">{heads.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row" data-label={heads.product}>
                <Link to={`/product/${encodeURIComponent(line.productSlug)}`}>{line.productName}</Link>
                <span className="order-lines__sku">{t('common.order.sku', { sku: line.sku })}</span>
              </th>
              <td data-label={heads.size}>{line.size}</td>
              <td data-label={heads.colour}>{translatedColour(t, line.colour)}</td>
              <td data-label={heads.quantity}>{formatNumber(line.quantity, { useGrouping: false })}</td>
              <td data-label={heads.unitPrice}>{format(line.unitPrice)}</td>
              <td data-label={heads.lineTotal} className="order-lines__total">
                {format(line.lineTotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CartTotals cart={order} title={t('common.totals.title')} titleId={totalsId} headingLevel={3} />
    </>
  );
}
