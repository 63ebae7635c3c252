import './reviews.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { z } from 'zod';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { DateTime } from '../../components/DateTime';
import { SelectField } from '../../components/form/Field';
import { FilterPanel } from '../../components/form/FilterPanel';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { useConfirm } from '../../components/confirm/use-confirm';
import { Page } from '../../components/Page';
import { HideReviewDocument, ShowReviewDocument, StaffReviewsDocument, type StaffReviewItemFragment } from '../../gql/graphql';
import { choiceParam, useListAddress } from '../../lib/search-params';

type Review = StaffReviewItemFragment;
type Toggle = (review: Review) => void;

/** Which reviews are listed: all unless the address says otherwise. */
const SHOW = { shown: 'Shown in the shop', hidden: 'Hidden' } as const;
const SHOW_OPTIONS = [{ value: '', label: 'All reviews' }, ...Object.entries(SHOW).map(([value, label]) => ({ value, label }))];
const HIDDEN: Record<'' | keyof typeof SHOW, boolean | null> = { '': null, shown: false, hidden: true };
const CAPTIONS: Record<'' | keyof typeof SHOW, string> = { '': 'All reviews, newest first', shown: 'Reviews shown in the shop, newest first', hidden: 'Hidden reviews, newest first' };

const filterSchema = z.object({ show: z.string() });
const readFilters = (params: URLSearchParams) => ({ show: choiceParam(params.get('show'), SHOW) });

const column = dataColumns<Review>();

function reviewColumns(toggle: Toggle) {
  return column.columns([
    column.accessor('createdAt', { header: 'Written', cell: ({ getValue }) => <DateTime value={getValue()} />, meta: { className: 'nowrap' } }),
    column.display({
      id: 'product',
      header: 'Product',
      // The storefront's page, outside the back office's router.
      cell: ({ row }) => <a href={`/product/${encodeURIComponent(row.original.productSlug)}#reviews`}>{row.original.productName}</a>,
    }),
    column.accessor('rating', { header: 'Stars', cell: ({ getValue }) => `${getValue()} / 5`, meta: { className: 'nowrap' } }),
    column.display({
      id: 'review',
      header: 'Review',
      cell: ({ row }) => (
        <>
          <strong>{row.original.title}</strong> — {row.original.authorName}
          <p>{row.original.text}</p>
        </>
      ),
      meta: { className: 'review-cell' },
    }),
    column.accessor('hiddenAt', {
      header: 'State',
      cell: ({ getValue, row }) =>
        getValue() ? (
          <span className="badge">
            Hidden <DateTime value={getValue()!} />
            {row.original.hiddenReason && `: ${row.original.hiddenReason}`}
          </span>
        ) : (
          <span className="badge badge--ok">Shown</span>
        ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <div className="row-actions">
          <button type="button" className="button button--secondary button--small" onClick={() => toggle(row.original)}>
            {row.original.hiddenAt ? 'Show' : 'Hide'}
            <span className="visually-hidden"> (review “{row.original.title}” by {row.original.authorName})</span>
          </button>
        </div>
      ),
    }),
  ]);
}

const DEFAULT_PAGE_SIZE = 20;
const reviewId = (review: Review) => review.id;

/** The buyers' reviews, newest first; each hidden from the shop (out of its product's rating) or shown again, in place. */
export default function ReviewsPage() {
  const { filters, page, pageSize, paging, show } = useListAddress({ readFilters, defaultPageSize: DEFAULT_PAGE_SIZE });
  const { data, previousData, loading, error } = useQuery(StaffReviewsDocument, { variables: { hidden: HIDDEN[filters.show], page, pageSize }, fetchPolicy: 'cache-and-network' });
  const list = (data ?? previousData)?.staffReviews;
  const rows = useMemo(() => list?.items ?? [], [list]);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [hideReview] = useMutation(HideReviewDocument);
  const [showReview] = useMutation(ShowReviewDocument);
  const confirm = useConfirm();

  // A changed review stays in the list until the next visit, its state changed, so the row under focus does not vanish.
  const toggle = useCallback<Toggle>(
    async (review) => {
      const hide = review.hiddenAt === null;
      // Hiding asks first, with room for why (kept with the review and in the audit log, for the next colleague).
      let reason = '';
      if (
        hide &&
        !(await confirm({
          title: 'Hide this review?',
          message: (
            <>
              <p>“{review.title}” by {review.authorName} leaves the product page and its rating; its author still sees it.</p>
              <div className="field">
                <label htmlFor="hide-review-reason">Reason (optional)</label>
                <input id="hide-review-reason" maxLength={255} onChange={(event) => (reason = event.target.value)} />
              </div>
            </>
          ),
          confirmLabel: 'Hide review',
          tone: 'danger',
        }))
      ) {
        return;
      }
      try {
        if (hide) await hideReview({ variables: { id: review.id, reason: reason.trim() || null } });
        else await showReview({ variables: { id: review.id } });
        setNotice({ tone: 'success', text: hide ? `The review “${review.title}” is hidden from the shop.` : `The review “${review.title}” is shown in the shop again.` });
      } catch (failure) {
        setNotice({ tone: 'error', text: `The review was not changed: ${(failure as Error).message}` });
      }
    },
    [confirm, hideReview, showReview],
  );
  const columns = useMemo(() => reviewColumns((review) => void toggle(review)), [toggle]);

  return (
    <Page title="Reviews" intro="What buyers wrote about the products. A hidden review leaves the product page and its rating; its author still sees it.">
      <Notice message={notice} />
      <FilterPanel schema={filterSchema} values={filters} onApply={(next) => show({ filters: { show: choiceParam(next.show, SHOW) } })}>
        <SelectField name="show" label="Show" options={SHOW_OPTIONS} className="field--narrow" />
      </FilterPanel>
      {error && <p role="alert">The reviews could not be loaded: {error.message}</p>}
      <DataTable caption={CAPTIONS[filters.show]} columns={columns} rows={rows} rowId={reviewId} busy={loading} empty="No reviews." paging={paging(list?.totalItems ?? 0)} />
    </Page>
  );
}
