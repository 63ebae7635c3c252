import { toMajorUnits } from '../common/money';
import type { ProductRecord } from './catalog.records';
import { productImagePath } from './product-images';

/** A product as the original REST API sent it: numbers in major units, `_id` and `id`, both rating spellings. */
export interface LegacyProduct {
  _id: string;
  id: number;
  name: string;
  slug: string;
  image: string;
  category: string;
  new_price: number;
  old_price: number | null;
  rating: number;
  Rating: number;
  rating_count: number;
  description: string;
  colors: string[];
  date: string;
}

export function toLegacyProduct(product: ProductRecord, baseUrl: string): LegacyProduct {
  return {
    _id: product.id,
    id: product.legacyId,
    name: product.name,
    slug: product.slug,
    image: `${baseUrl}${productImagePath(product.slug)}`,
    category: product.category,
    new_price: toMajorUnits(product.price.amount),
    old_price: product.compareAtPrice ? toMajorUnits(product.compareAtPrice.amount) : null,
    rating: product.rating,
    Rating: product.rating,
    rating_count: product.ratingCount,
    description: product.description,
    colors: product.colours,
    date: product.createdAt.toISOString(),
  };
}
