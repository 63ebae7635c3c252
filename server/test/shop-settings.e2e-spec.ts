import { signUpCustomer } from './support/auth';
import { PLACE_ORDER, deliveryDetails } from './support/checkout';
import { startTestApp, type TestApp } from './support/test-app';

const SETTINGS = `{ shopSettings { freeShippingThreshold { amount currency formatted } shippingFee { amount formatted } timeZone countries deliveryRoutes
  paymentMethods { code label available } phonePattern phoneMinDigits zipPattern } }`;

describe('shopSettings: the rules a storefront needs, from the server that applies them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ FREE_SHIPPING_THRESHOLD_CENTS: '15000', SHIPPING_FEE_CENTS: '650', SHOP_TIMEZONE: 'Asia/Karachi' });
  });
  afterAll(() => t.close());

  it('answers the configured threshold, fee and time zone, and the checkout form’s options, to anyone', async () => {
    const settings = (await t.gql(SETTINGS)).data!.shopSettings;
    expect(settings).toEqual({
      freeShippingThreshold: { amount: 15000, currency: 'USD', formatted: '$150.00' },
      shippingFee: { amount: 650, formatted: '$6.50' },
      timeZone: 'Asia/Karachi',
      countries: ['Bangladesh', 'Pakistan', 'Afghanistan', 'India', 'Nepal', 'Malaysia'],
      deliveryRoutes: ['Inside Dhaka', 'Outside Dhaka'],
      paymentMethods: [
        { code: 'online', label: 'Online payment', available: true },
        { code: 'cod', label: 'Cash on Delivery', available: false },
        { code: 'pos', label: 'POS on Delivery', available: false },
      ],
      phonePattern: expect.any(String),
      phoneMinDigits: 7,
      zipPattern: expect.any(String),
    });
  });

  it('gives the patterns placeOrder checks with: what they refuse, the server refuses', async () => {
    const { phonePattern, phoneMinDigits, zipPattern } = (await t.gql(SETTINGS)).data!.shopSettings;
    const phoneOk = (p: string) => new RegExp(phonePattern).test(p) && p.replace(/\D/g, '').length >= phoneMinDigits;
    const zipOk = (z: string) => new RegExp(zipPattern).test(z);
    expect([phoneOk('+880 1711-000000'), phoneOk('12-34'), phoneOk('call me')]).toEqual([true, false, false]);
    expect([zipOk('1205'), zipOk('-12'), zipOk('12')]).toEqual([true, false, false]);

    const { token } = await signUpCustomer(t);
    const res = await t.gql(PLACE_ORDER, { input: deliveryDetails({ phone: 'call me', zip: '-12' }) }, token);
    expect(res.data!.placeOrder).toMatchObject({ __typename: 'ValidationError', fields: expect.arrayContaining([expect.objectContaining({ field: 'phone' }), expect.objectContaining({ field: 'zip' })]) });
  });
});
