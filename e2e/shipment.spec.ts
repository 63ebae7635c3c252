import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_STAFF, adminGraphql, axeViolations, collectErrors, fillDelivery, graphql, hydrated, payOnSandbox, SCREENSHOTS, signUpShopper, staffToken, uniqueEmail } from './helpers';

/**
 * Fulfilment as the shopper sees it: they pay, staff ship the order with a carrier and tracking number
 * (through the admin API: the back office's order pages are tested with them), and My orders, the order
 * page and the tracking page show SHIPPED with the tracking number linked to the courier's page.
 */

const SHIPMENT = { carrier: 'Pathao Courier', trackingNumber: 'PTH-2026-000123', trackingUrl: 'https://merchant.pathao.com/tracking?consignment_id=PTH-2026-000123' };

test.beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

test('a shipped order shows its carrier and tracking number in My orders, on its page and on the tracking page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const email = uniqueEmail('parcel');
  const token = await signUpShopper(request, { name: 'Tahmina Begum', email, password: 'monsoon-cotton-2026' });
  const { products } = await graphql<{ products: { items: { id: string; defaultColour: string; variants: { size: string; colour: string; available: number }[] }[] } }>(
    request,
    `query ShipmentE2eProducts { products(page: 1, pageSize: 20) { items { id defaultColour variants { size colour available } } } }`,
  );
  const product = products.items.find((p) => p.variants.some((v) => v.colour === p.defaultColour && v.available >= 3))!;
  const size = product.variants.find((v) => v.colour === product.defaultColour && v.available >= 3)!.size;
  await graphql(request, `mutation ShipmentE2eAdd($p: ID!, $s: Size!) { addToCart(productId: $p, size: $s, quantity: 1) { __typename } }`, { p: product.id, s: size }, token);
  await page.addInitScript((value) => localStorage.setItem('auth-token', value), token);
  await page.goto('/checkout');
  await hydrated(page);
  await fillDelivery(page);
  const tranId = await payOnSandbox(page, 'Pay');

  const staff = await staffToken(request, ADMIN_STAFF);
  const shipped = await adminGraphql<{ markOrderShipped: { __typename: string } }>(
    request,
    `mutation ShipmentE2eShip($t: String!, $i: ShipOrderInput!) { markOrderShipped(tranId: $t, input: $i) { __typename } }`,
    { t: tranId, i: SHIPMENT },
    staff,
  );
  expect(shipped.markOrderShipped.__typename).toBe('AdminOrder');

  // My orders: SHIPPED, with the carrier and the number linked to the courier's page.
  await page.goto('/account?section=orders');
  await hydrated(page);
  const row = page.getByRole('row').filter({ hasText: tranId });
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(row).toContainText(`${SHIPMENT.carrier} · ${SHIPMENT.trackingNumber}`);
  await expect(row.getByRole('link', { name: new RegExp(SHIPMENT.trackingNumber) })).toHaveAttribute('href', SHIPMENT.trackingUrl);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots('my-orders-shipped');

  // The order's page.
  await row.getByRole('link', { name: tranId }).click();
  const shipment = page.getByRole('region', { name: 'Shipment' });
  await expect(shipment).toContainText(SHIPMENT.carrier);
  await expect(shipment.getByRole('link', { name: new RegExp(SHIPMENT.trackingNumber) })).toHaveAttribute('target', '_blank');
  expect(await axeViolations(page)).toEqual([]);

  // The tracking page: the checkout left the tran id, the account gives the e-mail.
  await page.goto('/orderTrac');
  await hydrated(page);
  await expect(page.getByLabel(/E-mail/)).toHaveValue(email);
  await page.getByRole('button', { name: 'Track order' }).click();
  const tracked = page.getByRole('region', { name: 'Shipment' });
  await expect(tracked.getByText('Tracking number').locator('xpath=following-sibling::dd')).toHaveText(new RegExp(SHIPMENT.trackingNumber));
  await expect(page.getByText('Your parcel is on its way with the courier.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots('tracking-shipped');
  expect(errors).toEqual([]);

  async function screenshots(name: string) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});
