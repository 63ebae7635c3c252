import type { Money } from '../common/money';
import type { ImageRenditions } from '../media/image-renditions';
import type { Category, Colour, GarmentType, ProductStatus, Size } from './catalog.types';

/** A product as the catalogue service hands it to both API faces. */
export interface ProductRecord {
  id: string;
  legacyId: number;
  slug: string;
  name: string;
  description: string;
  category: Category;
  garment: GarmentType;
  price: Money;
  compareAtPrice: Money | null;
  rating: number;
  ratingCount: number;
  colours: Colour[];
  /** The first of its colours: the one a card shows. */
  defaultColour: Colour;
  /** Percent saved against compareAtPrice, when there is one. */
  discountPercent: number | null;
  /** Some size and colour can be bought now (never once the product is no longer on sale). */
  inStock: boolean;
  /** The sizes of the default colour that can be bought now, in shop order: what a card offers. */
  sizesInStock: Size[];
  popularity: number;
  /** Only ACTIVE products reach the storefront's lists; a cart may still hold a line of one that is not. */
  status: ProductStatus;
  createdAt: Date;
  /** Uploaded photos in their order; none: the storefront shows the drawn pictures. */
  photos: ProductPhotoRecord[];
  /** The language its name and description were read in (catalog.sql.ts, productColumns); absent: English. */
  language?: 'bn' | 'hi';
}

/** A photo the merchant uploaded; its files are named by the renditions (media/image-renditions.ts). */
export interface ProductPhotoRecord extends ImageRenditions {
  id: string;
  alt: string;
  /** The colour it shows, when it shows one. */
  colour: Colour | null;
}

export interface VariantRecord {
  id: string;
  productId: string;
  sku: string;
  size: Size;
  colour: Colour;
  /** On hand minus reserved for unpaid orders. */
  available: number;
}

export interface CurrencyRecord {
  code: string;
  label: string;
  symbol: string;
  perUsd: number;
  minorDigits: number;
}
