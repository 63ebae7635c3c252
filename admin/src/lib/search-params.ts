import { useSearchParams } from 'react-router-dom';
import type { ServerPaging, SortingState } from '../components/data-table/DataTable';

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

/** The address's value when it is one of `allowed` (keys of a labels record), else '' (a stale or hand-edited address shows everything). */
export function choiceParam<T extends string>(value: string | null, allowed: Record<T, string>): T | '' {
  return value !== null && Object.hasOwn(allowed, value) ? (value as T) : '';
}

export interface ListAddressOptions<F extends Record<string, string>> {
  /** The filters the address holds, each checked ('' for one it does not). */
  readFilters: (params: URLSearchParams) => F;
  defaultPageSize: number;
  /** The columns (ids) the server can sort by, and the sorting when the address names none. */
  sortable?: readonly string[];
  defaultSorting?: SortingState;
}

/**
 * A list's filters, sorting and page in the address (`?search=…&sort=total&dir=asc&page=2`), so a reload,
 * a shared link or the back button shows the same rows. `show` sets new filters or sorting, from the first
 * page (the page size stays); the defaults are left out, for short links.
 */
export function useListAddress<F extends Record<string, string>>({ readFilters, defaultPageSize, sortable = [], defaultSorting = [] }: ListAddressOptions<F>) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const sortBy = params.get('sort');
  const sorting: SortingState = sortBy && sortable.includes(sortBy) ? [{ id: sortBy, desc: params.get('dir') === 'desc' }] : defaultSorting;
  const { page, pageSize, paging } = useAddressPaging(defaultPageSize);

  function show(next: { filters?: F; sorting?: SortingState }) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next.filters ?? filters)) if (value) search.set(key, value);
    const [order] = next.sorting ?? sorting;
    const [usual] = defaultSorting;
    if (order && (order.id !== usual?.id || order.desc !== usual.desc)) {
      search.set('sort', order.id);
      search.set('dir', order.desc ? 'desc' : 'asc');
    }
    setParams(withPaging(search, 1, pageSize, defaultPageSize));
  }

  return { filters, sorting, page, pageSize, paging, show, filtered: Object.values(filters).some(Boolean) };
}
