import type { Colour, ProductFilter, Size } from '../../gql/graphql';
import { colourName } from '../../lib/format';

/**
 * A listing's filters as the URL holds them, so a link, a reload or Back shows the same products:
 * ?size=M&size=L&colour=Black&min=2500&max=4999&inStock=1&onSale=1. Prices are USD cents, as the
 * products query takes them (the panel shows its ranges in the shopper's currency).
 */
export interface ListingFilters {
  sizes: Size[];
  colours: Colour[];
  min: number | null;
  max: number | null;
  inStock: boolean;
  onSale: boolean;
}

const SIZES: Size[] = ['S', 'M', 'L', 'XL', 'XXL'];
/** The URL names colours as the shop does (Black); the API's enum is BLACK. */
const COLOURS: Colour[] = ['GREEN', 'YELLOW', 'VIOLET', 'RED', 'BLACK', 'ORANGE', 'PINK'];

/** The parameters the filters own; every other one (search, sort, page) is left alone. */
export const FILTER_PARAMS = ['size', 'colour', 'min', 'max', 'inStock', 'onSale'] as const;

function cents(param: string | null): number | null {
  const value = Number(param);
  return param !== null && param !== '' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** What the URL asks for; anything it does not understand is ignored. */
export function filtersFromParams(params: URLSearchParams): ListingFilters {
  const sizes = SIZES.filter((size) => params.getAll('size').some((value) => value.toUpperCase() === size));
  const colours = COLOURS.filter((colour) => params.getAll('colour').some((value) => value.toUpperCase() === colour));
  let min = cents(params.get('min'));
  let max = cents(params.get('max'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { sizes, colours, min, max, inStock: params.get('inStock') === '1', onSale: params.get('onSale') === '1' };
}

/** `current` with the filters replaced by `filters` (the page number dropped: a new result starts on page 1). */
export function paramsWithFilters(current: URLSearchParams, filters: ListingFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of [...FILTER_PARAMS, 'page']) next.delete(name);
  for (const size of filters.sizes) next.append('size', size);
  for (const colour of filters.colours) next.append('colour', colourName(colour));
  if (filters.min !== null) next.set('min', String(filters.min));
  if (filters.max !== null) next.set('max', String(filters.max));
  if (filters.inStock) next.set('inStock', '1');
  if (filters.onSale) next.set('onSale', '1');
  return next;
}

export function activeFilterCount(filters: ListingFilters): number {
  return filters.sizes.length + filters.colours.length + (filters.min !== null || filters.max !== null ? 1 : 0) + (filters.inStock ? 1 : 0) + (filters.onSale ? 1 : 0);
}

/** The products query's filter for these choices (besides category and search, which the page adds). */
export function toProductFilter(filters: ListingFilters): Omit<ProductFilter, 'category' | 'search'> {
  return {
    ...(filters.sizes.length > 0 && { sizes: filters.sizes }),
    ...(filters.colours.length > 0 && { colours: filters.colours }),
    ...(filters.min !== null && { minPrice: filters.min }),
    ...(filters.max !== null && { maxPrice: filters.max }),
    ...(filters.inStock && { inStock: true }),
    ...(filters.onSale && { onSale: true }),
  };
}
