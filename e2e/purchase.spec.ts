import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { collectErrors, fillDelivery, graphql, hydrated, openAccountFromOutbox, payOnSandbox, SCREENSHOTS, signUpShopper, uniqueEmail } from './helpers';

/**
 * The whole purchase in a browser against the built app and the sandbox payment gateway: sign up,
 * browse, choose, add, change the cart, apply a code, check out, pay (or fail, then retry), and
 * find the order in My orders.
 */

const PASSWORD = 'monsoon-cotton-2026';

interface CatalogProduct {
  id: string;
  slug: string;
  name: string;
  defaultColour: string;
  colours: string[];
  variants: { size: string; colour: string; available: number }[];
}

const colourName = (colour: string) => colour.charAt(0) + colour.slice(1).toLowerCase();

/**
 * A women's product on the first page of /womens that comes in a second colour with plenty of one
 * size in it, so the test can choose a colour and a size, then add a second unit.
 */
async function productToBuy(request: APIRequestContext): Promise<{ product: CatalogProduct; colour: string; size: string }> {
  const data = await graphql<{ products: { items: CatalogProduct[] } }>(
    request,
    `query PurchaseE2eProducts { products(filter: { category: WOMEN }, page: 1, pageSize: 12) { items { id slug name defaultColour colours variants { size colour available } } } }`,
  );
  for (const product of data.products.items) {
    const colour = product.colours.find((c) => c !== product.defaultColour);
    const variant = product.variants.find((v) => v.colour === colour && v.available >= 10);
    if (colour && variant) return { product, colour, size: variant.size };
  }
  throw new Error('No women’s product on the first page with a second colour in stock');
}

/** A fresh customer made through the API (for the tests that are not about signing up), logged in in the browser. */
async function customerWithCart(page: Page, request: APIRequestContext): Promise<{ token: string; product: CatalogProduct }> {
  const token = await signUpShopper(request, { name: 'Farhana Akter', email: uniqueEmail('farhana'), password: PASSWORD });
  const { product, colour, size } = await productToBuy(request);
  const added = await graphql<{ addToCart: { __typename: string } }>(
    request,
    `mutation PurchaseE2eAdd($productId: ID!, $size: Size!, $colour: Colour) { addToCart(productId: $productId, size: $size, colour: $colour, quantity: 1) { __typename } }`,
    { productId: product.id, size, colour },
    token,
  );
  expect(added.addToCart.__typename).toBe('Cart');
  await page.addInitScript((value) => localStorage.setItem('auth-token', value), token);
  return { token, product };
}

test('sign up, browse, choose, add, change the cart, apply WELCOME10, check out and pay: the order is paid and the cart empty', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const { product, colour, size } = await productToBuy(request);
  const main = page.getByRole('main');
  const count = page.getByTestId('cart-count');

  // Sign up in the browser: the mailed link (read in the development outbox) opens the account.
  const email = uniqueEmail('nadia');
  await page.goto('/login');
  await hydrated(page);
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await main.getByLabel('Your Name').fill('Nadia Rahman');
  await main.getByLabel('Email Address').fill(email);
  await main.getByLabel(/^Password/).fill(PASSWORD);
  await main.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await main.getByRole('button', { name: 'Continue' }).click();
  await openAccountFromOutbox(page, email);
  await expect(count).toHaveText('0');

  // Browse the women's category and open the product.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Women' }).click();
  await expect(page).toHaveURL(/\/womens$/);
  await main.getByRole('link', { name: product.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // Choose colour and size, add to cart.
  await main.getByRole('group', { name: /^Colour/ }).getByRole('button', { name: colourName(colour), exact: true }).click();
  await main.getByRole('group', { name: /^Size/ }).getByRole('button', { name: size, exact: true }).click();
  await main.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(count).toHaveText('1');

  // The cart: the line as chosen; + makes two (the header follows).
  await page.getByRole('link', { name: /^Cart:/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = main.getByRole('row').filter({ hasText: product.name });
  await expect(line).toContainText(`Size ${size} · ${colourName(colour)}`);
  await line.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(line.getByRole('group', { name: /^Quantity/ })).toContainText('2');
  await expect(count).toHaveText('2');
  await expect(line.getByRole('button', { name: /^Decrease quantity/ })).toBeEnabled();

  // A seeded code replaces the store promotion.
  const totals = main.getByRole('region', { name: 'Cart Totals' });
  await expect(totals).toContainText('Store promotion (5% off)');
  await main.getByRole('textbox', { name: 'Promo code' }).fill(' welcome10 ');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Promo applied' })).toHaveText('Promo applied: 10% off');
  await expect(totals).toContainText('Promo WELCOME10 (10% off)');
  const cartTotal = (await totals.locator('.totals__row--total dd').innerText()).split('\n')[0].trim();

  // Checkout with delivery details; the summary shows the same total.
  await main.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = main.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText(cartTotal);
  await expect(main.getByLabel(/^Full name/)).toHaveValue('Nadia Rahman');
  await fillDelivery(page);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'purchase-checkout-1280.png'), fullPage: true });

  // Pay on the sandbox gateway's page and land on the success page.
  const tranId = await payOnSandbox(page, 'Pay');
  await expect(main.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(main).toContainText(tranId);
  await expect(main.getByRole('region', { name: 'Order summary' })).toContainText(product.name);
  await expect(main.getByRole('region', { name: 'Order summary' })).toContainText(cartTotal);
  await expect(count).toHaveText('0');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'purchase-success-1280.png'), fullPage: true });

  // My orders lists it as paid; the cart is empty.
  await page.goto('/account?section=orders');
  await hydrated(page);
  const orderRow = main.getByRole('row').filter({ hasText: tranId });
  await expect(orderRow).toContainText('Paid');
  await expect(orderRow).toContainText(cartTotal);
  await page.goto('/cart');
  await hydrated(page);
  await expect(main.getByText('Your cart is empty.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'PROCEED TO CHECKOUT' })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('a failed payment leaves the cart intact, and trying again pays', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const { product } = await customerWithCart(page, request);
  const main = page.getByRole('main');

  await page.goto('/checkout');
  await hydrated(page);
  await expect(main.getByRole('complementary', { name: 'Order Summary' })).toBeVisible();
  await fillDelivery(page);
  const failedTranId = await payOnSandbox(page, 'Fail');

  await expect(main.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(main).toContainText(failedTranId);
  await expect(main).toContainText('Unfortunately, your payment did not go through. Please try again or contact support.');
  await expect(main.getByRole('heading', { name: 'Your cart is saved' })).toBeVisible();
  await expect(main).toContainText(product.name);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(main.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'purchase-fail-1280.png'), fullPage: true });

  // Try again: back to checkout with the details still there; only the terms are ticked afresh.
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?retry=${failedTranId}$`));
  await expect(main.getByLabel(/^City/)).toHaveValue('Dhaka');
  await expect(main.getByLabel(/^Delivery route/)).toHaveValue('Inside Dhaka');
  await main.getByRole('checkbox', { name: /terms and conditions/ }).check();
  const paidTranId = await payOnSandbox(page, 'Pay');
  expect(paidTranId).not.toBe(failedTranId);
  await expect(main.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  // Both orders in My orders: the failed one as failed, the new one as paid.
  await page.goto('/account?section=orders');
  await hydrated(page);
  await expect(main.getByRole('row').filter({ hasText: paidTranId })).toContainText('Paid');
  await expect(main.getByRole('row').filter({ hasText: failedTranId })).toContainText('Payment failed');
  expect(errors).toEqual([]);
});

test('checkout with missing fields shows every error and sends nothing', async ({ page, request }) => {
  const errors = collectErrors(page);
  await customerWithCart(page, request);
  const orders: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('PlaceOrder')) orders.push(r.postData()!);
  });
  const main = page.getByRole('main');
  await page.goto('/checkout');
  await hydrated(page);
  await expect(main.getByLabel(/^Full name/)).toHaveValue('Farhana Akter');
  await main.getByLabel(/^Full name/).fill('');
  await main.getByLabel(/^Email/).fill('');
  await main.getByRole('button', { name: 'Confirm Order' }).click();

  await expect(main.getByRole('alert').first()).toHaveText('Please correct the 11 highlighted fields below.');
  const expected: [RegExp, string][] = [
    [/^Full name/, 'Full name is required.'],
    [/^Phone/, 'Phone number is required.'],
    [/^Email/, 'Email is required.'],
    [/^Country/, 'Please choose a country.'],
    [/^City/, 'City is required.'],
    [/^State/, 'State is required.'],
    [/^Zip code/, 'Zip code is required.'],
    [/^Address/, 'Address is required.'],
    [/^Delivery date/, 'Delivery date is required.'],
    [/^Delivery route/, 'Please choose a delivery route.'],
  ];
  for (const [label, message] of expected) {
    await expect(main.getByText(message, { exact: true })).toBeVisible();
    await expect(main.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(main.getByText('You must accept the terms and conditions.')).toBeVisible();
  await expect(main.getByLabel(/^Full name/)).toBeFocused();

  // Fixing a field clears its message as the shopper types.
  await main.getByLabel(/^City/).fill('Sylhet');
  await expect(main.getByText('City is required.')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'purchase-checkout-errors-390.png'), fullPage: true });
  expect(orders).toEqual([]);
  expect(errors).toEqual([]);
});
