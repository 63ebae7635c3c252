import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { adminLogIn, ADMIN_STAFF, adminGraphql, axeViolations, checkAdminPage, collectErrors, fillDelivery, graphql, hydrated, payOnSandbox, SCREENSHOTS, signUpShopper, staffToken, uniqueEmail } from './helpers';

/**
 * Reviews from buyers: a shopper buys a product on the sandbox gateway, staff ship and deliver the order
 * (through the admin API), and the shopper reviews the product on its page; the review and the new count
 * appear there. Staff then hide it on the back office's Reviews page, and it leaves the product page.
 */

test.beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

type Product = { id: string; slug: string; name: string; ratingCount: number; defaultColour: string; variants: { size: string; colour: string; available: number }[] };

test('a buyer of a delivered order reviews the product; the review appears on its page, and staff can hide it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const email = uniqueEmail('reviewer');
  const token = await signUpShopper(request, { name: 'Rahima Khatun', email, password: 'monsoon-cotton-2026' });
  const { products } = await graphql<{ products: { items: Product[] } }>(
    request,
    `query ReviewsE2eProducts { products(page: 1, pageSize: 20) { items { id slug name ratingCount defaultColour variants { size colour available } } } }`,
  );
  const product = products.items.find((p) => p.variants.some((v) => v.colour === p.defaultColour && v.available >= 3))!;
  const size = product.variants.find((v) => v.colour === product.defaultColour && v.available >= 3)!.size;
  const productPath = `/product/${product.slug}`;

  // The first page of reviews is in the server's HTML, with the link from the stars' count.
  const html = await (await request.get(productPath)).text();
  expect(html).toContain('id="reviews"');
  expect(html).toContain('href="#reviews"');
  expect(html).toContain('"@type":"Review"');

  // Not bought yet: no way to review it.
  await graphql(request, `mutation ReviewsE2eAdd($p: ID!, $s: Size!) { addToCart(productId: $p, size: $s, quantity: 1) { __typename } }`, { p: product.id, s: size }, token);
  await page.addInitScript((value) => localStorage.setItem('auth-token', value), token);
  await page.goto(productPath);
  await hydrated(page);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(`${product.ratingCount} reviews`)).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

  // Bought, paid, shipped and delivered.
  await page.goto('/checkout');
  await hydrated(page);
  await fillDelivery(page);
  const tranId = await payOnSandbox(page, 'Pay');
  const staff = await staffToken(request, ADMIN_STAFF);
  const ship = await adminGraphql<{ markOrderShipped: { __typename: string } }>(
    request,
    `mutation ReviewsE2eShip($t: String!) { markOrderShipped(tranId: $t, input: { carrier: "Pathao Courier", trackingNumber: "PTH-REVIEW-1" }) { __typename } }`,
    { t: tranId },
    staff,
  );
  expect(ship.markOrderShipped.__typename).toBe('AdminOrder');
  const deliver = await adminGraphql<{ markOrderDelivered: { __typename: string } }>(request, `mutation ReviewsE2eDeliver($t: String!) { markOrderDelivered(tranId: $t) { __typename } }`, { t: tranId }, staff);
  expect(deliver.markOrderDelivered.__typename).toBe('AdminOrder');

  // The stars' count jumps to the reviews, where the buyer may now write one.
  await page.goto(productPath);
  await hydrated(page);
  await page.getByRole('link', { name: `${product.ratingCount} reviews` }).click();
  await expect(page).toHaveURL(new RegExp(`${productPath}#reviews$`));
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.locator('label', { hasText: '5 stars' }).click();
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await form.getByLabel(/^Title/).fill('Perfect for the monsoon');
  await form.getByLabel(/^Your review/).fill('Light, dries fast and the colour stayed bright after many washes.');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Publish review' }).click();

  await expect(reviews.getByRole('status')).toHaveText('Thank you! Your review is published.');
  await expect(reviews.getByText(`${product.ratingCount + 1} reviews`)).toBeVisible();
  await expect(reviews.getByRole('list').last().getByRole('heading', { name: 'Perfect for the monsoon' })).toBeVisible();
  await expect(reviews.getByRole('heading', { name: 'Your review' })).toBeVisible();
  await expect(page.getByRole('link', { name: `${product.ratingCount + 1} reviews` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await reviews.screenshot({ path: path.join(SCREENSHOTS, `product-reviews-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Anyone reloading the page sees it in the server's HTML.
  expect(await (await request.get(productPath)).text()).toContain('Perfect for the monsoon');

  // Staff hide it on the back office's Reviews page: it leaves the product page.
  await adminLogIn(page, ADMIN_STAFF);
  await page.getByRole('navigation').getByRole('link', { name: 'Reviews' }).click();
  await page.getByRole('button', { name: 'Hide (review “Perfect for the monsoon” by Rahima K.)' }).click();
  // Asked first, with a reason kept with the review.
  const dialog = page.getByRole('dialog', { name: 'Hide this review?' });
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Names another shop');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(page.getByRole('status')).toHaveText('The review “Perfect for the monsoon” is hidden from the shop.');
  await expect(page.getByRole('row').filter({ hasText: 'Perfect for the monsoon' })).toContainText('Names another shop');
  await checkAdminPage(page, 'reviews');
  expect(await (await request.get(productPath)).text()).not.toContain('Perfect for the monsoon');
  expect(errors).toEqual([]);
});
