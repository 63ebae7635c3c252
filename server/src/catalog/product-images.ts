import { PRODUCT_VIEWS, type ProductView } from '../artwork/garment-svg';
import type { Colour } from './catalog.types';

/** Site-relative URL of a product picture; the REST shims make it absolute. */
export function productImagePath(slug: string, view: ProductView = 'front', colour?: Colour): string {
  const path = `/images/products/${slug}/${view}.svg`;
  return colour ? `${path}?colour=${colour}` : path;
}

export function productImages(slug: string, name: string): { view: ProductView; url: string; alt: string }[] {
  return PRODUCT_VIEWS.map((view) => ({ view, url: productImagePath(slug, view), alt: `${name}, ${view} view` }));
}
