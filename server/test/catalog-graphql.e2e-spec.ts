import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { CatalogService } from '../src/catalog/catalog.service';
import { GraphQLSchemas, type ApiName } from '../src/graphql/schema-file';
import { countStatements } from './support/sql-counter';
import { startTestApp, type TestApp } from './support/test-app';

const PRODUCT_FIELDS = `id legacyId slug name category garment rating ratingCount colours defaultColour image inStock discountPercent
  price { amount currency formatted } compareAtPrice { amount formatted }
  variants { id sku size colour available inStock } images { view url alt }`;

describe('catalogue over GraphQL', () => {
  let t: TestApp;
  let totalProducts: number;

  beforeAll(async () => {
    t = await startTestApp();
    const [row] = await t.db.query('SELECT count(*)::int AS n FROM product');
    totalProducts = row.n;
  });
  afterAll(() => t.close());

  const page = (args: string) => t.gql(`{ products${args} { page pageSize totalItems totalPages items { ${PRODUCT_FIELDS} } } }`);

  it('pages through every product, ten at a time by default', async () => {
    const res = await page('');
    expect(res.errors).toBeUndefined();
    const p = res.data!.products;
    expect(totalProducts).toBeGreaterThanOrEqual(72);
    expect(p).toMatchObject({ page: 1, pageSize: 10, totalItems: totalProducts, totalPages: Math.ceil(totalProducts / 10) });
    expect(p.items).toHaveLength(10);

    const seen = new Set<string>();
    for (let n = 1; n <= p.totalPages; n++) {
      const next = await t.gql(`{ products(page: ${n}, pageSize: 10) { items { id } } }`);
      next.data!.products.items.forEach((item: { id: string }) => seen.add(item.id));
    }
    expect(seen.size).toBe(totalProducts);
  });

  it('gives each product its prices as money, variants with stock and pictures', async () => {
    const res = await page('(pageSize: 3)');
    for (const item of res.data!.products.items) {
      expect(Number.isInteger(item.price.amount)).toBe(true);
      expect(item.price.currency).toBe('USD');
      expect(item.price.formatted).toBe(`$${(item.price.amount / 100).toFixed(2)}`);
      expect(item.compareAtPrice.amount).toBeGreaterThan(item.price.amount);
      expect(item.discountPercent).toBe(Math.round(((item.compareAtPrice.amount - item.price.amount) / item.compareAtPrice.amount) * 100));
      expect(item.variants.length).toBe(item.colours.length * 5);
      expect(item.defaultColour).toBe(item.colours[0]);
      expect(item.image).toBe(`/images/products/${item.slug}/front.svg`);
      expect(item.images.map((i: { view: string }) => i.view)).toEqual(['front', 'back', 'detail', 'flat']);
      for (const v of item.variants) expect(v.inStock).toBe(v.available > 0);
    }
  });

  it('tells a card the sizes of its default colour in stock, as its variants say, and follows a sale of the last unit at once', async () => {
    const CARD = `{ products(pageSize: 12) { items { id defaultColour inStock sizesInStock variants { size colour available } } } }`;
    type Card = { id: string; defaultColour: string; inStock: boolean; sizesInStock: string[]; variants: { size: string; colour: string; available: number }[] };
    const cards = async (): Promise<Card[]> => (await t.gql(CARD)).data!.products.items;
    const agreesWithVariants = (card: Card) => {
      const inDefault = card.variants.filter((v) => v.colour === card.defaultColour && v.available > 0).map((v) => v.size);
      expect(card.sizesInStock).toEqual(inDefault);
      expect(card.inStock).toBe(card.variants.some((v) => v.available > 0));
    };
    const before = await cards();
    before.forEach(agreesWithVariants);
    const card = before.find((c) => c.sizesInStock.includes('M'));
    if (!card) throw new Error('the seed has no card with M in stock to sell out');
    const [{ colour }] = await t.db.query(`SELECT colours[1] AS colour FROM product WHERE id = $1`, [card.id]);
    const [{ onHand }] = await t.db.query(`SELECT stock_on_hand AS "onHand" FROM product_variant WHERE product_id = $1 AND size = 'M' AND colour = $2`, [card.id, colour]);
    await t.db.query(`UPDATE product_variant SET stock_on_hand = stock_reserved WHERE product_id = $1 AND size = 'M' AND colour = $2`, [card.id, colour]);
    try {
      const after = (await cards()).find((c) => c.id === card.id)!;
      agreesWithVariants(after);
      expect(after.sizesInStock).toEqual(card.sizesInStock.filter((size) => size !== 'M'));
    } finally {
      await t.db.query(`UPDATE product_variant SET stock_on_hand = $3 WHERE product_id = $1 AND size = 'M' AND colour = $2`, [card.id, colour, onHand]);
    }
  });

  it('filters by category and counts only that category', async () => {
    const [row] = await t.db.query(`SELECT count(*)::int AS n FROM product WHERE category = 'kid'`);
    const res = await page('(filter: { category: KID }, pageSize: 100)');
    expect(res.data!.products.totalItems).toBe(row.n);
    expect(res.data!.products.items.every((p: { category: string }) => p.category === 'KID')).toBe(true);
  });

  it('searches names and descriptions; every word must match', async () => {
    const res = await t.gql(`{ products(filter: { search: "jacket" }, pageSize: 100) { totalItems items { name description garment } } }`);
    const items = res.data!.products.items;
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(`${item.name} ${item.description} ${item.garment}`.toLowerCase()).toContain('jacket');

    const narrow = await t.gql(`{ products(filter: { search: "jacket men" }, pageSize: 100) { totalItems } }`);
    expect(narrow.data!.products.totalItems).toBeLessThanOrEqual(items.length);

    const none = await t.gql(`{ products(filter: { search: "zzzz-no-such-thing" }) { totalItems totalPages items { id } } }`);
    expect(none.data!.products).toEqual({ totalItems: 0, totalPages: 1, items: [] });
  });

  it('treats LIKE wildcards in a search as plain text', async () => {
    const res = await t.gql(`{ products(filter: { search: "%" }, pageSize: 100) { totalItems items { name description } } }`);
    expect(res.data!.products.totalItems).toBeLessThan(totalProducts);
    for (const item of res.data!.products.items) expect(`${item.name} ${item.description}`).toContain('%');
    const underscore = await t.gql(`{ products(filter: { search: "_" }) { totalItems } }`);
    expect(underscore.data!.products.totalItems).toBe(0);
  });

  it('sorts by price, newest and rating', async () => {
    const asc = await t.gql(`{ products(sort: PRICE_ASC, pageSize: 100) { items { price { amount } } } }`);
    const prices = asc.data!.products.items.map((i: { price: { amount: number } }) => i.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const desc = await t.gql(`{ products(sort: PRICE_DESC, pageSize: 5) { items { price { amount } } } }`);
    expect(desc.data!.products.items[0].price.amount).toBe(Math.max(...prices));

    const newest = await t.gql(`{ products(sort: NEWEST, pageSize: 100) { items { createdAt } } }`);
    const dates = newest.data!.products.items.map((i: { createdAt: string }) => Date.parse(i.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const rated = await t.gql(`{ products(sort: RATING, pageSize: 100) { items { rating } } }`);
    const ratings = rated.data!.products.items.map((i: { rating: number }) => i.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('answers a page past the end with no items but the right totals', async () => {
    const res = await page('(page: 999, pageSize: 10)');
    expect(res.data!.products).toMatchObject({ page: 999, items: [], totalItems: totalProducts });
  });

  it.each([
    ['(page: 0)', 'page'],
    ['(page: -1)', 'page'],
    ['(pageSize: 0)', 'pageSize'],
    ['(pageSize: 101)', 'pageSize'],
  ])('refuses bad paging %s with a clear error', async (args, field) => {
    const res = await page(args);
    expect(res.data?.products ?? null).toBeNull();
    expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toContain(field);
  });

  it('accepts the largest page size', async () => {
    const res = await page('(pageSize: 100)');
    expect(res.data!.products.items).toHaveLength(Math.min(100, totalProducts));
  });

  it('finds one product by slug, by id and by legacy id, and null for none', async () => {
    const [row] = await t.db.query('SELECT id, slug, legacy_id FROM product WHERE legacy_id = 13');
    const bySlug = await t.gql(`query($s: String) { product(slug: $s) { id legacyId name } }`, { s: row.slug });
    expect(bySlug.data!.product).toMatchObject({ id: row.id, legacyId: 13 });
    const byId = await t.gql(`query($id: ID) { product(id: $id) { slug } }`, { id: row.id });
    expect(byId.data!.product.slug).toBe(row.slug);
    const byLegacy = await t.gql(`{ product(id: "13") { id } }`);
    expect(byLegacy.data!.product.id).toBe(row.id);
    for (const missing of ['{ product(slug: "no-such-product") { id } }', '{ product(id: "00000000-0000-0000-0000-000000000000") { id } }', '{ product(id: "not-an-id") { id } }']) {
      const res = await t.gql(missing);
      expect(res.errors).toBeUndefined();
      expect(res.data!.product).toBeNull();
    }
    const neither = await t.gql('{ product { id } }');
    expect(neither.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('lists popular products of a category, most popular first', async () => {
    const res = await t.gql('{ popularProducts(category: WOMEN) { category popularity } }');
    const items = res.data!.popularProducts;
    expect(items).toHaveLength(4);
    expect(items.every((p: { category: string }) => p.category === 'WOMEN')).toBe(true);
    const [top] = await t.db.query(`SELECT max(popularity) AS p FROM product WHERE category = 'women'`);
    expect(items[0].popularity).toBe(top.p);
    const pops = items.map((p: { popularity: number }) => p.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
  });

  it('lists the new collection, overall and per category, newest first', async () => {
    const all = await t.gql('{ newCollection { createdAt } }');
    expect(all.data!.newCollection).toHaveLength(8);
    const [newest] = await t.db.query('SELECT max(created_at) AS d FROM product');
    expect(Date.parse(all.data!.newCollection[0].createdAt)).toBe(new Date(newest.d).getTime());

    const men = await t.gql('{ newCollection(category: MEN, limit: 3) { category } }');
    expect(men.data!.newCollection).toEqual([{ category: 'MEN' }, { category: 'MEN' }, { category: 'MEN' }]);

    const tooMany = await t.gql('{ newCollection(limit: 500) { id } }');
    expect(tooMany.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('relates products of the same category, never the product itself', async () => {
    const [source] = await t.db.query(`SELECT id, category, garment FROM product WHERE legacy_id = 1`);
    const res = await t.gql(`query($id: ID!) { relatedProducts(productId: $id) { id category garment } }`, { id: source.id });
    const items = res.data!.relatedProducts;
    expect(items).toHaveLength(4);
    expect(items.some((p: { id: string }) => p.id === source.id)).toBe(false);
    expect(items.every((p: { category: string }) => p.category === source.category.toUpperCase())).toBe(true);
  });

  it('answers a card’s pictures, prices and sizes’ stock at once, not through a promise each', async () => {
    // One field answered by a promise makes graphql-js complete every card of a page through promises
    // (common/graphql/direct-fields.ts).
    const [{ slug }] = await t.db.query('SELECT slug FROM product ORDER BY legacy_id LIMIT 1');
    const product = await t.app.get(CatalogService).findBySlug(slug);
    const resolve = (api: ApiName, type: string, field: string, source: unknown, args: Record<string, unknown> = {}) =>
      (t.app.get(GraphQLSchemas).get(api).getType(type) as GraphQLObjectType).getFields()[field].resolve!(source, args, {}, {} as GraphQLResolveInfo);
    const answers = [
      resolve('shop', 'Product', 'image', product, { colour: 'RED' }),
      resolve('shop', 'Product', 'mainImage', product),
      resolve('shop', 'Product', 'images', product),
      resolve('shop', 'ProductVariant', 'inStock', { available: 0 }),
      resolve('shop', 'Money', 'formatted', { amount: 5000, currency: 'USD' }),
      resolve('admin', 'Money', 'formatted', { amount: 123456, currency: 'BDT' }),
    ];
    for (const answer of answers) expect(answer).not.toBeInstanceOf(Promise);
    expect(answers[0]).toBe(`/images/products/${slug}/front.svg?colour=RED`);
    expect(answers[1]).toMatchObject({ view: 'front', url: `/images/products/${slug}/front.svg` });
    expect((answers[2] as { view: string }[]).map((image) => image.view)).toEqual(['front', 'back', 'detail', 'flat']);
    expect(answers.slice(3)).toEqual([false, '$50.00', expect.stringContaining('1,234.56')]);
  });

  it('offers the display currencies with their rates', async () => {
    const res = await t.gql('{ currencies { code label symbol perUsd minorDigits } }');
    expect(res.data!.currencies.map((c: { label: string }) => c.label)).toEqual(['USD', 'Tk', 'Rp']);
    expect(res.data!.currencies[0].perUsd).toBe(1);
  });

  it('loads a page with the same number of SQL statements for 1 item as for 50', async () => {
    const one = await countStatements(() => page('(pageSize: 1)'));
    const fifty = await countStatements(() => page('(pageSize: 50)'));
    // The page and one batched variant load; a counter that saw nothing would prove nothing.
    expect(one).toBeGreaterThanOrEqual(2);
    expect(one).toBe(fifty);
    expect(fifty).toBeLessThanOrEqual(4);
  });

  it('refuses an unknown field without a stack trace', async () => {
    const res = await t.gql('{ products { items { nope } } }');
    expect(res.status).toBe(400);
    expect(res.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(res.errors)).not.toMatch(/stacktrace|\.ts:\d+|\.js:\d+/i);
  });

  it('refuses a query with more aliases than the limit', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: currencies { code }`).join(' ')} }`;
    expect((await t.gql(aliases(t.config.graphql.maxAliases))).errors).toBeUndefined();
    const refused = await t.gql(aliases(t.config.graphql.maxAliases + 1));
    expect(refused.data).toBeUndefined();
    expect(refused.errors![0].message).toMatch(/alias/i);
  });

  it('refuses a query whose cost is over the limit', async () => {
    // A full product list costs about 100; fourteen in one request are well past a storefront page's needs.
    const lists = Array.from({ length: 14 }, (_, i) => `p${i}: products(pageSize: 100) { items { ${PRODUCT_FIELDS} } }`);
    const refused = await t.gql(`{ ${lists.join(' ')} }`);
    expect(refused.data).toBeUndefined();
    expect(refused.errors![0].message).toMatch(/cost/i);
  });
});
