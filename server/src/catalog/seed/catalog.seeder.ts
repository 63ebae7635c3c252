import type { EntityManager } from 'typeorm';
import { slugify } from '../../common/slug';
import { SIZES, skuOf } from '../catalog.types';
import { NEW_VARIANT_STOCK, recordInitialStock } from '../inventory.sql';
import type { TranslatedLanguage } from '../catalog.sql';
import { SEED_PRODUCTS, SEED_TRANSLATIONS, type SeedProduct, type SeedTranslation } from './catalog-seed-data';

export const SEED_CURRENCIES = [
  { code: 'USD', label: 'USD', symbol: '$', perUsd: '1', minorDigits: 2, position: 1 },
  { code: 'BDT', label: 'Tk', symbol: 'Tk ', perUsd: '122.5', minorDigits: 2, position: 2 },
  { code: 'IDR', label: 'Rp', symbol: 'Rp ', perUsd: '16250', minorDigits: 0, position: 3 },
] as const;

/**
 * Deterministic stock so tests and screenshots are repeatable: mostly well stocked, with about one
 * variant in eight sold out so "unavailable size" is a real state in the shop.
 */
export function seedStock(legacyId: number, sizeIndex: number, colourIndex: number): number {
  const h = (legacyId * 2654435761 + sizeIndex * 40503 + colourIndex * 9176) >>> 0;
  if (h % 8 === 3) return 0;
  return 5 + (h % 46);
}

/**
 * Inserts or refreshes the seed catalogue with set-based statements, with its names and descriptions in
 * Bangla and Hindi. Existing stock is left alone, so re-running the seed never undoes sales.
 */
export async function seedCatalog(
  manager: EntityManager,
  products: readonly SeedProduct[] = SEED_PRODUCTS,
  translations: Readonly<Partial<Record<TranslatedLanguage, readonly SeedTranslation[]>>> = SEED_TRANSLATIONS,
): Promise<void> {
  await manager.query(
    `INSERT INTO product (legacy_id, slug, name, description, category, garment, price_cents, compare_at_cents,
                          rating, rating_count, colours, popularity, created_at)
     SELECT legacy_id, slug, name, description, category, garment, price, compare_at, rating, rating_count,
            string_to_array(colours, ','), popularity,
            now() - make_interval(days => days_ago) - make_interval(mins => legacy_id)
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[],
                   $9::numeric[], $10::int[], $11::text[], $12::int[], $13::int[])
            AS s(legacy_id, slug, name, description, category, garment, price, compare_at, rating, rating_count,
                 colours, popularity, days_ago)
     ON CONFLICT (legacy_id) DO UPDATE SET
       slug = EXCLUDED.slug, name = EXCLUDED.name, description = EXCLUDED.description,
       category = EXCLUDED.category, garment = EXCLUDED.garment, price_cents = EXCLUDED.price_cents,
       compare_at_cents = EXCLUDED.compare_at_cents, rating = EXCLUDED.rating,
       rating_count = EXCLUDED.rating_count, colours = EXCLUDED.colours, popularity = EXCLUDED.popularity,
       updated_at = now()`,
    [
      products.map((p) => p.legacyId),
      products.map((p) => slugify(p.name)),
      products.map((p) => p.name),
      products.map((p) => p.description),
      products.map((p) => p.category),
      products.map((p) => p.garment),
      products.map((p) => p.priceCents),
      products.map((p) => p.compareAtCents),
      products.map((p) => p.rating),
      products.map((p) => p.ratingCount),
      products.map((p) => p.colours.join(',')),
      products.map((p) => p.popularity),
      products.map((p) => p.daysAgo),
    ],
  );
  // Products the back office creates take their legacy id from this sequence: never one the seed uses.
  await manager.query(`SELECT setval('product_legacy_id_seq', GREATEST(max(legacy_id), (SELECT last_value FROM product_legacy_id_seq))) FROM product`);

  const variants = products.flatMap((p) =>
    p.colours.flatMap((colour, colourIndex) =>
      SIZES.map((size, sizeIndex) => ({
        legacyId: p.legacyId,
        size,
        colour,
        sku: skuOf(p.legacyId, size, colour),
        stock: seedStock(p.legacyId, sizeIndex, colourIndex),
      })),
    ),
  );
  // New variants only, each with its first stock movement.
  await manager.query(
    `WITH added AS (
       INSERT INTO product_variant (product_id, size, colour, sku, stock_on_hand)
       SELECT p.id, v.size, v.colour, v.sku, v.stock
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[]) AS v(legacy_id, size, colour, sku, stock)
         JOIN product p ON p.legacy_id = v.legacy_id
       ON CONFLICT (sku) DO NOTHING
       RETURNING ${NEW_VARIANT_STOCK})
     ${recordInitialStock('added')}`,
    [
      variants.map((v) => v.legacyId),
      variants.map((v) => v.size),
      variants.map((v) => v.colour),
      variants.map((v) => v.sku),
      variants.map((v) => v.stock),
    ],
  );

  // Like the English fields, a seed product's translations are the seed's again (the back office may edit them).
  const rows = Object.entries(translations).flatMap(([language, list]) => (list ?? []).map((t) => ({ language, ...t })));
  if (rows.length > 0) {
    await manager.query(
      `INSERT INTO product_translation (product_id, language, name, description)
       SELECT p.id, s.language, s.name, s.description
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS s(legacy_id, language, name, description)
         JOIN product p ON p.legacy_id = s.legacy_id
       ON CONFLICT (product_id, language) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, updated_at = now()`,
      [rows.map((r) => r.legacyId), rows.map((r) => r.language), rows.map((r) => r.name), rows.map((r) => r.description)],
    );
  }

  for (const c of SEED_CURRENCIES) {
    await manager.query(
      `INSERT INTO currency (code, label, symbol, per_usd, minor_digits, position) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (code) DO NOTHING`,
      [c.code, c.label, c.symbol, c.perUsd, c.minorDigits, c.position],
    );
  }
}

export async function catalogIsEmpty(manager: EntityManager): Promise<boolean> {
  const rows: unknown[] = await manager.query('SELECT 1 FROM product LIMIT 1');
  return rows.length === 0;
}
