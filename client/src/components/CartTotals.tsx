import type { ReactNode } from 'react';
import type { MoneyValue } from '../lib/money';
import { usePreferences } from '../lib/preferences';

/** A cart's totals (or a placed order's, which has no free-shipping threshold). */
export interface TotalsView {
  subtotal: MoneyValue;
  discount: { label: string; percent: number; amount: MoneyValue } | null;
  shipping: MoneyValue;
  total: MoneyValue;
  freeShippingThreshold?: MoneyValue;
  amountToFreeShipping?: MoneyValue;
}

/**
 * Subtotal, the discount line (the store promotion or the code, with its percent), shipping and the
 * total — every amount as the server computed it. Used by the cart page, the checkout summary and
 * the payment pages, so they always agree. `busy` dims the amounts while a change is on its way.
 */
export function CartTotals({
  cart,
  title,
  titleId,
  headingLevel = 2,
  busy = false,
  children,
}: {
  cart: TotalsView;
  title: string;
  titleId: string;
  headingLevel?: 2 | 3;
  busy?: boolean;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { format, formatIn, currency } = usePreferences();
  const { subtotal, discount, shipping, total, freeShippingThreshold, amountToFreeShipping } = cart;
  const freeShipping = shipping.amount === 0;
  const totalInTk = currency.code === 'BDT' ? null : formatIn(total, 'BDT');
  const discountLabel = discount && !discount.label.includes(`${discount.percent}%`) ? `${discount.label} (${discount.percent}% off)` : discount?.label;

  return (
    <section className={`totals${busy ? ' is-busy' : ''}`} aria-labelledby={titleId} aria-busy={busy}>
      <Heading id={titleId} className="totals__title">
        {title}
      </Heading>
      <dl className="totals__rows">
        <div className="totals__row">
          <dt>Subtotal</dt>
          <dd>{format(subtotal)}</dd>
        </div>
        {discount && discount.amount.amount > 0 && (
          <div className="totals__row totals__row--discount">
            <dt>{discountLabel}</dt>
            <dd>
              <span className="visually-hidden">minus </span>−{format(discount.amount)}
            </dd>
          </div>
        )}
        <div className="totals__row">
          <dt>Shipping</dt>
          <dd>{freeShipping ? 'Free' : format(shipping)}</dd>
          {amountToFreeShipping && amountToFreeShipping.amount > 0 && freeShippingThreshold && (
            <dd className="totals__hint">
              Add {format(amountToFreeShipping)} more for free shipping (orders from {format(freeShippingThreshold)}).
            </dd>
          )}
        </div>
        <div className="totals__row totals__row--total">
          <dt>Total</dt>
          <dd>
            {format(total)}
            {totalInTk && <span className="totals__other">({totalInTk})</span>}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
