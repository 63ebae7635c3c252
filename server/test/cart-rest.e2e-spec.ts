import { signUpCustomer } from './support/auth';
import { variantWithStock } from './support/cart';
import { holdInTransaction, waitForLockWaiters } from './support/locks';
import { startTestApp, type TestApp } from './support/test-app';

/** The cart and coupon calls exactly as the original storefront makes them (docs/SPEC.md §7, docs/DESIGN.md §9). */
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
    [{ productIdPLACEHOLDER: true, quantity: 'lots' }, 400, /^Quantity must be from 1 to 10\./],
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

  /** A product in the given number of colours, its stock set per colour and size (unlisted variants get 0). */
  async function productWith(colourCount: number, stock: (colour: string, size: string) => number, opts: { maxPriceCents?: number; minPriceCents?: number } = {}) {
    const [p] = await t.db.query(
      `SELECT p.id, p.legacy_id AS "legacyId", p.colours, p.price_cents AS "priceCents" FROM product p
        WHERE cardinality(p.colours) = $1 AND p.price_cents BETWEEN $2 AND $3
          AND NOT EXISTS (SELECT 1 FROM cart_line l JOIN product_variant v ON v.id = l.variant_id WHERE v.product_id = p.id)
        ORDER BY p.legacy_id LIMIT 1`,
      [colourCount, opts.minPriceCents ?? 0, opts.maxPriceCents ?? 1_000_000],
    );
    if (!p) throw new Error(`no product in ${colourCount} colours`);
    const variants: { id: string; colour: string; size: string }[] = await t.db.query(`SELECT id, colour, size FROM product_variant WHERE product_id = $1`, [p.id]);
    for (const v of variants) await t.db.query('UPDATE product_variant SET stock_on_hand = $2, stock_reserved = 0 WHERE id = $1', [v.id, stock(v.colour, v.size)]);
    return p as { id: string; legacyId: number; colours: string[]; priceCents: number };
  }

  /** What the original storefront keeps of a cart answer: productId → quantity, the last entry winning. */
  const originalMap = (cart: { items: { productId: string; quantity: number }[] }) => Object.fromEntries(cart.items.map((i) => [i.productId, i.quantity]));
  const lineSummary = (cart: { lines: { variant: { size: string; color: string }; quantity: number }[] }) =>
    cart.lines.map((l) => `${l.variant.size}/${l.variant.color}×${l.quantity}`).sort();

  describe("the original storefront's cart page: + and − send update_cart with variant {}", () => {
    it('changes the line the cart already has instead of adding a hidden default-variant line', async () => {
      const { token } = await signUpCustomer(t);
      const p = await productWith(1, () => 10);
      const colour = p.colours[0];
      // The product page added size L; S, the default variant, is in stock too.
      await as(token).send('put', '/api/cart/update_cart', { productId: p.id, quantity: 1, variant: { size: 'L', color: colour } }).expect(200);
      const plus = await as(token).send('put', '/api/cart/update_cart', { productId: p.id, quantity: 2, variant: {} }).expect(200);
      expect(lineSummary(plus.body.cart)).toEqual([`L/${colour}×2`]);
      expect(originalMap(plus.body.cart)).toEqual({ [p.id]: 2 });
      const minus = await as(token).send('put', '/api/cart/update_cart', { productId: p.id, quantity: 1, variant: {} }).expect(200);
      expect(lineSummary(minus.body.cart)).toEqual([`L/${colour}×1`]);
      const gone = await as(token).send('put', '/api/cart/update_cart', { productId: p.id, quantity: 0, variant: {} }).expect(200);
      expect(gone.body.cart.lines).toEqual([]);
      // A product not in the cart yet still gets its default variant.
      const added = await as(token).send('put', '/api/cart/update_cart', { productId: p.id, quantity: 1, variant: {} }).expect(200);
      expect(lineSummary(added.body.cart)).toEqual([`S/${colour}×1`]);
    });

    it('with several lines of the product, moves the total the page shows, changing the most recently changed line', async () => {
      const { token } = await signUpCustomer(t);
      const p = await productWith(1, () => 10);
      const colour = p.colours[0];
      await as(token).send('put', '/api/cart/update_cart', { productId: p.id, quantity: 1, variant: { size: 'M', color: colour } }).expect(200);
      await as(token).send('put', '/api/cart/update_cart', { productId: p.id, quantity: 2, variant: { size: 'L', color: colour } }).expect(200);
      const plus = await as(token).send('put', '/api/cart/update_cart', { productId: p.id, quantity: 4, variant: {} }).expect(200);
      expect(lineSummary(plus.body.cart)).toEqual([`L/${colour}×3`, `M/${colour}×1`]);
      expect(originalMap(plus.body.cart)).toEqual({ [p.id]: 4 });
      // Down to 1: the 3 of L go first (the line last changed), then M is what is left.
      const minus = await as(token).send('put', '/api/cart/update_cart', { productId: p.id, quantity: 1, variant: {} }).expect(200);
      expect(lineSummary(minus.body.cart)).toEqual([`M/${colour}×1`]);
      expect(minus.body.cart.itemCount).toBe(1);
    });

    it("keeps each line's stock and maximum: a + the line cannot take is refused and changes nothing", async () => {
      const { token } = await signUpCustomer(t);
      const p = await productWith(1, (_c, size) => (size === 'L' ? 2 : 10));
      const colour = p.colours[0];
      await as(token).send('put', '/api/cart/update_cart', { productId: p.id, quantity: 2, variant: { size: 'L', color: colour } }).expect(200);
      const refused = await as(token).send('put', '/api/cart/update_cart', { productId: p.id, quantity: 3, variant: {} }).expect(422);
      expect(refused.body).toMatchObject({ success: false, code: 'OUT_OF_STOCK', available: 2 });
      expect(lineSummary((await as(token).get('/api/cart/get_cart').expect(200)).body.cart)).toEqual([`L/${colour}×2`]);
    });
  });

  it('answers one entry per product with the quantities of its lines summed, and every line beside', async () => {
    const { token } = await signUpCustomer(t);
    const p = await productWith(1, () => 10);
    const other = await variantWithStock(t);
    const colour = p.colours[0];
    await as(token).send('post', '/api/cart/add_to_cart', { productId: p.id, quantity: 1, variant: { size: 'M', color: colour } }).expect(200);
    await as(token).send('post', '/api/cart/add_to_cart', { productId: other.productId, quantity: 1, variant: { size: other.size } }).expect(200);
    await as(token).send('post', '/api/cart/add_to_cart', { productId: p.id, quantity: 2, variant: { size: 'XL', color: colour } }).expect(200);
    const { cart } = (await as(token).get('/api/cart/get_cart').expect(200)).body;
    expect(cart.items.map((i: { productId: string }) => i.productId)).toEqual([p.id, other.productId]);
    expect(originalMap(cart)).toEqual({ [p.id]: 3, [other.productId]: 1 });
    expect(cart.items[0]).toMatchObject({ quantity: 3, price: p.priceCents / 100, subtotal: (3 * p.priceCents) / 100, variant: { size: 'XL', color: colour } });
    expect(cart.items[0].lines.map((l: { variant: { size: string }; quantity: number }) => `${l.variant.size}×${l.quantity}`)).toEqual(['M×1', 'XL×2']);
    expect(lineSummary(cart)).toEqual([`M/${colour}×1`, `XL/${colour}×2`, `${other.size}/${other.colour}×1`].sort());
    // The item count and subtotal the original computes from its map agree with the server's.
    expect(Object.values(originalMap(cart)).reduce((a, b) => a + b, 0)).toBe(cart.itemCount);
  });

  describe('colours and sizes the original offers that a product may not have', () => {
    it('adds a colour the product does not come in as its default colour, and says so', async () => {
      const { token } = await signUpCustomer(t);
      const p = await productWith(1, () => 10);
      const missing = ['Green', 'Yellow', 'Violet', 'Red', 'Black', 'Orange', 'Pink'].find((c) => !p.colours.includes(c))!;
      const added = await as(token).send('post', '/api/cart/add_to_cart', { productId: p.id, quantity: 1, variant: { size: 'M', color: missing } }).expect(200);
      expect(added.body.added).toEqual({ productId: p.id, size: 'M', color: p.colours[0], quantity: 1 });
      expect(added.body.message).toBe(`This product does not come in ${missing}: added ${p.colours[0]} instead.`);
      expect(lineSummary(added.body.cart)).toEqual([`M/${p.colours[0]}×1`]);
      // The product page's ADD TO CART (update_cart with size and colour) likewise; 'Violent' is a colour too.
      const page = await as(token).send('put', '/api/cart/update_cart', { productId: p.id, quantity: 1, variant: { size: 'L', color: missing === 'Violet' ? 'Violent' : missing } }).expect(200);
      expect(page.body.added).toMatchObject({ size: 'L', color: p.colours[0] });
      expect(lineSummary(page.body.cart)).toEqual([`L/${p.colours[0]}×1`, `M/${p.colours[0]}×1`]);
    });

    it("takes another colour that has the size in stock when the default colour's is sold out", async () => {
      const { token } = await signUpCustomer(t);
      const p = await productWith(2, () => 5);
      await t.db.query(`UPDATE product_variant SET stock_on_hand = 0 WHERE product_id = $1 AND colour = $2 AND size = 'M'`, [p.id, p.colours[0]]);
      const missing = ['Green', 'Yellow', 'Violet', 'Red', 'Black', 'Orange', 'Pink'].find((c) => !p.colours.includes(c))!;
      const added = await as(token).send('post', '/api/cart/add_to_cart', { productId: p.id, quantity: 1, variant: { size: 'M', color: missing } }).expect(200);
      expect(added.body.added).toMatchObject({ size: 'M', color: p.colours[1] });
    });

    it('adds an in-stock variant when the default variant is sold out and no variant is named', async () => {
      const { token } = await signUpCustomer(t);
      const p = await productWith(2, () => 4);
      // Every size of the default colour sold out: the card's add used to be refused.
      await t.db.query(`UPDATE product_variant SET stock_on_hand = 0 WHERE product_id = $1 AND colour = $2`, [p.id, p.colours[0]]);
      const added = await as(token).send('post', '/api/cart/add_to_cart', { productId: p.id, variant: {} }).expect(200);
      expect(added.body.added).toEqual({ productId: p.id, size: 'S', color: p.colours[1], quantity: 1 });
      expect(lineSummary(added.body.cart)).toEqual([`S/${p.colours[1]}×1`]);
      // Nothing left anywhere: refused, naming the default variant.
      await t.db.query(`UPDATE product_variant SET stock_on_hand = 0 WHERE product_id = $1`, [p.id]);
      const { token: other } = await signUpCustomer(t);
      const refused = await as(other).send('post', '/api/cart/add_to_cart', { productId: p.id, variant: {} }).expect(422);
      expect(refused.body).toMatchObject({ code: 'OUT_OF_STOCK', message: expect.stringContaining(`(S, ${p.colours[0]})`) });
    });
  });

  describe('POST /api/coupon/create', () => {
    const ORIGIN = 'http://localhost:3000';
    /** The original's coupon call: no token, credentials (the cookie jar's cookies), misspelt content type. */
    const couponCall = (code: string, cookie?: string, origin = ORIGIN) => {
      const req = t.http().post('/api/coupon/create').set('Origin', origin).set('Content-Type', 'applications/json');
      if (cookie) req.set('Cookie', cookie);
      return req.send(JSON.stringify({ code, discount: 5 }));
    };
    /** The cookie the original's credentialed cart calls leave in the browser. */
    const cartCookie = async (token: string) => {
      const res = await as(token).get('/api/cart/get_cart').set('Origin', ORIGIN).expect(200);
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('kapor_legacy_cart='));
      if (!cookie) throw new Error('no cart cookie');
      return { header: cookie.split(';')[0], attributes: cookie };
    };

    it('creates nothing, ignores the client\'s discount, and without a cart calls no existing code valid', async () => {
      const before = (await t.db.query('SELECT count(*)::int AS n FROM promo_code'))[0].n;
      // KAPOR20 needs a subtotal of $100 and WELCOME10 is once per customer: neither can be judged without a cart.
      for (const code of [' kapor20 ', 'WELCOME10']) {
        const res = await couponCall(code).expect(200);
        expect(res.body).toMatchObject({ valid: false, discount: 5, code: code.trim().toUpperCase(), reason: 'CART_UNKNOWN' });
      }
      const invalid = await couponCall('FREEMONEY').expect(200);
      expect(invalid.body).toMatchObject({ valid: false, reason: 'UNKNOWN', message: 'Invalid promo code.' });
      const expired = await couponCall('SUMMER25').expect(200);
      expect(expired.body).toMatchObject({ valid: false, reason: 'EXPIRED' });
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

    it("without a token, judges the code against the cart the cart calls' cookie names, and applies it there", async () => {
      const { token } = await signUpCustomer(t);
      const cookie = await cartCookie(token);
      // An empty cart: WELCOME10 has no minimum, so it applies, and says how much it will give.
      expect((await couponCall('welcome10', cookie.header).expect(200)).body).toMatchObject({ valid: true, discount: 10, message: 'Promo applied: 10% off' });
      expect(cookie.attributes).toMatch(/; HttpOnly/i);
      expect(cookie.attributes).toMatch(/; Path=\/api/i);
      expect(cookie.attributes).toMatch(/; SameSite=Lax/i);
      // A $22 cart: KAPOR20's minimum is checked, not waved through.
      const cheap = await variantWithStock(t, { minPriceCents: 1000, maxPriceCents: 3000 });
      await as(token).send('post', '/api/cart/add_to_cart', { productId: cheap.productId, quantity: 1, variant: { size: cheap.size } }).expect(200);
      const tooSmall = await couponCall('KAPOR20', cookie.header).expect(200);
      expect(tooSmall.body).toMatchObject({ valid: false, discount: 5, reason: 'MINIMUM_NOT_MET', message: expect.stringContaining('$100.00') });
      // Refused, it changes nothing: the cart keeps the code it had.
      expect((await as(token).get('/api/cart/get_cart')).body.cart).toMatchObject({ promoCode: 'WELCOME10', discount: { source: 'code', percent: 10 } });

      const dear = await variantWithStock(t, { minPriceCents: 5000, exclude: [cheap.variantId] });
      await as(token).send('post', '/api/cart/add_to_cart', { productId: dear.productId, quantity: 2, variant: { size: dear.size } }).expect(200);
      const applied = await couponCall('kapor20', cookie.header).expect(200);
      expect(applied.body).toMatchObject({ valid: true, discount: 20, code: 'KAPOR20', message: 'Promo applied: 20% off' });
      expect((await as(token).get('/api/cart/get_cart')).body.cart).toMatchObject({ promoCode: 'KAPOR20', discount: { source: 'code', percent: 20 } });
    });

    it('honours the cookie only from an allowed origin, genuine and unexpired', async () => {
      const { token, id } = await signUpCustomer(t);
      const v = await variantWithStock(t);
      await as(token).send('post', '/api/cart/add_to_cart', { productId: v.productId, quantity: 1, variant: { size: v.size } }).expect(200);
      const cookie = await cartCookie(token);
      const fromElsewhere = await couponCall('WELCOME10', cookie.header, 'https://evil.example').expect(200);
      expect(fromElsewhere.body).toMatchObject({ valid: false, reason: 'CART_UNKNOWN' });
      // A Host header that is no address cannot turn the origin check into a crash.
      const oddHost = await couponCall('WELCOME10', cookie.header, 'https://evil.example').set('Host', 'not a host').expect(200);
      expect(oddHost.body).toMatchObject({ valid: false, reason: 'CART_UNKNOWN' });
      const [, expires, signature] = cookie.header.split('=')[1].split('.');
      const { id: otherId } = await signUpCustomer(t);
      const forged = [
        `kapor_legacy_cart=${otherId}.${expires}.${signature}`,
        `kapor_legacy_cart=${id}.${Number(expires) + 1}.${signature}`,
        `kapor_legacy_cart=${id}.${expires}.`,
        `kapor_legacy_cart=%E0%A4%A`,
      ];
      for (const header of forged) expect((await couponCall('WELCOME10', header).expect(200)).body).toMatchObject({ valid: false, reason: 'CART_UNKNOWN' });
      expect((await as(token).get('/api/cart/get_cart')).body.cart.promoCode).toBeNull();
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
