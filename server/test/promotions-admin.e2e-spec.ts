import { DEMO_STAFF_MEMBER, signUpCustomer, staffToken } from './support/auth';
import { APPLY_PROMO, CART, variantWithStock } from './support/cart';
import { addToCart, payOnSandbox, placeOrder } from './support/checkout';
import { startTestApp, type TestApp } from './support/test-app';

const PROMO_FIELDS = `id code description percentOff startsAt endsAt usageLimit perCustomerLimit minSubtotal { amount } timesRedeemed timesHeld status`;
const RESULT = `__typename ... on PromoCode { ${PROMO_FIELDS} } ... on ErrorResult { code message } ... on ValidationError { fields { field message } }`;
const CREATE = `mutation($i: PromoCodeInput!) { createPromoCode(input: $i) { ${RESULT} } }`;
const UPDATE = `mutation($id: ID!, $i: PromoCodeInput!) { updatePromoCode(id: $id, input: $i) { ${RESULT} } }`;
const DISABLE = `mutation($id: ID!) { disablePromoCode(id: $id) { status } }`;
const ENABLE = `mutation($id: ID!) { enablePromoCode(id: $id) { status } }`;
const LIST = `query($search: String, $status: PromoCodeStatus) { promoCodes(search: $search, status: $status) { totalItems items { code status timesRedeemed timesHeld } } }`;
const USES = `query($id: ID!) { promoCodeRedemptions(codeId: $id) { totalItems items { tranId customerEmail at state } } }`;

describe('promo codes in the back office', () => {
  let t: TestApp;
  let staff: string;
  let serial = 0;
  /** A code nobody has used: each test works on its own. */
  const fresh = () => `TEST-${Date.now().toString(36).toUpperCase()}-${++serial}`;
  const create = async (input: Record<string, unknown>) => (await t.adminGql(CREATE, { i: input }, staff)).data!.createPromoCode;
  const auditOf = async (id: string) => (await t.db.query(`SELECT action, before, after FROM audit_entry WHERE entity_type = 'promo_code' AND entity_id = $1 ORDER BY id`, [id])) as { action: string; before: any; after: any }[];

  /** A shopper with one line in the cart, priced between $30 and $50. */
  async function shopperWithCart() {
    const shopper = await signUpCustomer(t);
    const v = await variantWithStock(t, { minPriceCents: 3000, maxPriceCents: 5000 });
    const cart = await addToCart(t, shopper.token, v);
    return { ...shopper, cart };
  }

  beforeAll(async () => {
    t = await startTestApp();
    staff = await staffToken(t, DEMO_STAFF_MEMBER); // promo codes are daily work: STAFF may run them
  });
  afterAll(() => t.close());

  it('creates a code a shopper can apply at once, and records who created it', async () => {
    const code = fresh();
    const created = await create({ code: `  ${code.toLowerCase()} `, description: 'Spring sale', percentOff: 15 });
    expect(created).toMatchObject({ __typename: 'PromoCode', code, percentOff: 15, status: 'ACTIVE', timesRedeemed: 0, timesHeld: 0, usageLimit: null, minSubtotal: { amount: 0 } });

    const shopper = await shopperWithCart();
    const cart = (await t.gql(APPLY_PROMO, { code }, shopper.token)).data!.applyPromo;
    const discount = Math.round(shopper.cart.subtotal.amount * 0.15);
    expect(cart).toMatchObject({ __typename: 'Cart', promoCode: code, discount: { source: 'CODE', percent: 15, amount: { amount: discount } } });
    expect(cart.total.amount).toBe(shopper.cart.subtotal.amount - discount + cart.shipping.amount);

    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'promo_code.create', before: null, after: { code, percentOff: 15, status: 'ACTIVE' } });
    expect((await t.db.query(`SELECT staff_email FROM audit_entry WHERE entity_id = $1`, [created.id]))[0].staff_email).toBe(DEMO_STAFF_MEMBER.email);
  });

  it('refuses a taken code and bad terms field by field, writing nothing', async () => {
    const code = fresh();
    await create({ code, percentOff: 10 });
    const before = (await t.db.query(`SELECT (SELECT count(*) FROM promo_code)::int AS codes, (SELECT count(*) FROM audit_entry)::int AS audits`))[0];

    expect(await create({ code: code.toLowerCase(), percentOff: 20 })).toMatchObject({ __typename: 'PromoCodeTakenError', code: 'PROMO_CODE_TAKEN' });
    const bad = await create({ code: 'TWO WORDS', percentOff: 95, startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z', usageLimit: 0, perCustomerLimit: -1, minSubtotalCents: -5 });
    expect(bad.__typename).toBe('ValidationError');
    expect(bad.fields.map((f: { field: string }) => f.field).sort()).toEqual(['code', 'endsAt', 'minSubtotalCents', 'perCustomerLimit', 'percentOff', 'usageLimit']);
    expect((await create({ code: 'X', percentOff: 0 })).fields.map((f: { field: string }) => f.field).sort()).toEqual(['code', 'percentOff']);

    const renamed = await create({ code: fresh(), percentOff: 5 });
    expect((await t.adminGql(UPDATE, { id: renamed.id, i: { code, percentOff: 5 } }, staff)).data!.updatePromoCode.__typename).toBe('PromoCodeTakenError');
    const after = (await t.db.query(`SELECT (SELECT count(*) FROM promo_code)::int AS codes, (SELECT count(*) FROM audit_entry)::int AS audits`))[0];
    expect(after).toEqual({ codes: before.codes + 1, audits: before.audits + 1 }); // only the successful create
  });

  it('disables a code: refused in carts, dropped from a cart that held it, and back when enabled', async () => {
    const code = fresh();
    const { id } = await create({ code, percentOff: 20 });
    const holder = await shopperWithCart();
    expect((await t.gql(APPLY_PROMO, { code }, holder.token)).data!.applyPromo.discount.percent).toBe(20);

    expect((await t.adminGql(DISABLE, { id }, staff)).data!.disablePromoCode.status).toBe('DISABLED');
    const newcomer = await shopperWithCart();
    expect((await t.gql(APPLY_PROMO, { code }, newcomer.token)).data!.applyPromo).toMatchObject({ __typename: 'InvalidPromoCodeError', reason: 'UNKNOWN' });
    const held = (await t.gql(CART, undefined, holder.token)).data!.cart;
    expect(held).toMatchObject({ promoCode: code, discount: { source: 'AUTOMATIC' } });
    expect(held.promoNotice).toMatch(/no longer available/);
    expect((await t.adminGql(LIST, { search: code, status: 'DISABLED' }, staff)).data!.promoCodes.items).toEqual([{ code, status: 'DISABLED', timesRedeemed: 0, timesHeld: 0 }]);

    expect((await t.adminGql(ENABLE, { id }, staff)).data!.enablePromoCode.status).toBe('ACTIVE');
    expect((await t.gql(APPLY_PROMO, { code }, newcomer.token)).data!.applyPromo.discount.percent).toBe(20);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['promo_code.create', 'promo_code.disable', 'promo_code.enable']);
    const disable = (await auditOf(id))[1];
    expect([disable.before.status, disable.after.status]).toEqual(['ACTIVE', 'DISABLED']);
  });

  it('shows scheduled and expired codes as such, and shoppers are told why they do not apply', async () => {
    const day = 24 * 3600 * 1000;
    const later = fresh();
    const past = fresh();
    await create({ code: later, percentOff: 10, startsAt: new Date(Date.now() + day).toISOString() });
    await create({ code: past, percentOff: 10, startsAt: new Date(Date.now() - 3 * day).toISOString(), endsAt: new Date(Date.now() - day).toISOString() });
    const statusOf = async (code: string) => (await t.adminGql(LIST, { search: code }, staff)).data!.promoCodes.items[0].status;
    expect([await statusOf(later), await statusOf(past)]).toEqual(['SCHEDULED', 'EXPIRED']);
    const scheduled = (await t.adminGql(LIST, { status: 'SCHEDULED' }, staff)).data!.promoCodes.items.map((p: { code: string }) => p.code);
    expect(scheduled).toContain(later);
    expect(scheduled).not.toContain(past);

    const shopper = await shopperWithCart();
    expect((await t.gql(APPLY_PROMO, { code: later }, shopper.token)).data!.applyPromo.reason).toBe('NOT_STARTED');
    expect((await t.gql(APPLY_PROMO, { code: past }, shopper.token)).data!.applyPromo.reason).toBe('EXPIRED');
  });

  it('keeps the limits: minimum subtotal, per customer, in all; and lists who redeemed and who holds it', async () => {
    const code = fresh();
    const { id } = await create({ code, percentOff: 10, usageLimit: 2, perCustomerLimit: 1, minSubtotalCents: 2500 });
    const small = await signUpCustomer(t);
    await addToCart(t, small.token, await variantWithStock(t, { minPriceCents: 500, maxPriceCents: 2400 }));
    expect((await t.gql(APPLY_PROMO, { code }, small.token)).data!.applyPromo.reason).toBe('MINIMUM_NOT_MET');

    // One shopper pays with it, another holds it in an order awaiting payment: both count against the limit of 2.
    const payer = await shopperWithCart();
    expect((await t.gql(APPLY_PROMO, { code }, payer.token)).data!.applyPromo.__typename).toBe('Cart');
    const paid = await placeOrder(t, payer.token);
    await payOnSandbox(t, paid.url, 'pay');
    const holder = await shopperWithCart();
    await t.gql(APPLY_PROMO, { code }, holder.token);
    const pending = await placeOrder(t, holder.token);
    expect(pending.__typename).toBe('PaymentSession');

    await addToCart(t, payer.token, await variantWithStock(t, { minPriceCents: 3000, maxPriceCents: 5000 }));
    expect((await t.gql(APPLY_PROMO, { code }, payer.token)).data!.applyPromo.reason).toBe('LIMIT_REACHED');
    expect((await t.gql(APPLY_PROMO, { code }, (await shopperWithCart()).token)).data!.applyPromo.reason).toBe('LIMIT_REACHED');

    const uses = (await t.adminGql(USES, { id }, staff)).data!.promoCodeRedemptions;
    expect(uses.totalItems).toBe(2);
    expect(uses.items).toEqual([
      { tranId: pending.tranId, customerEmail: holder.email, at: expect.any(String), state: 'HELD' },
      { tranId: paid.tranId, customerEmail: payer.email, at: expect.any(String), state: 'REDEEMED' },
    ]);
    expect((await t.adminGql(LIST, { search: code }, staff)).data!.promoCodes.items[0]).toMatchObject({ timesRedeemed: 1, timesHeld: 1 });

    // The limit cannot go below the uses made; raising it lets the next shopper in.
    const lowered = (await t.adminGql(UPDATE, { id, i: { code, percentOff: 10, usageLimit: 1, perCustomerLimit: 1, minSubtotalCents: 2500 } }, staff)).data!.updatePromoCode;
    expect(lowered).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'usageLimit', message: 'At least 2.' }] });
    const raised = (await t.adminGql(UPDATE, { id, i: { code, percentOff: 12, usageLimit: 3, perCustomerLimit: 1, minSubtotalCents: 2500 } }, staff)).data!.updatePromoCode;
    expect(raised).toMatchObject({ percentOff: 12, usageLimit: 3, timesRedeemed: 1, timesHeld: 1 });
    expect((await t.gql(APPLY_PROMO, { code }, (await shopperWithCart()).token)).data!.applyPromo.discount.percent).toBe(12);
    const update = (await auditOf(id)).find((e) => e.action === 'promo_code.update')!;
    expect([update.before.usageLimit, update.after.usageLimit, update.before.percentOff, update.after.percentOff]).toEqual([2, 3, 10, 12]);
  });

  it('answers not found for a code that does not exist', async () => {
    const res = await t.adminGql(USES, { id: '00000000-0000-4000-8000-000000000000' }, staff);
    expect(res.errors?.[0].extensions?.code).toBe('PROMO_CODE_NOT_FOUND');
    expect((await t.adminGql(DISABLE, { id: 'not-an-id' }, staff)).errors?.[0].extensions?.code).toBe('PROMO_CODE_NOT_FOUND');
  });
});
