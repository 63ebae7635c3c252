import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_OWNER, adminGraphql, adminLogIn, axeViolations, checkAdminPage, collectErrors, graphql, openAccountFromOutbox, signUpShopper, staffToken, uniqueEmail } from './helpers';

/**
 * The back office's operations pages in chromium, each reaching the shop: a promo code the owner creates
 * works in a shopper's cart; a new free-shipping threshold is what the storefront states; a stock
 * adjustment is the newest movement of its variant. axe finds nothing on the inventory, promo code and
 * settings pages, at desktop and phone widths (screenshots: test-results/screenshots/admin-ops-*.png).
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
const colourName = (colour: string) => colour.charAt(0) + colour.slice(1).toLowerCase();
const FIRST_FREE_SHIPPING_CENTS = 12_000;

interface ShopProduct {
  id: string;
  slug: string;
  name: string;
  price: { amount: number };
  defaultColour: string;
  variants: { size: string; colour: string; available: number }[];
}

/** A product priced `from`–`below` cents with a size of its default colour in stock. */
async function productToBuy(request: APIRequestContext, { from, below }: { from: number; below: number }) {
  const { products } = await graphql<{ products: { items: ShopProduct[] } }>(
    request,
    `query OpsE2eProducts { products(page: 1, pageSize: 50) { items { id slug name price { amount } defaultColour variants { size colour available } } } }`,
  );
  const product = products.items.find((p) => p.price.amount >= from && p.price.amount < below && p.variants.some((v) => v.colour === p.defaultColour && v.available >= 3));
  if (!product) throw new Error(`No product from ${from} to ${below} cents in stock`);
  return { product, size: product.variants.find((v) => v.colour === product.defaultColour && v.available >= 3)!.size };
}

test('a promo code the owner creates in the back office takes its percent off a shopper’s cart', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await adminLogIn(page, ADMIN_OWNER);
  await nav(page).getByRole('link', { name: 'Promo codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeFocused();
  await expect(page.getByRole('table', { name: 'All promo codes, newest first' }).getByRole('row').filter({ hasText: 'WELCOME10' })).toBeVisible();
  await checkAdminPage(page, 'ops-promo-codes');

  // A new code: typed in lower case, saved in capitals; 15% off a subtotal of $10 or more, once per customer.
  const code = `OPS${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('link', { name: 'New promo code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New promo code' })).toBeFocused();
  const form = page.getByRole('form', { name: 'New code’s terms' });
  await form.getByLabel(/^Code/).fill(code.toLowerCase());
  await form.getByLabel(/^Percent off/).fill('15');
  await form.getByLabel(/^Description/).fill('Browser test');
  await form.getByLabel(/^Minimum subtotal/).fill('10');
  await form.getByLabel(/^Uses per customer/).fill('1');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Promo code ${code}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${code} was created.` })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Terms' }).getByLabel(/^Minimum subtotal/)).toHaveValue('10.00');
  await expect(page.getByText('No order has used this code yet.')).toBeVisible();
  await checkAdminPage(page, 'ops-promo-code');

  // The same code again is refused beside the code field.
  await page.getByRole('link', { name: 'All promo codes' }).click();
  await page.getByRole('link', { name: 'New promo code' }).click();
  await form.getByLabel(/^Code/).fill(code);
  await form.getByLabel(/^Percent off/).fill('20');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByLabel(/^Code/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/^Code/)).toHaveAccessibleDescription(new RegExp(code));

  // A shopper signs up on the storefront, adds a product and applies the code in the cart.
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  const shopErrors = collectErrors(shop);
  const main = shop.getByRole('main');
  const shopperEmail = uniqueEmail('ops');
  await shop.goto('/login');
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await main.getByLabel('Your Name').fill('Sadia Islam');
  await main.getByLabel('Email Address').fill(shopperEmail);
  await main.getByLabel(/^Password/).fill('monsoon-cotton-2026');
  await main.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await main.getByRole('button', { name: 'Continue' }).click();
  await openAccountFromOutbox(shop, shopperEmail);

  const { product, size } = await productToBuy(request, { from: 1_000, below: 1_000_000 });
  await shop.goto(`/product/${product.slug}`);
  await main.getByRole('group', { name: /^Colour/ }).getByRole('button', { name: colourName(product.defaultColour), exact: true }).click();
  await main.getByRole('group', { name: /^Size/ }).getByRole('button', { name: size, exact: true }).click();
  await main.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(shop.getByTestId('cart-count')).toHaveText('1');

  await shop.goto('/cart');
  const totals = main.getByRole('region', { name: 'Cart Totals' });
  await expect(totals).toContainText('Subtotal');
  await main.getByRole('textbox', { name: 'Promo code' }).fill(code.toLowerCase());
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Promo applied' })).toHaveText('Promo applied: 15% off');
  await expect(totals).toContainText(`Promo ${code} (15% off)`);
  await shopper.close();

  expect(shopErrors).toEqual([]);
  expect(errors).toEqual([]);
});

test('the owner changes the free-shipping threshold in Settings: the storefront’s promo strip and cart state the new amount', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const owner = await staffToken(request, ADMIN_OWNER);
  try {
    await adminLogIn(page, ADMIN_OWNER);
    await nav(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
    const form = page.getByRole('form', { name: 'Shipping, promotion and contact' });
    await expect(form.getByLabel(/^Free shipping from/)).toHaveValue('120.00');
    await checkAdminPage(page, 'ops-settings');

    // A display rate is edited in its row; its editor passes axe too, and Cancel leaves it as it was.
    const bdt = page.getByRole('table', { name: 'Display currencies and their rates' }).getByRole('row').filter({ hasText: 'BDT' });
    const rate = (await bdt.getByRole('cell').nth(1).innerText()).trim();
    await bdt.getByRole('button', { name: 'Edit rate of BDT' }).click();
    await expect(bdt.getByRole('textbox')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await bdt.getByRole('button', { name: 'Cancel' }).click();
    await expect(bdt.getByRole('button', { name: 'Edit rate of BDT' })).toBeFocused();
    await expect(bdt.getByRole('cell').nth(1)).toHaveText(rate);

    // A threshold over the limit is refused beside its field; then $150.50.
    await form.getByLabel(/^Free shipping from/).fill('2000000');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByLabel(/^Free shipping from/)).toHaveAccessibleDescription(/At most \$1,000,000\.00\./);
    await form.getByLabel(/^Free shipping from/).fill('150.5');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The settings are saved' })).toBeVisible();
    await expect(form.getByLabel(/^Free shipping from/)).toHaveValue('150.50');

    // The storefront: the promo strip, and a cart below the threshold says how much is missing.
    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    const shopErrors = collectErrors(shop);
    await shop.goto('/');
    await expect(shop.getByText('Free shipping on orders over $150.50.')).toBeVisible();
    const token = await signUpShopper(request, { name: 'Threshold Shopper', email: uniqueEmail('ops.threshold'), password: 'monsoon-cotton-2026' });
    const { product, size } = await productToBuy(request, { from: 1, below: 10_000 });
    await graphql(request, `mutation OpsE2eAdd($p: ID!, $s: Size!) { addToCart(productId: $p, size: $s) { __typename } }`, { p: product.id, s: size }, token);
    await shopper.addInitScript((value) => localStorage.setItem('auth-token', value), token);
    await shop.goto('/cart');
    const missing = `$${((15_050 - product.price.amount) / 100).toFixed(2)}`;
    await expect(shop.getByText(`Add ${missing} more for free shipping (orders from $150.50).`)).toBeVisible();
    await expect(shop.getByText('Free shipping on orders over $150.50.')).toBeVisible();
    await shopper.close();
    expect(shopErrors).toEqual([]);
  } finally {
    await adminGraphql(request, `mutation OpsE2eSettingsBack($i: UpdateShopSettingsInput!) { updateShopSettings(input: $i) { __typename } }`, { i: { freeShippingThresholdCents: FIRST_FREE_SHIPPING_CENTS } }, owner);
  }
  expect(errors).toEqual([]);
});

test('a stock adjustment in the back office is the newest movement of its variant', async ({ page, request }) => {
  const errors = collectErrors(page);
  const owner = await staffToken(request, ADMIN_OWNER);
  const { catalogProducts } = await adminGraphql<{ catalogProducts: { items: { name: string; variants: { id: string; sku: string; stockOnHand: number; stockReserved: number }[] }[] } }>(
    request,
    `query OpsE2eVariant { catalogProducts(filter: { status: ACTIVE }, page: 1, pageSize: 1, sort: { field: NAME, direction: DESC }) { items { name variants { id sku stockOnHand stockReserved } } } }`,
    {},
    owner,
  );
  const product = catalogProducts.items[0];
  const variant = product.variants[0];

  await adminLogIn(page, ADMIN_OWNER);
  await nav(page).getByRole('link', { name: 'Inventory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeFocused();
  await expect(page.getByRole('table', { name: 'Low stock, emptiest first' })).toBeVisible();
  await checkAdminPage(page, 'ops-inventory');

  // Found by its SKU, typed in lower case.
  await page.getByRole('searchbox', { name: 'SKU or product name' }).fill(variant.sku.toLowerCase());
  await page.getByRole('button', { name: 'Find' }).click();
  const found = page.getByRole('table', { name: `Variants matching “${variant.sku.toLowerCase()}”` });
  await found.getByRole('link', { name: `Stock of ${variant.sku}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inventory\\?variant=${variant.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Stock of ${variant.sku}` })).toBeFocused();
  await expect(page.getByText(product.name, { exact: false }).first()).toBeVisible();
  await checkAdminPage(page, 'ops-variant');

  // Received 7 units, with a note.
  const form = page.getByRole('form', { name: 'Adjust stock' });
  await form.getByLabel(/^Reason/).selectOption('RECEIVED');
  await form.getByLabel(/^Units/).fill('7');
  await expect(form.getByText(`On hand ${variant.stockOnHand} → ${variant.stockOnHand + 7} (+7)`)).toBeVisible();
  await form.getByLabel(/^Note/).fill('Delivery from the Dhaka mill');
  await form.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(page.getByRole('status').filter({ hasText: '+7 units (received)' })).toContainText(`${variant.stockOnHand + 7} on hand`);

  const newest = page.getByRole('table', { name: 'Movement history, newest first' }).getByRole('row').nth(1);
  await expect(newest).toContainText('Received');
  await expect(newest.getByRole('cell').nth(2)).toHaveText('+7');
  await expect(newest.getByRole('cell').nth(4)).toHaveText(String(variant.stockOnHand + 7));
  await expect(newest).toContainText(ADMIN_OWNER.email);
  await expect(newest).toContainText('Delivery from the Dhaka mill');

  // Damaged units only go out: more than are free is refused beside the units, and nothing moves.
  await form.getByLabel(/^Reason/).selectOption('DAMAGED');
  await expect(form.getByRole('radio', { name: 'Remove units' })).toBeChecked();
  await form.getByLabel(/^Units/).fill(String(variant.stockOnHand + 8));
  await form.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(form.getByLabel(/^Units/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/^Units/)).toHaveAccessibleDescription(/cannot go below/);
  await expect(page.getByRole('table', { name: 'Movement history, newest first' }).getByRole('row').nth(1)).toContainText('Delivery from the Dhaka mill');
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
