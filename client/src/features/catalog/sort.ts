import type { ProductSort } from '../../gql/graphql';
import type { MessageKey } from '../../lib/i18n';

/** The sort select's choices (their labels are messages), with the short names kept in the URL (?sort=price-asc). */
export const SORT_OPTIONS: { value: ProductSort; param: string; label: MessageKey }[] = [
  { value: 'FEATURED', param: 'featured', label: 'catalog.sort.featured' },
  { value: 'PRICE_ASC', param: 'price-asc', label: 'catalog.sort.priceAsc' },
  { value: 'PRICE_DESC', param: 'price-desc', label: 'catalog.sort.priceDesc' },
  { value: 'NEWEST', param: 'newest', label: 'catalog.sort.newest' },
  { value: 'RATING', param: 'rating', label: 'catalog.sort.rating' },
];

export function sortFromParam(param: string | null, fallback: ProductSort): ProductSort {
  return SORT_OPTIONS.find((option) => option.param === param)?.value ?? fallback;
}

export function paramFromSort(sort: ProductSort): string {
  return SORT_OPTIONS.find((option) => option.value === sort)?.param ?? 'featured';
}
