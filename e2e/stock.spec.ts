import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_OWNER, adminGraphql, adminLogIn, collectErrors, followOutboxLink, graphql, hydrated, SCREENSHOTS, staffToken, uniqueEmail } from './helpers';

/**
 * Stock per size on the product page, "notify me when back in stock" for a sold-out size, mailed when the
 * owner restocks it in the back office, and the products this browser viewed lately (screenshots of the size
 * picker and the form: test-results/screenshots/stock-*.png).
 */

interface ShopProduct {
  id: string;
  slug: string;
  name: string;
  defaultColour: string;
  variants: { id: string; size: string; colour: string; available: number }[];
}

const colourName = (colour: string) => colour.charAt(0) + colour.slice(1).toLowerCase();

async function shopProducts(request: APIRequestContext): Promise<ShopProduct[]> {
  const { products } = await graphql<{ products: { items: ShopProduct[] } }>(
    request,
    `query StockE2eProducts { products(page: 1, pageSize: 3, filter: { category: MEN }) { items { id slug name defaultColour variants { id size colour available } } } }`,
  );
  return products.items;
}

test('a product page shows each size’s stock; a shopper asks to hear of a sold-out size and is mailed when the owner restocks it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const [product, other] = await shopProducts(request);
  const inColour = product.variants.filter((v) => v.colour === product.defaultColour);
  const [soldOut, low] = [inColour.find((v) => v.size === 'M')!, inColour.find((v) => v.size === 'S')!];
  // The owner prepares the sizes through the admin API: M sold out, 2 of S left.
  const owner = await staffToken(request, ADMIN_OWNER);
  for (const [variant, onHand] of [
    [soldOut, 0],
    [low, 2],
  ] as const) {
    const { setStock } = await adminGraphql<{ setStock: { __typename: string } }>(request, `mutation StockE2eSet($v: ID!, $n: Int!) { setStock(variantId: $v, onHand: $n) { __typename } }`, { v: variant.id, n: onHand }, owner);
    expect(setStock.__typename).toBe('VariantStock');
  }

  // The server's HTML already has the stock per size.
  const html = await (await request.get(`/product/${product.slug}`)).text();
  expect(html).toContain('Only 2 left');
  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  const sizes = page.getByRole('main').getByRole('group', { name: /^Size/ });
  await expect(sizes.getByRole('button', { name: 'S', exact: true })).toHaveAccessibleDescription('Only 2 left');
  await expect(sizes.getByRole('button', { name: 'M (sold out)' })).toBeDisabled();
  await expect(sizes.getByText('Sold out', { exact: true }).first()).toBeVisible();

  const email = uniqueEmail('waiting');
  const notify = page.getByRole('region', { name: 'Sold out in your size?' });
  await notify.getByRole('button', { name: 'Notify me when it is back' }).click();
  await notify.getByRole('combobox', { name: 'Size' }).selectOption('M');
  await notify.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await expect(notify.getByRole('status')).toHaveText(`We will e-mail ${email} once when M in ${colourName(product.defaultColour)} is back in stock.`);
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('.product__info').screenshot({ path: path.join(SCREENSHOTS, `stock-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The owner receives 4 units of M in the back office.
  await adminLogIn(page, ADMIN_OWNER);
  await page.goto(`/admin/inventory?variant=${soldOut.id}`);
  const form = page.getByRole('form', { name: 'Adjust stock' });
  await form.getByLabel(/^Reason/).selectOption('RECEIVED');
  await form.getByLabel(/^Units/).fill('4');
  await form.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(page.getByRole('status').filter({ hasText: '+4 units (received)' })).toBeVisible();

  // The mail is in the outbox; its link opens the product, where M can be chosen now.
  await followOutboxLink(page, email, `Back in stock: ${product.name} in M, ${colourName(product.defaultColour)}`, `/product/${product.slug}`);
  await expect(page.getByRole('main').getByRole('group', { name: /^Size/ }).getByRole('button', { name: 'M', exact: true })).toBeEnabled();

  // Recently viewed: another product's page lists this one, and so does the cart page.
  await page.goto(`/product/${other.slug}`);
  await hydrated(page);
  const recent = page.getByRole('list', { name: 'Recently viewed products' });
  await expect(recent.getByRole('link', { name: product.name })).toBeVisible();
  await expect(recent.getByRole('link', { name: other.name })).toHaveCount(0);
  await page.goto('/cart');
  await hydrated(page);
  await expect(page.getByRole('list', { name: 'Recently viewed products' }).getByRole('heading', { level: 3 })).toHaveText([other.name, product.name]);
  expect(errors).toEqual([]);
});
