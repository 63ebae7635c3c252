import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../common/errors';
import { ValidationError } from '../common/expected-errors';
import { BASE_CURRENCY } from '../common/money';
import { isUuid } from '../common/ids';
import type { Language } from '../common/language';
import { pageOf, type Page, type PageRequest } from '../common/pagination';
import { queryPrepared } from '../database/prepared-statements';
import type { CurrencyRecord, ProductRecord, VariantRecord } from './catalog.records';
import { productColumns, productIsActive, shopWhere, toProductRecord, VARIANTS_OF_PRODUCTS, type ProductRow } from './catalog.sql';
import type { Category } from './catalog.types';
import {
  checkPriceRange,
  countStatement,
  didYouMeanStatement,
  facetsStatement,
  listingStatement,
  orderBy,
  searchText,
  searchWordsLower,
  suggestionsStatement,
  toFacetCounts,
  type ProductFacets,
  type ProductFilter,
  type ProductSort,
  type SearchReach,
  type Statement,
} from './product-search';
import { backOffice, backOfficeFields, text as message } from '../common/i18n/catalogue';

/** A listing's page, with what its facets and "did you mean" are computed from. */
export interface ProductListing extends Page<ProductRecord> {
  filter: ProductFilter;
  /** A search was given and matched no product in full text (only near matches, or nothing). */
  searchMissed: boolean;
  /** The facet counts, when asked for with the page: read at the same time, on a connection of their own. */
  facets?: ProductFacets;
}

/**
 * The storefront finds active products only. Some callers must also find a product that is no longer on
 * sale: its pictures (old orders show them) and the cart lines a shopper still has of it.
 */
export interface LookupOptions {
  includeInactive?: boolean;
  /** The name and description in this language, each falling back to English (default: English). */
  language?: Language;
}

const MAX_LEGACY_ID = 2_147_483_647;

/** What a sitemap says of a product on sale. */
export interface ProductAddress {
  slug: string;
  updatedAt: Date;
}

/** Products a sitemap reads per statement. */
const ADDRESS_BATCH = 1000;

const MAX_SEARCH_WORDS = 8;

@Injectable()
export class CatalogService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * A page of products with its total (product-search.ts), and whether the search matched in full text: a
   * typo's near matches (or none) make the page offer a "did you mean".
   */
  async listProducts(filter: ProductFilter, sort: ProductSort, request: PageRequest, withFacets = false): Promise<ProductListing> {
    checkPriceRange(filter);
    const searching = searchText(filter.search) !== undefined;
    const read = (reach: SearchReach) => {
      // Read alongside the page (a search's counts cost about as much as its page): the answer waits for the
      // slower of the two, not for both in turn. The counts carry the total, so the page need not count.
      const counts = withFacets ? this.facetCounts(filter, reach) : undefined;
      counts?.catch(() => undefined); // awaited below, unless the page fails first
      const offset = (request.page - 1) * request.pageSize;
      const rows = this.run<ProductRow & { total: string | null; exact_match: boolean }>(listingStatement(filter, sort, request.pageSize, offset, { ...reach, withTotal: !counts }));
      return { counts, rows };
    };
    // What the words match first, in statements that plan once. Only an empty page is read again with near
    // matches, which answer when the words match no product at all (a typo): the same page otherwise.
    let reading = read({ nearMatches: false });
    let page = await reading.rows;
    if (page.length === 0 && searching) {
      reading = read({ nearMatches: true });
      page = await reading.rows;
    }
    const counts = await reading.counts;
    const total = counts ? counts.total : page.length > 0 ? Number(page[0].total) : await this.countProducts(filter);
    // A page past the last has no rows to tell by: the words missed only if nothing matched at all.
    const searchMissed = searching && (page.length > 0 ? !page.some((row) => row.exact_match) : total === 0);
    return { ...pageOf(page.map(toProductRecord), request, total), filter, searchMissed, facets: counts?.facets };
  }

  /** Only needed when a page lies beyond the last one and so carries no total. */
  private async countProducts(filter: ProductFilter): Promise<number> {
    const [row] = await this.run<{ total: number }>(countStatement(filter));
    return row.total;
  }

  /** Each facet value's count for a listing's filter, in one statement. */
  async facets(filter: ProductFilter): Promise<ProductFacets> {
    return (await this.facetCounts(filter)).facets;
  }

  private async facetCounts(filter: ProductFilter, reach: SearchReach = {}): Promise<{ facets: ProductFacets; total: number }> {
    const [row] = await this.run<Record<string, string>>(facetsStatement(filter, reach));
    return toFacetCounts(row);
  }

  /** A statement of product-search.ts: prepared when one plan serves all its values (Statement.generic). */
  private run<T>({ text, params, generic }: Statement): Promise<T[]> {
    return generic ? queryPrepared<T>(this.db.manager, text, params) : this.db.query(text, params);
  }

  /**
   * The search with each word replaced by the catalogue's closest (in Bangla or Hindi, the translated names'
   * words too); null when that changes nothing.
   */
  async didYouMean(search: string, language: Language = 'en'): Promise<string | null> {
    const words = searchWordsLower(search);
    if (words.length === 0) return null;
    const [row]: { suggestion: string | null }[] = await this.db.query(didYouMeanStatement(language), [words]);
    return row.suggestion && row.suggestion !== words.join(' ') ? row.suggestion : null;
  }

  /** Products matching what is typed so far, for the search box's suggestions, named in `language`. */
  async searchSuggestions(prefix: string, limit: number, language: Language = 'en'): Promise<{ name: string; slug: string }[]> {
    const statement = suggestionsStatement(prefix, limit, language);
    return statement ? this.run(statement) : [];
  }

  async findById(id: string, options: LookupOptions = {}): Promise<ProductRecord | null> {
    if (!isUuid(id)) return null;
    return this.findOne('p.id = $1', id, options);
  }

  /**
   * A product by its slug, or by a slug it had before the back office changed it (the answer carries the
   * current one, so the page can redirect). A product's current slug wins over another's old one.
   */
  async findBySlug(slug: string, options: LookupOptions = {}): Promise<ProductRecord | null> {
    return this.findOne('(p.slug = $1 OR p.id = (SELECT h.product_id FROM product_slug_history h WHERE h.old_slug = $1))', slug, options, 'ORDER BY p.slug = $1 DESC LIMIT 1');
  }

  /** The original API names products by `_id` (ours: the uuid) or `id` (the legacy number); accept both. */
  async findByAnyId(id: string | number, options: LookupOptions = {}): Promise<ProductRecord | null> {
    const text = String(id).trim();
    // legacy_id is a PostgreSQL integer: a larger number names no product (rather than failing the query).
    if (/^\d+$/.test(text)) return Number(text) <= MAX_LEGACY_ID ? this.findOne('p.legacy_id = $1', Number(text), options) : null;
    return this.findById(text, options);
  }

  private async findOne(condition: string, value: unknown, options: LookupOptions, orderAndLimit = ''): Promise<ProductRecord | null> {
    const where = options.includeInactive ? `WHERE ${condition}` : shopWhere([condition]);
    const rows: ProductRow[] = await this.db.query(`SELECT ${productColumns(options.language ?? 'en')} FROM product p ${where} ${orderAndLimit}`, [value]);
    return rows.length > 0 ? toProductRecord(rows[0]) : null;
  }

  /** How many products are on sale and when the last of them changed: the sitemap's size and validator. */
  async activeProductsSummary(): Promise<{ count: number; lastModified: Date | null }> {
    const [row]: { count: number; last_modified: Date | null }[] = await this.db.query(
      `SELECT count(*)::int AS count, max(p.updated_at) AS last_modified FROM product p ${shopWhere()}`,
    );
    return { count: row.count, lastModified: row.last_modified };
  }

  /**
   * The addresses of `count` products on sale from the `skip`-th on (in legacy-id order, which new products
   * extend), read `batch` at a time after the last key seen, so the catalogue is never in memory at once.
   * The first key is found in the partial index product_active_legacy_id alone.
   */
  async *activeProductAddresses(skip: number, count: number, batch = ADDRESS_BATCH): AsyncGenerator<ProductAddress> {
    if (count <= 0) return;
    let after: number | null = null;
    if (skip > 0) {
      const [start]: { legacy_id: number }[] = await this.db.query(`SELECT p.legacy_id FROM product p ${shopWhere()} ORDER BY p.legacy_id OFFSET $1 LIMIT 1`, [skip - 1]);
      if (!start) return;
      after = start.legacy_id;
    }
    for (let left = count; left > 0; ) {
      const limit = Math.min(batch, left);
      const rows: { legacy_id: number; slug: string; updated_at: Date }[] = await this.db.query(
        `SELECT p.legacy_id, p.slug, p.updated_at FROM product p ${shopWhere(after === null ? [] : ['p.legacy_id > $2'])} ORDER BY p.legacy_id LIMIT $1`,
        after === null ? [limit] : [limit, after],
      );
      for (const row of rows) yield { slug: row.slug, updatedAt: row.updated_at };
      if (rows.length < limit) return;
      left -= limit;
      after = rows[rows.length - 1].legacy_id;
    }
  }

  async popular(category: Category, limit: number, language: Language = 'en'): Promise<ProductRecord[]> {
    return this.top(['p.category = $2'], [category], orderBy('featured'), limit, language);
  }

  async newest(category: Category | undefined, limit: number, language: Language = 'en'): Promise<ProductRecord[]> {
    return category ? this.top(['p.category = $2'], [category], orderBy('newest'), limit, language) : this.top([], [], orderBy('newest'), limit, language);
  }

  /** Same category; the same kind of garment first, then the most popular. */
  async related(productId: string, limit: number, language: Language = 'en'): Promise<ProductRecord[]> {
    if (!isUuid(productId)) throw new InvalidInputError(message('BAD_USER_INPUT.productId'));
    const rows: ProductRow[] = await this.db.query(
      `SELECT ${productColumns(language)}
         FROM product p JOIN product source ON source.id = $1
        WHERE ${productIsActive('p')} AND p.category = source.category AND p.id <> source.id
        ORDER BY (p.garment = source.garment) DESC, p.popularity DESC, p.legacy_id
        LIMIT $2`,
      [productId, limit],
    );
    return rows.map(toProductRecord);
  }

  private async top(conditions: string[], values: unknown[], orderBy: string, limit: number, language: Language): Promise<ProductRecord[]> {
    const rows: ProductRow[] = await this.db.query(
      `SELECT ${productColumns(language)} FROM product p ${shopWhere(conditions)} ORDER BY ${orderBy} LIMIT $1`,
      [limit, ...values],
    );
    return rows.map(toProductRecord);
  }

  /** Variants of many products in one prepared statement (the DataLoader's batch function). */
  async variantsOf(productIds: readonly string[]): Promise<Map<string, VariantRecord[]>> {
    const rows = await queryPrepared<{ id: string; product_id: string; sku: string; size: VariantRecord['size']; colour: VariantRecord['colour']; available: number }>(
      this.db.manager,
      VARIANTS_OF_PRODUCTS,
      [productIds],
    );
    const byProduct = new Map<string, VariantRecord[]>(productIds.map((id) => [id, []]));
    for (const row of rows) {
      byProduct.get(row.product_id)?.push({
        id: row.id,
        productId: row.product_id,
        sku: row.sku,
        size: row.size,
        colour: row.colour,
        available: row.available,
      });
    }
    return byProduct;
  }

  async currencies(): Promise<CurrencyRecord[]> {
    const rows: CurrencyRow[] = await this.db.query(`SELECT ${CURRENCY_COLUMNS} FROM currency ORDER BY position`);
    return rows.map(toCurrencyRecord);
  }

  /** Sets a display currency's rate per USD (the back office's settings). USD, the currency of every price, stays 1. */
  async setCurrencyRate(code: string, perUsd: number, tx: EntityManager): Promise<{ before: CurrencyRecord; after: CurrencyRecord }> {
    const [row]: CurrencyRow[] = await tx.query(`SELECT ${CURRENCY_COLUMNS} FROM currency WHERE code = $1 FOR UPDATE`, [code.trim().toUpperCase()]);
    if (!row) throw new NotFoundError(backOffice('No such currency.'), { code: 'CURRENCY_NOT_FOUND' });
    const before = toCurrencyRecord(row);
    if (before.code === BASE_CURRENCY) throw new ValidationError(backOffice('Prices are kept in USD: its rate is always 1.'), backOfficeFields({ perUsd: 'USD is always 1.' }));
    if (!Number.isFinite(perUsd) || perUsd < MIN_RATE || perUsd > MAX_RATE) {
      throw new ValidationError(backOffice(`A rate is from ${MIN_RATE} to ${MAX_RATE} units per USD.`), backOfficeFields({ perUsd: `Enter a rate from ${MIN_RATE} to ${MAX_RATE}.` }));
    }
    const [[after]]: [CurrencyRow[], number] = await tx.query(
      `UPDATE currency SET per_usd = round($2::numeric, 6), updated_at = now() WHERE code = $1 RETURNING ${CURRENCY_COLUMNS}`,
      [before.code, perUsd],
    );
    return { before, after: toCurrencyRecord(after) };
  }
}

const CURRENCY_COLUMNS = 'code, label, symbol, per_usd, minor_digits';
/** What numeric(18,6) holds and a display price can use. */
const MIN_RATE = 0.000001;
const MAX_RATE = 1_000_000_000;

interface CurrencyRow {
  code: string;
  label: string;
  symbol: string;
  per_usd: string;
  minor_digits: number;
}

function toCurrencyRecord(r: CurrencyRow): CurrencyRecord {
  return { code: r.code.trim(), label: r.label, symbol: r.symbol, perUsd: Number(r.per_usd), minorDigits: r.minor_digits };
}

/** The words of a search box (the back office's), each of which must match; refuses an overlong search. */
export function searchWords(search: string | undefined): string[] {
  return (searchText(search) ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** `text` matched literally inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
