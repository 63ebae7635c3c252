/** Prev / 'Page X of Y' / Next: Prev disabled on the first page, Next on the last. */
export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage(page: number): void }) {
  const last = Math.max(1, totalPages);
  return (
    <nav className="pagination" aria-label="Pages">
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(Math.max(1, page - 1))}>
        Prev
      </button>
      <span className="pagination__status" aria-live="polite">
        Page {page} of {last}
      </span>
      <button type="button" className="button button--ghost" disabled={page >= last} onClick={() => onPage(Math.min(last, page + 1))}>
        Next
      </button>
    </nav>
  );
}
