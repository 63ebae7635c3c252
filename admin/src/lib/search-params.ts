import { useSearchParams } from 'react-router-dom';
import type { ServerPaging } from '../components/data-table/DataTable';

/** Lists keep their page in the address (`?page=2&pageSize=50`), so a reload or a shared link shows the same rows. */

/** A whole number from 1 to `max` read from the address, or `fallback` when it is anything else. */
export function positiveParam(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 && parsed <= max ? parsed : fallback;
}

/** The page and page size in the address; the API pages by at most 100. */
export function pagingParams(params: URLSearchParams, defaultPageSize: number): { page: number; pageSize: number } {
  return { page: positiveParam(params.get('page'), 1), pageSize: positiveParam(params.get('pageSize'), defaultPageSize, 100) };
}

/** The address's other parameters with this page and size (the defaults left out, for short links). */
export function withPaging(params: URLSearchParams, page: number, pageSize: number, defaultPageSize: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  next.delete('pageSize');
  if (page > 1) next.set('page', String(page));
  if (pageSize !== defaultPageSize) next.set('pageSize', String(pageSize));
  return next;
}

/** A list's page in the address, and the DataTable paging that moves it there (the other parameters kept). */
export function useAddressPaging(defaultPageSize: number) {
  const [params, setParams] = useSearchParams();
  const { page, pageSize } = pagingParams(params, defaultPageSize);
  const paging = (totalItems: number): ServerPaging => ({ page, pageSize, totalItems, onChange: (nextPage, nextSize) => setParams(withPaging(params, nextPage, nextSize, defaultPageSize)) });
  return { page, pageSize, paging };
}
