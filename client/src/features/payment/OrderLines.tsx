import { Link } from 'react-router-dom';
import { CartTotals } from '../../components/CartTotals';
import { colourName } from '../../lib/format';
import { usePreferences } from '../../lib/preferences';
import type { PaymentOrder } from './use-payment-order';

/** What was ordered, as the server recorded it: the lines and the totals charged. */
export function OrderLines({ order }: { order: PaymentOrder }) {
  const { format } = usePreferences();
  return (
    <section className="panel order-summary payment-order" aria-labelledby="payment-order-title">
      <h2 id="payment-order-title">Order summary</h2>
      <ul className="payment-order__lines">
        {order.lines.map((line) => (
          <li key={line.id} className="payment-order__line">
            <span className="payment-order__name">
              <Link to={`/product/${line.productSlug}`}>{line.productName}</Link>
              <span className="order-summary__meta">
                {line.size} · {colourName(line.colour)} · Qty {line.quantity}
              </span>
            </span>
            <span className="order-summary__amount">{format(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={order} title="Totals" titleId="payment-totals-title" headingLevel={3} />
    </section>
  );
}
