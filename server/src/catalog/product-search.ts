import { InvalidInputError } from '../common/errors';
import type { Language } from '../common/language';
import { MAX_PAGE_SIZE } from '../common/pagination';
import { isTranslatedLanguage, languageLiteral, productColumns, productIsActive, shopWhere, translatedField, type TranslatedLanguage } from './catalog.sql';
import { COLOURS, SIZES, variantBit, type Category, type Colour, type Size } from './catalog.types';
import { text as message } from '../common/i18n/catalogue';

/*
 * The storefront's listing as SQL: full-text search with a typo fallback, the facet filters, and the facet
 * counts. The size, colour and stock filters read product.variant_mask / stock_mask (one bit per size ×
 * colour, kept by a trigger: migration 1763800034000), so neither the listing nor its counts read variants.
 * A search reads product_search, a narrow copy of product with the full-text document (kept by triggers:
 * migration 1763800044000); a listing without one reads product.
 */

export type ProductSort = 'featured' | 'newest' | 'price_asc' | 'price_desc' | 'rating';

/**
 * Prices are USD cents (the currency of every price); maxPrice is inclusive. `language`: the request's, in
 * which the page's names and descriptions are read and in which a search also matches (besides English).
 */
export interface ProductFilter {
  language?: Language;
  category?: Category;
  search?: string;
  sizes?: Size[] | null;
  colours?: Colour[] | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  inStock?: boolean | null;
  onSale?: boolean | null;
}

/** The price facet's ranges in USD cents, `max` inclusive (null: no upper bound). */
export const PRICE_RANGES: { min: number; max: number | null }[] = [
  { min: 0, max: 2499 },
  { min: 2500, max: 4999 },
  { min: 5000, max: 9999 },
  { min: 10000, max: null },
];

export interface ProductFacets {
  sizes: { size: Size; count: number }[];
  colours: { colour: Colour; count: number }[];
  priceRanges: { min: number; max: number | null; count: number }[];
  inStock: number;
  onSale: number;
}

/**
 * A statement of the listing. Its text depends only on which filters are chosen, the order, the page size
 * and the language: every value the shopper chooses (search words, price bounds, size and colour masks,
 * the offset) is a parameter.
 */
export interface Statement {
  text: string;
  params: unknown[];
  /**
   * One plan serves every value, so it runs prepared (database/prepared-statements.ts) and, once
   * PostgreSQL settles on a generic plan, is no longer planned at all: planning cost more than running at
   * 1,000 products (a search's page and counts, 4.3 → 1.5 ms with pgbench). False for a search that may fall
   * back to near matches: a generic plan would build the words' whole match bitmap just to learn that one
   * exists (+3 ms for "cotton" at 100,000 products, where the plan for its words scans for the first).
   */
  generic: boolean;
}

/** Which products a search reads (a listing without one reads the same either way). */
export interface SearchReach {
  /**
   * Also names that look like the words (trigram word similarity: "hoody" finds hoodies) when the words
   * match no product at all (default). Without: only what the words match, the same answer whenever they
   * match any product, in a statement that plans once (Statement.generic).
   */
  nearMatches?: boolean;
}

const MAX_SEARCH_LENGTH = 100;
const MAX_PRICE = 100_000_000;
const MAX_SUGGESTION_WORDS = 8;

/** Whitelisted ORDER BY clauses; legacy_id last keeps paging stable. */
const ORDER_BY: Record<ProductSort, string> = {
  featured: 'p.popularity DESC, p.legacy_id',
  newest: 'p.created_at DESC, p.legacy_id',
  price_asc: 'p.price_cents, p.legacy_id',
  price_desc: 'p.price_cents DESC, p.legacy_id',
  rating: 'p.rating DESC, p.rating_count DESC, p.legacy_id',
};

export function orderBy(sort: ProductSort): string {
  return ORDER_BY[sort];
}

/** The search box's text, trimmed; undefined when empty; refuses an overlong one. */
export function searchText(search: string | undefined): string | undefined {
  if (!search) return undefined;
  if (search.length > MAX_SEARCH_LENGTH) {
    throw new InvalidInputError(message('BAD_USER_INPUT.searchTooLong', { max: MAX_SEARCH_LENGTH }), { fields: { search: message('field.any.tooLongWord') } });
  }
  return search.trim() || undefined;
}

/** Refuses a price range that cannot be: negative, not whole cents, or a minimum above the maximum. */
export function checkPriceRange(filter: ProductFilter): void {
  for (const field of ['minPrice', 'maxPrice'] as const) {
    const value = filter[field];
    if (value !== undefined && value !== null && (!Number.isInteger(value) || value < 0 || value > MAX_PRICE)) {
      throw new InvalidInputError(message('BAD_USER_INPUT.price', { field, max: MAX_PRICE }), { fields: { [field]: message('field.any.notAPrice') } });
    }
  }
  if (filter.minPrice != null && filter.maxPrice != null && filter.minPrice > filter.maxPrice) {
    throw new InvalidInputError(message('BAD_USER_INPUT.priceRange'), { fields: { minPrice: message('field.any.aboveMaximum') } });
  }
}

function variantMask(sizes: readonly Size[], colours: readonly Colour[]): bigint {
  let mask = 0n;
  for (const size of sizes) for (const colour of colours) mask |= variantBit(size, colour);
  return mask;
}

/** Parameters numbered as they are added. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * What listings, counts and facets read of a product (they order, filter and count by these alone);
 * product_search has them all.
 */
const MATCH_COLUMNS = ['id', 'status', 'category', 'price_cents', 'compare_at_cents', 'variant_mask', 'stock_mask', 'popularity', 'legacy_id', 'created_at', 'rating', 'rating_count'];

/**
 * A search's tsquery: inline where it selects (a plan for the words then reads their statistics), and
 * computed once where it ranks (a generic plan would otherwise parse the words again for every row).
 */
function tsQuery(call: string) {
  return { match: call, rank: `(SELECT ${call})` };
}

/**
 * The products a listing reads, as `p`: all of them, or those the search matches (MATCH_COLUMNS, with
 * `exact_match` and `rank`). Full-text first (stems, so "shirts" finds a shirt); with `nearMatches`, and
 * only when the words match no product at all, names that look like them — a one-time condition, so a
 * search with matches never reads the trigram index. When `ranked`, `rank` orders the matches: name
 * (weight A) above kind and category (B) above description (C); for near matches, the closest name
 * (counts and facets leave it out). In Bangla or Hindi the search also matches the translations
 * (translatedSourceSql); in English it reads product_search alone.
 */
function sourceSql(search: string | undefined, params: Params, ranked: boolean, language: Language | undefined, nearMatches: boolean) {
  if (!search) return { ctes: [], from: 'product p', exact: 'true', rank: '0' };
  if (isTranslatedLanguage(language)) return translatedSourceSql(search, params, ranked, language, nearMatches);
  const text = params.add(search);
  const query = tsQuery(`websearch_to_tsquery('english', ${text})`);
  const columns = MATCH_COLUMNS.map((column) => `x.${column}`).join(', ');
  const near = `
         UNION ALL
         SELECT ${columns}, false, ${ranked ? `word_similarity(${text}, x.name)` : '0'}
           FROM product x
          WHERE NOT EXISTS (SELECT 1 FROM product_search y WHERE ${productIsActive('y')} AND y.search_document @@ ${query.match})
            AND ${productIsActive('x')} AND ${text} <% x.name`;
  // Without the near matches' UNION, OFFSET 0 keeps the matches a subquery of their own, so the rank is
  // computed as each row is read and only narrow rows reach the page's window and sort; pulled up, every
  // row carried its whole search document there ("cotton" at 100,000 products: 22.5 → 17.5 ms).
  return {
    ctes: [
      `matched AS (
         SELECT ${columns}, true AS exact_match, ${ranked ? `ts_rank(x.search_document, ${query.rank})` : '0'} AS rank
           FROM product_search x WHERE ${productIsActive('x')} AND x.search_document @@ ${query.match}${nearMatches ? near : ' OFFSET 0'})`,
    ],
    from: 'matched p',
    exact: 'p.exact_match',
    rank: 'p.rank',
  };
}

/**
 * The full-text matches of a search in English or in `language` ($text): product ids with their best rank,
 * each side read from its own GIN index (product_search.search_document in English, product_translation's in the
 * 'simple' configuration), active or not (the caller keeps the active ones).
 */
function fullTextHits(text: string, language: TranslatedLanguage, ranked: boolean, prefix = false): string {
  const english = tsQuery(prefix ? `to_tsquery('english', ${text})` : `websearch_to_tsquery('english', ${text})`);
  const local = tsQuery(prefix ? `to_tsquery('simple', ${text})` : `websearch_to_tsquery('simple', ${text})`);
  return `SELECT hit.id, max(hit.rank) AS rank
            FROM (SELECT h.id, ${ranked ? `ts_rank(h.search_document, ${english.rank})` : '0'} AS rank FROM product_search h WHERE h.search_document @@ ${english.match}
                  UNION ALL
                  SELECT ht.product_id, ${ranked ? `ts_rank(ht.search_document, ${local.rank})` : '0'} FROM product_translation ht
                   WHERE ht.language = ${languageLiteral(language)} AND ht.search_document @@ ${local.match}) AS hit
           GROUP BY hit.id`;
}

/**
 * sourceSql for a shopper reading Bangla or Hindi: words match the English document or the translation's,
 * whichever ranks higher; near matches look like the English name or the translated one. Each part reads
 * its own index, so the English search's plan is untouched.
 */
function translatedSourceSql(search: string, params: Params, ranked: boolean, language: TranslatedLanguage, nearMatches: boolean) {
  const text = params.add(search);
  const columns = MATCH_COLUMNS.map((column) => `x.${column}`).join(', ');
  const lang = languageLiteral(language);
  const near = `
         UNION ALL
         SELECT ${columns}, false, ${ranked ? `word_similarity(${text}, x.name)` : '0'}
           FROM product x
          WHERE NOT EXISTS (SELECT 1 FROM hits JOIN product_search y ON y.id = hits.id WHERE ${productIsActive('y')})
            AND ${productIsActive('x')} AND ${text} <% x.name
         UNION ALL
         SELECT ${columns}, false, ${ranked ? `word_similarity(${text}, xt.name)` : '0'}
           FROM product_translation xt JOIN product x ON x.id = xt.product_id
          WHERE NOT EXISTS (SELECT 1 FROM hits JOIN product_search y ON y.id = hits.id WHERE ${productIsActive('y')})
            AND xt.language = ${lang} AND ${productIsActive('x')} AND ${text} <% xt.name AND NOT (${text} <% x.name)`;
  return {
    ctes: [
      `hits AS (${fullTextHits(text, language, ranked)})`,
      `matched AS (
         SELECT ${columns}, true AS exact_match, hits.rank
           FROM hits JOIN product_search x ON x.id = hits.id WHERE ${productIsActive('x')}${nearMatches ? near : ''})`,
    ],
    from: 'matched p',
    exact: 'p.exact_match',
    rank: 'p.rank',
  };
}

/**
 * The filters besides category and search as conditions on product `p`, each null when not chosen; their
 * values become parameters. `variants` adds its mask on each call, so it is called only for a condition
 * the statement writes (PostgreSQL refuses a parameter the text never uses).
 */
function refinements(filter: ProductFilter, params: Params) {
  const price = [
    filter.minPrice != null ? `p.price_cents >= ${params.add(filter.minPrice)}::int` : null,
    filter.maxPrice != null ? `p.price_cents <= ${params.add(filter.maxPrice)}::int` : null,
  ].filter(Boolean);
  // A size and a colour match one variant together: M and Black is a product with a black M.
  const variants = (sizes: readonly Size[] | null | undefined, colours: readonly Colour[] | null | undefined, inStock: boolean) =>
    sizes?.length || colours?.length || inStock
      ? `(p.${inStock ? 'stock_mask' : 'variant_mask'} & ${params.add(variantMask(sizes?.length ? sizes : SIZES, colours?.length ? colours : COLOURS).toString())}::bigint) <> 0`
      : null;
  return {
    price: price.length > 0 ? price.join(' AND ') : null,
    sale: filter.onSale ? onSale : null,
    variants,
  };
}

const onSale = 'p.compare_at_cents > p.price_cents';

function all(conditions: (string | null)[]): string {
  const chosen = conditions.filter((c): c is string => c !== null);
  return chosen.length > 0 ? chosen.join(' AND ') : 'true';
}

function withClause(ctes: string[]): string {
  return ctes.length > 0 ? `WITH ${ctes.join(',\n')}` : '';
}

/** The category's condition, when there is one. */
function categoryCondition(filter: ProductFilter, params: Params): string | null {
  return filter.category ? `p.category = ${params.add(filter.category)}` : null;
}

/** Whether one plan serves every value of the statement's parameters (Statement.generic). */
function generic(filter: ProductFilter, nearMatches: boolean): boolean {
  return !nearMatches || searchText(filter.search) === undefined;
}

/** The products meeting every part of the filter: where they are read from, and the conditions on them. */
function matching(filter: ProductFilter, params: Params, nearMatches: boolean, ranked = false) {
  const source = sourceSql(searchText(filter.search), params, ranked, filter.language, nearMatches);
  const refined = refinements(filter, params);
  const chosenVariants = refined.variants(filter.sizes, filter.colours, filter.inStock === true);
  const conditions = [categoryCondition(filter, params), refined.price, refined.sale, chosenVariants].filter((c): c is string => c !== null);
  return { source, conditions };
}

/**
 * A page of active products meeting the filter and, per row, whether the search matched it in full text
 * (false: a typo's near match). The listing's first statement. With `withTotal`, each row also carries the
 * total (count(*) OVER ()), which reads every match; without, a category in the featured order is read in
 * its index's order and only until the page is full (the caller takes the total from the facet counts).
 * The matches are ordered on narrow rows; only the page's rows read every column (and their photos).
 */
export function listingStatement(
  filter: ProductFilter,
  sort: ProductSort,
  pageSize: number,
  offset: number,
  { nearMatches = true, withTotal = true }: SearchReach & { withTotal?: boolean } = {},
): Statement {
  // The page size is written into the text: the plan then knows how many rows the page keeps.
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw new RangeError(`page size out of range: ${pageSize}`);
  const params = new Params();
  // Relevance first for a search in the featured order; otherwise the chosen order alone.
  const { source, conditions } = matching(filter, params, nearMatches, sort === 'featured');
  return {
    text: `${withClause([
      ...source.ctes,
      `page AS (
             SELECT p.id, ${withTotal ? 'count(*) OVER ()' : 'NULL::bigint'} AS total, ${source.exact} AS exact_match, ${source.rank} AS rank
               FROM ${source.from} ${shopWhere(conditions)}
              ORDER BY rank DESC, ${ORDER_BY[sort]}
              LIMIT ${pageSize} OFFSET ${params.add(offset)})`,
    ])}
           SELECT ${productColumns(filter.language ?? 'en')}, page.total, page.exact_match
             FROM page JOIN product p ON p.id = page.id
            ORDER BY page.rank DESC, ${ORDER_BY[sort]}`,
    params: params.values,
    generic: generic(filter, nearMatches),
  };
}

/** How many products meet the filter (for a page past the last, which carries no total). */
export function countStatement(filter: ProductFilter): Statement {
  const params = new Params();
  const { source, conditions } = matching(filter, params, true);
  return { text: `${withClause(source.ctes)} SELECT count(*)::int AS total FROM ${source.from} ${shopWhere(conditions)}`, params: params.values, generic: generic(filter, true) };
}

/**
 * Every facet value's count in one pass over the products of the category and search, and `total`: the
 * products meeting the whole filter. Each facet counts with all the OTHER filters applied, so choosing M
 * still shows how many come in L. The products are first
 * grouped by what the facets look at (variant and stock masks, whether the chosen price range holds, the
 * price facet's range, on sale): a category of 33,000 products is some 50 groups, and each of the 21
 * counts then tests groups rather than products (at 100,000 products: 8% less time for the bench's filtered
 * category page, 19% for a category as opened, 37% for four filters; a search's facets alike). Besides the
 * masks, a group is told by one small integer (`facet_key`): hashing one key instead of three took 11–14% off
 * a category's counts at 100,000 products (6% off a search's).
 */
export function facetsStatement(filter: ProductFilter, { nearMatches = true }: SearchReach = {}): Statement {
  const params = new Params();
  const source = sourceSql(searchText(filter.search), params, false, filter.language, nearMatches);
  const { price, sale, variants } = refinements(filter, params);
  const inStock = filter.inStock === true;
  // facet_key: bit 3, the chosen price range holds; bits 1–2, the price facet's range (PRICE_RANGES are
  // contiguous from 0, prices are never negative); bit 0, on sale.
  const priceRange = `CASE ${PRICE_RANGES.map((range, i) => (range.max === null ? `ELSE ${i * 2}` : `WHEN p.price_cents <= ${range.max} THEN ${i * 2}`)).join(' ')} END`;
  const facetKey = [price ? `CASE WHEN ${price} THEN 8 ELSE 0 END` : null, priceRange, `CASE WHEN ${onSale} THEN 1 ELSE 0 END`].filter(Boolean).join(' + ');
  // On the groups (as `p`): the masks keep their names, the price and sale conditions test the key.
  const chosenPrice = price ? 'p.facet_key >= 8' : null;
  const groupOnSale = 'p.facet_key % 2 = 1';
  const chosenSale = sale ? groupOnSale : null;
  const count = (name: string, conditions: (string | null)[]) => `COALESCE(sum(p.products) FILTER (WHERE ${all(conditions)}), 0) AS ${name}`;
  const counts = [
    ...SIZES.map((size, i) => count(`size_${i}`, [chosenPrice, chosenSale, variants([size], filter.colours, inStock)])),
    ...COLOURS.map((colour, i) => count(`colour_${i}`, [chosenPrice, chosenSale, variants(filter.sizes, [colour], inStock)])),
    ...PRICE_RANGES.map((_, i) => count(`price_${i}`, [chosenSale, variants(filter.sizes, filter.colours, inStock), `(p.facet_key & 6) = ${i * 2}`])),
    count('in_stock', [chosenPrice, chosenSale, variants(filter.sizes, filter.colours, true)]),
    count('on_sale', [chosenPrice, groupOnSale, variants(filter.sizes, filter.colours, inStock)]),
    count('total', [chosenPrice, chosenSale, variants(filter.sizes, filter.colours, inStock)]),
  ];
  const category = categoryCondition(filter, params);
  return {
    text: `${withClause([
      ...source.ctes,
      `grouped AS (
         SELECT p.variant_mask, p.stock_mask, ${facetKey} AS facet_key, count(*) AS products
           FROM ${source.from} ${shopWhere(category ? [category] : [])}
          GROUP BY 1, 2, 3)`,
    ])}
           SELECT ${counts.join(',\n  ')} FROM grouped p`,
    params: params.values,
    generic: generic(filter, nearMatches),
  };
}

/** A row of facetsStatement: the facet counts, and how many products meet the whole filter. */
export function toFacetCounts(row: Record<string, string>): { facets: ProductFacets; total: number } {
  return { facets: toFacets(row), total: Number(row.total) };
}

function toFacets(row: Record<string, string>): ProductFacets {
  return {
    sizes: SIZES.map((size, i) => ({ size, count: Number(row[`size_${i}`]) })),
    colours: COLOURS.map((colour, i) => ({ colour, count: Number(row[`colour_${i}`]) })),
    priceRanges: PRICE_RANGES.map((range, i) => ({ ...range, count: Number(row[`price_${i}`]) })),
    inStock: Number(row.in_stock),
    onSale: Number(row.on_sale),
  };
}

/**
 * "Did you mean": each word of the search replaced by the catalogue's closest word (names and kinds of
 * garment, trigram similarity ≥ 0.3); $1 is the words, lower case. NULL words stay as typed.
 */
export const DID_YOU_MEAN = didYouMeanStatement('en');

/**
 * DID_YOU_MEAN for a shopper reading `language`: in Bangla or Hindi, the words of the translated names
 * (as the search's 'simple' configuration splits them) join the English vocabulary.
 */
export function didYouMeanStatement(language: Language): string {
  const translated = isTranslatedLanguage(language)
    ? `
    UNION
    SELECT w.word
      FROM product_translation t JOIN product p ON p.id = t.product_id, unnest(tsvector_to_array(to_tsvector('simple', t.name))) AS w (word)
     WHERE t.language = ${languageLiteral(language)} AND ${productIsActive('p')} AND length(w.word) >= 3`
    : '';
  return `
  WITH vocabulary AS (
    SELECT DISTINCT w.word
      FROM product p, regexp_split_to_table(lower(p.name || ' ' || replace(p.garment, '-', ' ')), '[^[:alnum:]]+') AS w (word)
     WHERE ${productIsActive('p')} AND length(w.word) >= 3${translated})
  SELECT string_agg(COALESCE(best.word, q.word), ' ' ORDER BY q.n) AS suggestion
    FROM unnest($1::text[]) WITH ORDINALITY AS q (word, n)
    LEFT JOIN LATERAL (SELECT v.word FROM vocabulary v WHERE v.word % q.word ORDER BY similarity(v.word, q.word) DESC, v.word LIMIT 1) AS best ON true`;
}

/**
 * The words of a search as DID_YOU_MEAN takes them: letters with their marks (a Bangla or Hindi vowel sign
 * or virama is a mark, part of its word) and digits.
 */
export function searchWordsLower(search: string): string[] {
  return search.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean).slice(0, MAX_SUGGESTION_WORDS);
}

/**
 * Products whose words start as typed ("dres" → dresses; the last word is a prefix), best match first:
 * the header's search suggestions, named in `language` (in Bangla or Hindi, words of the translated names
 * and descriptions match too). Null when nothing searchable was typed.
 */
export function suggestionsStatement(prefix: string, limit: number, language: Language = 'en'): Statement | null {
  const words = searchWordsLower(searchText(prefix) ?? '');
  if (words.length === 0) return null;
  // Only letters, marks and digits reach to_tsquery, so the query always parses.
  const params = [words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & '), limit];
  if (isTranslatedLanguage(language)) {
    return {
      text: `WITH hits AS (${fullTextHits('$1', language, true, true)})
             SELECT ${translatedField('name', language)} AS name, p.slug
               FROM hits JOIN product p ON p.id = hits.id
              WHERE ${productIsActive('p')}
              ORDER BY hits.rank DESC, p.popularity DESC, p.legacy_id
              LIMIT $2`,
      params,
      generic: false,
    };
  }
  const query = `to_tsquery('english', $1)`;
  return {
    text: `SELECT p.name, p.slug FROM product_search s JOIN product p ON p.id = s.id
            WHERE ${productIsActive('s')} AND s.search_document @@ ${query}
            ORDER BY ts_rank(s.search_document, ${query}) DESC, s.popularity DESC, s.legacy_id
            LIMIT $2`,
    params,
    // A prefix matches a few products or thousands ("d:*"): the plan for its words is the better one.
    generic: false,
  };
}
