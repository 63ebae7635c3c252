import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Pagination } from '../../components/Pagination';
import { ProductGrid } from '../../components/ProductCard';
import { SearchIcon } from '../../components/Icons';
import { ErrorText, Spinner } from '../../components/Spinner';
import { ProductListDocument } from '../../gql/graphql';
import { Message, useT } from '../../lib/i18n';
import { PageMeta } from '../../lib/seo/PageMeta';
import { FilterPanel } from './components/FilterPanel';
import { activeFilterCount, toProductFilter } from './filters';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useListingFilters } from './hooks/useListingFilters';
import './catalog.css';

/** The spec's search page size. */
export const SEARCH_PAGE_SIZE = 10;
/** Typing pauses this long before the list reloads. */
export const SEARCH_DEBOUNCE_MS = 300;

function withPage(current: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

function pageFrom(param: string | null): number {
  const page = Number(param);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /all: a search box, the filters, ten products a page, Prev / 'Page X of Y' / Next, and "Did you mean"
 * when the words match nothing as typed. The search words, the filters and the page live in the URL
 * (?search=&size=…&page=), so reload and back keep them.
 */
export default function AllProductsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const page = pageFrom(params.get('page'));
  const [filters, setFilters] = useListingFilters();
  const filtered = activeFilterCount(filters) > 0;
  const [text, setText] = useState(search);
  const settledText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const searchId = useId();

  // The words this page last wrote to the URL, to tell our own update from back / forward.
  const written = useRef(search);
  useEffect(() => {
    if (search !== written.current) {
      written.current = search;
      setText(search);
    }
  }, [search]);

  // Typing settled: new words start again on page 1. Only a change of the settled words writes: setParams
  // changes with every address, and back, forward or a "Did you mean" link moves the address ahead of the
  // debounced words, which must not write the old words back.
  const settled = useRef(settledText);
  useEffect(() => {
    if (settledText === settled.current) return;
    settled.current = settledText;
    if (settledText === written.current) return;
    written.current = settledText;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settledText) next.set('search', settledText);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [settledText, setParams]);

  const { data, previousData, error } = useQuery(ProductListDocument, {
    variables: { page, pageSize: SEARCH_PAGE_SIZE, filter: { ...(search && { search }), ...toProductFilter(filters) }, sort: 'FEATURED' },
  });
  const list = data?.products;
  const facets = (data ?? previousData)?.products.facets;
  const didYouMean = list?.didYouMean;

  // A page number past the end (an old link, fewer results now) shows the last page instead.
  const lastPage = list?.totalPages;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setParams((current) => withPage(current, lastPage), { replace: true });
  }, [lastPage, page, setParams]);

  // A new history entry per page, so Back returns to the previous page (the layout scrolls to the top).
  function goTo(nextPage: number) {
    setParams((current) => withPage(current, nextPage));
  }

  function clearSearch() {
    setText('');
  }

  return (
    <div className="container page catalog">
      {/* Search results are the shop's own, thin pages: followed, never filed. */}
      <PageMeta
        title={search ? t('catalog.search.title', { search }) : t('catalog.all.title')}
        description={search ? t('catalog.search.description', { search }) : t('catalog.all.description')}
        keepParams={['search', 'page']}
        noindex={search !== '' || filtered}
      />
      <div className="section__head catalog__head">
        <h1>{t('catalog.all.heading')}</h1>
      </div>
      <form className="search-box" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('catalog.search.label')}
        </label>
        <SearchIcon />
        <input id={searchId} type="search" placeholder={t('catalog.search.placeholder')} value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" enterKeyHint="search" />
      </form>

      {didYouMean && (
        <p className="catalog__did-you-mean">
          <Message
            id="catalog.search.didYouMean"
            values={{ suggestion: didYouMean, link: (chunks) => <Link to={`/all?${new URLSearchParams({ search: didYouMean })}`}>{chunks}</Link> }}
          />
        </p>
      )}
      <div className="listing__layout">
        <FilterPanel filters={filters} facets={facets} onChange={setFilters} />
        <section className="listing" aria-label={t('catalog.all.products')}>
          {list ? (
            list.totalItems === 0 ? (
              <div className="catalog__empty">
                <p>
                  {search
                    ? t(filtered ? 'catalog.search.noneFiltered' : 'catalog.search.none', { search })
                    : t(filtered ? 'catalog.listing.noMatch' : 'catalog.all.none')}
                </p>
                {search && (
                  <button type="button" className="button button--ghost button--small" onClick={clearSearch}>
                    {t('catalog.search.clear')}
                  </button>
                )}
              </div>
            ) : (
              <>
                <p className="listing__count" aria-live="polite">
                  {search ? t('catalog.search.count', { count: list.totalItems, search }) : t('catalog.all.count', { count: list.totalItems })}
                </p>
                <ProductGrid products={list.items} label={t('catalog.all.products')} />
                <Pagination page={Math.min(page, list.totalPages)} totalPages={list.totalPages} onPage={(next) => goTo(next)} />
              </>
            )
          ) : error ? (
            <ErrorText>{t('catalog.fetchFailed')}</ErrorText>
          ) : (
            <Spinner label={t('catalog.listing.loading')} />
          )}
        </section>
      </div>
    </div>
  );
}
