import { CartTotals } from '../../components/CartTotals';
import { cartLineImage, type CartView } from '../../lib/cart';
import { colourName } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';
import { truncateName } from './checkout-form';

/**
 * The order summary beside the form: every line (names cut at 25 characters), the server's totals —
 * the amount the order will be placed for — and what the gateway will charge, in its own currency.
 */
export function OrderSummary({ cart, placing }: { cart: CartView; placing: boolean }) {
  const { format, currency } = usePreferences();
  const charge = formatMoney(cart.total);
  const chargeCurrency = cart.total.currency;
  return (
    <aside className="panel order-summary checkout-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <ul className="checkout-summary__lines">
        {cart.lines.map((line) => (
          <li key={line.id} className="checkout-summary__line">
            {line.product.image ? <img src={cartLineImage(line)} alt="" width="56" height="56" /> : <span className="checkout-summary__no-image">No image</span>}
            <span className="checkout-summary__text">
              <span className="checkout-summary__name" title={line.product.name}>
                {truncateName(line.product.name)}
              </span>
              <span className="order-summary__meta">
                {line.variant.size} · {colourName(line.variant.colour)} · Qty {line.quantity}
              </span>
            </span>
            <span className="order-summary__amount">{format(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} title="Totals" titleId="checkout-totals-title" headingLevel={3} />
      {/* The cart's code that does not apply is left out of the order: say so before it is placed. */}
      {cart.promoNotice && (
        <p className="notice totals__notice" data-testid="checkout-promo-notice">
          {cart.promoNotice} The total above is what you pay.
        </p>
      )}
      <p className="checkout-summary__charge" data-testid="checkout-charge">
        The payment gateway will charge <strong>{charge}</strong> ({chargeCurrency === 'USD' ? 'US dollars, USD' : chargeCurrency}).
        {currency.code !== chargeCurrency && (
          <>
            {' '}
            Amounts in {currency.label} are shown for reference only, at our display rate.
          </>
        )}
      </p>
      <button type="submit" form="checkout-form" className="button button--accent button--block checkout-summary__confirm" disabled={placing}>
        {placing ? 'Placing order...' : 'Confirm Order'}
      </button>
      <p className="checkout-summary__secure muted">You pay on the payment gateway&apos;s secure page next.</p>
    </aside>
  );
}
