import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { axeViolations, collectErrors, followOutboxLink, graphql, hydrated, SCREENSHOTS, uniqueEmail } from './helpers';

/** Scrolls through the page so lazy pictures load, then saves it whole. */
async function fullPageShot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: true });
}

const cards = (page: Page) => page.getByRole('main').locator('article.card');
const isSorted = (values: number[], order: 'asc' | 'desc') => values.every((v, i) => i === 0 || (order === 'asc' ? values[i - 1] <= v : values[i - 1] >= v));
const cardPrices = async (page: Page) => (await cards(page).locator('.price__now').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));

test('home shows the hero and every list with product cards', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByText('NEW ARRIVALS ONLY')).toBeVisible();
  const hero = main.getByRole('img', { name: 'New arrivals hanging on a clothing rail' });
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('src', '/images/art/hero.svg');

  for (const title of ['Popular in Women', 'New Collections for Women', 'Popular in Men', 'New Collections for Men', 'Popular in Kids', 'New Collections for Kids', 'Related Products']) {
    const section = main.getByRole('region', { name: title });
    await expect(section.locator('article.card')).toHaveCount(4);
  }
  await expect(main.getByRole('region', { name: 'Exclusive Offers For You' }).getByRole('link', { name: 'Check Now' })).toHaveAttribute('href', '/sale');
  await expect(main.getByRole('textbox', { name: 'Your e-mail address' })).toBeVisible();

  await main.getByRole('link', { name: /Latest Collection/ }).click();
  await expect(page).toHaveURL(/\/new_collection$/);
  await expect(main.getByRole('heading', { level: 1, name: 'LATEST COLLECTIONS' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the newsletter box mails a confirmation link that subscribes; the welcome mail unsubscribes', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await hydrated(page);
  const box = page.getByRole('region', { name: 'Get Exclusive Offers On Your Email' });
  await box.getByRole('textbox', { name: 'Your e-mail address' }).fill('not-an-address');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('alert')).toHaveText('Enter a valid e-mail address.');

  const email = uniqueEmail('news');
  await box.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toHaveText(`Almost there: unless ${email} is subscribed already, we have sent it a link to confirm your subscription.`);

  // Double opt-in: the link in the mail (the development outbox) subscribes; the welcome mail's link unsubscribes.
  const main = page.getByRole('main');
  await followOutboxLink(page, email, 'Confirm your subscription to the Kapor letter', '/newsletter/confirm');
  await main.getByRole('button', { name: 'Yes, subscribe me' }).click();
  await expect(main.getByRole('status')).toContainText(`The Kapor letter will come to ${email}`);
  await followOutboxLink(page, email, 'Welcome to the Kapor letter', '/newsletter/unsubscribe');
  expect(await axeViolations(page)).toEqual([]);
  await main.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(main.getByRole('status')).toContainText(`${email} is off the list`);
  expect(errors).toEqual([]);
});

test('a category page shows the real count, sorts, remembers the sort and explores more', async ({ page, request }) => {
  const errors = collectErrors(page);
  const { products } = await graphql<{ products: { totalItems: number } }>(request, '{ products(filter: { category: WOMEN }) { totalItems } }');
  const total = products.totalItems;
  expect(total).toBeGreaterThan(24);

  await page.goto('/womens');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: "Women's collection: made to move" })).toBeVisible();
  await expect(main.getByText(`Showing 1–12 of ${total} products`)).toBeVisible();
  await expect(cards(page)).toHaveCount(12);

  const sort = main.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\/womens\?sort=price-asc$/);
  await expect(cards(page)).toHaveCount(12);
  await expect.poll(async () => isSorted(await cardPrices(page), 'asc')).toBe(true);
  const cheapest = await cardPrices(page);

  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=price-desc$/);
  await expect.poll(async () => (await cardPrices(page))[0]).toBeGreaterThan(cheapest[11]);
  const dearest = await cardPrices(page);
  expect(isSorted(dearest, 'desc')).toBe(true);

  // The sort survives a reload.
  await page.reload();
  await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('PRICE_DESC');
  await expect.poll(async () => cardPrices(page)).toEqual(dearest);

  await main.getByRole('button', { name: 'Explore More' }).click();
  await expect(main.getByText(`Showing 1–24 of ${total} products`)).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  const all24 = await cardPrices(page);
  expect(isSorted(all24, 'desc')).toBe(true);
  await main.getByRole('button', { name: 'Explore More' }).click();
  await expect(main.getByText(`Showing 1–${Math.min(36, total)} of ${total} products`)).toBeVisible();
  if (total <= 36) await expect(main.getByRole('button', { name: 'Explore More' })).toHaveCount(0);

  // Back from a product: the same order, with what had been loaded.
  await cards(page).first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
  await page.goBack();
  await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('PRICE_DESC');
  await expect(main.getByText(`Showing 1–${Math.min(36, total)} of ${total} products`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('/all searches as you type and pages through the results', async ({ page, request }) => {
  const errors = collectErrors(page);
  const { products } = await graphql<{ products: { totalItems: number; totalPages: number } }>(request, '{ products(filter: { search: "shirt" }, pageSize: 10) { totalItems totalPages } }');
  expect(products.totalPages).toBeGreaterThan(1);

  await page.goto('/all');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  await expect(main.getByRole('button', { name: 'Prev' })).toBeDisabled();

  await main.getByPlaceholder('Search here...').pressSequentially('shirt', { delay: 40 });
  await expect(page).toHaveURL(/\/all\?search=shirt$/);
  await expect(main.getByText(`${products.totalItems} products match “shirt”`)).toBeVisible();
  await expect(main.getByText(`Page 1 of ${products.totalPages}`)).toBeVisible();

  await main.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/search=shirt&page=2$/);
  await expect(main.getByText(`Page 2 of ${products.totalPages}`)).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(10, products.totalItems - 10));
  if (products.totalPages === 2) await expect(main.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Reload and Back keep the search and the page.
  await page.reload();
  await expect(main.getByText(`Page 2 of ${products.totalPages}`)).toBeVisible();
  await expect(main.getByPlaceholder('Search here...')).toHaveValue('shirt');
  await main.getByRole('button', { name: 'Prev' }).click();
  await expect(main.getByText(`Page 1 of ${products.totalPages}`)).toBeVisible();
  await page.goBack();
  await expect(main.getByText(`Page 2 of ${products.totalPages}`)).toBeVisible();

  // New words start again on page 1.
  await main.getByPlaceholder('Search here...').fill('dress');
  await expect(page).toHaveURL(/\/all\?search=dress$/);
  await expect(main.getByText('Page 1 of 1')).toBeVisible();
  for (const name of await cards(page).locator('.card__title').allTextContents()) expect(name.toLowerCase()).toMatch(/dress/);

  await main.getByPlaceholder('Search here...').fill('zzzz-nothing');
  await expect(main.getByText('No products match “zzzz-nothing”.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the currency select changes the prices on the page and is remembered', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/mens');
  await hydrated(page);
  const firstPrice = cards(page).first().locator('.price__now');
  await expect(firstPrice).toHaveText(/\$\d+\.\d\d$/);
  const usd = Number((await firstPrice.textContent())!.replace(/[^\d.]/g, ''));

  await page.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'Tk' });
  await expect(firstPrice).toHaveText(/Tk [\d,]+\.\d\d$/);
  const tk = Number((await firstPrice.textContent())!.replace(/[^\d.]/g, ''));
  expect(tk).toBeGreaterThan(usd * 50);
  for (const text of await cards(page).locator('.price__now').allTextContents()) expect(text).toMatch(/Tk [\d,]+\.\d\d$/);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('BDT');
  await expect(cards(page).first().locator('.price__now')).toHaveText(/Tk [\d,]+\.\d\d$/);
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Popular in Women' }).locator('.price__now').first()).toHaveText(/Tk [\d,]+\.\d\d$/);
  expect(errors).toEqual([]);
});

test('/sale and /new_collection list real products without errors', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/sale');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sale' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  const prices = await cardPrices(page);
  expect(isSorted(prices, 'asc')).toBe(true);

  await page.goto('/new_collection');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'LATEST COLLECTIONS' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  expect(errors).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`screenshots of home and a category page at ${width} px`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Related Products' }).locator('article.card')).toHaveCount(4);
    await fullPageShot(page, `home-${width}.png`);
    await page.goto('/womens');
    await hydrated(page);
    await expect(cards(page)).toHaveCount(12);
    await fullPageShot(page, `category-women-${width}.png`);
    expect(errors).toEqual([]);
  });
}

// The page content only: the header, top bar and footer are checked where they are built.
test('home, a category page and /all pass axe (WCAG 2 A and AA)', async ({ page }) => {
  for (const url of ['/', '/womens', '/all?search=shirt']) {
    await page.goto(url);
    await expect(cards(page).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
  }
});
