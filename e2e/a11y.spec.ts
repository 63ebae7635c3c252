import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { aProduct, customerWithItem, hydrated, uniqueEmail } from './helpers';

/**
 * axe (WCAG 2.0 and 2.1, levels A and AA) on the pages a purchase goes through: home, a product page,
 * the cart of a logged-in customer with an item in it, and checkout — each after it has loaded, and
 * checkout also with its error messages showing.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const rina = () => ({ name: 'Rina Das', email: uniqueEmail('a11y'), password: 'kapor-a11y-2026' });

/** The violations, one line each, so a failure says what and where. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`));
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .spinner')).toHaveCount(0);
}

test('home has no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await settled(page);
  expect(await violations(page)).toEqual([]);
});

test('a product page has no WCAG A/AA violations', async ({ page, request }) => {
  const { product } = await aProduct(request);
  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await settled(page);
  expect(await violations(page)).toEqual([]);
});

test('the cart of a logged-in customer with an item has no WCAG A/AA violations', async ({ page, request }) => {
  const product = await customerWithItem(page, request, rina());
  await page.goto('/cart');
  await hydrated(page);
  await expect(page.getByRole('main').getByRole('link', { name: product.name })).toBeVisible();
  await settled(page);
  expect(await violations(page)).toEqual([]);
  // The stacked layout on a phone, too.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await violations(page)).toEqual([]);
});

test('checkout has no WCAG A/AA violations, before and after a submit with missing fields', async ({ page, request }) => {
  await customerWithItem(page, request, rina());
  await page.goto('/checkout');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('complementary', { name: 'Order Summary' })).toBeVisible();
  await settled(page);
  expect(await violations(page)).toEqual([]);
  await main.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(main.getByText('You must accept the terms and conditions.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
