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
  const value = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const label = `${value.toFixed(1)} out of 5`;
  return (
    <div className="rating">
      <span className="rating__stars" role="img" aria-label={`Rated ${label}`}>
        {starFills(value).map((fill, i) => (
          <StarIcon key={i} fill={fill} />
        ))}
      </span>
      {!compact && <span className="rating__text">{label}</span>}
      {count !== undefined &&
        (countHref ? (
          <a className="rating__count" href={countHref} aria-label={`${count} review${count === 1 ? '' : 's'}`}>
            ({count})
          </a>
        ) : (
          <span className="rating__count">({count})</span>
        ))}
    </div>
  );
}
