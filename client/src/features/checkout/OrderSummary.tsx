import { CartTotals } from '../../components/CartTotals';
import { cartLineImage, type CartView } from '../../lib/cart';
import { translatedColour } from '../../lib/format';
import { Message, useFormats, useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';
import { truncateName } from './checkout-form';

/**
 * The order summary beside the form: every line (names cut at 25 characters), the server's totals —
 * the amount the order will be placed for — and what the gateway will charge, in its own currency.
 */
export function OrderSummary({ cart, placing }: { cart: CartView; placing: boolean }) {
  const t = useT();
  const { locale } = useFormats();
  const { format, currency } = usePreferences();
  // In the gateway's own currency, with the language's digits.
  const charge = formatMoney(cart.total, undefined, locale);
  const chargeCurrency = cart.total.currency;
  return (
    <aside className="panel order-summary checkout-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('checkout.summary.title')}</h2>
      <ul className="checkout-summary__lines">
        {cart.lines.map((line) => (
          <li key={line.id} className="checkout-summary__line">
            {line.product.image ? <img src={cartLineImage(line)} alt="" width="56" height="56" /> : <span className="checkout-summary__no-image">{t('checkout.summary.noImage')}</span>}
            <span className="checkout-summary__text">
              <span className="checkout-summary__name" title={line.product.name}>
                {truncateName(line.product.name)}
              </span>
              <span className="order-summary__meta">
                {t('checkout.summary.meta', { size: line.variant.size, colour: translatedColour(t, line.variant.colour), quantity: line.quantity })}
              </span>
            </span>
            <span className="order-summary__amount">{format(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} title={t('checkout.summary.totals')} titleId="checkout-totals-title" headingLevel={3} />
      {/* The cart's code that does not apply is left out of the order: say so before it is placed. */}
      {cart.promoNotice && (
        <p className="notice totals__notice" data-testid="checkout-promo-notice">
          {t('checkout.summary.promoNotice', { notice: cart.promoNotice })}
        </p>
      )}
      <p className="checkout-summary__charge" data-testid="checkout-charge">
        <Message
          id="checkout.summary.charge"
          values={{ amount: charge, currency: chargeCurrency === 'USD' ? t('checkout.summary.usd') : chargeCurrency, strong: (chunks) => <strong>{chunks}</strong> }}
        />
        {currency.code !== chargeCurrency && (
          <>
            {' '}
            {t('checkout.summary.reference', { currency: currency.label })}
          </>
        )}
      </p>
      <button type="submit" form="checkout-form" className="button button--accent button--block checkout-summary__confirm" disabled={placing}>
        {t(placing ? 'checkout.summary.placing' : 'checkout.summary.confirm')}
      </button>
      <p className="checkout-summary__secure muted">{t('checkout.summary.secure')}</p>
    </aside>
  );
}
