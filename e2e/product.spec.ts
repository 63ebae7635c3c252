import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { collectErrors, hydrated, SCREENSHOTS, signUpShopper, uniqueEmail } from './helpers';

const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];

interface CatalogProduct {
  slug: string;
  name: string;
  defaultColour: string;
  price: { amount: number };
  compareAtPrice: { amount: number } | null;
  variants: { size: string; colour: string; available: number }[];
}

/** A product with an earlier price and every size in stock in its default colour, from the seeded catalogue. */
async function fullyStockedProduct(request: APIRequestContext): Promise<CatalogProduct> {
  const response = await request.post('/graphql', {
    data: {
      query: `{ products(pageSize: 40) { items { slug name defaultColour price { amount } compareAtPrice { amount }
        variants { size colour available } } } }`,
    },
  });
  expect(response.ok()).toBe(true);
  const items: CatalogProduct[] = (await response.json()).data.products.items;
  const product = items.find(
    (p) => p.compareAtPrice && SIZES.every((size) => p.variants.some((v) => v.size === size && v.colour === p.defaultColour && v.available > 5)),
  );
  if (!product) throw new Error('The seed has no fully stocked product');
  return product;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('a product page opened by its URL shows name, prices, rating and sizes', async ({ page, request }) => {
  const errors = collectErrors(page);
  const product = await fullyStockedProduct(request);
  await page.goto(`/product/${product.slug}`);
  await hydrated(page);

  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} · Kapor`);
  const main = page.getByRole('main');
  await expect(main.locator('.product__price del')).toContainText(dollars(product.compareAtPrice!.amount));
  await expect(main.locator('.product__price .price__now')).toContainText(dollars(product.price.amount));
  await expect(main.locator('.product__price .price__other')).toContainText('Tk');
  await expect(main.locator('.product__info').getByText(/\d\.\d out of 5/)).toBeVisible();
  for (const size of SIZES) await expect(main.getByRole('group', { name: /^Size/ }).getByRole('button', { name: size, exact: true })).toBeEnabled();
  await expect(main.getByRole('button', { name: 'ADD TO CART', exact: true })).toBeEnabled();

  // The main picture follows the thumbnails.
  await main.getByRole('button', { name: 'Show back view' }).click();
  await expect(main.locator('.gallery__main img')).toHaveAttribute('src', new RegExp(`/images/products/${product.slug}/back\\.svg`));
  // Related products below.
  await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Related products' }).getByRole('listitem').first()).toBeVisible();

  await main.getByRole('button', { name: 'Show front view' }).click();
  // The page's own content meets WCAG 2 A and AA, with the size message showing too.
  await main.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(main.getByText('Please select a size before adding to cart.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('.header')).not.toHaveClass(/is-scrolled/);
    // Every picture drawn before the shot, including the lazy related-product cards.
    await page.evaluate(async () => {
      for (const img of Array.from(document.images)) img.loading = 'eager';
      await Promise.all(Array.from(document.images).map((img) => (img.complete ? null : new Promise((done) => img.addEventListener('load', done, { once: true })))));
    });
    await page.screenshot({ path: path.join(SCREENSHOTS, `product-${width}.png`), fullPage: true });
  }
  expect(errors).toEqual([]);
});

test('unknown products and an empty /display_product say "No Product found." and offer a search and the categories', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/product/no-such-product-here');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'No Product found.' })).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('main').getByRole('searchbox', { name: 'Search products' }).fill('dress');
  await page.getByRole('main').getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/all\?search=dress$/);
  await page.goBack();
  await page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'All products' }).click();
  await expect(page).toHaveURL(/\/all$/);
  await page.goto('/display_product');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'No Product found.' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a product card opens /display_product with the product, which lands on its own page', async ({ page, request }) => {
  const errors = collectErrors(page);
  const product = await fullyStockedProduct(request);
  await page.goto('/');
  await hydrated(page);
  // What the original's cards did: navigate to /display_product with the product in history state.
  await page.evaluate((slug) => {
    window.history.pushState({ usr: { product: { slug } }, key: 'e2e', idx: 1 }, '', '/display_product');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, product.slug);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  expect(errors).toEqual([]);
});

test('adding to the cart: a size first, then a login that comes back, then the header count', async ({ page, request }) => {
  const errors = collectErrors(page);
  const product = await fullyStockedProduct(request);
  const productPath = `/product/${product.slug}`;
  await page.goto(productPath);
  const main = page.getByRole('main');
  const sizes = main.getByRole('group', { name: /^Size/ });

  // No size: the message appears at the size picker and nothing is sent.
  await main.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(sizes.getByRole('alert')).toHaveText('Please select a size before adding to cart.');

  // A size but no login.
  await sizes.getByRole('button', { name: 'M', exact: true }).click();
  await expect(sizes.getByRole('alert')).toHaveCount(0);
  await main.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(main.getByRole('alert')).toContainText('User not authenticated');

  // Log in (as a brand-new customer) and come straight back to the product.
  const email = uniqueEmail('nadia');
  await signUpShopper(request, { name: 'Nadia Rahman', email, password: 'summer-linen-2026' });
  await main.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await main.getByLabel('Email Address').fill(email);
  await main.getByLabel(/^Password/).fill('summer-linen-2026');
  await main.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  const count = page.getByTestId('cart-count');
  await expect(count).toHaveText('0');
  await sizes.getByRole('button', { name: 'L', exact: true }).click();
  const adding = main.getByRole('button', { name: 'ADD TO CART', exact: true });
  await adding.click();
  await expect(main.getByRole('status').filter({ hasText: 'to your cart' })).toContainText(`Added ${product.name} (L,`);
  await expect(count).toHaveText('1');

  // A second colour or size adds another line; the count follows.
  await sizes.getByRole('button', { name: 'XL', exact: true }).click();
  await main.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(count).toHaveText('2');
  expect(errors).toEqual([]);
});
