import { useMemo } from 'react';
import type { Category, Colour, ProductDetailFragment, Size } from '../../gql/graphql';
import { colourName, useColourName } from '../../lib/format';
import { useT, type MessageKey } from '../../lib/i18n';

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

const CATEGORY_NAMES: Record<Category, MessageKey> = { WOMEN: 'catalog.category.women', MEN: 'catalog.category.men', KID: 'catalog.category.kids' };
const CATEGORY_PATHS: Record<Category, string> = { WOMEN: '/womens', MEN: '/mens', KID: '/kids' };

/** The kinds of garment the server draws and relates products by (its GARMENT_TYPES). */
const GARMENT_NAMES: Record<string, MessageKey> = {
  tshirt: 'product.garment.tshirt',
  shirt: 'product.garment.shirt',
  blouse: 'product.garment.blouse',
  'peplum-top': 'product.garment.peplumTop',
  dress: 'product.garment.dress',
  skirt: 'product.garment.skirt',
  jacket: 'product.garment.jacket',
  bomber: 'product.garment.bomber',
  hoodie: 'product.garment.hoodie',
  sweatshirt: 'product.garment.sweatshirt',
  sweater: 'product.garment.sweater',
  trousers: 'product.garment.trousers',
  jeans: 'product.garment.jeans',
  shorts: 'product.garment.shorts',
  jumpsuit: 'product.garment.jumpsuit',
  romper: 'product.garment.romper',
};

export function categoryPath(category: Category): string {
  return CATEGORY_PATHS[category];
}

/** A garment the shop has no message for (a newer server) by its own name: 'cargo-pants' → 'Cargo pants'. */
export function garmentName(garment: string): string {
  const words = garment.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface ProductLabels {
  /** WOMEN → "Women" (Bangla "নারী"). */
  category(category: Category): string;
  /** BLACK → "Black"; the URL and the pictures' ?colour= keep the English name. */
  colour(colour: Colour): string;
  /** 'peplum-top' → 'Peplum top', 'tshirt' → 'T-shirt'. */
  garment(garment: string): string;
}

/** The names the page gives the API's enum values and garment kinds, in the shopper's language. */
export function useProductLabels(): ProductLabels {
  const t = useT();
  const colourLabel = useColourName();
  return useMemo<ProductLabels>(
    () => ({
      category: (category) => t(CATEGORY_NAMES[category]),
      colour: colourLabel,
      garment: (garment) => (Object.hasOwn(GARMENT_NAMES, garment) ? t(GARMENT_NAMES[garment]) : garmentName(garment)),
    }),
    [t, colourLabel],
  );
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
