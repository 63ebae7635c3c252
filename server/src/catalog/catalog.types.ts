/** The shop's fixed vocabularies. Shared by entities, seed data, images and the GraphQL enums. */

export const CATEGORIES = ['women', 'men', 'kid'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];

/** The original spelled Violet as 'Violent'; we store the right name and accept the old one at the edges. */
export const COLOURS = ['Green', 'Yellow', 'Violet', 'Red', 'Black', 'Orange', 'Pink'] as const;
export type Colour = (typeof COLOURS)[number];

/** The bit of a size × colour in product.variant_mask / stock_mask (product_variant_bit in SQL). */
export function variantBit(size: Size, colour: Colour): bigint {
  return 1n << BigInt(SIZES.indexOf(size) * COLOURS.length + COLOURS.indexOf(colour));
}

/** DRAFT: not published yet. ACTIVE: on sale, the only status the storefront shows. ARCHIVED: no longer sold. */
export const PRODUCT_STATUSES = ['DRAFT', 'ACTIVE', 'ARCHIVED'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** What a product is, for drawing its picture and for "related products". */
export const GARMENT_TYPES = [
  'tshirt',
  'shirt',
  'blouse',
  'peplum-top',
  'dress',
  'skirt',
  'jacket',
  'bomber',
  'hoodie',
  'sweatshirt',
  'sweater',
  'trousers',
  'jeans',
  'shorts',
  'jumpsuit',
  'romper',
] as const;
export type GarmentType = (typeof GARMENT_TYPES)[number];

/** A variant's stock-keeping unit, e.g. KP-0007-RED-XL: unique, since legacy ids are. */
export function skuOf(legacyId: number, size: Size, colour: Colour): string {
  return `KP-${String(legacyId).padStart(4, '0')}-${colour.slice(0, 3).toUpperCase()}-${size}`;
}

/** Accepts any letter case and the original's spelling 'Violent'; undefined when it is no colour of ours. */
export function parseColour(value: unknown): Colour | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const wanted = value.trim().toLowerCase() === 'violent' ? 'violet' : value.trim().toLowerCase();
  return COLOURS.find((c) => c.toLowerCase() === wanted);
}

/** Accepts any letter case; undefined when it is no size of ours. */
export function parseSize(value: unknown): Size | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toUpperCase();
  return SIZES.find((s) => s === wanted);
}
