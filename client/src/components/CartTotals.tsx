import type { ReactNode } from 'react';
import type { MoneyValue } from '../lib/money';
import { useFormats, useT } from '../lib/i18n';
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
  const t = useT();
  const { formatNumber } = useFormats();
  // The label the server gave (the promotion's name or the code), with its percent unless it already says it.
  const namesPercent = (label: string, percent: number) => label.includes(`${percent}%`) || label.includes(formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 2 }));
  const discountLabel = discount && !namesPercent(discount.label, discount.percent) ? t('common.totals.discount', { label: discount.label, percent: discount.percent }) : discount?.label;

  return (
    <section className={`totals${busy ? ' is-busy' : ''}`} aria-labelledby={titleId} aria-busy={busy}>
      <Heading id={titleId} className="totals__title">
        {title}
      </Heading>
      <dl className="totals__rows">
        <div className="totals__row">
          <dt>{t('common.totals.subtotal')}</dt>
          <dd>{format(subtotal)}</dd>
        </div>
        {discount && discount.amount.amount > 0 && (
          <div className="totals__row totals__row--discount">
            <dt>{discountLabel}</dt>
            <dd>
              <span className="visually-hidden">{`${t('common.totals.minus')} `}</span>−{format(discount.amount)}
            </dd>
          </div>
        )}
        <div className="totals__row">
          <dt>{t('common.totals.shipping')}</dt>
          <dd>{freeShipping ? t('common.totals.free') : format(shipping)}</dd>
          {amountToFreeShipping && amountToFreeShipping.amount > 0 && freeShippingThreshold && (
            <dd className="totals__hint">
              {t('common.totals.freeHint', { amount: format(amountToFreeShipping), threshold: format(freeShippingThreshold) })}
            </dd>
          )}
        </div>
        <div className="totals__row totals__row--total">
          <dt>{t('common.totals.total')}</dt>
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
