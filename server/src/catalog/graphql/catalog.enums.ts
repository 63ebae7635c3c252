import { registerEnumType } from '@nestjs/graphql';

/** GraphQL enums over the catalogue vocabularies; each value maps to the stored string. */
export const CategoryEnum = { WOMEN: 'women', MEN: 'men', KID: 'kid' } as const;
registerEnumType(CategoryEnum, { name: 'Category' });

export const SizeEnum = { S: 'S', M: 'M', L: 'L', XL: 'XL', XXL: 'XXL' } as const;
registerEnumType(SizeEnum, { name: 'Size' });

export const ColourEnum = {
  GREEN: 'Green',
  YELLOW: 'Yellow',
  VIOLET: 'Violet',
  RED: 'Red',
  BLACK: 'Black',
  ORANGE: 'Orange',
  PINK: 'Pink',
} as const;
registerEnumType(ColourEnum, { name: 'Colour' });

export const ProductSortEnum = {
  FEATURED: 'featured',
  NEWEST: 'newest',
  PRICE_ASC: 'price_asc',
  PRICE_DESC: 'price_desc',
  RATING: 'rating',
} as const;
registerEnumType(ProductSortEnum, { name: 'ProductSort', description: 'FEATURED orders by popularity (and search relevance).' });
