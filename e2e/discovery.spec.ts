import { expect, test } from '@playwright/test';
import { axeViolations, collectErrors, graphql, hydrated } from './helpers';

/** Issue 18: finding the right garment with the filters and the search. */

const WOMEN_M_BLACK = { category: 'WOMEN', sizes: ['M'], colours: ['BLACK'], minPrice: 5000, maxPrice: 9999 };

test('filters women by size, colour and price; a product and Back keep the filters', async ({ page, request }) => {
  const errors = collectErrors(page);
  const { products } = await graphql<{ products: { totalItems: number; items: { name: string }[] } }>(
    request,
    'query($filter: ProductFilter) { products(filter: $filter, pageSize: 12) { totalItems items { name } } }',
    { filter: WOMEN_M_BLACK },
  );
  expect(products.totalItems).toBeGreaterThan(0);

  await page.goto('/womens');
  await hydrated(page);
  const main = page.getByRole('main');
  const panel = main.getByRole('region', { name: 'Filters' });
  // A choice is a navigation (the URL holds it): the box shows it once the router has moved.
  await panel.getByRole('checkbox', { name: /^M \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/womens\?size=M$/);
  await panel.getByRole('checkbox', { name: /^Black \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/womens\?size=M&colour=Black$/);
  const range = panel.getByRole('checkbox', { name: `$50.00 to $100.00 (${products.totalItems})` });
  await range.click();
  await expect(page).toHaveURL(/\/womens\?size=M&colour=Black&min=5000&max=9999$/);
  const count = `Showing 1–${products.items.length} of ${products.totalItems} products`;
  await expect(main.getByText(count)).toBeVisible();
  await expect(main.locator('article.card .card__title')).toHaveText(products.items.map((p) => p.name));
  expect(await axeViolations(page)).toEqual([]);

  await main.locator('article.card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name: products.items[0].name })).toBeVisible();
  // Its stock per size in the colour the filters chose: every size shown, each with its state (the filter
  // asked for a black M, so that one is offered).
  await page.getByRole('main').getByRole('button', { name: 'Black', exact: true }).click();
  const sizes = page.getByRole('main').getByRole('group', { name: /^Size/ });
  await expect(sizes.getByRole('button')).toHaveCount(5);
  await expect(sizes.getByRole('button', { name: /^M( \(sold out\))?$/ })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/womens\?size=M&colour=Black&min=5000&max=9999$/);
  await expect(main.getByText(count)).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: /^M \(\d+\)$/ })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: /^Black \(\d+\)$/ })).toBeChecked();
  await expect(range).toBeChecked();

  // The link is the whole state: opened afresh, the server renders the same filtered page.
  await page.goto('/womens?size=M&colour=Black&min=5000&max=9999');
  await hydrated(page);
  await expect(main.getByText(count)).toBeVisible();
  await panel.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/womens$/);
  expect(errors).toEqual([]);
});

test('the header search suggests products as one types, and a typo is offered "Did you mean"', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await hydrated(page);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Search products' }).click();
  const box = header.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();

  await box.pressSequentially('hood', { delay: 40 });
  const suggestions = header.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toContainText(/hood/i);
  const first = await suggestions.getByRole('option').first().innerText();
  expect(await axeViolations(page)).toEqual([]);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();

  await header.getByRole('button', { name: 'Search products' }).click();
  await box.fill('jeens');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/all\?search=jeens$/);
  const main = page.getByRole('main');
  await expect(main.getByText('No products match “jeens”.')).toBeVisible();
  await main.getByRole('link', { name: 'jeans' }).click();
  await expect(page).toHaveURL(/\/all\?search=jeans$/);
  await expect(main.getByRole('searchbox', { name: 'Search products' })).toHaveValue('jeans');
  // The listing arrives after the address changes: wait for its cards before reading them all.
  const titles = main.locator('article.card .card__title');
  await expect(titles.first()).toBeVisible();
  const names = await titles.allTextContents();
  expect(names.length).toBeGreaterThan(1);
  for (const name of names) expect(name).toMatch(/jeans/i);
  expect(errors).toEqual([]);
});
