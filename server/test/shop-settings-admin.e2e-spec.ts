import request from 'supertest';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/config';
import { DEMO_STAFF_MEMBER, signUpCustomer, staffToken } from './support/auth';
import { CART, variantWithStock } from './support/cart';
import { addToCart } from './support/checkout';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app';

const ADMIN_FIELDS = `shippingFee { amount } freeShippingThreshold { amount } automaticPromotionPercent contact { phone email address } currencies { code perUsd }`;
const READ = `{ shopSettingsAdmin { ${ADMIN_FIELDS} } }`;
const UPDATE = `mutation($i: UpdateShopSettingsInput!) { updateShopSettings(input: $i) {
  __typename ... on ShopSettingsAdmin { ${ADMIN_FIELDS} } ... on ValidationError { message fields { field message } } } }`;
const RATE = `mutation($code: String!, $perUsd: Float!) { updateCurrencyRate(code: $code, perUsd: $perUsd) {
  __typename ... on Currency { code perUsd } ... on ValidationError { fields { field message } } } }`;
const SHOP = `{ shopSettings { freeShippingThreshold { amount formatted } shippingFee { amount } contact { phone email address } } }`;

describe('shop settings in the back office', () => {
  let t: TestApp;
  let owner: string;
  const audits = async (entityType: string) => (await t.db.query(`SELECT action, entity_id, before, after FROM audit_entry WHERE entity_type = $1 ORDER BY id`, [entityType])) as { action: string; entity_id: string; before: any; after: any }[];
  const update = async (input: Record<string, unknown>) => (await t.adminGql(UPDATE, { i: input }, owner)).data!.updateShopSettings;

  beforeAll(async () => {
    // The environment gives a new database its first values, and only those.
    t = await startTestApp({ FREE_SHIPPING_THRESHOLD_CENTS: '15000', SHIPPING_FEE_CENTS: '650', AUTOMATIC_PROMOTION_PERCENT: '5' });
    owner = await staffToken(t);
  });
  afterAll(() => t.close());

  it('starts from the configuration, with the shop’s contact details, for the owner to read', async () => {
    const settings = (await t.adminGql(READ, undefined, owner)).data!.shopSettingsAdmin;
    expect(settings).toEqual({
      shippingFee: { amount: 650 },
      freeShippingThreshold: { amount: 15000 },
      automaticPromotionPercent: 5,
      contact: { phone: '+880 9612-527267', email: 'help@kapor.shop', address: 'House 12, Road 7, Dhanmondi, Dhaka 1205, Bangladesh' },
      currencies: [
        { code: 'USD', perUsd: 1 },
        { code: 'BDT', perUsd: 122.5 },
        { code: 'IDR', perUsd: 16250 },
      ],
    });
    expect((await t.gql(SHOP)).data!.shopSettings.contact).toEqual(settings.contact);
  });

  it('refuses STAFF: settings are the owner’s, reading included', async () => {
    const staff = await staffToken(t, DEMO_STAFF_MEMBER);
    const before = (await audits('shop_settings')).length;
    for (const [doc, variables] of [[READ, undefined], [UPDATE, { i: { shippingFeeCents: 0 } }], [RATE, { code: 'BDT', perUsd: 1 }]] as const) {
      const res = await t.adminGql(doc, variables, staff);
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await audits('shop_settings')).length).toBe(before);
    expect((await t.gql(SHOP)).data!.shopSettings.shippingFee.amount).toBe(650);
  });

  it('changes the fee and the free-shipping threshold of every cart and of the storefront at once, audited', async () => {
    const shopper = await signUpCustomer(t);
    const v = await variantWithStock(t, { minPriceCents: 6000, maxPriceCents: 9000 });
    const cart = await addToCart(t, shopper.token, v);
    expect(cart.shipping.amount).toBe(650);

    const changed = await update({ shippingFeeCents: 999, freeShippingThresholdCents: v.priceCents });
    expect(changed).toMatchObject({ __typename: 'ShopSettingsAdmin', shippingFee: { amount: 999 }, freeShippingThreshold: { amount: v.priceCents }, automaticPromotionPercent: 5 });
    const free = (await t.gql(CART, undefined, shopper.token)).data!.cart;
    expect(free).toMatchObject({ shipping: { amount: 0 }, freeShippingThreshold: { amount: v.priceCents }, amountToFreeShipping: { amount: 0 } });
    expect((await t.gql(SHOP)).data!.shopSettings).toMatchObject({ freeShippingThreshold: { amount: v.priceCents }, shippingFee: { amount: 999 } });

    await update({ freeShippingThresholdCents: v.priceCents + 1 });
    const charged = (await t.gql(CART, undefined, shopper.token)).data!.cart;
    expect(charged).toMatchObject({ shipping: { amount: 999 }, amountToFreeShipping: { amount: 1 } });
    expect(charged.total.amount).toBe(charged.subtotal.amount - charged.discount.amount.amount + 999);

    const [first, second] = (await audits('shop_settings')).slice(-2);
    expect(first).toMatchObject({ action: 'settings.update', entity_id: 'shop', before: { shippingFeeCents: 650, freeShippingThresholdCents: 15000 }, after: { shippingFeeCents: 999, freeShippingThresholdCents: v.priceCents } });
    expect([second.before.freeShippingThresholdCents, second.after.freeShippingThresholdCents]).toEqual([v.priceCents, v.priceCents + 1]);
  });

  it('changes the store promotion: a new percent, or none', async () => {
    const shopper = await signUpCustomer(t);
    const cart = await addToCart(t, shopper.token, await variantWithStock(t, { minPriceCents: 2000, maxPriceCents: 5000 }));
    await update({ automaticPromotionPercent: 12 });
    expect((await t.gql(CART, undefined, shopper.token)).data!.cart.discount).toMatchObject({ source: 'AUTOMATIC', percent: 12, amount: { amount: Math.round(cart.subtotal.amount * 0.12) } });
    await update({ automaticPromotionPercent: 0 });
    expect((await t.gql(CART, undefined, shopper.token)).data!.cart.discount).toBeNull();
    await update({ automaticPromotionPercent: 5 });
  });

  it('changes the contact details the storefront shows, checking each field and changing nothing when one is wrong', async () => {
    const contact = { phone: '+880 1711-223344', email: 'Care@Kapor.Example', address: '  Plot 3,   Gulshan Avenue, Dhaka 1212 ' };
    expect((await update(contact)).contact).toEqual({ phone: '+880 1711-223344', email: 'care@kapor.example', address: 'Plot 3, Gulshan Avenue, Dhaka 1212' });
    expect((await t.gql(SHOP)).data!.shopSettings.contact).toEqual({ phone: '+880 1711-223344', email: 'care@kapor.example', address: 'Plot 3, Gulshan Avenue, Dhaka 1212' });

    const before = await t.adminGql(READ, undefined, owner);
    const auditsBefore = (await audits('shop_settings')).length;
    const refused = await update({ shippingFeeCents: -1, freeShippingThresholdCents: 200_000_000, automaticPromotionPercent: 95, phone: 'call us', email: 'nobody', address: ' ' });
    expect(refused.__typename).toBe('ValidationError');
    expect(Object.fromEntries(refused.fields.map((f: { field: string; message: string }) => [f.field, f.message]))).toEqual({
      shippingFeeCents: 'Enter a whole number from 0 to 100000.',
      freeShippingThresholdCents: 'Enter a whole number from 0 to 100000000.',
      automaticPromotionPercent: 'Enter a whole number from 0 to 90.',
      phone: 'Enter a phone number of 7 to 15 digits.',
      email: 'Enter a valid e-mail address.',
      address: 'Required.',
    });
    expect(await t.adminGql(READ, undefined, owner)).toEqual(before);
    expect((await audits('shop_settings')).length).toBe(auditsBefore);
  });

  it('changes a display currency’s rate through the catalogue, audited; USD stays 1', async () => {
    expect((await t.adminGql(RATE, { code: 'bdt', perUsd: 119.25 }, owner)).data!.updateCurrencyRate).toEqual({ __typename: 'Currency', code: 'BDT', perUsd: 119.25 });
    expect((await t.gql(`{ currencies { code perUsd } }`)).data!.currencies).toContainEqual({ code: 'BDT', perUsd: 119.25 });
    expect((await audits('currency')).at(-1)).toMatchObject({ action: 'currency.update', entity_id: 'BDT', before: { perUsd: 122.5 }, after: { perUsd: 119.25 } });

    const auditsBefore = (await audits('currency')).length;
    expect((await t.adminGql(RATE, { code: 'USD', perUsd: 2 }, owner)).data!.updateCurrencyRate).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'perUsd' }] });
    expect((await t.adminGql(RATE, { code: 'IDR', perUsd: 0 }, owner)).data!.updateCurrencyRate).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'perUsd' }] });
    expect((await t.adminGql(RATE, { code: 'EUR', perUsd: 0.9 }, owner)).errors?.[0].extensions?.code).toBe('CURRENCY_NOT_FOUND');
    expect((await audits('currency')).length).toBe(auditsBefore);
  });

  // Last: the second instance's passport strategies replace the first's process-wide (support/test-app.ts).
  it('holds for every instance on the database: a restart keeps the owner’s values, and a change reaches the others at once', async () => {
    const url = (t.db.options as { url: string }).url;
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', SERVE_CLIENT: 'false', JWT_SECRET: TEST_JWT_SECRET, FREE_SHIPPING_THRESHOLD_CENTS: '1' });
    const other = await createApp(config, url);
    try {
      const otherShop = async () => (await request(other.getHttpServer()).post('/graphql').send({ query: SHOP })).body.data.shopSettings;
      const current = (await t.gql(SHOP)).data!.shopSettings;
      expect(await otherShop()).toEqual(current); // its FREE_SHIPPING_THRESHOLD_CENTS changed nothing

      await update({ freeShippingThresholdCents: 25_050 });
      expect((await otherShop()).freeShippingThreshold).toEqual({ amount: 25_050, formatted: '$250.50' });
      const shopper = await signUpCustomer(t);
      await addToCart(t, shopper.token, await variantWithStock(t, { minPriceCents: 2000, maxPriceCents: 5000 }));
      const res = await request(other.getHttpServer()).post('/graphql').set('Authorization', `Bearer ${shopper.token}`).send({ query: CART });
      expect(res.body.data.cart.freeShippingThreshold.amount).toBe(25_050);
    } finally {
      await other.close();
    }
  });
});
