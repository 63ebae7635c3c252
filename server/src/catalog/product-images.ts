import { Injectable } from '@nestjs/common';
import { PRODUCT_VIEWS, type ProductView } from '../artwork/garment-svg';
import { MediaService } from '../media/media.service';
import type { ProductPhotoRecord, ProductRecord } from './catalog.records';
import type { Colour } from './catalog.types';

/** Site-relative URL of a drawn product picture; the REST shims make it absolute. */
export function productImagePath(slug: string, view: ProductView = 'front', colour?: Colour): string {
  const path = `/images/products/${slug}/${view}.svg`;
  return colour ? `${path}?colour=${colour}` : path;
}

/** A product picture as the storefront gets it: an uploaded photo (with its srcsets) or a drawn SVG view. */
export interface ProductImage {
  view: string;
  url: string;
  alt: string;
  id: string | null;
  colour: Colour | null;
  srcSet: string | null;
  avifSrcSet: string | null;
  width: number | null;
  height: number | null;
}

/** The widest a card or cart line shows its picture (CSS pixels at 2x): what `image` points to for a photo. */
const THUMBNAIL_WIDTH = 640;

/** A product's pictures: the merchant's photos when there are any, else the drawn views (artwork/). */
@Injectable()
export class ProductImages {
  constructor(private readonly media: MediaService) {}

  all(product: ProductRecord): ProductImage[] {
    if (product.photos.length > 0) return product.photos.map((photo) => this.photo(photo));
    return PRODUCT_VIEWS.map((view) => drawn(product, view));
  }

  /** The first photo; in a colour: the first of that colour, else of none in particular, else the first. Or the drawn front view. */
  main(product: ProductRecord, colour?: Colour): ProductImage {
    const photo = mainPhoto(product.photos, colour);
    return photo ? this.photo(photo) : drawn(product, 'front', colour);
  }

  /** The main picture's URL, small enough for a card or a cart line. */
  mainUrl(product: ProductRecord, colour?: Colour): string {
    const photo = mainPhoto(product.photos, colour);
    return photo ? this.media.url(photo, THUMBNAIL_WIDTH) : productImagePath(product.slug, 'front', colour);
  }

  private photo(photo: ProductPhotoRecord): ProductImage {
    const { url, srcSet, avifSrcSet } = this.media.urls(photo);
    return { view: 'photo', url, alt: photo.alt, id: photo.id, colour: photo.colour, srcSet, avifSrcSet, width: photo.width, height: photo.height };
  }
}

function mainPhoto(photos: ProductPhotoRecord[], colour?: Colour): ProductPhotoRecord | undefined {
  if (!colour) return photos[0];
  return photos.find((p) => p.colour === colour) ?? photos.find((p) => p.colour === null) ?? photos[0];
}

/** "front view" and its kind in the languages a product's name is read in, so a drawn picture's alt text is in one language. */
const VIEW_WORDS: Record<NonNullable<ProductRecord['language']>, Record<ProductView, string>> = {
  bn: { front: 'সামনে থেকে', back: 'পেছন থেকে', detail: 'কাছ থেকে', flat: 'বিছিয়ে রাখা' },
  hi: { front: 'सामने से', back: 'पीछे से', detail: 'पास से', flat: 'बिछाकर रखा हुआ' },
};

function drawn(product: ProductRecord, view: ProductView, colour?: Colour): ProductImage {
  const viewWords = product.language ? VIEW_WORDS[product.language][view] : `${view} view`;
  return { view, url: productImagePath(product.slug, view, colour), alt: `${product.name}, ${viewWords}`, id: null, colour: null, srcSet: null, avifSrcSet: null, width: null, height: null };
}
