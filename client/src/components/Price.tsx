import { usePreferences } from '../lib/preferences';
import type { MoneyValue } from '../lib/money';
import { useT } from '../lib/i18n';

/**
 * A price in the shopper's currency: the earlier price struck through, then what it costs now
 * (the original showed them the other way round). `alsoIn` adds the tk. equivalent.
 */
export function Price({ price, compareAt, alsoIn, size = 'md' }: { price: MoneyValue; compareAt?: MoneyValue | null; alsoIn?: string; size?: 'md' | 'lg' }) {
  const t = useT();
  const { format, formatIn, currency } = usePreferences();
  const other = alsoIn && alsoIn !== currency.code ? formatIn(price, alsoIn) : null;
  return (
    <span className={`price price--${size}`}>
      {compareAt && compareAt.amount > price.amount && (
        <del className="price__old">
          <span className="visually-hidden">{`${t('common.price.was')} `}</span>
          {format(compareAt)}
        </del>
      )}
      <span className="price__now">
        {compareAt && compareAt.amount > price.amount && <span className="visually-hidden">{`${t('common.price.now')} `}</span>}
        {format(price)}
      </span>
      {other && <span className="price__other">({other})</span>}
    </span>
  );
}
