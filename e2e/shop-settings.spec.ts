import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_OWNER, adminGraphql, collectErrors, graphql, hydrated, signUpShopper, staffToken, uniqueEmail } from './helpers';

/**
 * The owner's settings reach every storefront text that states them: the free-shipping threshold (promo
 * strip, home, product, help, about, cart) and the shop's contact details (top bar, footer, contact page).
 */

const FIRST = { freeShippingThresholdCents: 12_000, phone: '+880 9612-527267', email: 'help@kapor.shop', address: 'House 12, Road 7, Dhanmondi, Dhaka 1205, Bangladesh' };
const CHANGED = { freeShippingThresholdCents: 15_050, phone: '+880 1711-223344', email: 'care@kapor.example', address: 'Plot 3, Gulshan Avenue, Dhaka 1212' };

async function updateSettings(request: APIRequestContext, token: string, input: typeof FIRST) {
  const data = await adminGraphql<{ updateShopSettings: { __typename: string } }>(
    request,
    `mutation SettingsUpdate($i: UpdateShopSettingsInput!) { updateShopSettings(input: $i) { __typename } }`,
    { i: input },
    token,
  );
  expect(data.updateShopSettings.__typename).toBe('ShopSettingsAdmin');
}

test('the owner changes the free-shipping threshold and the contact details: every page that states them says the new ones', async ({ page, request, context }) => {
  const errors = collectErrors(page);
  const owner = await staffToken(request, ADMIN_OWNER);
  await updateSettings(request, owner, CHANGED);
  try {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByText('Free shipping on orders over $150.50.')).toBeVisible();
    await expect(page.getByText(/delivered across South Asia, free over \$150\.50\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Need help? +880 1711-223344' })).toHaveAttribute('href', 'tel:+8801711223344');
    await expect(page.getByRole('contentinfo').locator('address')).toContainText('Plot 3, Gulshan Avenue, Dhaka 1212');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'care@kapor.example' })).toBeVisible();

    await page.goto('/about');
    await hydrated(page);
    await expect(page.getByRole('main').getByText('$150.50', { exact: true })).toBeVisible();

    await page.goto('/help');
    await hydrated(page);
    await page.getByText('How much does delivery cost?').click();
    await expect(page.getByText(/Delivery is free on orders over \$150\.50\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call +880 1711-223344' })).toBeVisible();

    await page.goto('/contact');
    await hydrated(page);
    await expect(page.getByRole('main').locator('address')).toHaveText('Plot 3, Gulshan Avenue, Dhaka 1212');

    // A shopper's product page and cart, below the new threshold.
    const { products } = await graphql<{ products: { items: { id: string; slug: string; price: { amount: number }; defaultColour: string; variants: { size: string; colour: string; available: number }[] }[] } }>(
      request,
      `query SettingsProducts { products(page: 1, pageSize: 50) { items { id slug price { amount } defaultColour variants { size colour available } } } }`,
    );
    const product = products.items.find((p) => p.price.amount < 10_000 && p.variants.some((v) => v.colour === p.defaultColour && v.available > 0))!;
    const size = product.variants.find((v) => v.colour === product.defaultColour && v.available > 0)!.size;
    await page.goto(`/product/${product.slug}`);
    await hydrated(page);
    await expect(page.getByText('Free shipping on orders over $150.50.', { exact: true }).last()).toBeVisible();

    const token = await signUpShopper(request, { name: 'Settings Shopper', email: uniqueEmail('settings'), password: 'settings-shopper-2026' });
    await graphql(request, `mutation SettingsAdd($p: ID!, $s: Size!) { addToCart(productId: $p, size: $s) { __typename } }`, { p: product.id, s: size }, token);
    await context.addInitScript((value) => localStorage.setItem('auth-token', value), token);
    await page.goto('/cart');
    await hydrated(page);
    const missing = `$${((15_050 - product.price.amount) / 100).toFixed(2)}`;
    await expect(page.getByText(`Add ${missing} more for free shipping (orders from $150.50).`)).toBeVisible();
    await expect(page.locator('body')).not.toContainText('$120');
    await expect(page.locator('body')).not.toContainText('9612');
  } finally {
    await updateSettings(request, owner, FIRST);
  }
  expect(errors).toEqual([]);
});
