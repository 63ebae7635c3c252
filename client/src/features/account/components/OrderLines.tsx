import { Link } from 'react-router-dom';
import type { AccountOrderDetailFragment } from '../../../gql/graphql';
import { colourName } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';

/** The order's lines as they were bought (name, size, colour and price are a snapshot), then its totals. */
export function OrderLines({ order }: { order: AccountOrderDetailFragment }) {
  const { format } = usePreferences();
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
      <dl className="order-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{format(order.subtotal)}</dd>
        </div>
        {order.discount && (
          <div className="order-totals__discount">
            <dt>{order.discount.label}</dt>
            <dd>-{format(order.discount.amount)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping</dt>
          <dd>{order.shipping.amount === 0 ? 'Free' : format(order.shipping)}</dd>
        </div>
        <div className="order-totals__grand">
          <dt>Total</dt>
          <dd>{format(order.total)}</dd>
        </div>
      </dl>
    </>
  );
}
