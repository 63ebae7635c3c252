import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Rating } from '../../../components/Rating';
import { ErrorText, Spinner } from '../../../components/Spinner';
import { ProductReviewsDocument, type ProductReviewsQuery, type ReviewItemFragment } from '../../../gql/graphql';
import { Message, useFormats, useT } from '../../../lib/i18n';
import { MyReview } from './ReviewForm';
import './reviews.css';

export const REVIEWS_PAGE_SIZE = 5;

type Summary = NonNullable<ProductReviewsQuery['productReviews']>;

/** A page of a product's reviews; the first one also feeds the page's structured data (ProductSeo), from the same cache entry. */
export function useReviewsPage(productId: string, page = 1) {
  return useQuery(ProductReviewsDocument, { variables: { productId, page, pageSize: REVIEWS_PAGE_SIZE } });
}

// UTC, so the server's HTML and the browser's first render agree wherever the shopper is. English dates read
// day first ("2 Nov 2026"), as the shop's customers write them; Bangla and Hindi in their own locale.
const REVIEW_DATE = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
const englishReviewDate = new Intl.DateTimeFormat('en-GB', REVIEW_DATE);

/** The score in "4.3 out of 5", one decimal, in the language's digits. */
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/**
 * The product page's reviews (#reviews, where the stars' count links): the average, how many gave each star,
 * and the newest reviews, the first page in the server's HTML; "More reviews" adds the next pages below. A
 * buyer's own review and its form come after hydration (MyReview).
 */
export function ProductReviews({ productId }: { productId: string }) {
  const t = useT();
  const { data, loading } = useReviewsPage(productId);
  const [pages, setPages] = useState(1);
  const summary = data?.productReviews;
  // No product on sale under this id (the page itself says so): nothing to show.
  if (data && !summary) return null;

  let body;
  if (summary) {
    body = (
      <div className="reviews__layout">
        <ReviewSummary summary={summary} />
        <div className="reviews__main">
          <MyReview productId={productId} />
          {summary.count === 0 ? (
            <p className="reviews__empty">{t('product.reviews.empty')}</p>
          ) : (
            <ol className="reviews__list">
              {summary.reviews.items.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
              {Array.from({ length: pages - 1 }, (_, i) => (
                <MoreReviews key={i + 2} productId={productId} page={i + 2} />
              ))}
            </ol>
          )}
          {pages < summary.reviews.totalPages && (
            <button type="button" className="button button--ghost reviews__more" onClick={() => setPages((n) => n + 1)}>
              {t('product.reviews.more')}
            </button>
          )}
        </div>
      </div>
    );
  } else if (loading) body = <Spinner label={t('product.reviews.loading')} />;
  else body = <ErrorText>{t('product.reviews.error')}</ErrorText>;

  return (
    <section id="reviews" className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="reviews__title">
        {t('product.reviews.title')}
      </h2>
      {body}
    </section>
  );
}

function ReviewSummary({ summary }: { summary: Summary }) {
  const t = useT();
  const { formatNumber } = useFormats();
  const most = Math.max(1, ...summary.histogram.map((bar) => bar.count));
  return (
    <div className="reviews__summary">
      <p className="reviews__average">
        <Message id="product.reviews.average" values={{ average: formatNumber(summary.average, ONE_DECIMAL), score: (chunks) => <span className="reviews__score">{chunks}</span> }} />
      </p>
      <Rating rating={summary.average} compact />
      <p className="reviews__count">
        {t('product.reviews.count', { count: summary.count })}
      </p>
      <ul className="histogram" aria-label={t('product.reviews.byStars')}>
        {summary.histogram.map((bar) => (
          <li key={bar.stars} className="histogram__row">
            <span className="histogram__label">
              {t('product.reviews.stars', { stars: bar.stars })}
            </span>
            <span className="histogram__bar" aria-hidden="true">
              <span style={{ width: `${Math.round((bar.count / most) * 100)}%` }} />
            </span>
            <span className="histogram__count">{formatNumber(bar.count)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MoreReviews({ productId, page }: { productId: string; page: number }) {
  const t = useT();
  const { data, loading } = useReviewsPage(productId, page);
  const items = data?.productReviews?.reviews.items;
  if (items) return items.map((review) => <ReviewItem key={review.id} review={review} />);
  return <li className="review review--status">{loading ? <Spinner label={t('product.reviews.loading')} /> : <ErrorText>{t('product.reviews.moreError')}</ErrorText>}</li>;
}

export function ReviewItem({ review, as: Tag = 'li' }: { review: ReviewItemFragment; as?: 'li' | 'div' }) {
  const t = useT();
  const { locale, formatDate } = useFormats();
  const edited = review.updatedAt !== review.createdAt;
  const written = new Date(review.createdAt);
  return (
    <Tag className="review">
      <Rating rating={review.rating} compact />
      {/* The author's words, in the language they wrote them in (a Bangla page reads an English review as English). */}
      <h3 className="review__title" lang={review.language}>
        {review.title}
      </h3>
      <p className="review__meta">
        <span translate="no">{review.authorName}</span> · <time dateTime={review.createdAt}>{locale.startsWith('en') ? englishReviewDate.format(written) : formatDate(written, REVIEW_DATE)}</time>
        {edited && ` · ${t('product.reviews.edited')}`}
      </p>
      <p className="review__text" lang={review.language}>
        {review.text}
      </p>
    </Tag>
  );
}
