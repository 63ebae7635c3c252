/**
 * The seed catalogue, kept as data in products.json beside this file (the build copies it to dist).
 * Legacy ids 1–36 are the original storefront's 36 products (1–12 women, 13–24 men, 25–36 kid) with
 * their names and prices made realistic; 37 onwards add enough stock for search, pagination and the
 * "popular" / "new collection" lists to be meaningful.
 *
 * Pictures are drawn from `garment` and `colours` with the legacy id as seed, so names that
 * promise a print ("Striped", "Polka Dot", "Checked", "Colourblock", "Star Print") are checked
 * against what the drawing shows (see catalog-seed-data.spec.ts).
 *
 * Each product's name and description in Bangla and Hindi are in products.bn.json and products.hi.json,
 * by legacy id (the English of products.json is their source and the fallback of anything left out).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../catalog.sql';
import { CATEGORIES, COLOURS, GARMENT_TYPES, type Category, type Colour, type GarmentType } from '../catalog.types';

export interface SeedProduct {
  legacyId: number; // 1..n, unique, the original API's `id`
  name: string; // realistic shop product name, unique
  category: Category;
  garment: GarmentType;
  priceCents: number; // new_price, e.g. 5000 = $50.00
  compareAtCents: number; // old_price, > priceCents
  rating: number; // 0..5, one decimal: what the demo reviews' stars average (reviews/seed recounts the product from them)
  ratingCount: number; // how many ratings: more demo reviews for a higher count
  colours: Colour[]; // 1..4 colours, the first is the default
  description: string; // 1–3 sentences, specific to the item (fabric, fit, care)
  popularity: number; // integer, drives "popular" lists
  daysAgo: number; // age in days, drives "new collection" (0..365)
}

export const SEED_PRODUCTS: readonly SeedProduct[] = loadSeedProducts(join(__dirname, 'products.json'));

/** Reads a products file, checking every field: JSON has no types, and a typo must stop the seed, not reach the shop. */
export function loadSeedProducts(file: string): SeedProduct[] {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data)) throw new Error(`${file}: expected an array of products`);
  return data.map((item: unknown, index) => {
    const where = `${file}, product ${index + 1}`;
    if (typeof item !== 'object' || item === null) throw new Error(`${where}: expected an object`);
    const p = item as Record<keyof SeedProduct, unknown>;
    const integer = (key: keyof SeedProduct) => {
      if (!Number.isInteger(p[key]) || (p[key] as number) < 0) throw new Error(`${where}: ${key} must be a whole number ≥ 0`);
      return p[key] as number;
    };
    const text = (key: keyof SeedProduct) => {
      if (typeof p[key] !== 'string' || !(p[key] as string).trim()) throw new Error(`${where}: ${key} must be a non-empty string`);
      return p[key] as string;
    };
    const oneOf = <T extends string>(key: keyof SeedProduct, values: readonly T[], value: unknown = p[key]): T => {
      if (!values.includes(value as T)) throw new Error(`${where}: ${key} must be one of ${values.join(', ')} (got ${JSON.stringify(value)})`);
      return value as T;
    };
    if (typeof p.rating !== 'number' || p.rating < 0 || p.rating > 5) throw new Error(`${where}: rating must be a number from 0 to 5`);
    if (!Array.isArray(p.colours) || p.colours.length === 0) throw new Error(`${where}: colours must be a non-empty list`);
    return {
      legacyId: integer('legacyId'),
      name: text('name'),
      category: oneOf('category', CATEGORIES),
      garment: oneOf('garment', GARMENT_TYPES),
      priceCents: integer('priceCents'),
      compareAtCents: integer('compareAtCents'),
      rating: p.rating,
      ratingCount: integer('ratingCount'),
      colours: p.colours.map((colour) => oneOf('colours', COLOURS, colour)),
      description: text('description'),
      popularity: integer('popularity'),
      daysAgo: integer('daysAgo'),
    };
  });
}

/** A seed product's name and description in another language. */
export interface SeedTranslation {
  legacyId: number;
  name: string;
  description: string;
}

export const SEED_TRANSLATIONS: Readonly<Record<TranslatedLanguage, readonly SeedTranslation[]>> = Object.fromEntries(
  TRANSLATED_LANGUAGES.map((language) => [language, loadSeedTranslations(join(__dirname, `products.${language}.json`), SEED_PRODUCTS)]),
) as Record<TranslatedLanguage, SeedTranslation[]>;

/**
 * Reads a translations file: each entry names a product of `products` by legacy id, once, with a non-empty name
 * and description within the back office's limits, kept in Unicode's composed form (NFC) as searches are.
 */
export function loadSeedTranslations(file: string, products: readonly SeedProduct[]): SeedTranslation[] {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data)) throw new Error(`${file}: expected an array of translations`);
  const known = new Set(products.map((p) => p.legacyId));
  const seen = new Set<number>();
  return data.map((item: unknown, index) => {
    const where = `${file}, entry ${index + 1}`;
    if (typeof item !== 'object' || item === null) throw new Error(`${where}: expected an object`);
    const t = item as Record<keyof SeedTranslation, unknown>;
    if (!Number.isInteger(t.legacyId) || !known.has(t.legacyId as number)) throw new Error(`${where}: legacyId must be a seed product's (got ${JSON.stringify(t.legacyId)})`);
    if (seen.has(t.legacyId as number)) throw new Error(`${where}: legacyId ${String(t.legacyId)} is translated twice`);
    seen.add(t.legacyId as number);
    const text = (key: 'name' | 'description', max: number) => {
      const value = t[key];
      if (typeof value !== 'string' || !value.trim() || value.trim().length > max) throw new Error(`${where}: ${key} must be a non-empty string of at most ${max} characters`);
      return value.trim().normalize('NFC');
    };
    return { legacyId: t.legacyId as number, name: text('name', 200), description: text('description', 5000) };
  });
}
