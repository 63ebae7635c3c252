import { signUpCustomer } from './support/auth';
import { ADD_TO_CART, APPLY_PROMO, CART, REMOVE_LINE, UPDATE_LINE, variantWithStock } from './support/cart';
import { placeOrder } from './support/checkout';
import { holdInTransaction, waitForLockWaiters } from './support/locks';
import { countStatements } from './support/sql-counter';
import { startTestApp, type TestApp } from './support/test-app';

describe('cart over GraphQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ MAX_LINE_QUANTITY: '100' });
  });
  afterAll(() => t.close());

  const snapshot = async (customerId: string) =>
    t.db.query(
      `SELECT l.variant_id, l.quantity, c.promo_code_id FROM cart c LEFT JOIN cart_line l ON l.cart_id = c.id WHERE c.customer_id = $1 ORDER BY l.variant_id`,
      [customerId],
    );

  it('has no cart for an anonymous visitor and refuses changes without a login', async () => {
    expect((await t.gql(CART)).data!.cart).toBeNull();
    const v = await variantWithStock(t);
    const res = await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size });
    expect(res.status).toBe(401);
    expect(res.errors![0]).toMatchObject({ message: 'Please log in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('gives a new customer an empty cart with nothing to pay', async () => {
    const { token } = await signUpCustomer(t);
    const cart = (await t.gql(CART, undefined, token)).data!.cart;
    expect(cart).toMatchObject({ itemCount: 0, lines: [], subtotal: { amount: 0 }, shipping: { amount: 0 }, total: { amount: 0 }, discount: null });
    expect((await t.gql(CART, undefined, token)).data!.cart.id).toBe(cart.id);
  });

  it('adds a variant, the default colour when none is given, and raises the same line when added again', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    const first = await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size }, token);
    expect(first.data!.addToCart.__typename).toBe('Cart');
    expect(first.data!.addToCart.lines).toEqual([
      expect.objectContaining({ quantity: 1, variant: expect.objectContaining({ size: v.size, colour: v.colourEnum, sku: v.sku }), unitPrice: { amount: v.priceCents } }),
    ]);
    const second = await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size, colour: v.colourEnum, quantity: 2 }, token);
    expect(second.data!.addToCart.lines).toHaveLength(1);
    expect(second.data!.addToCart.lines[0]).toMatchObject({ quantity: 3, lineTotal: { amount: v.priceCents * 3 } });
    expect(second.data!.addToCart.itemCount).toBe(3);
  });

  it('refuses what is not there: unknown product, a colour it does not come in, silly quantities', async () => {
    const { token, id } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    const before = await snapshot(id);
    const unknown = await t.gql(ADD_TO_CART, { productId: '00000000-0000-4000-8000-000000000000', size: 'M' }, token);
    expect(unknown.data!.addToCart).toMatchObject({ __typename: 'UnknownProductError', code: 'UNKNOWN_PRODUCT' });
    const [other] = await t.db.query(`SELECT c FROM unnest(ARRAY['Green','Yellow','Violet','Red','Black','Orange','Pink']) c WHERE NOT (c = ANY(ARRAY(SELECT unnest(colours) FROM product WHERE id = $1))) LIMIT 1`, [v.productId]);
    const colour = await t.gql(ADD_TO_CART, { productId: v.productId, size: 'M', colour: other.c.toUpperCase() }, token);
    expect(colour.data!.addToCart).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'colour' }] });
    for (const quantity of [0, -1, 101]) {
      const res = await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size, quantity }, token);
      expect(res.data!.addToCart).toMatchObject({ __typename: 'QuantityOutOfRangeError', min: 1, max: 100 });
    }
    const size = await t.gql(ADD_TO_CART, { productId: v.productId, size: 'XXXL' }, token);
    expect(size.status).toBe(400); // not a Size at all: the schema refuses it
    expect(await snapshot(id)).toEqual(before);
  });

  it('never lets a line pass the available stock, and says what is left', async () => {
    const { token, id } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 3 });
    await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size, quantity: 2 }, token);
    const before = await snapshot(id);
    const res = await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size, quantity: 2 }, token);
    expect(res.data!.addToCart).toMatchObject({ __typename: 'OutOfStockError', code: 'OUT_OF_STOCK', sku: v.sku, available: 3, canAdd: 1 });
    expect(res.data!.addToCart.message).toMatch(/Only 3 of .* left, and 2 are already in your cart/);
    expect(await snapshot(id)).toEqual(before);
  });

  it('sets, lowers and removes a line; 0 removes it', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 4 });
    const added = await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size }, token);
    const lineId = added.data!.addToCart.lines[0].id;
    expect((await t.gql(UPDATE_LINE, { lineId, quantity: 4 }, token)).data!.updateCartLine.lines[0].quantity).toBe(4);
    const tooMany = await t.gql(UPDATE_LINE, { lineId, quantity: 5 }, token);
    expect(tooMany.data!.updateCartLine).toMatchObject({ __typename: 'OutOfStockError', available: 4 });
    await t.db.query('UPDATE product_variant SET stock_on_hand = 2 WHERE id = $1', [v.variantId]);
    // Stock fell below the line: lowering is still allowed, raising is not.
    const cart = (await t.gql(CART, undefined, token)).data!.cart;
    expect(cart.lines[0]).toMatchObject({ quantity: 4, available: 2 });
    expect((await t.gql(UPDATE_LINE, { lineId, quantity: 3 }, token)).data!.updateCartLine.lines[0].quantity).toBe(3);
    const removed = await t.gql(UPDATE_LINE, { lineId, quantity: 0 }, token);
    expect(removed.data!.updateCartLine).toMatchObject({ __typename: 'Cart', lines: [], itemCount: 0 });
    const again = await t.gql(REMOVE_LINE, { lineId }, token);
    expect(again.data!.removeCartLine).toMatchObject({ __typename: 'CartLineNotFoundError' });
  });

  it('refuses a line quantity out of range and a line id that is not one', async () => {
    const { token, id } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    const lineId = (await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size }, token)).data!.addToCart.lines[0].id;
    const before = await snapshot(id);
    for (const quantity of [-1, 101]) {
      expect((await t.gql(UPDATE_LINE, { lineId, quantity }, token)).data!.updateCartLine).toMatchObject({ __typename: 'QuantityOutOfRangeError', code: 'QUANTITY_OUT_OF_RANGE', min: 1, max: 100 });
    }
    expect((await t.gql(UPDATE_LINE, { lineId: 'not-a-line', quantity: 2 }, token)).data!.updateCartLine).toMatchObject({ __typename: 'CartLineNotFoundError', code: 'CART_LINE_NOT_FOUND' });
    expect((await t.gql(REMOVE_LINE, { lineId: 'not-a-line' }, token)).data!.removeCartLine).toMatchObject({ __typename: 'CartLineNotFoundError' });
    expect(await snapshot(id)).toEqual(before);
  });

  it('refuses every cart mutation without a login, changing nothing', async () => {
    const { token, id } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    const lineId = (await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size }, token)).data!.addToCart.lines[0].id;
    const before = await snapshot(id);
    const anonymous = [
      t.gql(UPDATE_LINE, { lineId, quantity: 2 }),
      t.gql(REMOVE_LINE, { lineId }),
      t.gql(`mutation { clearCart { id } }`),
      t.gql(APPLY_PROMO, { code: 'WELCOME10' }),
      t.gql(`mutation { removePromo { id } }`),
      t.gql(UPDATE_LINE, { lineId, quantity: 2 }, 'null'),
    ];
    for (const res of await Promise.all(anonymous)) {
      expect(res.status).toBe(401);
      expect(res.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('removes one line and clears the cart', async () => {
    const { token } = await signUpCustomer(t);
    const a = await variantWithStock(t);
    const b = await variantWithStock(t, { exclude: [a.variantId] });
    await t.gql(ADD_TO_CART, { productId: a.productId, size: a.size }, token);
    const both = await t.gql(ADD_TO_CART, { productId: b.productId, size: b.size }, token);
    expect(both.data!.addToCart.lines).toHaveLength(2);
    const one = await t.gql(REMOVE_LINE, { lineId: both.data!.addToCart.lines[0].id }, token);
    expect(one.data!.removeCartLine.lines).toHaveLength(1);
    const cleared = await t.gql(`mutation { clearCart { itemCount lines { id } } }`, undefined, token);
    expect(cleared.data!.clearCart).toEqual({ itemCount: 0, lines: [] });
  });

  it("keeps customers' carts apart: another's line answers exactly like a missing one", async () => {
    const alice = await signUpCustomer(t);
    const bob = await signUpCustomer(t);
    const v = await variantWithStock(t);
    const aliceLine = (await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size }, alice.token)).data!.addToCart.lines[0].id;
    const before = await snapshot(alice.id);

    const steal = await t.gql(UPDATE_LINE, { lineId: aliceLine, quantity: 5 }, bob.token);
    const missing = await t.gql(UPDATE_LINE, { lineId: '00000000-0000-4000-8000-000000000001', quantity: 5 }, bob.token);
    expect(steal).toEqual(missing);
    expect(steal.data!.updateCartLine.__typename).toBe('CartLineNotFoundError');
    expect(await t.gql(REMOVE_LINE, { lineId: aliceLine }, bob.token)).toEqual(await t.gql(REMOVE_LINE, { lineId: '00000000-0000-4000-8000-000000000001' }, bob.token));
    expect((await t.gql(CART, undefined, bob.token)).data!.cart.lines).toEqual([]);
    await t.gql(`mutation { clearCart { id } }`, undefined, bob.token);
    await t.gql(`mutation { removePromo { id } }`, undefined, bob.token);
    expect(await snapshot(alice.id)).toEqual(before);
  });

  it('counts 50 concurrent "+1" on one variant as 50', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 500 });
    const results = await Promise.all(Array.from({ length: 50 }, () => t.gql(ADD_TO_CART, { productId: v.productId, size: v.size }, token)));
    expect(results.every((r) => r.data!.addToCart.__typename === 'Cart')).toBe(true);
    expect((await t.gql(CART, undefined, token)).data!.cart.lines[0].quantity).toBe(50);
  });

  it('never goes past the stock under concurrent adds', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 5 });
    const results = await Promise.all(Array.from({ length: 20 }, () => t.gql(ADD_TO_CART, { productId: v.productId, size: v.size }, token)));
    const kinds = results.map((r) => r.data!.addToCart.__typename);
    expect(kinds.filter((k) => k === 'Cart')).toHaveLength(5);
    expect(kinds.filter((k) => k === 'OutOfStockError')).toHaveLength(15);
    expect((await t.gql(CART, undefined, token)).data!.cart.lines[0].quantity).toBe(5);
  });

  it('judges an add against the line as it is when written, not as it was read', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 5 });
    const lineId = (await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size }, token)).data!.addToCart.lines[0].id;
    // Another change raises the line to the whole stock; the add reads the line before that commits.
    const other = await holdInTransaction(t, 'UPDATE cart_line SET quantity = 5 WHERE id = $1', [lineId]);
    const adding = t.gql(ADD_TO_CART, { productId: v.productId, size: v.size }, token);
    await waitForLockWaiters(t, 1);
    await other.commit();
    const res = (await adding).data!.addToCart;
    expect(res).toMatchObject({ __typename: 'OutOfStockError', available: 5, canAdd: 0 });
    expect(res.message).toMatch(/5 are already in your cart/);
    expect((await t.gql(CART, undefined, token)).data!.cart.lines[0].quantity).toBe(5);
  });

  it('answers the first read of a cart that another request is creating', async () => {
    const { token, id } = await signUpCustomer(t);
    const creating = await holdInTransaction(t, 'INSERT INTO cart (customer_id) VALUES ($1)', [id]);
    const reading = t.gql(CART, undefined, token);
    await waitForLockWaiters(t, 1);
    await creating.commit();
    const res = await reading;
    expect(res.errors).toBeUndefined();
    expect(res.data!.cart).toMatchObject({ itemCount: 0, lines: [] });
    expect(res.data!.cart.id).toBe((await t.db.query('SELECT id FROM cart WHERE customer_id = $1', [id]))[0].id);
  });

  it('adds to a cart of 50 lines in three statements, as to a cart of 1', async () => {
    const { token } = await signUpCustomer(t);
    const variants: { product_id: string; size: string; colour: string }[] = await t.db.query(
      `SELECT v.product_id, v.size, v.colour FROM product_variant v WHERE v.stock_on_hand - v.stock_reserved >= 2 ORDER BY v.sku LIMIT 52`,
    );
    const add = (i: number) => t.gql(ADD_TO_CART, { productId: variants[i].product_id, size: variants[i].size, colour: variants[i].colour.toUpperCase() }, token);
    await add(0);
    const withOne = await countStatements(() => add(1));
    for (let i = 2; i < 50; i++) await add(i);
    const withFifty = await countStatements(() => add(50));
    expect((await t.gql(CART, undefined, token)).data!.cart.lines).toHaveLength(51);
    expect(withFifty).toBe(withOne);
    expect(withFifty).toBeLessThanOrEqual(3);
  });

  describe('totals and promotions', () => {
    it('takes the automatic 5% and charges shipping below $120', async () => {
      const { token } = await signUpCustomer(t);
      const v = await variantWithStock(t, { minPriceCents: 2000, maxPriceCents: 5000 });
      const cart = (await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size }, token)).data!.addToCart;
      const discount = Math.round(v.priceCents * 0.05);
      expect(cart.discount).toMatchObject({ source: 'AUTOMATIC', code: null, percent: 5, amount: { amount: discount } });
      expect(cart.shipping.amount).toBe(800);
      expect(cart.freeShippingThreshold.amount).toBe(12_000);
      expect(cart.amountToFreeShipping.amount).toBe(12_000 - v.priceCents);
      expect(cart.total.amount).toBe(v.priceCents - discount + 800);
    });

    it('ships free at $120 and over', async () => {
      const { token } = await signUpCustomer(t);
      const v = await variantWithStock(t, { minPriceCents: 6000, maxPriceCents: 11_900 });
      const cart = (await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size, quantity: 2 }, token)).data!.addToCart;
      expect(cart.subtotal.amount).toBe(v.priceCents * 2);
      expect(cart.shipping.amount).toBe(0);
      expect(cart.amountToFreeShipping.amount).toBe(0);
      expect(cart.total.amount).toBe(cart.subtotal.amount - Math.round(cart.subtotal.amount * 0.05));
    });

    it('applies a code typed any which way, replacing the automatic promotion, and removes it again', async () => {
      const { token } = await signUpCustomer(t);
      const v = await variantWithStock(t, { minPriceCents: 2000, maxPriceCents: 5000 });
      await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size }, token);
      const applied = (await t.gql(APPLY_PROMO, { code: '  welcome10 ' }, token)).data!.applyPromo;
      expect(applied).toMatchObject({ __typename: 'Cart', promoCode: 'WELCOME10', discount: { source: 'CODE', code: 'WELCOME10', percent: 10, amount: { amount: Math.round(v.priceCents * 0.1) } } });
      expect(applied.total.amount).toBe(v.priceCents - Math.round(v.priceCents * 0.1) + 800);
      const removed = (await t.gql(`mutation { removePromo { promoCode discount { source percent } } }`, undefined, token)).data!.removePromo;
      expect(removed).toEqual({ promoCode: null, discount: { source: 'AUTOMATIC', percent: 5 } });
    });

    it.each([
      ['NOSUCHCODE', 'UNKNOWN', /^Invalid promo code\.$/],
      ['summer25', 'EXPIRED', /expired/],
      ['WINTER15', 'NOT_STARTED', /not active yet/],
      ['KAPOR20', 'MINIMUM_NOT_MET', /at least \$100\.00/],
    ])('refuses %s (%s) and leaves the cart as it was', async (code, reason, message) => {
      const { token, id } = await signUpCustomer(t);
      const v = await variantWithStock(t, { maxPriceCents: 4000 });
      await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size }, token);
      const before = await snapshot(id);
      const res = (await t.gql(APPLY_PROMO, { code }, token)).data!.applyPromo;
      expect(res).toMatchObject({ __typename: 'InvalidPromoCodeError', code: 'INVALID_PROMO_CODE', reason });
      expect(res.message).toMatch(message);
      expect(await snapshot(id)).toEqual(before);
    });

    it('refuses a code used up in all, or already used by this customer', async () => {
      const { token, id } = await signUpCustomer(t);
      const v = await variantWithStock(t);
      await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size }, token);
      await t.db.query(`UPDATE promo_code SET times_redeemed = 1 WHERE code = 'FLASH50'`);
      expect((await t.gql(APPLY_PROMO, { code: 'FLASH50' }, token)).data!.applyPromo.reason).toBe('LIMIT_REACHED');
      // A paid order of this customer that used the code.
      const [order] = await t.db.query(
        `INSERT INTO customer_order (tran_id, customer_id, status, subtotal_cents, shipping_cents, total_cents, delivery, payment_method, request_hash, return_origin, gateway, expires_at)
         VALUES ('KPR-TEST-' || gen_random_uuid(), $1, 'PAID', 1000, 0, 1000, '{}', 'online', 'test', 'http://localhost', 'sandbox', now()) RETURNING id`,
        [id],
      );
      await t.db.query(`INSERT INTO promo_redemption (promo_code_id, customer_id, order_id) SELECT id, $1, $2 FROM promo_code WHERE code = 'WELCOME10'`, [id, order.id]);
      expect((await t.gql(APPLY_PROMO, { code: 'WELCOME10' }, token)).data!.applyPromo.reason).toBe('ALREADY_USED');
    });

    it('asks for a code when none is typed', async () => {
      const { token } = await signUpCustomer(t);
      const res = (await t.gql(APPLY_PROMO, { code: '   ' }, token)).data!.applyPromo;
      expect(res).toMatchObject({ __typename: 'ValidationError', message: 'Please enter a promo code.' });
    });

    it('drops back to the automatic promotion, and says why, when the cart falls below a code\'s minimum', async () => {
      const { token } = await signUpCustomer(t);
      const v = await variantWithStock(t, { minPriceCents: 5100, maxPriceCents: 9900 });
      const cart = (await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size, quantity: 2 }, token)).data!.addToCart;
      expect((await t.gql(APPLY_PROMO, { code: 'KAPOR20' }, token)).data!.applyPromo.discount.percent).toBe(20);
      const lowered = (await t.gql(UPDATE_LINE, { lineId: cart.lines[0].id, quantity: 1 }, token)).data!.updateCartLine;
      expect(lowered).toMatchObject({ promoCode: 'KAPOR20', discount: { source: 'AUTOMATIC', percent: 5 } });
      expect(lowered.promoNotice).toBe('Code KAPOR20 not applied: it needs a subtotal of at least $100.00.');
    });

    it('places the order the cart showed when the code stopped qualifying: without the code, at the total shown', async () => {
      const { token } = await signUpCustomer(t);
      const v = await variantWithStock(t, { minPriceCents: 5100, maxPriceCents: 9900 });
      const cart = (await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size, quantity: 2 }, token)).data!.addToCart;
      expect((await t.gql(APPLY_PROMO, { code: 'KAPOR20' }, token)).data!.applyPromo.discount.source).toBe('CODE');
      const shown = (await t.gql(UPDATE_LINE, { lineId: cart.lines[0].id, quantity: 1 }, token)).data!.updateCartLine;
      expect(shown).toMatchObject({ promoCode: 'KAPOR20', discount: { source: 'AUTOMATIC' } });
      const heldBefore = (await t.db.query(`SELECT times_held FROM promo_code WHERE code = 'KAPOR20'`))[0].times_held;

      // A caller that does not say which total it showed still gets the code's refusal (it may expect the code),
      // as does one that showed another total (the code was taken or changed meanwhile).
      expect(await placeOrder(t, token)).toMatchObject({ __typename: 'InvalidPromoCodeError', reason: 'MINIMUM_NOT_MET' });
      expect(await placeOrder(t, token, undefined, { expectedTotal: shown.total.amount - 1 })).toMatchObject({ __typename: 'InvalidPromoCodeError' });

      const session = await placeOrder(t, token, undefined, { expectedTotal: shown.total.amount });
      expect(session.__typename).toBe('PaymentSession');
      expect(session.order.total.amount).toBe(shown.total.amount);
      const [order] = await t.db.query(`SELECT promo_code_id, discount_cents, total_cents FROM customer_order WHERE tran_id = $1`, [session.tranId]);
      expect(order).toEqual({ promo_code_id: null, discount_cents: shown.discount.amount.amount, total_cents: shown.total.amount });
      expect((await t.db.query(`SELECT times_held FROM promo_code WHERE code = 'KAPOR20'`))[0].times_held).toBe(heldBefore);
    });

    it('refuses an order whose total is no longer the one the shopper was shown, holding nothing', async () => {
      const { token } = await signUpCustomer(t);
      const v = await variantWithStock(t, { setStock: 20 });
      const cart = (await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size }, token)).data!.addToCart;
      const refused = await placeOrder(t, token, undefined, { expectedTotal: cart.total.amount + 100 });
      expect(refused).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'expectedTotal' }] });
      expect(refused.message).toBe(`Your order total is now $${(cart.total.amount / 100).toFixed(2)}. Please check your order and confirm again.`);
      expect((await t.db.query(`SELECT stock_reserved FROM product_variant WHERE id = $1`, [v.variantId]))[0].stock_reserved).toBe(0);
      expect((await placeOrder(t, token, undefined, { expectedTotal: -5 })).__typename).toBe('ValidationError');
      expect((await placeOrder(t, token, undefined, { expectedTotal: cart.total.amount })).__typename).toBe('PaymentSession');
    });
  });
});

describe('the per-line limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ MAX_LINE_QUANTITY: '10' });
  });
  afterAll(() => t.close());

  it('tells the storefront the most each line can hold: the limit, or the stock when less', async () => {
    const { token } = await signUpCustomer(t);
    const plenty = await variantWithStock(t, { setStock: 50 });
    const scarce = await variantWithStock(t, { setStock: 3, exclude: [plenty.variantId] });
    await t.gql(ADD_TO_CART, { productId: plenty.productId, size: plenty.size, quantity: 10 }, token);
    await t.gql(ADD_TO_CART, { productId: scarce.productId, size: scarce.size, quantity: 1 }, token);
    const lines = (await t.gql(`{ cart { lines { quantity maxQuantity variant { sku } } } }`, undefined, token)).data!.cart.lines;
    expect(lines).toEqual(
      expect.arrayContaining([
        { quantity: 10, maxQuantity: 10, variant: { sku: plenty.sku } },
        { quantity: 1, maxQuantity: 3, variant: { sku: scarce.sku } },
      ]),
    );
  });
});

describe('cart totals without a store-wide promotion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTOMATIC_PROMOTION_PERCENT: '0' });
  });
  afterAll(() => t.close());

  it('charges the subtotal plus shipping below $120, and just the subtotal from $120', async () => {
    const { token } = await signUpCustomer(t);
    const cheap = await variantWithStock(t, { minPriceCents: 1000, maxPriceCents: 5000 });
    const below = (await t.gql(ADD_TO_CART, { productId: cheap.productId, size: cheap.size }, token)).data!.addToCart;
    expect(below).toMatchObject({ discount: null, shipping: { amount: 800 }, total: { amount: cheap.priceCents + 800 } });
    const dear = await variantWithStock(t, { minPriceCents: 12_000 });
    const above = (await t.gql(ADD_TO_CART, { productId: dear.productId, size: dear.size }, token)).data!.addToCart;
    expect(above).toMatchObject({ discount: null, shipping: { amount: 0 }, total: { amount: cheap.priceCents + dear.priceCents } });
    const coded = (await t.gql(APPLY_PROMO, { code: 'WELCOME10' }, token)).data!.applyPromo;
    expect(coded.total.amount).toBe(cheap.priceCents + dear.priceCents - Math.round((cheap.priceCents + dear.priceCents) * 0.1));
  });
});
