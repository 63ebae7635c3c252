import { money } from '../common/money';
import type { ProductRecord } from './catalog.records';

/**
 * The product columns and their mapping, for every query that reads products — the catalogue's own and
 * the joins of carts, wishlists and orders, which read products in the same statement as their lines.
 */
export const PRODUCT_COLUMNS = `p.id, p.legacy_id, p.slug, p.name, p.description, p.category, p.garment, p.price_cents,
  p.compare_at_cents, p.currency, p.rating, p.rating_count, p.colours, p.popularity, p.created_at`;

export interface ProductRow {
  id: string;
  legacy_id: number;
  slug: string;
  name: string;
  description: string;
  category: ProductRecord['category'];
  garment: ProductRecord['garment'];
  price_cents: number;
  compare_at_cents: number | null;
  currency: string;
  rating: string;
  rating_count: number;
  colours: ProductRecord['colours'];
  popularity: number;
  created_at: Date;
}

export function toProductRecord(row: ProductRow): ProductRecord {
  const currency = row.currency.trim();
  return {
    id: row.id,
    legacyId: row.legacy_id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    garment: row.garment,
    price: money(row.price_cents, currency),
    compareAtPrice: row.compare_at_cents === null ? null : money(row.compare_at_cents, currency),
    rating: Number(row.rating),
    ratingCount: row.rating_count,
    colours: row.colours,
    popularity: row.popularity,
    createdAt: row.created_at,
  };
}
