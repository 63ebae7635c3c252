import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { OrderLineFieldsFragment, OrderTotalsFieldsFragment } from '../gql/graphql';
import { colourName } from '../lib/format';
import { usePreferences } from '../lib/preferences';
import { CartTotals } from './CartTotals';
import './OrderLines.css';

/**
 * A placed order's lines as they were bought (name, size, colour and prices are a snapshot), then the
 * totals charged — as the server recorded them. My Account's order page and the payment result pages.
 */
export function OrderLines({ order }: { order: OrderTotalsFieldsFragment & { lines: OrderLineFieldsFragment[] } }) {
  const { format } = usePreferences();
  const totalsId = useId();
  return (
    <>
      <table className="table order-lines">
        <caption className="visually-hidden">Items in this order</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Size</th>
            <th scope="col">Colour</th>
            <th scope="col">Qty</th>
            <th scope="col">Unit price</th>
            <th scope="col">Line total</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row" data-label="Product">
                <Link to={`/product/${encodeURIComponent(line.productSlug)}`}>{line.productName}</Link>
                <span className="order-lines__sku">SKU {line.sku}</span>
              </th>
              <td data-label="Size">{line.size}</td>
              <td data-label="Colour">{colourName(line.colour)}</td>
              <td data-label="Qty">{line.quantity}</td>
              <td data-label="Unit price">{format(line.unitPrice)}</td>
              <td data-label="Line total" className="order-lines__total">
                {format(line.lineTotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CartTotals cart={order} title="Totals" titleId={totalsId} headingLevel={3} />
    </>
  );
}
