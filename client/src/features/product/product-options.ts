import type { Category, Colour, ProductDetailFragment, Size } from '../../gql/graphql';
import { colourName } from '../../lib/format';

/** From this many units down (available: on hand less reserved), the page says how few are left of a size. */
export const LOW_STOCK = 5;

/** The same hues the server paints the garments with, so a swatch matches the picture. */
export const SWATCHES: Record<Colour, string> = {
  BLACK: '#2b2b31',
  GREEN: '#3b7d5a',
  ORANGE: '#ea7a33',
  PINK: '#ec98b4',
  RED: '#c73b3f',
  VIOLET: '#7a58a8',
  YELLOW: '#efbf3e',
};

const CATEGORY_NAMES: Record<Category, string> = { WOMEN: 'Women', MEN: 'Men', KID: 'Kids' };
const CATEGORY_PATHS: Record<Category, string> = { WOMEN: '/womens', MEN: '/mens', KID: '/kids' };

export function categoryName(category: Category): string {
  return CATEGORY_NAMES[category];
}

export function categoryPath(category: Category): string {
  return CATEGORY_PATHS[category];
}

/** 'peplum-top' → 'Peplum top', 'tshirt' → 'T-shirt'. */
export function garmentName(garment: string): string {
  if (garment === 'tshirt') return 'T-shirt';
  const words = garment.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A picture of the product in a colour. The server paints its SVGs in the colour named by
 * `?colour=` (any letter case); the default colour needs no parameter, which keeps one cached copy.
 */
export function imageInColour(url: string, colour: Colour, defaultColour: Colour): string {
  if (colour === defaultColour) return url;
  return `${url}${url.includes('?') ? '&' : '?'}colour=${colourName(colour)}`;
}

type Variants = ProductDetailFragment['variants'];

/** Units available of each size the shop makes in the colour (a size it does not make is absent). */
export function stockBySize(variants: Variants, colour: Colour): Map<Size, number> {
  return new Map(variants.filter((v) => v.colour === colour).map((v) => [v.size, v.available]));
}

/** Sizes made in the colour and sold out in it: the ones a shopper can ask to hear about. */
export function sizesSoldOut(variants: Variants, colour: Colour): Size[] {
  return variants.filter((v) => v.colour === colour && v.available <= 0).map((v) => v.size);
}

/** Sizes that can still be bought in the colour. */
export function sizesAvailable(variants: Variants, colour: Colour): Set<Size> {
  return new Set(variants.filter((v) => v.colour === colour && v.available > 0).map((v) => v.size));
}
