import { startTestApp, type TestApp } from './support/test-app';

interface LegacyProduct {
  _id: string;
  id: number;
  name: string;
  image: string;
  category: string;
  new_price: number;
  old_price: number;
  rating: number;
  Rating: number;
}

describe('catalogue REST shims (the original storefront API)', () => {
  let t: TestApp;
  let total: number;

  beforeAll(async () => {
    t = await startTestApp();
    total = (await t.db.query('SELECT count(*)::int AS n FROM product'))[0].n;
  });
  afterAll(() => t.close());

  function expectLegacyShape(p: LegacyProduct) {
    expect(typeof p._id).toBe('string');
    expect(Number.isInteger(p.id)).toBe(true);
    expect(typeof p.name).toBe('string');
    expect(p.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/products\/[a-z0-9-]+\/front\.svg$/);
    expect(['women', 'men', 'kid']).toContain(p.category);
    expect(typeof p.new_price).toBe('number');
    expect(typeof p.old_price).toBe('number');
    expect(p.old_price).toBeGreaterThan(p.new_price);
    expect(p.rating).toBeGreaterThanOrEqual(0);
    expect(p.rating).toBeLessThanOrEqual(5);
    expect(p.Rating).toBe(p.rating);
  }

  it('GET /api/product/all_products returns every product in major units', async () => {
    const res = await t.http().get('/api/product/all_products').expect(200);
    expect(res.body).toHaveLength(total);
    expect(res.body.length).toBeGreaterThanOrEqual(36);
    res.body.forEach(expectLegacyShape);
    const [row] = await t.db.query('SELECT id, price_cents, compare_at_cents FROM product WHERE legacy_id = 1');
    const first = res.body.find((p: LegacyProduct) => p.id === 1);
    expect(first).toMatchObject({ _id: row.id, new_price: row.price_cents / 100, old_price: row.compare_at_cents / 100 });
    expect(new Set(res.body.map((p: LegacyProduct) => p._id)).size).toBe(total);
  });

  it('serves the product picture the image URL points at', async () => {
    const res = await t.http().get('/api/product/all_products');
    const path = new URL(res.body[0].image).pathname;
    const img = await t.http().get(path).expect(200);
    expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(img.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(img.headers.etag).toBeTruthy();
    expect(String(img.body)).toContain('<svg');
    await t.http().get(path).set('If-None-Match', img.headers.etag).expect(304);
  });

  it.each([
    ['new_collection', undefined, 8],
    ['new_collection_women', 'women', 8],
    ['new_collection_men', 'men', 8],
    ['new_collection_kid', 'kid', 8],
  ])('GET /api/product/%s lists the newest products', async (path, category, size) => {
    const res = await t.http().get(`/api/product/${path}`).expect(200);
    expect(res.body).toHaveLength(size);
    res.body.forEach(expectLegacyShape);
    if (category) expect(res.body.every((p: LegacyProduct) => p.category === category)).toBe(true);
    const [newest] = await t.db.query(
      `SELECT legacy_id FROM product ${category ? 'WHERE category = $1' : ''} ORDER BY created_at DESC, legacy_id LIMIT 1`,
      category ? [category] : [],
    );
    expect(res.body[0].id).toBe(newest.legacy_id);
  });

  it.each(['women', 'men', 'kid'])('GET /api/product/popular_%s lists four popular products of the category', async (category) => {
    const res = await t.http().get(`/api/product/popular_${category}`).expect(200);
    expect(res.body).toHaveLength(4);
    res.body.forEach(expectLegacyShape);
    expect(res.body.every((p: LegacyProduct) => p.category === category)).toBe(true);
    const [top] = await t.db.query(`SELECT legacy_id FROM product WHERE category = $1 ORDER BY popularity DESC, legacy_id LIMIT 1`, [category]);
    expect(res.body[0].id).toBe(top.legacy_id);
  });

  describe('GET /api/product/search_product', () => {
    it('pages with the defaults (page 1, 10 per page)', async () => {
      const res = await t.http().get('/api/product/search_product').expect(200);
      expect(res.body).toMatchObject({ totalPages: Math.ceil(total / 10), currentPage: 1, totalCount: total, pageSize: 10 });
      expect(res.body.products).toHaveLength(10);
      res.body.products.forEach(expectLegacyShape);
    });

    it('walks to the last page and past it', async () => {
      const pages = Math.ceil(total / 7);
      const last = await t.http().get(`/api/product/search_product?page=${pages}&limit=7`).expect(200);
      expect(last.body.products).toHaveLength(total - (pages - 1) * 7);
      const beyond = await t.http().get(`/api/product/search_product?page=${pages + 1}&limit=7`).expect(200);
      expect(beyond.body).toMatchObject({ products: [], totalCount: total, currentPage: pages + 1 });
    });

    it('searches by name words', async () => {
      const res = await t.http().get('/api/product/search_product').query({ search: 'Hoodie', limit: 100 }).expect(200);
      expect(res.body.totalCount).toBeGreaterThan(1);
      expect(res.body.products.length).toBe(res.body.totalCount);
    });

    it.each([
      ['page=0', 'page'],
      ['page=-2', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['limit=0', 'limit'],
      ['limit=10000', 'limit'],
      ['limit=ten', 'limit'],
      ['limit=1e2', 'limit'],
      ['page=1&page=2', 'page'],
    ])('answers %s with 400 and a message', async (query, field) => {
      const res = await t.http().get(`/api/product/search_product?${query}`).expect(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(new RegExp(`^${field} must be`));
    });

    it('refuses an absurdly long search text', async () => {
      const res = await t.http().get('/api/product/search_product').query({ search: 'x'.repeat(500) }).expect(400);
      expect(res.body.message).toMatch(/search/);
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.http().get('/api/product/nothing_here').expect(404);
    expect(res.body).toMatchObject({ success: false, statusCode: 404 });
  });

  it('answers a missing picture with a JSON 404', async () => {
    await t.http().get('/images/products/no-such-product/front.svg').expect(404);
    const [row] = await t.db.query('SELECT slug FROM product LIMIT 1');
    await t.http().get(`/images/products/${row.slug}/sideways.svg`).expect(404);
  });

  it.each(['hero', 'banner-women', 'banner-men', 'banner-kid', 'exclusive'])('serves the %s art', async (name) => {
    const res = await t.http().get(`/images/art/${name}.svg`).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/public/);
  });

  it('compresses pictures and API answers for clients that accept it, and only for them', async () => {
    const art = await t.http().get('/images/art/hero.svg').set('Accept-Encoding', 'gzip').expect(200);
    expect(art.headers['content-encoding']).toBe('gzip');
    expect(art.headers.vary).toMatch(/Accept-Encoding/i);
    expect(String(art.body)).toMatch(/^<svg /); // still the picture once unpacked
    const products = await t.http().get('/api/product/all_products').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(products.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(products.body.length).toBeGreaterThanOrEqual(36);
    const plain = await t.http().get('/api/product/all_products').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers all_products from a copy revalidated by its ETag, renewed by a change to a listed product and not by stock', async () => {
    const first = await t.http().get('/api/product/all_products').set('Accept-Encoding', 'identity').expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"\d+-[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.http().get('/api/product/all_products').set('If-None-Match', etag).expect(304);
    expect(again.text ?? '').toBe('');
    // Gzip and brotli copies are the same list.
    const zipped = await t.http().get('/api/product/all_products').set('Accept-Encoding', 'gzip').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toEqual(first.body);

    const [variant] = await t.db.query(`SELECT id, stock_on_hand FROM product_variant LIMIT 1`);
    await t.db.query(`UPDATE product_variant SET stock_on_hand = stock_on_hand + 1 WHERE id = $1`, [variant.id]);
    await t.http().get('/api/product/all_products').set('If-None-Match', etag).expect(304);

    const product = (first.body as { _id: string; new_price: number }[])[0];
    await t.db.query(`UPDATE product SET price_cents = price_cents + 100 WHERE id = $1`, [product._id]);
    try {
      const changed = await t.http().get('/api/product/all_products').set('If-None-Match', etag).expect(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect((changed.body as { _id: string; new_price: number }[]).find((p) => p._id === product._id)!.new_price).toBeCloseTo(product.new_price + 1, 2);
    } finally {
      await t.db.query(`UPDATE product SET price_cents = price_cents - 100 WHERE id = $1`, [product._id]);
      await t.db.query(`UPDATE product_variant SET stock_on_hand = $2 WHERE id = $1`, [variant.id, variant.stock_on_hand]);
    }
  });

  it('draws a product in the colour asked for', async () => {
    const [row] = await t.db.query(`SELECT slug, colours FROM product WHERE cardinality(colours) > 1 LIMIT 1`);
    const plain = await t.http().get(`/images/products/${row.slug}/front.svg`).expect(200);
    const second = await t.http().get(`/images/products/${row.slug}/front.svg?colour=${row.colours[1]}`).expect(200);
    expect(String(second.body)).not.toBe(String(plain.body));
  });

  it('reports health with the database reachable', async () => {
    const res = await t.http().get('/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('tags every response with a request id, keeping a sane one from the caller', async () => {
    const res = await t.http().get('/health');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const mine = await t.http().get('/health').set('X-Request-Id', 'lb-1234567890');
    expect(mine.headers['x-request-id']).toBe('lb-1234567890');
    const bad = await t.http().get('/health').set('X-Request-Id', '<script>');
    expect(bad.headers['x-request-id']).not.toBe('<script>');
  });

  describe('CORS for the original storefront on another origin', () => {
    it('answers an allowed origin\'s preflight with its origin and credentials, never *', async () => {
      const res = await t
        .http()
        .options('/api/cart/update_cart')
        .set('Origin', 'http://localhost:3000')
        .set('Access-Control-Request-Method', 'PUT')
        .set('Access-Control-Request-Headers', 'content-type,authorization');
      expect(res.status).toBeLessThan(300);
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(res.headers['access-control-allow-methods']).toMatch(/PUT/);
      expect(res.headers['access-control-allow-headers']?.toLowerCase()).toMatch(/authorization/);
    });

    it('gives other origins no CORS grant', async () => {
      const res = await t.http().get('/api/product/popular_men').set('Origin', 'https://evil.example');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  it('answers malformed JSON with a JSON 400, not a crash', async () => {
    const res = await t.http().post('/api/product/all_products').set('Content-Type', 'application/json').send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('sends security headers', async () => {
    const res = await t.http().get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
