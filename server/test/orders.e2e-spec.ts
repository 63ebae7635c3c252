import { shopToday } from '../src/orders/delivery-details';
import { OrderPaymentsService } from '../src/orders/order-payments.service';
import { PaymentGateway, PaymentUnavailableError } from '../src/payments/payment-gateway';
import { signUpCustomer } from './support/auth';
import { APPLY_PROMO, CART, variantWithStock } from './support/cart';
import { addToCart, deliveryDetails, openSecondSession, ORDER, PLACE_ORDER, placeOrder, payOnSandbox, stockOf } from './support/checkout';
import { countStatements } from './support/sql-counter';
import { startTestApp, type TestApp } from './support/test-app';

describe('checkout and payment with the sandbox gateway over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ MAX_LINE_QUANTITY: '50' });
  });
  afterAll(() => t.close());

  /** Everything placing an order writes: orders, lines, timeline, reserved stock, held codes, gateway sessions. */
  const counts = async () =>
    (
      await t.db.query(`SELECT (SELECT count(*) FROM customer_order)::int AS orders, (SELECT count(*) FROM order_line)::int AS lines,
        (SELECT count(*) FROM order_event)::int AS events, (SELECT coalesce(sum(stock_reserved), 0) FROM product_variant)::int AS reserved,
        (SELECT coalesce(sum(times_held), 0) FROM promo_code)::int AS held, (SELECT count(*) FROM sandbox_session)::int AS sessions`)
    )[0];

  it('completes a purchase: cart, order, Pay, validation, PAID; the cart empties and the stock is sold', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 10 });
    const cart = await addToCart(t, token, v, 2);
    const session = await placeOrder(t, token);
    expect(session.__typename).toBe('PaymentSession');
    expect(session.url).toMatch(/\/sandbox-gateway\/pay\/[A-F0-9]+$/);
    expect(session.order).toMatchObject({ status: 'PENDING_PAYMENT', total: { amount: cart.total.amount }, lines: [{ sku: v.sku, quantity: 2, unitPrice: { amount: v.priceCents }, productName: v.name, size: v.size }] });
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: 10, reserved: 2 });
    // The order keeps what was sold, whatever the catalogue says later.
    await t.db.query(`UPDATE product SET name = name || ' (renamed)', price_cents = price_cents + 1000 WHERE id = $1`, [v.productId]);

    const back = await payOnSandbox(t, session.url, 'pay');
    expect(back.status).toBe(303);
    expect(back.location).toBe(`${t.baseUrl}/payment/success/${session.tranId}`);

    const order = (await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order;
    expect(order).toMatchObject({ status: 'PAID', paymentOnHold: false, total: { amount: cart.total.amount, currency: 'USD' } });
    expect(order.paidAt).toBeTruthy();
    expect(order.timeline.map((e: { status: string }) => e.status)).toEqual(['PENDING_PAYMENT', 'PAID']);
    // In the shopper's words: no gateway ids or jargon.
    expect(order.timeline.map((e: { note: string }) => e.note)).toEqual(['Order placed; awaiting payment.', 'Payment received.']);
    const lines = (await t.gql(`query($t: String!) { order(tranId: $t) { lines { productName unitPrice { amount } } } }`, { t: session.tranId }, token)).data!.order.lines;
    expect(lines).toEqual([{ productName: v.name, unitPrice: { amount: v.priceCents } }]);
    await t.db.query(`UPDATE product SET name = $2, price_cents = $3 WHERE id = $1`, [v.productId, v.name, v.priceCents]);
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

  it('takes every callback replayed after payment in its stride: still paid once, shopper sent to success', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 10 });
    await addToCart(t, token, v);
    const session = await placeOrder(t, token);
    // The sandbox's IPN has already settled it by the time the browser would return.
    const { form } = await payOnSandbox(t, session.url, 'pay', { followReturn: false });
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PAID');
    for (const path of ['success', 'success', 'fail', 'cancel']) {
      const res = await t.http().post(`/api/payment/${path}`).type('form').send(form.fields).expect(303);
      expect(res.headers.location).toBe(`${t.baseUrl}/payment/success/${session.tranId}`);
    }
    await t.http().post('/api/payment/ipn').type('form').send(form.fields).expect(200);
    const order = (await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order;
    expect(order.timeline.map((e: { status: string }) => e.status)).toEqual(['PENDING_PAYMENT', 'PAID']);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM payment p JOIN customer_order o ON o.id = p.order_id WHERE o.tran_id = $1`, [session.tranId]))[0].n).toBe(1);
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: 9, reserved: 0 });
  });

  it('expires unpaid orders after the window and frees their stock and code', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 5 });
    await addToCart(t, token, v, 2);
    await t.gql(APPLY_PROMO, { code: 'WELCOME10' }, token);
    const session = await placeOrder(t, token);
    // The payment window: 30 minutes unless configured.
    const [window] = await t.db.query(`SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM customer_order WHERE tran_id = $1`, [session.tranId]);
    expect(window.seconds).toBe(30 * 60);
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

    it('a forged success return, posted or opened as a URL', async () => {
      const res = await t.http().post('/api/payment/success').type('form').send(forged());
      expect(res.status).toBe(303);
      expect(res.headers.location).toMatch(/\/payment\/fail\//);
      const opened = await t.http().get('/api/payment/success').query(forged());
      expect(opened.status).toBe(303);
      expect(opened.headers.location).toMatch(/\/payment\/fail\//);
      expect(await status()).toBe('PENDING_PAYMENT');
    });

    it("a forged IPN that borrows another order's real val_id", async () => {
      const other = await signUpCustomer(t);
      await addToCart(t, other.token, await variantWithStock(t));
      const cheap = await placeOrder(t, other.token);
      const { form } = await payOnSandbox(t, cheap.url, 'pay', { followReturn: false });
      // The gateway vouches for that val_id, but for the other order's tran_id and amount.
      await t.http().post('/api/payment/ipn').type('form').send({ ...forged(), val_id: form.fields.val_id }).expect(200);
      await t.http().post('/api/payment/success').type('form').send({ ...forged(), val_id: form.fields.val_id }).expect(303);
      expect(await status()).toBe('PENDING_PAYMENT');
      expect((await t.db.query(`SELECT count(*)::int AS n FROM payment p JOIN customer_order o ON o.id = p.order_id WHERE o.tran_id = $1`, [tranId]))[0].n).toBe(0);
    });

    it('a forged IPN', async () => {
      await t.http().post('/api/payment/ipn').type('form').send(forged()).expect(200);
      expect(await status()).toBe('PENDING_PAYMENT');
      expect((await t.db.query(`SELECT count(*)::int AS n FROM payment`))[0].n).toBeGreaterThanOrEqual(0);
      expect((await t.db.query(`SELECT count(*)::int AS n FROM payment WHERE val_id = 'FORGED-VAL-ID'`))[0].n).toBe(0);
    });

    it('the success page\'s redirect-success call on its own, on either path, with or without a token', async () => {
      // The original page calls without a token: the check runs, the answer tells nothing.
      const anonymous = await t.http().get(`/api/order/payment/redirect-success/${tranId}`).expect(200);
      expect(anonymous.body).toEqual({ success: true, tran_id: tranId });
      const doubled = await t.http().get(`/api/api/order/payment/redirect-success/${tranId}`).set('Authorization', `Bearer ${token}`).expect(200);
      expect(doubled.body).toMatchObject({ success: true, tran_id: tranId, status: 'PENDING_PAYMENT', paid: false });
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
    // The refused fifteen left nothing behind.
    expect((await t.db.query(`SELECT count(*)::int AS n FROM customer_order WHERE customer_id = ANY($1::uuid[])`, [shoppers.map((s) => s.id)]))[0].n).toBe(5);
  });

  it('reserves two-line orders placed at once without deadlocks, whatever order their lines were added in', async () => {
    const a = await variantWithStock(t, { setStock: 50 });
    const b = await variantWithStock(t, { setStock: 50, exclude: [a.variantId] });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => signUpCustomer(t)));
    for (const [i, s] of shoppers.entries()) for (const v of i % 2 ? [a, b] : [b, a]) await addToCart(t, s.token, v, 1);
    const results = await Promise.all(shoppers.map((s) => placeOrder(t, s.token)));
    expect(results.map((r) => r.__typename)).toEqual(Array(10).fill('PaymentSession'));
    expect(await stockOf(t, a.variantId)).toEqual({ onHand: 50, reserved: 10 });
    expect(await stockOf(t, b.variantId)).toEqual({ onHand: 50, reserved: 10 });
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

    // Keys are per customer: someone else's identical key is their own order.
    const someoneElse = await signUpCustomer(t);
    await addToCart(t, someoneElse.token, v, 1);
    const theirs = await placeOrder(t, someoneElse.token, key);
    expect(theirs.__typename).toBe('PaymentSession');
    expect(theirs.tranId).not.toBe(results[0].tranId);
  });

  it('builds the callback and return addresses from configuration, never from a foreign Host header', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 5 });
    await addToCart(t, token, v);
    const res = await t.http().post('/graphql').set('Host', 'attacker.example:8080').set('Content-Type', 'application/json').set('Authorization', `Bearer ${token}`)
      .send({ query: PLACE_ORDER, variables: { input: deliveryDetails() } });
    const session = res.body.data.placeOrder;
    expect(session.__typename).toBe('PaymentSession');
    const own = `http://localhost:${new URL(t.baseUrl).port}`;
    expect(session.url.startsWith(`${own}/sandbox-gateway/pay/`)).toBe(true);
    const [{ params }] = await t.db.query(`SELECT params FROM sandbox_session WHERE tran_id = $1`, [session.tranId]);
    expect([params.success_url, params.fail_url, params.cancel_url, params.ipn_url]).toEqual(['success', 'fail', 'cancel', 'ipn'].map((kind) => `${own}/api/payment/${kind}`));

    // The IPN reaches this shop, and the shopper is sent back to it.
    const { location } = await payOnSandbox(t, session.url, 'pay');
    expect(location).toBe(`${own}/payment/success/${session.tranId}`);
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PAID');
    const back = await t.http().post('/api/payment/cancel').set('Host', 'attacker.example').type('form').send({ tran_id: 'no-such-order' });
    expect(back.headers.location).toBe(`${own}/payment/fail/no-such-order`);
  });

  it('opens one gateway session for an idempotency key replayed thirty times at once', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 50 });
    await addToCart(t, token, v, 1);
    const key = `one-session-${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 30 }, () => placeOrder(t, token, key)));
    expect(results.every((r) => r.__typename === 'PaymentSession')).toBe(true);
    expect(new Set(results.map((r) => r.url)).size).toBe(1);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM sandbox_session WHERE tran_id = $1`, [results[0].tranId]))[0].n).toBe(1);
    // A later replay still answers the same page.
    expect((await placeOrder(t, token, key)).url).toBe(results[0].url);
  });

  it('lets a gateway session be paid once: Pay twice, or Pay after Fail, is refused and moves no money', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 5 });
    await addToCart(t, token, v);
    const paid = await placeOrder(t, token);
    const first = await payOnSandbox(t, paid.url, 'pay');
    expect(first.location).toMatch(/\/payment\/success\//);
    const path = new URL(paid.url).pathname;
    await t.http().get(path).expect(404);
    await t.http().post(path).type('form').send({ choice: 'pay' }).expect(404);

    await addToCart(t, token, v);
    const failed = await placeOrder(t, token);
    await payOnSandbox(t, failed.url, 'fail');
    await t.http().post(new URL(failed.url).pathname).type('form').send({ choice: 'pay' }).expect(404);
    const captured = await t.db.query(`SELECT tran_id, status FROM sandbox_transaction WHERE tran_id = ANY($1) ORDER BY tran_id, status`, [[paid.tranId, failed.tranId]]);
    expect(captured).toEqual(
      [
        { tran_id: paid.tranId, status: 'VALID' },
        { tran_id: failed.tranId, status: 'FAILED' },
      ].sort((a, b) => a.tran_id.localeCompare(b.tran_id)),
    );
    expect((await t.gql(ORDER, { tranId: failed.tranId }, token)).data!.order.status).toBe('PAYMENT_FAILED');
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

    const recheck = (tranId: string, token?: string) => {
      const req = t.http().get(`/api/order/payment/redirect-success/${tranId}`);
      return token ? req.set('Authorization', `Bearer ${token}`) : req;
    };
    const bobsLook = await recheck(session.tranId, bob.token);
    const bobsMissing = await recheck('KPR-000000-NOSUCHORDER00000', bob.token);
    expect(bobsLook.status).toBe(404);
    expect([bobsLook.status, bobsLook.body]).toEqual([bobsMissing.status, bobsMissing.body]);
    const anonymousLook = await recheck(session.tranId);
    const anonymousMissing = await recheck('KPR-000000-NOSUCHORDER00000');
    expect([anonymousLook.status, anonymousLook.body]).toEqual([anonymousMissing.status, { ...anonymousMissing.body, tran_id: session.tranId }]);
    expect((await recheck(session.tranId, alice.token)).body).toMatchObject({ status: 'PENDING_PAYMENT', paid: false });

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

  describe('each invalid delivery field on its own', () => {
    let token: string;
    beforeAll(async () => {
      ({ token } = await signUpCustomer(t));
      await addToCart(t, token, await variantWithStock(t));
    });
    const yesterday = () => {
      const d = new Date(`${shopToday(t.config.orders.timeZone)}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - 1);
      return d.toISOString().slice(0, 10);
    };

    it.each([
      ['fullName', ''],
      ['phone', 'abc'],
      ['email', 'nope'],
      ['country', 'Atlantis'],
      ['city', ''],
      ['state', ' '],
      ['zip', '#'],
      ['address', ''],
      ['deliveryDate', 'yesterday'],
      ['deliveryDate', 'someday'],
      ['deliveryRoute', ''],
      ['paymentMethod', 'cod'],
      ['paymentMethod', 'pos'],
      ['termsAccepted', false],
    ])('%s = %j gets its own error and writes nothing', async (field, value) => {
      const before = await counts();
      const res = await placeOrder(t, token, undefined, { [field]: value === 'yesterday' ? yesterday() : value });
      expect(res.__typename).toBe('ValidationError');
      expect(res.fields).toEqual([{ field, message: expect.any(String) }]);
      expect(await counts()).toEqual(before);
    });
  });

  it('cancels the order and frees its stock and code when the gateway cannot open a payment page', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 5 });
    await addToCart(t, token, v, 2);
    await t.gql(APPLY_PROMO, { code: 'WELCOME10' }, token);
    const held = (await t.db.query(`SELECT times_held FROM promo_code WHERE code = 'WELCOME10'`))[0].times_held;
    const down = new PaymentUnavailableError();
    const openSession = jest.spyOn(t.app.get(PaymentGateway), 'openSession').mockRejectedValueOnce(down);
    const key = `gateway-down-${Date.now()}`;
    try {
      expect(await placeOrder(t, token, key)).toMatchObject({ __typename: 'PaymentUnavailableError', code: 'PAYMENT_UNAVAILABLE' });
    } finally {
      openSession.mockRestore();
    }
    const [order] = await t.db.query(`SELECT status FROM customer_order WHERE idempotency_key = $1`, [key]);
    expect(order.status).toBe('CANCELLED');
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: 5, reserved: 0 });
    expect((await t.db.query(`SELECT times_held FROM promo_code WHERE code = 'WELCOME10'`))[0].times_held).toBe(held);
    expect((await t.gql(CART, undefined, token)).data!.cart.lines[0].quantity).toBe(2);
    // A retry with the same key cannot revive it; a new attempt goes through.
    expect(await placeOrder(t, token, key)).toMatchObject({ __typename: 'OrderClosedError', code: 'ORDER_CLOSED' });
    expect((await placeOrder(t, token)).__typename).toBe('PaymentSession');
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

    it('sends the shopper back to the allowed storefront that placed the order, else to this server', async () => {
      const { token } = await signUpCustomer(t);
      const v = await variantWithStock(t, { setStock: 10 });
      const placeFrom = async (origin: string) => {
        await addToCart(t, token, v);
        const res = await t.http().post('/api/order/place_order').set('Origin', origin).set('Authorization', `Bearer ${token}`).set('Content-Type', 'applications/json').send(JSON.stringify({ customerData: deliveryDetails() })).expect(201);
        return { tranId: res.body.tran_id as string, back: await payOnSandbox(t, res.body.url, 'pay') };
      };
      const allowed = await placeFrom('http://localhost:3000');
      expect(allowed.back.location).toBe(`http://localhost:3000/payment/success/${allowed.tranId}`);
      const foreign = await placeFrom('https://evil.example');
      expect(foreign.back.location).toBe(`${t.baseUrl}/payment/success/${foreign.tranId}`);
    });

    it("answers the original storefront's preflight, Idempotency-Key included", async () => {
      const res = await t
        .http()
        .options('/api/order/place_order')
        .set('Origin', 'http://localhost:3000')
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type,authorization,idempotency-key');
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(res.headers['access-control-allow-headers']?.toLowerCase()).toEqual(expect.stringContaining('idempotency-key'));
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
    const [returned, ...results] = await Promise.all([
      t.http().post('/api/payment/success').type('form').send(form.fields),
      ...Array.from({ length: 10 }, () => t.http().post('/api/payment/ipn').type('form').send(form.fields)),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(returned.headers.location).toBe(`${t.baseUrl}/payment/success/${session.tranId}`);
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
    // The shop asked the gateway's validation API (which from now on says VALIDATED), then died before
    // committing anything: nothing of ours was written.
    const validated = await t.app.get(PaymentGateway).validate(form.fields.val_id);
    expect(validated).toMatchObject({ status: 'VALID', tranId: session.tranId });
    expect((await t.http().get('/sandbox-gateway/validator/api/validationserverAPI.php').query({ val_id: form.fields.val_id, store_id: 'wrong', store_passwd: 'wrong' })).body.status).toBe('INVALID_REQUEST');
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PENDING_PAYMENT');
    expect((await t.db.query(`SELECT count(*)::int AS n FROM payment WHERE val_id = $1`, [form.fields.val_id]))[0].n).toBe(0);

    expect(await t.app.get(OrderPaymentsService).reconcileRecent(0)).toBeGreaterThanOrEqual(1);
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PAID');
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: 6, reserved: 0 });
  });

  it('records every payment the gateway captured for an order, not only the first, even once the order is paid', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 7 });
    await addToCart(t, token, v);
    const session = await placeOrder(t, token);
    // The shopper paid, the notification was lost, and they paid again on a second session of the order.
    const [order] = await t.db.query(`SELECT total_cents FROM customer_order WHERE tran_id = $1`, [session.tranId]);
    const secondUrl = await openSecondSession(t, session.tranId);
    const lost = await payOnSandbox(t, session.url, 'pay', { followReturn: false });
    const returned = await payOnSandbox(t, secondUrl, 'pay');
    expect(returned.location).toMatch(/\/payment\/success\//);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM payment WHERE val_id = $1`, [lost.form.fields.val_id]))[0].n).toBe(0);

    expect(await t.app.get(OrderPaymentsService).reconcileRecent(0)).toBeGreaterThanOrEqual(1);
    const payments = await t.db.query(
      `SELECT p.val_id, p.accepted, p.note FROM payment p JOIN customer_order o ON o.id = p.order_id WHERE o.tran_id = $1 ORDER BY p.accepted DESC`,
      [session.tranId],
    );
    expect(payments).toEqual([
      { val_id: returned.form.fields.val_id, accepted: true, note: 'Validated with the gateway.' },
      { val_id: lost.form.fields.val_id, accepted: false, note: expect.stringMatching(/refunded/) },
    ]);
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PAID');
    // The second payment went back in full, through the gateway; the order keeps the first.
    const refunds = await t.db.query(`SELECT r.reason, r.status, r.amount_cents FROM refund r JOIN payment p ON p.id = r.payment_id WHERE p.val_id = $1`, [lost.form.fields.val_id]);
    expect(refunds).toEqual([{ reason: 'EXTRA_PAYMENT', status: 'PENDING', amount_cents: order.total_cents }]);
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: 6, reserved: 0 });
  });

  it('lets redirect-success settle a payment the gateway really has', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    await addToCart(t, token, v);
    const session = await placeOrder(t, token);
    await payOnSandbox(t, session.url, 'pay', { followReturn: false });
    await t.http().get(`/api/order/payment/redirect-success/${session.tranId}`).expect(200);
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PAID');
    const res = await t.http().get(`/api/order/payment/redirect-success/${session.tranId}`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.body).toMatchObject({ status: 'PAID', paid: true });
  });

  it('recheckPayment asks the gateway again, for the owner only, and answers the order with its payment state', async () => {
    const RECHECK = `mutation($tranId: String!) { recheckPayment(tranId: $tranId) { tranId status paymentState } }`;
    const { token } = await signUpCustomer(t);
    const stranger = await signUpCustomer(t);
    const v = await variantWithStock(t);
    await addToCart(t, token, v);
    const session = await placeOrder(t, token);
    expect((await t.gql(RECHECK, { tranId: session.tranId }, token)).data!.recheckPayment).toEqual({ tranId: session.tranId, status: 'PENDING_PAYMENT', paymentState: 'PENDING' });
    expect((await t.gql(RECHECK, { tranId: session.tranId }, stranger.token)).data!.recheckPayment).toBeNull();
    expect((await t.gql(RECHECK, { tranId: 'NO-SUCH-ORDER' }, token)).data!.recheckPayment).toBeNull();
    // Paid at the gateway, but the notification was lost: only asking again finds it.
    await payOnSandbox(t, session.url, 'pay', { followReturn: false });
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PENDING_PAYMENT');
    expect((await t.gql(RECHECK, { tranId: session.tranId }, token)).data!.recheckPayment).toEqual({ tranId: session.tranId, status: 'PAID', paymentState: 'PAID' });
    const anonymous = await t.gql(RECHECK, { tranId: session.tranId });
    expect(anonymous.data?.recheckPayment ?? null).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('with PAYMENT_GATEWAY=sslcommerz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PAYMENT_GATEWAY: 'sslcommerz', SSLCOMMERZ_STORE_ID: 'kapor_test', SSLCOMMERZ_STORE_PASSWORD: 'kapor-test-password' });
  });
  afterAll(() => t.close());

  it('talks to SSLCommerz and mounts no emulator anyone could pay through', async () => {
    expect(t.app.get(PaymentGateway).name).toBe('sslcommerz');
    await t.http().get('/sandbox-gateway/validator/api/validationserverAPI.php').query({ val_id: 'x' }).expect(404);
    await t.http().post('/sandbox-gateway/gwprocess/v4/api.php').type('form').send({ store_id: 'kapor_test' }).expect(404);
  });
});

describe('the anonymous IPN endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SANDBOX_IPN: 'false', PAYMENT_IPN_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  it('keeps a bounded record for a transaction of ours, nothing for anyone else\'s, and limits each address', async () => {
    const { token } = await signUpCustomer(t);
    await addToCart(t, token, await variantWithStock(t));
    const session = await placeOrder(t, token);
    const padding = 'x'.repeat(90_000);
    await t.http().post('/api/payment/ipn').type('form').send({ tran_id: session.tranId, val_id: `forged-${'v'.repeat(500)}`, status: 'VALID', store_passwd: 'echoed', junk: padding }).expect(200);
    await t.http().post('/api/payment/ipn').type('form').send({ tran_id: `not-ours-${Date.now()}`, status: 'VALID', junk: padding }).expect(200);

    const events = await t.db.query(`SELECT tran_id, payload, octet_length(payload::text) AS bytes FROM payment_event WHERE kind = 'IPN'`);
    expect(events).toHaveLength(1);
    expect(events[0].tran_id).toBe(session.tranId);
    expect(events[0].bytes).toBeLessThan(1024);
    expect(Object.keys(events[0].payload).sort()).toEqual(['status', 'tran_id', 'val_id']);
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PENDING_PAYMENT');

    // Five a minute from one address in this test: three more pass, the sixth is refused.
    for (let i = 0; i < 3; i += 1) await t.http().post('/api/payment/ipn').type('form').send({ tran_id: 'unknown' }).expect(200);
    const refused = await t.http().post('/api/payment/ipn').type('form').send({ tran_id: session.tranId });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
