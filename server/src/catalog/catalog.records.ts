import type { Money } from '../common/money';
import type { Category, Colour, GarmentType, Size } from './catalog.types';

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
  popularity: number;
  createdAt: Date;
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
