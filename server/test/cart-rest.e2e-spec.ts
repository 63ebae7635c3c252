import { signUpCustomer } from './support/auth';
import { variantWithStock } from './support/cart';
import { holdInTransaction, waitForLockWaiters } from './support/locks';
import { startTestApp, type TestApp } from './support/test-app';

/** The cart and coupon calls exactly as the original storefront makes them (SPEC §7, DESIGN §9). */
describe('cart REST shims', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const as = (token: string | null) => ({
    get: (path: string) => t.http().get(path).set('Authorization', `Bearer ${token}`),
    send: (method: 'post' | 'put' | 'delete', path: string, body: object, contentType = 'application/json') =>
      t.http()[method](path).set('Authorization', `Bearer ${token}`).set('Content-Type', contentType).send(JSON.stringify(body)),
  });

  it('refuses every cart call without a valid token, changing nothing', async () => {
    const v = await variantWithStock(t);
    const before = (await t.db.query('SELECT count(*)::int AS n FROM cart_line'))[0].n;
    await t.http().get('/api/cart/get_cart').expect(401);
    for (const token of [null, 'undefined', 'garbage']) {
      const res = await as(token).send('post', '/api/cart/add_to_cart', { productId: v.productId, quantity: 1, variant: {} });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false });
    }
    await t.http().put('/api/cart/update_cart').send({ productId: v.productId, quantity: 2 }).expect(401);
    await t.http().delete('/api/cart/remove_from_cart').send({ productId: v.productId }).expect(401);
    // Logged out, the original client sends "Bearer null": a 401 on every call, never a crash.
    await as(null).get('/api/cart/get_cart').expect(401);
    await as(null).send('put', '/api/cart/update_cart', { productId: v.productId, quantity: 2, variant: {} }).expect(401);
    await as(null).send('delete', '/api/cart/remove_from_cart', { productId: v.productId }).expect(401);
    const coupon = await as(null).send('post', '/api/coupon/create', { code: 'WELCOME10', discount: 5 }, 'applications/json').expect(401);
    expect(coupon.body).toMatchObject({ success: false, statusCode: 401 });
    expect((await t.db.query('SELECT count(*)::int AS n FROM cart_line'))[0].n).toBe(before);
  });

  it("leaves another customer's cart alone: removing a product only touches one's own", async () => {
    const alice = await signUpCustomer(t);
    const bob = await signUpCustomer(t);
    const v = await variantWithStock(t);
    await as(alice.token).send('post', '/api/cart/add_to_cart', { productId: v.productId, quantity: 2, variant: { size: v.size } }).expect(200);
    const removed = await as(bob.token).send('delete', '/api/cart/remove_from_cart', { productId: v.productId }).expect(200);
    expect(removed.body.cart.items).toEqual([]);
    await as(bob.token).send('put', '/api/cart/update_cart', { productId: v.productId, quantity: 0, variant: { size: v.size } }).expect(200);
    expect((await as(alice.token).get('/api/cart/get_cart').expect(200)).body.cart.items).toEqual([expect.objectContaining({ productId: v.productId, quantity: 2 })]);
  });

  it('GET /api/cart/get_cart answers { cart: { items: [] } } for a new customer', async () => {
    const { token } = await signUpCustomer(t);
    const res = await as(token).get('/api/cart/get_cart').expect(200);
    expect(res.body.cart).toMatchObject({ items: [], itemCount: 0, subtotal: 0, total: 0 });
  });

  it('POST /api/cart/add_to_cart adds by _id or numeric id; no size means the default variant', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    const byUuid = await as(token).send('post', '/api/cart/add_to_cart', { productId: v.productId, quantity: 2, variant: { size: v.size, color: v.colour } }).expect(200);
    expect(byUuid.body.cart.items).toEqual([
      expect.objectContaining({ productId: v.productId, quantity: 2, variant: { size: v.size, color: v.colour }, price: v.priceCents / 100, subtotal: (v.priceCents * 2) / 100 }),
    ]);
    const byLegacy = await as(token).send('post', '/api/cart/add_to_cart', { productId: v.legacyId, quantity: 1, variant: { size: v.size } }).expect(200);
    expect(byLegacy.body.cart.items[0].quantity).toBe(3);

    const [firstInStock] = await t.db.query(
      `SELECT v.size FROM product_variant v JOIN product p ON p.id = v.product_id
        WHERE p.id = $1 AND v.colour = p.colours[1] AND v.stock_on_hand > v.stock_reserved
        ORDER BY array_position(ARRAY['S','M','L','XL','XXL'], v.size) LIMIT 1`,
      [v.productId],
    );
    const defaulted = await as(token).send('post', '/api/cart/add_to_cart', { productId: v.productId, variant: {} }).expect(200);
    const line = defaulted.body.cart.items.find((i: { variant: { size: string } }) => i.variant.size === firstInStock.size);
    expect(line).toBeDefined();
  });

  it('accepts the original spelling "Violent" and any letter case for colours and sizes', async () => {
    const { token } = await signUpCustomer(t);
    const [p] = await t.db.query(`SELECT id FROM product WHERE 'Violet' = ANY(colours) ORDER BY legacy_id LIMIT 1`);
    await t.db.query(`UPDATE product_variant SET stock_on_hand = 20 WHERE product_id = $1 AND colour = 'Violet' AND size = 'M'`, [p.id]);
    const res = await as(token).send('post', '/api/cart/add_to_cart', { productId: p.id, quantity: 1, variant: { size: 'm', color: 'VIOLENT' } }).expect(200);
    expect(res.body.cart.items[0].variant).toEqual({ size: 'M', color: 'Violet' });
  });

  it('PUT /api/cart/update_cart adds a line that is not there yet, sets quantities, and 0 removes', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 6 });
    // The product page's ADD TO CART: an update with quantity 1 and { size, color }, misspelt content type and all.
    const added = await as(token).send('put', '/api/cart/update_cart', { productId: v.productId, quantity: 1, variant: { size: v.size, color: v.colour } }, 'applications/json').expect(200);
    expect(added.body.cart.items).toEqual([expect.objectContaining({ productId: v.productId, quantity: 1 })]);
    const set = await as(token).send('put', '/api/cart/update_cart', { productId: v.productId, quantity: 4, variant: { size: v.size, color: v.colour } }).expect(200);
    expect(set.body.cart.items[0].quantity).toBe(4);
    const tooMany = await as(token).send('put', '/api/cart/update_cart', { productId: v.productId, quantity: 7, variant: { size: v.size, color: v.colour } }).expect(422);
    expect(tooMany.body).toMatchObject({ success: false, code: 'OUT_OF_STOCK', available: 6 });
    const gone = await as(token).send('put', '/api/cart/update_cart', { productId: v.productId, quantity: 0, variant: { size: v.size, color: v.colour } }).expect(200);
    expect(gone.body.cart.items).toEqual([]);
  });

  it('PUT /api/cart/update_cart also takes size and color beside the variant, as the original update sends them', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 6 });
    const res = await as(token).send('put', '/api/cart/update_cart', { productId: v.productId, quantity: 2, size: v.size.toLowerCase(), color: v.colour.toUpperCase() }).expect(200);
    expect(res.body.cart.items).toEqual([expect.objectContaining({ productId: v.productId, quantity: 2, variant: { size: v.size, color: v.colour } })]);
  });

  it('PUT /api/cart/update_cart sets, never adds up: five at once for a line not there yet leave one', async () => {
    const { token, id } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 20 });
    await as(token).get('/api/cart/get_cart').expect(200);
    // Another change to this cart is in flight; the five PUTs queue behind it and then run one by one.
    const busy = await holdInTransaction(t, 'SELECT id FROM cart WHERE customer_id = $1 FOR UPDATE', [id]);
    const puts = Array.from({ length: 5 }, () => as(token).send('put', '/api/cart/update_cart', { productId: v.productId, quantity: 1, variant: { size: v.size, color: v.colour } }, 'applications/json').then((r) => r));
    await waitForLockWaiters(t, 5);
    await busy.commit();
    expect((await Promise.all(puts)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await as(token).get('/api/cart/get_cart')).body.cart.items).toEqual([expect.objectContaining({ productId: v.productId, quantity: 1 })]);
  });

  it('DELETE /api/cart/remove_from_cart removes the product, its body carried by the DELETE', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    await as(token).send('post', '/api/cart/add_to_cart', { productId: v.productId, quantity: 1, variant: { size: v.size } }, 'applications/json').expect(200);
    const res = await as(token).send('delete', '/api/cart/remove_from_cart', { productId: v.productId }, 'applications/json').expect(200);
    expect(res.body.cart.items).toEqual([]);
  });

  it.each([
    [{ quantity: 1 }, 400, /productId is required/],
    [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }, 404, /could not find/],
    [{ productId: 999999, quantity: 1 }, 404, /could not find/],
    [{ productIdPLACEHOLDER: true, quantity: 'lots' }, 400, /quantity must be/],
    [{ productIdPLACEHOLDER: true, quantity: 1, variant: { size: 'XXXL' } }, 400, /size must be one of/],
    [{ productIdPLACEHOLDER: true, quantity: 1, variant: { size: 'M', color: 'Turquoise' } }, 400, /color must be one of/],
  ])('answers a bad add %j with %i and a message', async (body, status, message) => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    const { productIdPLACEHOLDER, ...rest } = body as Record<string, unknown>;
    const payload = productIdPLACEHOLDER ? { ...rest, productId: v.productId } : rest;
    const res = await as(token).send('post', '/api/cart/add_to_cart', payload);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(message) });
  });

  describe('POST /api/coupon/create', () => {
    it('validates without creating anything and ignores the client\'s discount', async () => {
      const before = (await t.db.query('SELECT count(*)::int AS n FROM promo_code'))[0].n;
      const valid = await t.http().post('/api/coupon/create').set('Content-Type', 'applications/json').send(JSON.stringify({ code: ' welcome10 ', discount: 99 })).expect(200);
      expect(valid.body).toMatchObject({ valid: true, discount: 10, code: 'WELCOME10', message: 'Promo applied: 10% off' });
      const invalid = await t.http().post('/api/coupon/create').send({ code: 'FREEMONEY', discount: 100 }).expect(200);
      expect(invalid.body).toMatchObject({ valid: false, reason: 'UNKNOWN', message: 'Invalid promo code.' });
      expect((await t.db.query('SELECT count(*)::int AS n FROM promo_code'))[0].n).toBe(before);
      const empty = await t.http().post('/api/coupon/create').send({ code: '  ' }).expect(400);
      expect(empty.body.message).toBe('Please enter a promo code.');
    });

    it('with a token, applies the code to that customer\'s cart', async () => {
      const { token } = await signUpCustomer(t);
      const v = await variantWithStock(t);
      await as(token).send('post', '/api/cart/add_to_cart', { productId: v.productId, quantity: 1, variant: { size: v.size } });
      const res = await as(token).send('post', '/api/coupon/create', { code: 'welcome10', discount: 5 }).expect(200);
      expect(res.body).toMatchObject({ valid: true, discount: 10 });
      const cart = await as(token).get('/api/cart/get_cart');
      expect(cart.body.cart).toMatchObject({ promoCode: 'WELCOME10', discount: { percent: 10, source: 'code' } });
    });
  });

  describe('from the original storefront on another origin, with credentials', () => {
    const ORIGIN = 'http://localhost:3000';

    it.each([
      ['GET', '/api/cart/get_cart'],
      ['POST', '/api/cart/add_to_cart'],
      ['PUT', '/api/cart/update_cart'],
      ['DELETE', '/api/cart/remove_from_cart'],
      ['POST', '/api/coupon/create'],
    ])('answers the preflight of %s %s with the origin echoed and credentials allowed', async (method, path) => {
      const res = await t.http().options(path).set('Origin', ORIGIN).set('Access-Control-Request-Method', method).set('Access-Control-Request-Headers', 'content-type,authorization');
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(res.headers['access-control-allow-methods']).toContain(method);
      expect(res.headers['access-control-allow-headers']?.toLowerCase()).toEqual(expect.stringContaining('authorization'));
      expect(res.headers['access-control-allow-headers']?.toLowerCase()).toEqual(expect.stringContaining('content-type'));
    });

    it('lets the page read every answer, a 401 included, and grants nothing to other origins', async () => {
      const { token } = await signUpCustomer(t);
      const v = await variantWithStock(t);
      const ok = await as(token).send('post', '/api/cart/add_to_cart', { productId: v.productId, quantity: 1, variant: {} }).set('Origin', ORIGIN).expect(200);
      expect(ok.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(ok.headers['access-control-allow-credentials']).toBe('true');
      const refused = await as(null).get('/api/cart/get_cart').set('Origin', ORIGIN).expect(401);
      expect(refused.headers['access-control-allow-origin']).toBe(ORIGIN);
      const foreign = await t.http().options('/api/cart/add_to_cart').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST');
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });
});
