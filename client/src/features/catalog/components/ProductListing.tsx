import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { ProductGrid } from '../../../components/ProductCard';
import { ErrorText, Spinner } from '../../../components/Spinner';
import { ProductListDocument, type Category, type ProductListQuery, type ProductSort } from '../../../gql/graphql';
import { useT } from '../../../lib/i18n';
import { activeFilterCount, toProductFilter } from '../filters';
import { useListingFilters } from '../hooks/useListingFilters';
import { useSortParam } from '../hooks/useSortParam';
import { SORT_OPTIONS } from '../sort';
import { FilterPanel } from './FilterPanel';

/** Cards per 'Explore More' step: the original's 12, three rows of four on a desktop. */
export const LISTING_PAGE_SIZE = 12;

/** Appends a fetched page to the ones already shown (skipping any card already there). */
export function appendPage(previous: ProductListQuery | undefined, next: ProductListQuery): ProductListQuery {
  if (!previous?.products) return next;
  const seen = new Set(previous.products.items.map((item) => item.id));
  return {
    products: {
      ...next.products,
      items: [...previous.products.items, ...next.products.items.filter((item) => !seen.has(item.id))],
    },
  };
}

/**
 * A sortable, filterable product list that grows with 'Explore More': the category pages and /sale.
 * The sort and the filters live in the URL; further pages are appended to the cached first page
 * (fetchMore), so coming back from a product shows everything that was loaded, in the same order.
 */
export function ProductListing({ category, defaultSort = 'FEATURED', label }: { category?: Category; defaultSort?: ProductSort; label: string }) {
  const t = useT();
  const [sort, setSort] = useSortParam(defaultSort);
  const [filters, setFilters] = useListingFilters();
  const [moreFailed, setMoreFailed] = useState(false);
  const sortId = useId();
  const { data, previousData, error, fetchMore, networkStatus } = useQuery(ProductListDocument, {
    variables: { page: 1, pageSize: LISTING_PAGE_SIZE, filter: { ...(category && { category }), ...toProductFilter(filters) }, sort },
    notifyOnNetworkStatusChange: true,
  });
  const list = data?.products;
  // While a new filter's answer loads, the panel keeps the counts it had, so it does not jump.
  const facets = (data ?? previousData)?.products.facets;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const shown = list?.items.length ?? 0;

  async function exploreMore() {
    if (!list) return;
    setMoreFailed(false);
    try {
      await fetchMore({
        variables: { page: list.page + 1 },
        updateQuery: (previous, { fetchMoreResult }) => appendPage(previous as ProductListQuery | undefined, fetchMoreResult),
      });
    } catch {
      setMoreFailed(true);
    }
  }

  return (
    <div className="listing__layout">
      <FilterPanel filters={filters} facets={facets} onChange={(next) => (setMoreFailed(false), setFilters(next))} />
      <section className="listing" aria-label={label}>
        <div className="listing__bar">
          <p className="listing__count" aria-live="polite">
            {list
              ? list.totalItems === 0
                ? t(activeFilterCount(filters) > 0 ? 'catalog.listing.noMatch' : 'catalog.listing.none')
                : t('catalog.listing.showing', { first: 1, shown, total: list.totalItems })
              : '\u00a0'}
          </p>
          <div className="listing__sort">
            <label htmlFor={sortId}>{t('catalog.sort.label')}</label>
            <select id={sortId} value={sort} onChange={(event) => (setMoreFailed(false), setSort(event.target.value as ProductSort))}>
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </div>
        </div>

        {list ? (
          <>
            <ProductGrid products={list.items} label={label} />
            <div className="listing__more">
              {moreFailed && <ErrorText>{t('catalog.listing.error')}</ErrorText>}
              {shown < list.totalItems && (
                <button type="button" className="button button--ghost" onClick={exploreMore} disabled={loadingMore}>
                  {t(loadingMore ? 'catalog.listing.loadingMore' : 'catalog.listing.more')}
                </button>
              )}
            </div>
          </>
        ) : error ? (
          <ErrorText>{t('catalog.listing.error')}</ErrorText>
        ) : (
          <Spinner label={t('catalog.listing.loading')} />
        )}
      </section>
    </div>
  );
}
