import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import bangla from '../client/src/i18n/bn';
import hindi from '../client/src/i18n/hi';
import { sandboxBn } from '../server/src/common/i18n/bn/sandbox';
import { ADMIN_OWNER, adminGraphql, axeViolations, collectErrors, fillDelivery, hydrated, signUpShopper, staffToken, uniqueEmail } from './helpers';

/**
 * Issue 19 in the browser: a shopper who reads Bangla shops and pays in Bangla — the words, the product's own
 * name, a server error and the gateway's page — and one who reads Hindi sees the product page and checkout in
 * Hindi; axe passes on the translated pages with their `lang`.
 */

interface Product {
  id: string;
  slug: string;
  name: string;
  defaultColour: string;
  variants: { id: string; size: string; colour: string; available: number }[];
}

/** A women's product on the first page, as the shop API names it in `language`, with a size in stock in its default colour. */
async function womensProduct(request: APIRequestContext, language: 'bn' | 'hi'): Promise<{ product: Product; variant: Product['variants'][number] }> {
  const res = await request.post('/graphql', {
    headers: { 'Content-Type': 'application/json', 'X-Kapor-Language': language },
    data: { query: `query LanguagesE2eProducts { products(filter: { category: WOMEN }, page: 1, pageSize: 12) { items { id slug name defaultColour variants { id size colour available } } } }` },
  });
  const items: Product[] = (await res.json()).data.products.items;
  for (const product of items) {
    const variant = product.variants.find((v) => v.colour === product.defaultColour && v.available >= 3);
    if (variant) return { product, variant };
  }
  throw new Error('No women’s product in stock');
}

async function setStock(request: APIRequestContext, owner: string, variantId: string, onHand: number) {
  const { setStock } = await adminGraphql<{ setStock: { __typename: string } }>(request, `mutation LanguagesE2eStock($v: ID!, $n: Int!) { setStock(variantId: $v, onHand: $n) { __typename } }`, { v: variantId, n: onHand }, owner);
  expect(setStock.__typename).toBe('VariantStock');
}

async function logIn(page: Page, request: APIRequestContext, name: string) {
  const token = await signUpShopper(request, { name, email: uniqueEmail('languages'), password: 'kapor-languages-2026' });
  await page.addInitScript((value) => localStorage.setItem('auth-token', value), token);
}

test('a shopper in Bangla browses, adds to cart, is told of a sold-out size in Bangla, pays on the gateway’s Bangla page and sees success in Bangla', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const owner = await staffToken(request, ADMIN_OWNER);
  const { product, variant } = await womensProduct(request, 'bn');
  await setStock(request, owner, variant.id, 5);
  await logIn(page, request, 'Nusrat Jahan');
  const main = page.getByRole('main');

  // The language select opens the same page at its Bangla address.
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('bn');
  await expect(page).toHaveURL(/\/bn$/);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  // Browse the women's category and open the product by its Bangla name.
  await page.getByRole('navigation', { name: bangla['nav.main'] }).getByRole('link', { name: bangla['nav.women'] }).click();
  await expect(page).toHaveURL(/\/bn\/womens$/);
  await main.getByRole('link', { name: product.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/bn/product/${product.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await main.getByRole('group', { name: new RegExp(`^${bangla['product.size.label']}`) }).getByRole('button', { name: variant.size, exact: true }).click();
  await main.getByRole('button', { name: bangla['product.add'], exact: true }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('১');

  // Another shopper buys the last of the size meanwhile: the server says so, in Bangla, at Confirm Order.
  await page.goto('/bn/checkout');
  await hydrated(page);
  await fillDelivery(page, undefined, bangla);
  expect(await axeViolations(page)).toEqual([]);
  await setStock(request, owner, variant.id, 0);
  await main.getByRole('button', { name: bangla['checkout.summary.confirm'] }).click();
  const notice = main.getByRole('alert').filter({ hasText: 'বিক্রি হয়ে গেছে' });
  await expect(notice).toContainText('অনুগ্রহ করে আপনার কার্ট আপডেট করুন।');

  // Restocked, the order goes through: the gateway's page speaks Bangla, and so does the success page.
  await setStock(request, owner, variant.id, 5);
  await main.getByRole('button', { name: bangla['checkout.summary.confirm'] }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: sandboxBn['sandbox.heading'] })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(sandboxBn['sandbox.pay'].replace('{amount}', '.+')) }).click();
  await expect(page).toHaveURL(/\/bn\/payment\/success\/KPR-/);
  await expect(main.getByRole('heading', { name: bangla['payment.success.title'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a shopper in Hindi sees the product page and checkout in Hindi, with checkout’s own errors', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const { product, variant } = await womensProduct(request, 'hi');
  await logIn(page, request, 'Priya Sharma');
  await context.addCookies([{ name: 'kapor-language', value: 'hi', url: baseURL! }]);
  const main = page.getByRole('main');

  // An English address, for a shopper whose choice is Hindi, opens the page at its Hindi address.
  await page.goto(`/product/${product.slug}`);
  await expect(page).toHaveURL(new RegExp(`/hi/product/${product.slug}$`));
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await main.getByRole('group', { name: new RegExp(`^${hindi['product.size.label']}`) }).getByRole('button', { name: variant.size, exact: true }).click();
  await main.getByRole('button', { name: hindi['product.add'], exact: true }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: new RegExp(`^${hindi['nav.cart']}`) }).click();
  await expect(page).toHaveURL(/\/hi\/cart$/);
  await main.getByRole('button', { name: hindi['cart.checkout'] }).click();
  await expect(page).toHaveURL(/\/hi\/checkout$/);
  await main.getByRole('button', { name: hindi['checkout.summary.confirm'] }).click();
  await expect(main.getByText(hindi['checkout.invalid.terms'])).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a first visit fetches the font of its own script only: none in English, Bengali in Bangla, Devanagari in Hindi', async ({ browser, baseURL }) => {
  // A fresh browser each time: fonts a browser already holds are looked up again on every page, from its cache.
  const scriptFonts = async (path: string) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(r.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await context.close();
    return fonts.filter((url) => /noto-sans-(bengali|devanagari)/.test(url)).map((url) => (url.includes('bengali') ? 'Bengali' : 'Devanagari'));
  };
  // The language select names বাংলা and हिन्दी on every page, and Hindi shares its full stop with Bangla.
  expect(await scriptFonts('/womens')).toEqual([]);
  expect(await scriptFonts('/bn/womens')).toEqual(['Bengali']);
  expect(await scriptFonts('/hi/womens')).toEqual(['Devanagari']);
});
