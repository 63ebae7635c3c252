import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProductSort } from '../../../gql/graphql';
import { paramFromSort, sortFromParam } from '../sort';

/**
 * The list's sort order, kept in the URL (?sort=) so a reload, a shared link or coming back from a
 * product shows the same order. The page's default sort leaves the URL clean.
 */
export function useSortParam(defaultSort: ProductSort): [ProductSort, (sort: ProductSort) => void] {
  const [params, setParams] = useSearchParams();
  const sort = sortFromParam(params.get('sort'), defaultSort);
  const setSort = useCallback(
    (next: ProductSort) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === defaultSort) updated.delete('sort');
          else updated.set('sort', paramFromSort(next));
          return updated;
        },
        { replace: true },
      ),
    [defaultSort, setParams],
  );
  return [sort, setSort];
}
