import type { Test } from 'supertest';
import { uniqueEmail } from './support/auth';
import { deliveryDetails, parseReturnForm } from './support/checkout';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The original storefront (docs/SPEC.md §7, docs/DESIGN.md §9) running on its own origin, replayed call by call as its
 * pages make them: credentials on every call, its misspelt content type, `variant: {}` from the cart page's
 * + and −, the coupon call without its token, the gateway's return and the 303 back to its own
 * /payment/success/:tranId. The purchase must end with the lines, discount and total its pages showed.
 */
describe('the original storefront on another origin, a whole purchase', () => {
  const ORIGIN = 'http://localhost:3000';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: ORIGIN });
  });
  afterAll(() => t.close());

  /** The link in the mail the shop sent to `email` (no SMTP server here: the development outbox keeps it). */
  async function mailedLink(email: string): Promise<string> {
    const until = Date.now() + 20_000;
    for (;;) {
      const [mail] = await t.db.query(`SELECT text FROM mail_outbox WHERE recipient = $1`, [email]);
      if (mail) return /https?:\/\/\S+\?token=\S+/.exec(mail.text)![0];
      if (Date.now() > until) throw new Error(`no mail to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** The browser's cookie jar for the API's address: what Set-Cookie left, sent back with credentials. */
  const jar = new Map<string, string>();

  /**
   * One call as the browser makes it for the page: the preflight first where one is due, the Origin and the
   * jar's cookies, and the answer readable by the page only if CORS allows this origin with credentials.
   */
  async function call(method: 'get' | 'post' | 'put' | 'delete', path: string, options: { token?: string; body?: object; contentType?: string } = {}) {
    if (method !== 'get' || options.token) {
      const preflight = await t
        .http()
        .options(path)
        .set('Origin', ORIGIN)
        .set('Access-Control-Request-Method', method.toUpperCase())
        .set('Access-Control-Request-Headers', options.token ? 'authorization,content-type' : 'content-type');
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    }
    let req: Test = t.http()[method](path).set('Origin', ORIGIN);
    if (options.token) req = req.set('Authorization', `Bearer ${options.token}`);
    if (jar.size > 0) req = req.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    if (options.body) req = req.set('Content-Type', options.contentType ?? 'application/json').send(JSON.stringify(options.body));
    const res = await req;
    for (const cookie of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const [pair] = cookie.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    return res;
  }

  it('signs up, fills the cart as its pages do, applies KAPOR20 without a token, pays, and lands on its own success page', async () => {
    // Two products at round prices, so the page's float arithmetic and the server's cents agree to the cent.
    const [a] = await t.db.query(`SELECT id, colours FROM product WHERE cardinality(colours) = 1 ORDER BY legacy_id LIMIT 1`);
    const [b] = await t.db.query(`SELECT id, colours FROM product WHERE cardinality(colours) = 2 ORDER BY legacy_id LIMIT 1`);
    await t.db.query(`UPDATE product SET price_cents = CASE id WHEN $1 THEN 4500 ELSE 3000 END WHERE id IN ($1, $2)`, [a.id, b.id]);
    await t.db.query(`UPDATE product_variant SET stock_on_hand = 10, stock_reserved = 0 WHERE product_id IN ($1, $2)`, [a.id, b.id]);
    // B's default variant is sold out in every size.
    await t.db.query(`UPDATE product_variant SET stock_on_hand = 0 WHERE product_id = $1 AND colour = $2`, [b.id, b.colours[0]]);

    // Sign-up: its page shows the message of a sign-up that did not succeed yet. The shopper follows the mailed
    // link (this shop's page: the original has none), then logs in on the original; the token goes to localStorage.
    const email = uniqueEmail('original');
    const signUp = await call('post', '/api/users/signup', { body: { name: 'Rafi Original', email, password: 'original storefront' }, contentType: 'applications/json' });
    expect(signUp.status).toBe(202);
    expect(signUp.body).toEqual({ success: false, message: expect.stringContaining('check your inbox') });
    const link = await mailedLink(email);
    expect(link.startsWith(`${t.baseUrl}/confirm-account?token=`)).toBe(true);
    const opened = await t.gql(`mutation($t: String!) { confirmSignUp(token: $t) { __typename } }`, { t: new URL(link).searchParams.get('token') });
    expect(opened.data!.confirmSignUp.__typename).toBe('AuthPayload');
    const login = await call('post', '/api/users/login', { body: { email, password: 'original storefront' } });
    expect(login.body).toMatchObject({ success: true, token: expect.any(String) });
    const token: string = login.body.token;

    // Start: all products, and the cart with the saved token.
    const products: { _id: string; name: string; image: string; new_price: number }[] = (await call('get', '/api/product/all_products')).body;
    const productA = products.find((p) => p._id === a.id)!;
    const productB = products.find((p) => p._id === b.id)!;
    expect((await call('get', '/api/cart/get_cart', { token })).body.cart.items).toEqual([]);

    // Every picture it shows loads on its origin.
    for (const product of [productA, productB]) {
      const picture = await t.http().get(new URL(product.image).pathname).set('Origin', ORIGIN).expect(200);
      expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }

    // Product page of A: size M in a colour A does not come in (it offers all seven); ADD TO CART is an update.
    const colourA: string = a.colours[0];
    const notOffered = ['Violent', 'Pink', 'Green'].find((c) => c.replace('Violent', 'Violet') !== colourA)!;
    const first = await call('put', '/api/cart/update_cart', { token, body: { productId: productA._id, quantity: 1, variant: { size: 'M', color: notOffered } } });
    expect(first.status).toBe(200);
    expect(first.body.added).toMatchObject({ size: 'M', color: colourA });
    // A card's add to cart for B: no variant, and B's default variant is sold out.
    const second = await call('post', '/api/cart/add_to_cart', { token, body: { productId: productB._id, quantity: 1, variant: {} } });
    expect(second.status).toBe(200);
    expect(second.body.added).toMatchObject({ color: b.colours[1] });
    // Product page of A again, size L.
    expect((await call('put', '/api/cart/update_cart', { token, body: { productId: productA._id, quantity: 1, variant: { size: 'L', color: colourA } } })).status).toBe(200);

    // The cart page: its map productId → quantity from the answer, + on A and + on B (variant {}).
    const map = (res: { body: { cart: { items: { productId: string; quantity: number }[] } } }) => Object.fromEntries(res.body.cart.items.map((i) => [i.productId, i.quantity]));
    let cart = await call('get', '/api/cart/get_cart', { token });
    expect(map(cart)).toEqual({ [a.id]: 2, [b.id]: 1 });
    cart = await call('put', '/api/cart/update_cart', { token, body: { productId: a.id, quantity: map(cart)[a.id] + 1, variant: {} } });
    cart = await call('put', '/api/cart/update_cart', { token, body: { productId: b.id, quantity: map(cart)[b.id] + 1, variant: {} } });
    cart = await call('put', '/api/cart/update_cart', { token, body: { productId: b.id, quantity: map(cart)[b.id] + 1, variant: {} } });
    cart = await call('put', '/api/cart/update_cart', { token, body: { productId: b.id, quantity: map(cart)[b.id] - 1, variant: {} } });
    const shownQuantities = map(cart);
    expect(shownQuantities).toEqual({ [a.id]: 3, [b.id]: 2 });

    // The promo box: no token on this call. The page's totals: subtotal from its map, less the percent.
    const coupon = await call('post', '/api/coupon/create', { body: { code: ' kapor20 ', discount: 5 }, contentType: 'applications/json' });
    expect(coupon.body).toMatchObject({ valid: true, discount: 20 });
    const shownSubtotal = products.filter((p) => shownQuantities[p._id]).reduce((sum, p) => sum + p.new_price * shownQuantities[p._id], 0);
    const shownDiscount = (shownSubtotal * coupon.body.discount) / 100;
    const shownTotal = shownSubtotal - shownDiscount;
    expect([shownSubtotal, shownDiscount, shownTotal]).toEqual([195, 39, 156]);

    // Confirm Order: its own lines and total ride along (and are ignored); then to the gateway's page.
    const orderedItems = products.filter((p) => shownQuantities[p._id]).map((p) => ({ id: p._id, name: p.name, quantity: shownQuantities[p._id], price: p.new_price, subtotal: p.new_price * shownQuantities[p._id] }));
    const placed = await call('post', '/api/order/place_order', { token, body: { customerData: deliveryDetails({ email }), orderedItems, total: shownTotal } });
    expect(placed.status).toBe(201);
    const tranId: string = placed.body.tran_id;
    const gateway = new URL(placed.body.url);
    const page = await t.http().get(gateway.pathname).expect(200);
    expect(page.text).toContain('Pay $156.00');

    // Pay; the gateway's return page posts back to the shop, whose 303 leads to the storefront's origin.
    const paid = await t.http().post(gateway.pathname).type('form').send({ choice: 'pay' }).expect(200);
    const formAction = /form-action ([^;]+)/.exec(paid.headers['content-security-policy'])?.[1].split(' ') ?? [];
    expect(formAction).toEqual(expect.arrayContaining([new URL(t.baseUrl).origin, ORIGIN]));
    const form = parseReturnForm(paid.text);
    const back = await t.http().post(new URL(form.action).pathname).type('form').send(form.fields).expect(303);
    expect(back.headers.location).toBe(`${ORIGIN}/payment/success/${tranId}`);

    // The success page's call (its base already ends in /api), without a token.
    expect((await call('get', `/api/api/order/payment/redirect-success/${tranId}`)).body).toMatchObject({ success: true, tran_id: tranId });

    // The order is paid, with the lines, discount and total the pages showed; the cart is empty again.
    const [order] = await t.db.query(`SELECT status, subtotal_cents, discount_percent, discount_cents, shipping_cents, total_cents FROM customer_order WHERE tran_id = $1`, [tranId]);
    expect(order).toEqual({ status: 'PAID', subtotal_cents: 19500, discount_percent: 20, discount_cents: 3900, shipping_cents: 0, total_cents: 15600 });
    const lines: { product_id: string; quantity: number }[] = await t.db.query(
      `SELECT v.product_id, sum(l.quantity)::int AS quantity FROM order_line l JOIN customer_order o ON o.id = l.order_id
         JOIN product_variant v ON v.id = l.variant_id WHERE o.tran_id = $1 GROUP BY v.product_id`,
      [tranId],
    );
    expect(Object.fromEntries(lines.map((l) => [l.product_id, l.quantity]))).toEqual(shownQuantities);
    expect((await call('get', '/api/cart/get_cart', { token })).body.cart.items).toEqual([]);
  });

  it('keeps same-origin resource policy on everything but pictures', async () => {
    const res = await t.http().get('/api/product/all_products').set('Origin', ORIGIN).expect(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    const art = await t.http().get('/images/art/hero.svg').set('Origin', ORIGIN).expect(200);
    expect(art.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
