import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, paramsWithFilters, type ListingFilters } from '../filters';

/** A change of the filters, applied to those the URL holds when it lands (two quick clicks both count). */
export type FiltersUpdate = (current: ListingFilters) => ListingFilters;

/**
 * The listing's filters, kept in the URL (see filters.ts). Each change is a history entry of its own, so
 * Back undoes it; the page keeps its scroll position while the shopper narrows the list.
 */
export function useListingFilters(): [ListingFilters, (update: FiltersUpdate) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const updateFilters = useCallback(
    (update: FiltersUpdate) => setParams((current) => paramsWithFilters(current, update(filtersFromParams(current))), { preventScrollReset: true }),
    [setParams],
  );
  return [filters, updateFilters];
}
