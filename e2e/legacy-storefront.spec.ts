import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { graphql, outboxLink, uniqueEmail } from './helpers';
import { BASE_URL, LEGACY_STOREFRONT_URL } from './playwright.config';

/**
 * The original storefront (docs/SPEC.md §7) on an origin of its own, in a real browser: its calls are real
 * cross-origin fetches with credentials, so CORS, the cart cookie, Cross-Origin-Resource-Policy on pictures
 * and the gateway return page's CSP form-action are all enforced by chromium itself.
 */
const STOREFRONT = LEGACY_STOREFRONT_URL; // in the server's CORS_ORIGINS (playwright.config.ts)
// The API by name, as the original's {host}/api would be configured: the same site as the storefront.
const API = BASE_URL.replace('127.0.0.1', 'localhost');

// A stand-in for the storefront's own server (a real one, so the browser sees a local origin): every page
// of it names its path.
let storefront: Server;
test.beforeAll(async () => {
  storefront = createServer((req, res) => {
    const path = new URL(req.url ?? '/', STOREFRONT).pathname.replace(/[^\w/-]/g, '');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>Original storefront</title><h1>${path}</h1>`);
  });
  await new Promise<void>((resolve) => storefront.listen(Number(new URL(STOREFRONT).port), '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => storefront.close(() => resolve())));

test('the original storefront pays on the sandbox and the browser lands on its own success page', async ({ page, request }) => {
  await page.goto(`${STOREFRONT}/`);

  // Its sign-up page shows the message of a sign-up that has not succeeded yet: the mailed link (to this shop's
  // own page: the original has none) opens the account, and the shopper logs in on the original.
  const email = uniqueEmail('original');
  const signUp = await page.evaluate(
    async ({ api, email }) => {
      const res = await fetch(`${api}/api/users/signup`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'applications/json' },
        body: JSON.stringify({ name: 'Rafi Original', email, password: 'original storefront' }),
      });
      return { status: res.status, body: await res.json() };
    },
    { api: API, email },
  );
  expect(signUp).toEqual({ status: 202, body: { success: false, message: `Almost there: check your inbox at ${email} and follow the link we sent to finish signing up.` } });
  const link = new URL(await outboxLink(request, email, '/confirm-account'));
  expect(link.origin).toBe(API);
  await graphql(request, `mutation LegacyE2eConfirm($t: String!) { confirmSignUp(token: $t) { __typename } }`, { t: link.searchParams.get('token') });

  const shop = await page.evaluate(async ({ api, email }) => {
    const send = async (method: string, path: string, body?: object, token?: string, contentType = 'application/json') => {
      const res = await fetch(`${api}${path}`, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': contentType, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: await res.json() };
    };
    const token: string = (await send('POST', '/api/users/login', { email, password: 'original storefront' })).body.token;
    const products: { _id: string; image: string; new_price: number }[] = await (await fetch(`${api}/api/product/all_products`, { credentials: 'include' })).json();
    const product = [...products].sort((a, b) => b.new_price - a.new_price)[0];

    // A picture of another origin, as its <img> would load it.
    const pictureLoaded = await new Promise<boolean>((resolve) => {
      const img = document.createElement('img');
      img.onload = () => resolve(img.naturalWidth > 0);
      img.onerror = () => resolve(false);
      img.src = product.image;
      document.body.append(img);
    });

    await send('GET', '/api/cart/get_cart', undefined, token);
    // The product page's ADD TO CART in a colour it offers on every product, then the cart page's + twice.
    const added = await send('PUT', '/api/cart/update_cart', { productId: product._id, quantity: 1, variant: { size: 'M', color: 'Violent' } }, token);
    await send('PUT', '/api/cart/update_cart', { productId: product._id, quantity: 2, variant: {} }, token);
    const cart = await send('PUT', '/api/cart/update_cart', { productId: product._id, quantity: 3, variant: {} }, token);
    // The promo box sends no token.
    const coupon = await send('POST', '/api/coupon/create', { code: 'kapor20', discount: 5 }, undefined, 'applications/json');
    const placed = await send('POST', '/api/order/place_order', {
      customerData: {
        fullName: 'Rafi Original', phone: '+880 1711-000000', email, country: 'BANGLADESH', city: 'Dhaka', state: 'Dhaka', zip: '1205',
        address: 'House 12, Road 5', deliveryDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), deliveryRoute: 'Inside Dhaka',
        paymentMethod: 'online', termsAccepted: true,
      },
      orderedItems: [],
      total: 0,
    }, token);
    return { pictureLoaded, addedStatus: added.status, items: cart.body.cart.items, subtotal: cart.body.cart.subtotal as number, coupon: coupon.body, placed: placed.body };
  }, { api: API, email });

  expect(shop.pictureLoaded).toBe(true);
  expect(shop.addedStatus).toBe(200);
  expect(shop.items).toEqual([expect.objectContaining({ quantity: 3 })]);
  expect(shop.subtotal).toBeGreaterThanOrEqual(100);
  expect(shop.coupon).toMatchObject({ valid: true, discount: 20 });
  const tranId: string = shop.placed.tran_id;
  expect(tranId).toMatch(/^KPR-/);

  // On the gateway's page: Pay, then its return form posts to the shop, whose 303 leads back to the storefront.
  await page.goto(shop.placed.url);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(`${STOREFRONT}/payment/success/${tranId}`);
  await expect(page.getByRole('heading', { name: `/payment/success/${tranId}` })).toBeVisible();
});
