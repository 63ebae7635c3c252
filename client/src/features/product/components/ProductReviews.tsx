import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Rating } from '../../../components/Rating';
import { ErrorText, Spinner } from '../../../components/Spinner';
import { ProductReviewsDocument, type ProductReviewsQuery, type ReviewItemFragment } from '../../../gql/graphql';
import { MyReview } from './ReviewForm';
import './reviews.css';

export const REVIEWS_PAGE_SIZE = 5;

type Summary = NonNullable<ProductReviewsQuery['productReviews']>;

/** A page of a product's reviews; the first one also feeds the page's structured data (ProductSeo), from the same cache entry. */
export function useReviewsPage(productId: string, page = 1) {
  return useQuery(ProductReviewsDocument, { variables: { productId, page, pageSize: REVIEWS_PAGE_SIZE } });
}

// UTC, so the server's HTML and the browser's first render agree wherever the shopper is.
const reviewDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The product page's reviews (#reviews, where the stars' count links): the average, how many gave each star,
 * and the newest reviews, the first page in the server's HTML; "More reviews" adds the next pages below. A
 * buyer's own review and its form come after hydration (MyReview).
 */
export function ProductReviews({ productId }: { productId: string }) {
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
            <p className="reviews__empty">No reviews yet. Customers who received this product can review it.</p>
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
              More reviews
            </button>
          )}
        </div>
      </div>
    );
  } else if (loading) body = <Spinner label="Loading reviews..." />;
  else body = <ErrorText>Reviews could not be loaded.</ErrorText>;

  return (
    <section id="reviews" className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="reviews__title">
        Reviews
      </h2>
      {body}
    </section>
  );
}

function ReviewSummary({ summary }: { summary: Summary }) {
  const most = Math.max(1, ...summary.histogram.map((bar) => bar.count));
  return (
    <div className="reviews__summary">
      <p className="reviews__average">
        <span className="reviews__score">{summary.average.toFixed(1)}</span> out of 5
      </p>
      <Rating rating={summary.average} compact />
      <p className="reviews__count">
        {summary.count} review{summary.count === 1 ? '' : 's'}
      </p>
      <ul className="histogram" aria-label="Reviews by stars">
        {summary.histogram.map((bar) => (
          <li key={bar.stars} className="histogram__row">
            <span className="histogram__label">
              {bar.stars} star{bar.stars === 1 ? '' : 's'}
            </span>
            <span className="histogram__bar" aria-hidden="true">
              <span style={{ width: `${Math.round((bar.count / most) * 100)}%` }} />
            </span>
            <span className="histogram__count">{bar.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MoreReviews({ productId, page }: { productId: string; page: number }) {
  const { data, loading } = useReviewsPage(productId, page);
  const items = data?.productReviews?.reviews.items;
  if (items) return items.map((review) => <ReviewItem key={review.id} review={review} />);
  return <li className="review review--status">{loading ? <Spinner label="Loading reviews..." /> : <ErrorText>More reviews could not be loaded.</ErrorText>}</li>;
}

export function ReviewItem({ review, as: Tag = 'li' }: { review: ReviewItemFragment; as?: 'li' | 'div' }) {
  const edited = review.updatedAt !== review.createdAt;
  return (
    <Tag className="review">
      <Rating rating={review.rating} compact />
      <h3 className="review__title">{review.title}</h3>
      <p className="review__meta">
        {review.authorName} · <time dateTime={review.createdAt}>{reviewDate.format(new Date(review.createdAt))}</time>
        {edited && ' · edited'}
      </p>
      <p className="review__text">{review.text}</p>
    </Tag>
  );
}
