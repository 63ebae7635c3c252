import { useId } from 'react';

const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;

export interface PaginationProps {
  /** What is paged (the table's caption), so each control's name says which list it moves. */
  label: string;
  page: number;
  pageCount: number;
  pageSize: number;
  totalItems: number;
  pageSizes?: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Where the list is ("21–40 of 93"), first / previous / next / last page, and rows per page. */
export function Pagination({ label, page, pageCount, pageSize, totalItems, pageSizes = DEFAULT_PAGE_SIZES, onPage, onPageSize }: PaginationProps) {
  const sizeId = useId();
  const first = totalItems === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalItems);
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={`${label}: pages`}>
      <p className="pagination__range" aria-live="polite">
        {totalItems === 0 ? 'No rows' : `${first}–${last} of ${totalItems}`}
        <span className="visually-hidden">, page {page} of {Math.max(pageCount, 1)}</span>
      </p>
      <div className="pagination__size">
        <label htmlFor={sizeId}>Rows per page</label>
        <select id={sizeId} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="pagination__buttons">
        <button type="button" className="button button--secondary button--small" onClick={() => onPage(1)} disabled={page <= 1} aria-label="First page">
          «
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <span aria-hidden="true">‹ </span>Previous<span className="visually-hidden"> page</span>
        </button>
        <span className="pagination__page" aria-hidden="true">
          {page} / {Math.max(pageCount, 1)}
        </span>
        <button type="button" className="button button--secondary button--small" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
          Next<span className="visually-hidden"> page</span>
          <span aria-hidden="true"> ›</span>
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => onPage(pageCount)} disabled={page >= pageCount} aria-label="Last page">
          »
        </button>
      </div>
    </nav>
  );
}
