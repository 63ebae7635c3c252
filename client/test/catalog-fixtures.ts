import type { Colour, ProductFacetCountsFragment, Size } from '../src/gql/graphql';

const SIZES: Size[] = ['S', 'M', 'L', 'XL', 'XXL'];
const COLOURS: Colour[] = ['GREEN', 'YELLOW', 'VIOLET', 'RED', 'BLACK', 'ORANGE', 'PINK'];

/**
 * A listing's facet counts as the server answers them: every value `count` unless given. With their
 * __typename (the cache matches the fragment by it), which the generated type leaves out.
 */
export function facetsFixture(counts: { sizes?: Partial<Record<Size, number>>; colours?: Partial<Record<Colour, number>>; inStock?: number; onSale?: number } = {}, count = 3): ProductFacetCountsFragment {
  const facets = {
    __typename: 'ProductFacets',
    sizes: SIZES.map((size) => ({ __typename: 'SizeFacet', size, count: counts.sizes?.[size] ?? count })),
    colours: COLOURS.map((colour) => ({ __typename: 'ColourFacet', colour, count: counts.colours?.[colour] ?? count })),
    priceRanges: [
      [0, 2499],
      [2500, 4999],
      [5000, 9999],
      [10000, null],
    ].map(([min, max]) => ({ __typename: 'PriceRangeFacet', min: min!, max, count })),
    inStock: counts.inStock ?? count,
    onSale: counts.onSale ?? count,
  };
  return facets;
}
