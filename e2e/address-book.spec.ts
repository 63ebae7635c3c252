import { expect, test, type APIRequestContext } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { axeViolations, collectErrors, type DeliveryAnswers, deliveryDate, fillDelivery, graphql, hydrated, payOnSandbox, SCREENSHOTS, signUpShopper, uniqueEmail } from './helpers';

/** Issue 16's account: the address book at checkout, and My details kept on the server. */

const PASSWORD = 'monsoon-cotton-2026';
const SYLHET: DeliveryAnswers = { phone: '+880 1811-445566', country: 'Bangladesh', city: 'Sylhet', state: 'Sylhet Division', zip: '3100', address: 'Zindabazar Road 5', route: 'Outside Dhaka' };

function signUp(request: APIRequestContext, name: string): Promise<string> {
  return signUpShopper(request, { name, email: uniqueEmail('addresses'), password: PASSWORD });
}

/** One unit of the first product with stock, in the shopper's cart. */
async function addSomethingToCart(request: APIRequestContext, token: string) {
  const { products } = await graphql<{ products: { items: { id: string; defaultColour: string; variants: { size: string; colour: string; available: number }[] }[] } }>(
    request,
    `query AddressBookProducts { products(page: 1, pageSize: 50) { items { id defaultColour variants { size colour available } } } }`,
  );
  const product = products.items.find((p) => p.variants.some((v) => v.colour === p.defaultColour && v.available >= 3))!;
  const size = product.variants.find((v) => v.colour === product.defaultColour && v.available >= 3)!.size;
  const data = await graphql<{ addToCart: { __typename: string } }>(
    request,
    `mutation AddressBookAdd($productId: ID!, $size: Size!) { addToCart(productId: $productId, size: $size, quantity: 1) { __typename } }`,
    { productId: product.id, size },
    token,
  );
  expect(data.addToCart.__typename).toBe('Cart');
}

test.beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

test('an address saved at checkout with one tick fills the next order', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const token = await signUp(request, 'Tahmina Begum');
  await context.addInitScript((value) => localStorage.setItem('auth-token', value), token);
  await addSomethingToCart(request, token);

  await page.goto('/checkout');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByLabel(/^Full name/)).toHaveValue('Tahmina Begum');
  // Nothing saved yet: no list to choose from, and the tick to save what is typed.
  await expect(main.getByLabel('Deliver to a saved address')).toHaveCount(0);
  await fillDelivery(page, SYLHET);
  await main.getByRole('checkbox', { name: 'Save this address to my address book' }).check();
  await payOnSandbox(page, 'Pay');
  await expect(main.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  // The second order, in a new tab (nothing typed is remembered there): the saved address is the default.
  await addSomethingToCart(request, token);
  const second = await context.newPage();
  const secondErrors = collectErrors(second);
  await second.goto('/checkout');
  const form = second.getByRole('main');
  await expect(form.getByLabel(/^Address/)).toHaveValue(SYLHET.address);
  await expect(form.getByLabel(/^Full name/)).toHaveValue('Tahmina Begum');
  await expect(form.getByLabel(/^Phone/)).toHaveValue(SYLHET.phone);
  await expect(form.getByLabel(/^Country/)).toHaveValue(SYLHET.country);
  await expect(form.getByLabel(/^City/)).toHaveValue(SYLHET.city);
  await expect(form.getByLabel(/^State/)).toHaveValue(SYLHET.state);
  await expect(form.getByLabel(/^Zip code/)).toHaveValue(SYLHET.zip);
  await expect(form.getByLabel('Deliver to a saved address')).toHaveValue(/.+/);
  await expect(form.getByRole('checkbox', { name: 'Save this address to my address book' })).toHaveCount(0);
  await second.screenshot({ path: path.join(SCREENSHOTS, 'checkout-saved-address-1280.png'), fullPage: true });
  await form.getByLabel(/^Delivery date/).fill(deliveryDate());
  await form.getByLabel(/^Delivery route/).selectOption(SYLHET.route);
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await payOnSandbox(second, 'Pay');

  // The account page keeps it, as the default.
  await second.goto('/account?section=addresses');
  const card = form.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(SYLHET.address);
  await expect(card).toContainText('Default');
  await expect(second.locator('.spinner')).toHaveCount(0);
  expect(await axeViolations(second)).toEqual([]);
  await second.screenshot({ path: path.join(SCREENSHOTS, 'account-addresses-1280.png'), fullPage: true });
  expect(errors).toEqual([]);
  expect(secondErrors).toEqual([]);
});

test('My details are kept by the server: changed, then seen after a reload', async ({ page, context, request }) => {
  const errors = collectErrors(page);
  const token = await signUp(request, 'Farhana Akter');
  await context.addInitScript((value) => localStorage.setItem('auth-token', value), token);

  await page.goto('/account');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Hello, Farhana' })).toBeVisible();
  await main.getByLabel('FIRST NAME').fill('Farah');
  await main.getByLabel('SECOND NAME').fill('Akter Khan');
  await main.getByLabel('BIRTH DATE').fill('1994-02-28');
  await main.getByLabel('PHONE NUMBER').fill('+880 1711-000000');
  await main.getByRole('button', { name: 'SAVE' }).click();
  await expect(main.getByRole('status')).toHaveText('Your details are saved.');

  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'Hello, Farah' })).toBeVisible();
  await expect(main.getByLabel('FIRST NAME')).toHaveValue('Farah');
  await expect(main.getByLabel('SECOND NAME')).toHaveValue('Akter Khan');
  await expect(main.getByLabel('BIRTH DATE')).toHaveValue('1994-02-28');
  await expect(main.getByLabel('PHONE NUMBER')).toHaveValue('+880 1711-000000');
  // Nothing of it is kept in the browser any more.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kapor-profile:')))).toEqual([]);

  await main.getByRole('link', { name: 'Account settings' }).click();
  await expect(main.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  await main.getByRole('button', { name: 'Delete my account' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'account-settings-1280.png'), fullPage: true });
  expect(errors).toEqual([]);
});
