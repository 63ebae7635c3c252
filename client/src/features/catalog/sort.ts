import type { ProductSort } from '../../gql/graphql';

/** The sort select's choices, with the short names kept in the URL (?sort=price-asc). */
export const SORT_OPTIONS: { value: ProductSort; param: string; label: string }[] = [
  { value: 'FEATURED', param: 'featured', label: 'Featured' },
  { value: 'PRICE_ASC', param: 'price-asc', label: 'Price: low to high' },
  { value: 'PRICE_DESC', param: 'price-desc', label: 'Price: high to low' },
  { value: 'NEWEST', param: 'newest', label: 'Newest' },
  { value: 'RATING', param: 'rating', label: 'Top rated' },
];

export function sortFromParam(param: string | null, fallback: ProductSort): ProductSort {
  return SORT_OPTIONS.find((option) => option.param === param)?.value ?? fallback;
}

export function paramFromSort(sort: ProductSort): string {
  return SORT_OPTIONS.find((option) => option.value === sort)?.param ?? 'featured';
}
