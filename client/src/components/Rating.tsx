import { useFormats, useT } from '../lib/i18n';
import { StarIcon } from './Icons';

/** Stars for a 0–5 rating: clamped, whole stars, a half star from .5, and 'x.x out of 5' in words. */
export function starFills(rating: number): ('full' | 'half' | 'empty')[] {
  const value = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return Array.from({ length: 5 }, (_, i) => (i < full ? 'full' : i === full && half ? 'half' : 'empty'));
}

/** `countHref`: the count links there (the product page's reviews), named "n reviews" for screen readers. */
export function Rating({ rating, count, compact = false, countHref }: { rating: number; count?: number; compact?: boolean; countHref?: string }) {
  const t = useT();
  const { formatNumber } = useFormats();
  const value = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  // One decimal in the shopper's digits: "4.5", "৪.৫".
  const shown = formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label = t('common.rating.value', { rating: shown });
  // Counts as they were always written (1234, no grouping), in the shopper's digits.
  const countShown = count === undefined ? '' : formatNumber(count, { useGrouping: false });
  const countText = `(${countShown})`;
  return (
    <div className="rating">
      <span className="rating__stars" role="img" aria-label={t('common.rating.label', { rating: shown })}>
        {starFills(value).map((fill, i) => (
          <StarIcon key={i} fill={fill} />
        ))}
      </span>
      {!compact && <span className="rating__text">{label}</span>}
      {count !== undefined &&
        (countHref ? (
          <a className="rating__count" href={countHref} aria-label={t('common.rating.reviews', { count: count ?? 0, shown: countShown })}>
            {countText}
          </a>
        ) : (
          <span className="rating__count">{countText}</span>
        ))}
    </div>
  );
}
