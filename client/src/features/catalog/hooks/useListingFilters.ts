import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, paramsWithFilters, type ListingFilters } from '../filters';

/**
 * The listing's filters, kept in the URL (see filters.ts). Each change is a history entry of its own, so
 * Back undoes it; the page keeps its scroll position while the shopper narrows the list.
 */
export function useListingFilters(): [ListingFilters, (filters: ListingFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback((next: ListingFilters) => setParams((current) => paramsWithFilters(current, next), { preventScrollReset: true }), [setParams]);
  return [filters, setFilters];
}
