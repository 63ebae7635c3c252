import { countStatements } from './support/sql-counter';
import { startTestApp, type TestApp } from './support/test-app';

interface Facets {
  sizes: { size: string; count: number }[];
  colours: { colour: string; count: number }[];
  priceRanges: { min: number; max: number | null; count: number }[];
  inStock: number;
  onSale: number;
}

const LISTING = `query($filter: ProductFilter, $sort: ProductSort, $pageSize: Int) {
  products(filter: $filter, sort: $sort, pageSize: $pageSize) {
    totalItems didYouMean
    items { name slug garment description price { amount } compareAtPrice { amount } variants { size colour available } }
    facets { sizes { size count } colours { colour count } priceRanges { min max count } inStock onSale }
  }
}`;

describe('product search and facets', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function listing(filter: Record<string, unknown>, sort = 'FEATURED') {
    const res = await t.gql(LISTING, { filter, sort, pageSize: 100 });
    expect(res.errors).toBeUndefined();
    return res.data!.products as { totalItems: number; didYouMean: string | null; items: { name: string; slug: string; garment: string; description: string; price: { amount: number }; compareAtPrice: { amount: number } | null; variants: { size: string; colour: string; available: number }[] }[]; facets: Facets };
  }
  const names = async (search: string) => (await listing({ search })).items.map((item) => item.name);

  it('finds plural and hyphenated forms of the singular names, name matches first', async () => {
    const shirts = await names('shirts');
    expect(shirts).toEqual(expect.arrayContaining(['Slim Fit Oxford Cotton Shirt', 'Checked Cotton Flannel Shirt', 'Relaxed Cotton Jersey T-Shirt']));
    for (const name of shirts) expect(name).toMatch(/shirt/i);

    const dresses = await names('Dresses');
    expect(dresses).toEqual(expect.arrayContaining(['Striped Square-Neck Midi Dress', 'Girls Puff Sleeve Party Dress', 'Long Sleeve Linen Midi Dress']));
    for (const name of dresses) expect(name).toMatch(/dress/i);

    const tshirts = await names('t-shirts');
    expect(tshirts).toEqual(expect.arrayContaining(['Relaxed Cotton Jersey T-Shirt', 'Essential Crew Neck Cotton T-Shirt', 'Kids Star Print Cotton T-Shirt']));
    for (const name of tshirts) expect(name).toMatch(/t-shirt/i);

    // "cotton" is in many names and more descriptions: every name match comes before the first description-only one.
    const cotton = (await listing({ search: 'cotton' })).items.map((item) => /cotton/i.test(item.name));
    expect(cotton.indexOf(false)).toBeGreaterThan(0);
    expect(cotton.slice(cotton.indexOf(false))).not.toContain(true);
  });

  it('tolerates a typo: "hoody" finds the hoodies, a word the catalogue lacks gets a "did you mean"', async () => {
    expect(await names('hoody')).toEqual(expect.arrayContaining(['Striped Fleece Pullover Hoodie', 'Relaxed Organic Cotton Hoodie']));

    const typo = await listing({ search: 'jeens' });
    expect(typo.didYouMean).toBe('jeans');
    const followed = await listing({ search: typo.didYouMean! });
    expect(followed.items.map((item) => item.name)).toContain('High-Rise Black Flared Jeans');
    expect(followed.didYouMean).toBeNull();
  });

  it('keeps the REST search on the same search', async () => {
    const res = await t.http().get('/api/product/search_product').query({ search: 'Dresses', limit: 100 }).expect(200);
    expect(res.body.products.map((p: { name: string }) => p.name)).toEqual(await names('Dresses'));
  });

  it('suggests products as the shopper types', async () => {
    const res = await t.gql(`{ searchSuggestions(prefix: "hood", limit: 3) { name slug } }`);
    expect(res.data!.searchSuggestions).toHaveLength(3);
    for (const suggestion of res.data!.searchSuggestions) expect(suggestion.name).toMatch(/hood/i);
    const nothing = await t.gql(`{ searchSuggestions(prefix: " -- ") { name } }`);
    expect(nothing.data!.searchSuggestions).toEqual([]);
    const tooMany = await t.gql(`{ searchSuggestions(prefix: "a", limit: 50) { name } }`);
    expect(tooMany.errors![0].message).toMatch(/limit/);
  });

  // Each facet value's count is what choosing it (besides the other filters) then lists.
  const COMBINATIONS: Record<string, unknown>[] = [
    { category: 'WOMEN', sizes: ['M'], colours: ['BLACK'] },
    { category: 'WOMEN', sizes: ['M'], colours: ['BLACK'], minPrice: 2500, maxPrice: 9999 },
    { colours: ['PINK', 'RED'], onSale: true },
    { search: 'cotton', sizes: ['XL'], inStock: true },
    { category: 'MEN', maxPrice: 4999, inStock: true, colours: ['GREEN', 'BLACK'] },
    // A typo: the near matches are listed and counted (the page and counts read for the words found nothing).
    { search: 'hoody', sizes: ['M'] },
  ];
  it.each(COMBINATIONS)('counts each facet value as the filter then returns: %j', async (filter) => {
    const { facets, totalItems, items } = await listing(filter);
    expect(totalItems).toBeGreaterThan(0);
    const sizes = filter.sizes as string[] | undefined;
    const colours = filter.colours as string[] | undefined;
    for (const item of items) {
      expect(item.variants.some((v) => (!sizes || sizes.includes(v.size)) && (!colours || colours.includes(v.colour)) && (!filter.inStock || v.available > 0))).toBe(true);
      if (filter.onSale) expect(item.compareAtPrice!.amount).toBeGreaterThan(item.price.amount);
      if (filter.minPrice) expect(item.price.amount).toBeGreaterThanOrEqual(filter.minPrice as number);
      if (filter.maxPrice) expect(item.price.amount).toBeLessThanOrEqual(filter.maxPrice as number);
    }
    // Counted by the listing alone (a query without facets counts the page's own matches).
    const counted = async (change: Record<string, unknown>) => {
      const res = await t.gql(`query($filter: ProductFilter) { products(filter: $filter) { totalItems } }`, { filter: { ...filter, ...change } });
      expect(res.errors).toBeUndefined();
      return (res.data!.products as { totalItems: number }).totalItems;
    };
    expect(totalItems).toBe(await counted({}));
    for (const { size, count } of facets.sizes) expect([size, count]).toEqual([size, await counted({ sizes: [size] })]);
    for (const { colour, count } of facets.colours) expect([colour, count]).toEqual([colour, await counted({ colours: [colour] })]);
    for (const { min, max, count } of facets.priceRanges) expect([min, count]).toEqual([min, await counted({ minPrice: min, maxPrice: max })]);
    expect(facets.inStock).toBe(await counted({ inStock: true }));
    expect(facets.onSale).toBe(await counted({ onSale: true }));
  });

  it('tells how many a search finds on a page past the last, and offers no near matches for words found elsewhere', async () => {
    const page = (filter: Record<string, unknown>, number: number) =>
      t.gql(`query($filter: ProductFilter, $page: Int) { products(filter: $filter, page: $page, pageSize: 5) { totalItems didYouMean items { name } } }`, { filter, page: number });
    const first = (await page({ search: 'shirts' }, 1)).data!.products;
    expect(first.items).toHaveLength(5);
    const beyond = (await page({ search: 'shirts' }, 99)).data!.products;
    expect(beyond).toEqual({ totalItems: first.totalItems, didYouMean: null, items: [] });

    // Hoodies exist, none at that price: nothing, rather than names that look like "hoodie".
    const none = (await page({ search: 'hoodie', maxPrice: 1 }, 1)).data!.products;
    expect(none).toEqual({ totalItems: 0, didYouMean: null, items: [] });
  });

  it('follows stock: a sold-out size and colour leaves the in-stock results', async () => {
    const [variant] = await t.db.query(
      `SELECT v.id, v.size, v.colour, v.stock_on_hand, v.stock_reserved, p.slug FROM product_variant v JOIN product p ON p.id = v.product_id
        WHERE p.category = 'women' AND v.stock_on_hand > v.stock_reserved ORDER BY p.legacy_id, v.size, v.colour LIMIT 1`,
    );
    const filter = { category: 'WOMEN', sizes: [variant.size], colours: [variant.colour.toUpperCase()], inStock: true };
    const slugs = async () => (await listing(filter)).items.map((item) => item.slug);
    expect(await slugs()).toContain(variant.slug);
    await t.db.query(`UPDATE product_variant SET stock_reserved = stock_on_hand WHERE id = $1`, [variant.id]);
    try {
      expect(await slugs()).not.toContain(variant.slug);
    } finally {
      await t.db.query(`UPDATE product_variant SET stock_reserved = $2 WHERE id = $1`, [variant.id, variant.stock_reserved]);
    }
    expect(await slugs()).toContain(variant.slug);
  });

  it('searches the catalogue as it is now: a renamed, repriced, sold-out or withdrawn product is found as it stands', async () => {
    const [product] = await t.db.query(`SELECT id, name, price_cents, slug FROM product WHERE category = 'women' AND status = 'ACTIVE' ORDER BY legacy_id LIMIT 1`);
    const found = async (filter: Record<string, unknown>) => (await listing({ search: 'quetzal', ...filter })).items.map((item) => item.slug);
    const variants = await t.db.query(`SELECT id, stock_reserved FROM product_variant WHERE product_id = $1`, [product.id]);
    expect(await found({})).toEqual([]);
    try {
      await t.db.query(`UPDATE product SET name = 'Quetzal ' || name, price_cents = 123456 WHERE id = $1`, [product.id]);
      expect(await found({})).toEqual([product.slug]);
      expect(await found({ minPrice: 123456 })).toEqual([product.slug]);
      expect(await found({ inStock: true })).toEqual([product.slug]);
      await t.db.query(`UPDATE product_variant SET stock_reserved = stock_on_hand WHERE product_id = $1`, [product.id]);
      expect(await found({ inStock: true })).toEqual([]);
      expect((await listing({ search: 'quetzal' })).facets.inStock).toBe(0);
      await t.db.query(`UPDATE product SET status = 'ARCHIVED' WHERE id = $1`, [product.id]);
      expect(await found({})).toEqual([]);
    } finally {
      await t.db.query(`UPDATE product SET name = $2, price_cents = $3, status = 'ACTIVE' WHERE id = $1`, [product.id, product.name, product.price_cents]);
      for (const variant of variants) await t.db.query(`UPDATE product_variant SET stock_reserved = $2 WHERE id = $1`, [variant.id, variant.stock_reserved]);
    }
    expect(await found({})).toEqual([]);
    expect((await listing({ search: product.name })).items.map((item) => item.slug)).toContain(product.slug);
  });

  it('answers a filtered page and its facets with the same number of statements whatever the filter and size', async () => {
    const run = (filter: Record<string, unknown>, pageSize: number) => countStatements(() => t.gql(LISTING, { filter, pageSize }));
    const small = await run({ category: 'WOMEN' }, 1);
    expect(small).toBeGreaterThanOrEqual(3); // the page, its facets, the variants of its cards
    expect(small).toBeLessThanOrEqual(4);
    expect(await run({ category: 'WOMEN', sizes: ['M'], colours: ['BLACK'], minPrice: 2500, maxPrice: 9999, onSale: true }, 100)).toBe(small);
    expect(await run({ search: 'shirts', inStock: true }, 50)).toBe(small);
  });

  it('refuses a price range that cannot be', async () => {
    const res = await t.gql(LISTING, { filter: { minPrice: 5000, maxPrice: 100 } });
    expect(res.errors![0].message).toMatch(/minPrice/);
    const negative = await t.gql(LISTING, { filter: { minPrice: -1 } });
    expect(negative.errors![0].message).toMatch(/minPrice/);
  });
});
