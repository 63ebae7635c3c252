import type { Language } from '../common/language';
import { money, savingPercent } from '../common/money';
import type { ProductPhotoRecord, ProductRecord } from './catalog.records';
import { SIZES, variantBit, type ProductStatus } from './catalog.types';

/*
 * The catalogue's data-access file: the only SQL outside catalog/ that touches products, variants or stock
 * goes through these pieces (docs/adr/006-table-ownership.md). They are fragments, not queries, so a cart
 * or a wishlist still reads its lines and their products in one statement.
 */

/**
 * True when product `p` is on sale. The storefront shows active products only: drafts are not published
 * yet, archived products are no longer sold (old orders keep their own copy of what was bought).
 */
export function productIsActive(p = 'p'): string {
  return `${p}.status = 'ACTIVE'`;
}

/** The storefront's WHERE clause: active products meeting every condition. */
export function shopWhere(conditions: string[] = []): string {
  return `WHERE ${[productIsActive('p'), ...conditions].join(' AND ')}`;
}

/** Units of variant `v` a shopper can still buy: on hand, less those reserved for orders awaiting payment. */
export function availableUnits(v = 'v'): string {
  return `(${v}.stock_on_hand - ${v}.stock_reserved)`;
}

/** Units of variant `v` of product `p` a cart may hold: none once the product is no longer active. */
export function unitsForSale(v = 'v', p = 'p'): string {
  return `(CASE WHEN ${productIsActive(p)} THEN ${availableUnits(v)} ELSE 0 END)`;
}

/** True when some size and colour of product `p` can be bought now. */
export function productInStock(p = 'p'): string {
  return `EXISTS (SELECT 1 FROM product_variant iv WHERE iv.product_id = ${p}.id AND ${availableUnits('iv')} > 0)`;
}

/** Joins product `p` for a product id. */
export function joinProduct(productId: string, join = 'JOIN'): string {
  return `${join} product p ON p.id = ${productId}`;
}

/** Joins variant `v` for a variant id. */
export function joinVariant(variantId: string, join = 'JOIN'): string {
  return `${join} product_variant v ON v.id = ${variantId}`;
}

/** Joins variant `v` for a variant id, and its product `p`. */
export function joinVariantAndProduct(variantId: string, join = 'JOIN'): string {
  return `${joinVariant(variantId, join)} ${joinProduct('v.product_id', join)}`;
}

/** The id of the product `productId`, or no row when there is no such product on sale. */
export function activeProductIdOf(productId: string): string {
  return `SELECT p.id FROM product p WHERE p.id = ${productId} AND ${productIsActive('p')}`;
}

/**
 * Locks product X's row (no row: no such product, on sale or not), so the reviews of a product are written one
 * at a time and each recount of its rating sees the others.
 */
export function lockProductForRating(productId: string): string {
  return `SELECT p.id FROM product p WHERE p.id = ${productId} FOR NO KEY UPDATE`;
}

/**
 * Sets the rating (the average, one decimal; 0 without any) and rating_count of the products `condition` picks
 * (on product `p`) from `ratingsOf(productId)`: SQL whose rows carry one `rating` each, one per review that
 * counts — the reviews module's visible reviews. The catalogue owns the columns; the reviews module decides
 * what counts.
 */
export function setRatingsFrom(ratingsOf: (productId: string) => string, condition: string): string {
  return `UPDATE product target SET rating = s.average, rating_count = s.count
            FROM (SELECT p.id, coalesce(round(avg(r.rating), 1), 0) AS average, count(r.rating)::int AS count
                    FROM product p LEFT JOIN LATERAL (${ratingsOf('p.id')}) r ON true
                   WHERE ${condition} GROUP BY p.id) s
           WHERE target.id = s.id`;
}

/** The id (uuid) of the product with legacy id X, or NULL. */
export function productIdOfLegacyId(legacyId: string): string {
  return `(SELECT p.id FROM product p WHERE p.legacy_id = ${legacyId})`;
}

/** The ids of a product's variants. */
export function variantsOfProduct(productId: string): string {
  return `SELECT id FROM product_variant WHERE product_id = ${productId}`;
}

/**
 * A product and its variant of one size and colour (the product's first colour when `colour` is NULL): one
 * row when the product exists, its variant columns NULL when it does not come in that size and colour.
 * `active`: whether it may be added to a cart (a line already there can still be lowered or removed).
 */
export function variantChoice(productId: string, size: string, colour: string): string {
  return `SELECT p.id AS product_id, p.name, ${productIsActive('p')} AS active, v.id AS variant_id, v.sku, v.size, v.colour, ${availableUnits('v')} AS available
           FROM product p
           LEFT JOIN product_variant v ON v.product_id = p.id AND v.size = ${size} AND v.colour = COALESCE(${colour}, p.colours[1])
          WHERE p.id = ${productId}`;
}

/**
 * The variants of many products ($1: uuid[]), sizes in shop order: Product.variants for every product a request
 * asks them of (the product page; cards read their stock from the row).
 * A product no longer on sale (reached only through a cart line) has nothing available.
 */
export const VARIANTS_OF_PRODUCTS = `SELECT v.id, v.product_id, v.sku, v.size, v.colour, ${unitsForSale('v', 'p')} AS available
           FROM product_variant v ${joinProduct('v.product_id')}
          WHERE v.product_id = ANY($1::uuid[])
          ORDER BY v.product_id, array_position(ARRAY['S','M','L','XL','XXL'], v.size), v.colour`;

/** The uploaded photos of product `p` in their order, as a JSON array (one index probe; '[]' for most products). */
export function productPhotos(p = 'p'): string {
  return `(SELECT COALESCE(json_agg(json_build_object('id', i.id, 'alt', i.alt, 'colour', i.colour, 'hash', i.hash, 'width', i.width,
            'height', i.height, 'widths', i.widths, 'formats', i.formats) ORDER BY i.position), '[]')
     FROM product_image i WHERE i.product_id = ${p}.id)`;
}

function productColumnList(name: string, description: string): string {
  return `p.id, p.legacy_id, p.slug, ${name}, ${description}, p.category, p.garment, p.price_cents,
  p.compare_at_cents, p.currency, p.rating, p.rating_count, p.colours, p.popularity, p.status, p.created_at, p.stock_mask, ${productPhotos()} AS photos`;
}

/**
 * The product columns and their mapping, for every query that reads products — the catalogue's own and
 * the joins of carts, wishlists and orders, which read products in the same statement as their lines.
 * The photos come along, so a page of products shows its uploads without another statement. English:
 * the product row's own name and description (productColumns gives them in another language).
 */
export const PRODUCT_COLUMNS = productColumnList('p.name', 'p.description');

/** The languages a product's name and description are translated into (English is the product row). */
export const TRANSLATED_LANGUAGES = ['bn', 'hi'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export function isTranslatedLanguage(language: unknown): language is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly unknown[]).includes(language);
}

/**
 * A language as an SQL literal: one of the shop's fixed few, checked here, so a statement names it inline
 * (its plan and text stay the same for every request in that language, and its parameters keep their numbers).
 */
export function languageLiteral(language: TranslatedLanguage): string {
  if (!isTranslatedLanguage(language)) throw new Error(`Not a translated language: ${String(language)}`);
  return `'${language}'`;
}

/**
 * Field `field` of product `p` in `language`, falling back to the English of the product row when the
 * translation lacks it (or there is none): one primary-key probe of product_translation, inside the
 * statement that reads the product.
 */
export function translatedField(field: 'name' | 'description', language: TranslatedLanguage, p = 'p'): string {
  return `COALESCE((SELECT t.${field} FROM product_translation t WHERE t.product_id = ${p}.id AND t.language = ${languageLiteral(language)}), ${p}.${field})`;
}

/**
 * The name of the product with id `productId` in `language`, or `fallback` (an order line's snapshot of the
 * name it was bought under) when it has no translation or the language is English: for the order mails, which
 * speak the shopper's language.
 */
export function productNameIn(language: Language, productId: string, fallback: string): string {
  if (!isTranslatedLanguage(language)) return fallback;
  return `COALESCE((SELECT t.name FROM product_translation t WHERE t.product_id = ${productId} AND t.language = ${languageLiteral(language)}), ${fallback})`;
}

/**
 * PRODUCT_COLUMNS with the name and description in `language`, each field falling back to English on its
 * own. Same columns, same mapping (toProductRecord), same statements: the translation is read by the
 * statement that reads the products, never by one of its own; `language` says which it is (the record's
 * language, for the words the shop adds around a name). English is PRODUCT_COLUMNS itself.
 */
export function productColumns(language: Language): string {
  if (!isTranslatedLanguage(language)) return PRODUCT_COLUMNS;
  return `${productColumnList(`${translatedField('name', language)} AS name`, `${translatedField('description', language)} AS description`)}, ${languageLiteral(language)} AS language`;
}

/**
 * Every translation of product `p` as a JSON array of { language, name, description } (NULL fields: as in
 * English), for the back office, which edits them; one index probe per product.
 */
export function productTranslations(p = 'p'): string {
  return `(SELECT COALESCE(json_agg(json_build_object('language', t.language, 'name', t.name, 'description', t.description) ORDER BY t.language), '[]')
     FROM product_translation t WHERE t.product_id = ${p}.id)`;
}

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
  status: ProductStatus;
  created_at: Date;
  /** One bit per size × colour with units available (variantBit), kept by a trigger; a bigint, so a string. */
  stock_mask: string;
  photos: ProductPhotoRecord[];
  /** Read by productColumns in another language than English. */
  language?: TranslatedLanguage;
}

export function toProductRecord(row: ProductRow): ProductRecord {
  const currency = row.currency.trim();
  const price = money(row.price_cents, currency);
  const compareAtPrice = row.compare_at_cents === null ? null : money(row.compare_at_cents, currency);
  const onSale = row.status === 'ACTIVE';
  const stock = onSale ? BigInt(row.stock_mask) : 0n;
  // Derived fields are set here, not by field resolvers: graphql-js reads a plain property for a fraction
  // of what a Nest-wrapped resolver costs, and a catalogue page asks them of every card (issue 20). Stock
  // comes from the row's mask, so a card needs neither its variants nor another statement.
  return {
    id: row.id,
    legacyId: row.legacy_id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    garment: row.garment,
    price,
    compareAtPrice,
    discountPercent: savingPercent(price, compareAtPrice),
    inStock: stock !== 0n,
    sizesInStock: SIZES.filter((size) => (stock & variantBit(size, row.colours[0])) !== 0n),
    rating: Number(row.rating),
    ratingCount: row.rating_count,
    colours: row.colours,
    defaultColour: row.colours[0],
    popularity: row.popularity,
    status: row.status,
    createdAt: row.created_at,
    photos: row.photos,
    ...(row.language ? { language: row.language } : {}),
  };
}
