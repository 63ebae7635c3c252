import { useT } from '../lib/i18n';

/** Prev / 'Page X of Y' / Next: Prev disabled on the first page, Next on the last. */
export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage(page: number): void }) {
  const t = useT();
  const last = Math.max(1, totalPages);
  return (
    <nav className="pagination" aria-label={t('common.pagination.label')}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(Math.max(1, page - 1))}>
        {t('common.prev')}
      </button>
      <span className="pagination__status" aria-live="polite">
        {t('common.pagination.status', { page, total: last })}
      </span>
      <button type="button" className="button button--ghost" disabled={page >= last} onClick={() => onPage(Math.min(last, page + 1))}>
        {t('common.next')}
      </button>
    </nav>
  );
}
