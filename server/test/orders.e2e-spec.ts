import { OrderPaymentsService } from '../src/orders/order-payments.service';
import { LOGIN_MUTATION, signUpCustomer } from './support/auth';
import { APPLY_PROMO, CART, variantWithStock } from './support/cart';
import { addToCart, deliveryDetails, ORDER, placeOrder, payOnSandbox, stockOf } from './support/checkout';
import { countStatements } from './support/sql-counter';
import { startTestApp, type TestApp } from './support/test-app';

describe('checkout and payment with the sandbox gateway over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ MAX_LINE_QUANTITY: '50' });
  });
  afterAll(() => t.close());

  const counts = async () => (await t.db.query(`SELECT (SELECT count(*) FROM customer_order)::int AS orders, (SELECT coalesce(sum(stock_reserved), 0) FROM product_variant)::int AS reserved`))[0];

  it('completes a purchase: cart, order, Pay, validation, PAID; the cart empties and the stock is sold', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 10 });
    const cart = await addToCart(t, token, v, 2);
    const session = await placeOrder(t, token);
    expect(session.__typename).toBe('PaymentSession');
    expect(session.url).toMatch(/\/sandbox-gateway\/pay\/[A-F0-9]+$/);
    expect(session.order).toMatchObject({ status: 'PENDING_PAYMENT', total: { amount: cart.total.amount }, lines: [{ sku: v.sku, quantity: 2, unitPrice: { amount: v.priceCents }, productName: v.name, size: v.size }] });
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: 10, reserved: 2 });

    const back = await payOnSandbox(t, session.url, 'pay');
    expect(back.status).toBe(303);
    expect(back.location).toBe(`${t.baseUrl}/payment/success/${session.tranId}`);

    const order = (await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order;
    expect(order).toMatchObject({ status: 'PAID', paymentOnHold: false, total: { amount: cart.total.amount, currency: 'USD' } });
    expect(order.paidAt).toBeTruthy();
    expect(order.timeline.map((e: { status: string }) => e.status)).toEqual(['PENDING_PAYMENT', 'PAID']);
    expect((await t.gql(CART, undefined, token)).data!.cart.lines).toEqual([]);
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: 8, reserved: 0 });
    const payments = await t.db.query(`SELECT accepted FROM payment p JOIN customer_order o ON o.id = p.order_id WHERE o.tran_id = $1`, [session.tranId]);
    expect(payments).toEqual([{ accepted: true }]);
  });

  it.each([
    ['fail', 'PAYMENT_FAILED'],
    ['cancel', 'CANCELLED'],
  ] as const)('on %s: %s, stock released, cart kept, shopper sent to the fail page', async (choice, status) => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 10 });
    await addToCart(t, token, v, 3);
    const session = await placeOrder(t, token);
    const back = await payOnSandbox(t, session.url, choice);
    expect(back.location).toBe(`${t.baseUrl}/payment/fail/${session.tranId}`);
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe(status);
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: 10, reserved: 0 });
    expect((await t.gql(CART, undefined, token)).data!.cart.lines[0].quantity).toBe(3);

    // Trying again is a new order, and it goes through.
    const retry = await placeOrder(t, token);
    expect(retry.tranId).not.toBe(session.tranId);
    await payOnSandbox(t, retry.url, 'pay');
    expect((await t.gql(ORDER, { tranId: retry.tranId }, token)).data!.order.status).toBe('PAID');
  });

  it('expires unpaid orders after the window and frees their stock and code', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 5 });
    await addToCart(t, token, v, 2);
    await t.gql(APPLY_PROMO, { code: 'WELCOME10' }, token);
    const session = await placeOrder(t, token);
    const held = (await t.db.query(`SELECT times_held FROM promo_code WHERE code = 'WELCOME10'`))[0].times_held;
    await t.db.query(`UPDATE customer_order SET expires_at = now() - interval '1 second' WHERE tran_id = $1`, [session.tranId]);
    expect(await t.app.get(OrderPaymentsService).expireOverdue()).toBeGreaterThanOrEqual(1);
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('EXPIRED');
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: 5, reserved: 0 });
    expect((await t.db.query(`SELECT times_held FROM promo_code WHERE code = 'WELCOME10'`))[0].times_held).toBe(held - 1);
    // A late browser return cannot revive it.
    await payOnSandbox(t, session.url, 'pay');
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('EXPIRED');
  });

  describe('what never marks an order paid', () => {
    let token: string;
    let tranId: string;
    let total: number;
    beforeEach(async () => {
      ({ token } = await signUpCustomer(t));
      const v = await variantWithStock(t);
      await addToCart(t, token, v);
      const session = await placeOrder(t, token);
      tranId = session.tranId;
      total = session.order.total.amount;
    });
    const status = async () => (await t.gql(ORDER, { tranId }, token)).data!.order.status;
    const forged = () => ({ tran_id: tranId, val_id: 'FORGED-VAL-ID', status: 'VALID', amount: (total / 100).toFixed(2), currency: 'USD', risk_level: '0' });

    it('a forged success return', async () => {
      const res = await t.http().post('/api/payment/success').type('form').send(forged());
      expect(res.status).toBe(303);
      expect(res.headers.location).toMatch(/\/payment\/fail\//);
      expect(await status()).toBe('PENDING_PAYMENT');
    });

    it('a forged IPN', async () => {
      await t.http().post('/api/payment/ipn').type('form').send(forged()).expect(200);
      expect(await status()).toBe('PENDING_PAYMENT');
      expect((await t.db.query(`SELECT count(*)::int AS n FROM payment`))[0].n).toBeGreaterThanOrEqual(0);
      expect((await t.db.query(`SELECT count(*)::int AS n FROM payment WHERE val_id = 'FORGED-VAL-ID'`))[0].n).toBe(0);
    });

    it('the success page\'s redirect-success call on its own', async () => {
      const res = await t.http().get(`/api/order/payment/redirect-success/${tranId}`).expect(200);
      expect(res.body).toMatchObject({ status: 'PENDING_PAYMENT', paid: false });
      await t.http().get(`/api/api/order/payment/redirect-success/${tranId}`).expect(200);
      expect(await status()).toBe('PENDING_PAYMENT');
    });

    it('a forged fail return cannot end an order the gateway knows nothing about', async () => {
      await t.http().post('/api/payment/fail').type('form').send({ tran_id: tranId, status: 'FAILED' }).expect(303);
      expect(await status()).toBe('PENDING_PAYMENT');
    });
  });

  it('gives exactly five of twenty concurrent checkouts a variant with stock five, never below zero', async () => {
    const v = await variantWithStock(t, { setStock: 5 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => signUpCustomer(t)));
    for (const s of shoppers) await addToCart(t, s.token, v, 1);
    const results = await Promise.all(shoppers.map((s) => placeOrder(t, s.token)));
    const kinds = results.map((r) => r.__typename);
    expect(kinds.filter((k) => k === 'PaymentSession')).toHaveLength(5);
    expect(kinds.filter((k) => k === 'InsufficientStockError')).toHaveLength(15);
    expect(results.find((r) => r.__typename === 'InsufficientStockError').lines[0]).toMatchObject({ sku: v.sku, requested: 1 });
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: 5, reserved: 5 });
  });

  it('redeems a limit-1 code once when ten shoppers check out with it at once', async () => {
    await t.db.query(`UPDATE promo_code SET times_redeemed = 0, times_held = 0 WHERE code = 'FLASH50'`);
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => signUpCustomer(t)));
    const v = await variantWithStock(t, { setStock: 100 });
    for (const s of shoppers) {
      await addToCart(t, s.token, v, 1);
      expect((await t.gql(APPLY_PROMO, { code: 'FLASH50' }, s.token)).data!.applyPromo.__typename).toBe('Cart');
    }
    const results = await Promise.all(shoppers.map((s) => placeOrder(t, s.token)));
    const placed = results.filter((r) => r.__typename === 'PaymentSession');
    expect(placed).toHaveLength(1);
    expect(results.filter((r) => r.__typename === 'InvalidPromoCodeError').every((r) => r.reason === 'LIMIT_REACHED')).toBe(true);
    await payOnSandbox(t, placed[0].url, 'pay');
    expect((await t.db.query(`SELECT times_redeemed, times_held FROM promo_code WHERE code = 'FLASH50'`))[0]).toEqual({ times_redeemed: 1, times_held: 0 });
  });

  it('creates one order for the same idempotency key sent twenty times at once, and refuses the key for another order', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 50 });
    await addToCart(t, token, v, 1);
    const key = `checkout-${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(t, token, key)));
    expect(new Set(results.map((r) => r.tranId)).size).toBe(1);
    expect(new Set(results.map((r) => r.url)).size).toBe(1);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM customer_order WHERE idempotency_key = $1`, [key]))[0].n).toBe(1);
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: 50, reserved: 1 });

    const other = await placeOrder(t, token, key, { address: 'Somewhere else entirely 42' });
    expect(other).toMatchObject({ __typename: 'IdempotencyKeyReusedError', code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('holds a payment the gateway flags as risky instead of marking it paid', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 5 });
    await addToCart(t, token, v);
    const session = await placeOrder(t, token);
    const back = await payOnSandbox(t, session.url, 'risky');
    expect(back.location).toMatch(/\/payment\/success\//);
    const order = (await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order;
    expect(order).toMatchObject({ status: 'PENDING_PAYMENT', paymentOnHold: true });
    await t.db.query(`UPDATE customer_order SET expires_at = now() - interval '1 second' WHERE tran_id = $1`, [session.tranId]);
    await t.app.get(OrderPaymentsService).expireOverdue();
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PENDING_PAYMENT');
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: 5, reserved: 1 });
  });

  it("answers another customer's order exactly like a missing one", async () => {
    const alice = await signUpCustomer(t);
    const bob = await signUpCustomer(t);
    const v = await variantWithStock(t);
    await addToCart(t, alice.token, v);
    const session = await placeOrder(t, alice.token);
    const stolen = await t.gql(ORDER, { tranId: session.tranId }, bob.token);
    const missing = await t.gql(ORDER, { tranId: 'KPR-000000-NOSUCHORDER00000' }, bob.token);
    expect(stolen).toEqual(missing);
    expect(stolen.data!.order).toBeNull();
    const mine = await t.gql(`{ myOrders { totalItems items { tranId } } }`, undefined, bob.token);
    expect(mine.data!.myOrders).toEqual({ totalItems: 0, items: [] });

    const track = `query($tranId: String!, $email: String!) { trackOrder(tranId: $tranId, email: $email) { tranId status timeline { status } } }`;
    expect((await t.gql(track, { tranId: session.tranId, email: 'someone@else.com' })).data!.trackOrder).toBeNull();
    expect((await t.gql(track, { tranId: session.tranId, email: 'NADIA@example.com' })).data!.trackOrder).toMatchObject({ tranId: session.tranId, status: 'PENDING_PAYMENT' });
  });

  it('lists my orders newest first', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 20 });
    await addToCart(t, token, v);
    const first = await placeOrder(t, token);
    const second = await placeOrder(t, token);
    const list = (await t.gql(`{ myOrders(pageSize: 5) { totalItems items { tranId status lines { sku } } } }`, undefined, token)).data!.myOrders;
    expect(list.totalItems).toBe(2);
    expect(list.items.map((o: { tranId: string }) => o.tranId)).toEqual([second.tranId, first.tranId]);
  });

  it('names every invalid delivery field and writes nothing', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    await addToCart(t, token, v);
    const before = await counts();
    const res = await placeOrder(t, token, undefined, {
      fullName: '',
      phone: 'abc',
      email: 'nope',
      country: 'Atlantis',
      city: '',
      state: ' ',
      zip: '#',
      address: '',
      deliveryDate: '2020-01-01',
      deliveryRoute: '',
      paymentMethod: 'cod',
      termsAccepted: false,
    });
    expect(res.__typename).toBe('ValidationError');
    expect(res.fields.map((f: { field: string }) => f.field).sort()).toEqual(
      ['address', 'city', 'country', 'deliveryDate', 'deliveryRoute', 'email', 'fullName', 'paymentMethod', 'phone', 'state', 'termsAccepted', 'zip'].sort(),
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses to check out an empty cart', async () => {
    const { token } = await signUpCustomer(t);
    expect(await placeOrder(t, token)).toMatchObject({ __typename: 'EmptyCartError', message: 'Your cart is empty.' });
  });

  it('refuses a cart line that no longer fits the stock, naming it', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 4 });
    await addToCart(t, token, v, 3);
    await t.db.query('UPDATE product_variant SET stock_on_hand = 2 WHERE id = $1', [v.variantId]);
    const res = await placeOrder(t, token);
    expect(res).toMatchObject({ __typename: 'InsufficientStockError', lines: [{ sku: v.sku, requested: 3, available: 2 }] });
    expect(res.message).toMatch(/Only 2 of/);
  });

  it('places an order with the same number of statements for 1 line as for 20', async () => {
    const { token } = await signUpCustomer(t);
    const variants: { product_id: string; size: string; colour: string }[] = await t.db.query(
      `SELECT product_id, size, colour FROM product_variant WHERE stock_on_hand - stock_reserved >= 3 ORDER BY sku DESC LIMIT 20`,
    );
    const add = (i: number) => t.gql(`mutation($p: ID!, $s: Size!, $c: Colour) { addToCart(productId: $p, size: $s, colour: $c) { __typename } }`, { p: variants[i].product_id, s: variants[i].size, c: variants[i].colour.toUpperCase() }, token);
    await add(0);
    const one = await countStatements(() => placeOrder(t, token));
    for (let i = 1; i < 20; i++) await add(i);
    const twenty = await countStatements(() => placeOrder(t, token));
    expect(twenty).toBe(one);
    expect(twenty).toBeLessThanOrEqual(15);
  });

  describe('REST: POST /api/order/place_order', () => {
    it('takes the original payload, ignores its prices, and answers { tran_id, url }', async () => {
      const { token } = await signUpCustomer(t);
      const v = await variantWithStock(t);
      const cart = await addToCart(t, token, v, 2);
      const body = { customerData: deliveryDetails(), orderedItems: [{ id: v.productId, name: 'x', quantity: 2, price: 0.01, subtotal: 0.02 }], total: 0.02 };
      const res = await t.http().post('/api/order/place_order').set('Authorization', `Bearer ${token}`).set('Idempotency-Key', `rest-${Date.now()}-key`).send(body).expect(201);
      expect(res.body).toEqual({ success: true, tran_id: expect.stringMatching(/^KPR-/), url: expect.stringContaining('/sandbox-gateway/pay/') });
      const [order] = await t.db.query(`SELECT total_cents FROM customer_order WHERE tran_id = $1`, [res.body.tran_id]);
      expect(order.total_cents).toBe(cart.total.amount);
    });

    it('honours the Idempotency-Key header', async () => {
      const { token } = await signUpCustomer(t);
      const v = await variantWithStock(t);
      await addToCart(t, token, v);
      const send = () => t.http().post('/api/order/place_order').set('Authorization', `Bearer ${token}`).set('Idempotency-Key', 'same-key-12345').send({ customerData: deliveryDetails() });
      const [a, b] = [await send(), await send()];
      expect(a.body.tran_id).toBe(b.body.tran_id);
    });

    it('answers bad details with 400 and every field, and no token with 401', async () => {
      const { token } = await signUpCustomer(t);
      const v = await variantWithStock(t);
      await addToCart(t, token, v);
      const res = await t.http().post('/api/order/place_order').set('Authorization', `Bearer ${token}`).send({ customerData: deliveryDetails({ zip: '', paymentMethod: 'pos' }) }).expect(400);
      expect(res.body).toMatchObject({ success: false, fields: { zip: 'Zip code is required.', paymentMethod: expect.stringMatching(/POS on Delivery is not available/) } });
      await t.http().post('/api/order/place_order').send({ customerData: deliveryDetails() }).expect(401);
      await t.http().post('/api/order/place_order').set('Authorization', 'Bearer null').send({ customerData: deliveryDetails() }).expect(401);
    });
  });

  describe('fulfilment', () => {
    it('lets staff ship a paid order and deliver it; customers cannot; unpaid orders cannot be shipped', async () => {
      const admin = (await t.gql(LOGIN_MUTATION, { input: { email: 'admin@kapor.shop', password: 'kapor-admin-2026' } })).data!.login.token;
      const { token } = await signUpCustomer(t);
      const v = await variantWithStock(t);
      await addToCart(t, token, v);
      const session = await placeOrder(t, token);
      const ship = `mutation($t: String!) { markOrderShipped(tranId: $t) { status timeline { status } } }`;
      const notPaid = await t.gql(ship, { t: session.tranId }, admin);
      expect(notPaid.errors![0].extensions!.code).toBe('ILLEGAL_TRANSITION');
      await payOnSandbox(t, session.url, 'pay');
      const byCustomer = await t.gql(ship, { t: session.tranId }, token);
      expect(byCustomer.errors![0].extensions!.code).toBe('FORBIDDEN');
      expect((await t.gql(ship, { t: session.tranId }, admin)).data!.markOrderShipped.status).toBe('SHIPPED');
      const delivered = await t.gql(`mutation($t: String!) { markOrderDelivered(tranId: $t) { status timeline { status } } }`, { t: session.tranId }, admin);
      expect(delivered.data!.markOrderDelivered.timeline.map((e: { status: string }) => e.status)).toEqual(['PENDING_PAYMENT', 'PAID', 'SHIPPED', 'DELIVERED']);
    });
  });
});

describe('payments the gateway reports but the shop never heard of (lost IPN, crash)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SANDBOX_IPN: 'false' });
  });
  afterAll(() => t.close());

  it('settles the same IPN delivered ten times at once exactly once', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 10 });
    await addToCart(t, token, v, 2);
    const session = await placeOrder(t, token);
    const { form } = await payOnSandbox(t, session.url, 'pay', { followReturn: false });
    const results = await Promise.all(Array.from({ length: 10 }, () => t.http().post('/api/payment/ipn').type('form').send(form.fields)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PAID');
    expect((await t.db.query(`SELECT count(*)::int AS n FROM payment`))[0].n).toBe(1);
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: 8, reserved: 0 });
    const events = await t.db.query(`SELECT count(*)::int AS n FROM order_event e JOIN customer_order o ON o.id = e.order_id WHERE o.tran_id = $1 AND e.to_status = 'PAID'`, [session.tranId]);
    expect(events[0].n).toBe(1);
  });

  it('refuses a payment whose amount differs from the order', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    await addToCart(t, token, v);
    const session = await placeOrder(t, token);
    const { form } = await payOnSandbox(t, session.url, 'pay', { followReturn: false });
    await t.db.query(`UPDATE sandbox_transaction SET amount = '1.00' WHERE tran_id = $1`, [session.tranId]);
    const back = await t.http().post('/api/payment/success').type('form').send(form.fields);
    expect(back.headers.location).toMatch(/\/payment\/fail\//);
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PENDING_PAYMENT');
    expect((await t.db.query(`SELECT accepted, note FROM payment WHERE val_id = $1`, [form.fields.val_id]))[0]).toMatchObject({ accepted: false, note: expect.stringMatching(/Amount or currency differs/) });
  });

  it('refuses a payment in another currency', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    await addToCart(t, token, v);
    const session = await placeOrder(t, token);
    const { form } = await payOnSandbox(t, session.url, 'pay', { followReturn: false });
    await t.db.query(`UPDATE sandbox_transaction SET currency = 'EUR' WHERE tran_id = $1`, [session.tranId]);
    await t.http().post('/api/payment/ipn').type('form').send(form.fields).expect(200);
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PENDING_PAYMENT');
  });

  it('reconciles an order paid at the gateway while the shop was down between validation and commit', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 7 });
    await addToCart(t, token, v);
    const session = await placeOrder(t, token);
    const { form } = await payOnSandbox(t, session.url, 'pay', { followReturn: false });
    // The shop asked the gateway (which now says VALIDATED), then died before committing anything.
    const validated = await t.http().get('/sandbox-gateway/validator/api/validationserverAPI.php').query({ val_id: form.fields.val_id, store_id: 'wrong', store_passwd: 'wrong' });
    expect(validated.body.status).toBe('INVALID_REQUEST');
    await t.db.query(`UPDATE sandbox_transaction SET validated = true WHERE val_id = $1`, [form.fields.val_id]);
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PENDING_PAYMENT');

    expect(await t.app.get(OrderPaymentsService).reconcilePending(0)).toBeGreaterThanOrEqual(1);
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PAID');
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: 6, reserved: 0 });
  });

  it('lets redirect-success settle a payment the gateway really has', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    await addToCart(t, token, v);
    const session = await placeOrder(t, token);
    await payOnSandbox(t, session.url, 'pay', { followReturn: false });
    const res = await t.http().get(`/api/order/payment/redirect-success/${session.tranId}`).expect(200);
    expect(res.body).toMatchObject({ status: 'PAID', paid: true });
  });
});
