import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { errorAria, FormField } from '../../../components/FormField';
import { StarIcon } from '../../../components/Icons';
import { MyReviewDocument, WriteReviewDocument, type ReviewItemFragment } from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth';
import { Message, useT } from '../../../lib/i18n';
import { ReviewItem } from './ProductReviews';

const MAX_TITLE = 120;
const MAX_TEXT = 4000;

type Field = 'rating' | 'title' | 'text';
type Errors = Partial<Record<Field, string>>;

/**
 * The shopper's part of the reviews, after hydration (it needs the login): a buyer sees their review, or
 * "Write a review"; the form writes it or edits it. Anyone logged out is told how to review.
 */
export function MyReview({ productId }: { productId: string }) {
  const t = useT();
  const { ready, loggedIn } = useAuth();
  const { pathname } = useLocation();
  const { data } = useQuery(MyReviewDocument, { variables: { productId }, skip: !ready || !loggedIn });
  const [editing, setEditing] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  if (!ready) return null;
  if (!loggedIn) {
    return (
      <p className="reviews__invite">
        <Message
          id="product.review.invite"
          values={{
            link: (chunks) => (
              <Link to="/login" state={{ from: `${pathname}#reviews` }}>
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    );
  }
  if (!data?.canReview) return null;
  const mine = data.myReview;

  const close = (message: string | null) => {
    setEditing(false);
    setThanks(message);
    // Back to the button that opened the form, so keyboard users keep their place.
    setTimeout(() => opener.current?.focus());
  };

  return (
    <div className="my-review">
      {thanks && (
        <p className="notice notice--ok" role="status">
          {thanks}
        </p>
      )}
      {editing ? (
        <ReviewForm productId={productId} mine={mine} onDone={close} />
      ) : (
        <>
          {mine && (
            <div className="my-review__current">
              <h3 className="my-review__heading">{t(mine.hidden ? 'product.review.yoursHidden' : 'product.review.yours')}</h3>
              <ReviewItem review={mine} as="div" />
            </div>
          )}
          <button ref={opener} type="button" className="button button--accent" onClick={() => {
              setThanks(null);
              setEditing(true);
            }}>
            {t(mine ? 'product.review.edit' : 'product.review.write')}
          </button>
        </>
      )}
    </div>
  );
}

/** Stars (a radio group), title and text; the server checks them and says what to fix, field by field. */
export function ReviewForm({ productId, mine, onDone }: { productId: string; mine: ReviewItemFragment | null; onDone: (message: string | null) => void }) {
  const t = useT();
  const id = useId();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [title, setTitle] = useState(mine?.title ?? '');
  const [text, setText] = useState(mine?.text ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the form is gone: the keyboard carries on from the form's heading.
  useEffect(() => heading.current?.focus(), []);
  // A written review changes the list, the product's stars and the shopper's own review; a refused one nothing.
  const [write, { loading }] = useMutation(WriteReviewDocument, {
    refetchQueries: ({ data }) => (data?.writeReview.__typename === 'Review' ? ['ProductReviews', 'ProductDetail', 'MyReview'] : []),
    awaitRefetchQueries: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setErrors({});
    setFailure(null);
    try {
      const { data } = await write({ variables: { productId, rating, title, text } });
      const result = data?.writeReview;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'Review') onDone(t(mine ? 'product.review.updated' : 'product.review.published'));
      else if (result.__typename === 'ValidationError') setErrors(Object.fromEntries(result.fields.map((f) => [f.field, f.message])));
      else setFailure(result.message);
    } catch {
      setFailure(t('product.review.sendFailed'));
    }
  };

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="review-form__heading">
        {t(mine ? 'product.review.edit' : 'product.review.write')}
      </h3>
      <fieldset className="field review-form__stars" aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend>
          {t('product.review.rating')}{' '}
          <span className="required" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="review-form__star-row">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="review-form__star">
              <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} className="visually-hidden" />
              <StarIcon fill={n <= rating ? 'full' : 'empty'} />
              <span className="visually-hidden">{t('product.reviews.stars', { stars: n })}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p className="field__error" id={`${id}-rating-error`}>
            {errors.rating}
          </p>
        )}
      </fieldset>
      <FormField id={`${id}-title`} label={t('product.review.titleField')} required error={errors.title}>
        <input id={`${id}-title`} value={title} maxLength={MAX_TITLE} onChange={(e) => setTitle(e.target.value)} {...errorAria(`${id}-title`, errors.title)} />
      </FormField>
      <FormField id={`${id}-text`} label={t('product.review.textField')} required error={errors.text}>
        <textarea id={`${id}-text`} rows={5} value={text} maxLength={MAX_TEXT} onChange={(e) => setText(e.target.value)} {...errorAria(`${id}-text`, errors.text)} />
      </FormField>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <div className="review-form__actions">
        <button type="submit" className="button button--accent" aria-disabled={loading || undefined}>
          {t(loading ? 'product.review.sending' : mine ? 'product.review.save' : 'product.review.publish')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onDone(null)}>
          {t('product.review.cancel')}
        </button>
      </div>
    </form>
  );
}
