import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import path from 'node:path';
import { ADMIN_STAFF, adminLogIn, axeViolations, checkAdminPage, collectErrors, fillDelivery, graphql, openAccountFromOutbox, payOnSandbox, SCREENSHOTS, uniqueEmail } from './helpers';

/**
 * Issue 15's journey, through the real pages in chromium: a new shopper buys two different items and pays on
 * the sandbox gateway; staff find the order in the back office by the shopper's e-mail, ship it with a carrier
 * and tracking number; the shopper sees it shipped, with the number, in My orders and on the tracking page;
 * staff refund one unit of one line; the shopper's order page shows the refund, and today's revenue on the
 * dashboard drops by exactly the refunded amount. The forms are submitted from the keyboard; axe finds nothing
 * on any back-office page visited (screenshots: test-results/screenshots/admin-journey-*.png).
 */

const PASSWORD = 'monsoon-cotton-2026';
const SHIPMENT = { carrier: 'Steadfast Courier', trackingNumber: 'SFC-2026-77801', trackingUrl: 'https://steadfast.com.bd/t/SFC-2026-77801' };

interface CatalogProduct {
  slug: string;
  name: string;
  price: { amount: number };
  defaultColour: string;
  variants: { size: string; colour: string; available: number }[];
}

const colourName = (colour: string) => colour.charAt(0) + colour.slice(1).toLowerCase();
const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

/** Two different products with their default colour in stock (a size with units to spare), the cheaper first. */
async function twoProducts(request: APIRequestContext): Promise<{ product: CatalogProduct; size: string }[]> {
  const { products } = await graphql<{ products: { items: CatalogProduct[] } }>(
    request,
    `query JourneyE2eProducts { products(page: 1, pageSize: 24) { items { slug name price { amount } defaultColour variants { size colour available } } } }`,
  );
  const inStock = products.items.flatMap((product) => {
    const variant = product.variants.find((v) => v.colour === product.defaultColour && v.available >= 3);
    return variant ? [{ product, size: variant.size }] : [];
  });
  const [first, second] = inStock.filter((p, i, all) => all.findIndex((q) => q.product.price.amount === p.product.price.amount) === i);
  expect(second, 'two products at different prices in stock').toBeTruthy();
  return [first, second].sort((a, b) => a.product.price.amount - b.product.price.amount);
}

test('a shopper pays; staff ship and refund one unit; the shopper sees both and the dashboard follows', async ({ page: shop, browser, request }) => {
  test.setTimeout(240_000);
  const shopErrors = collectErrors(shop);
  const main = shop.getByRole('main');
  const [cheaper, dearer] = await twoProducts(request);

  // The shopper signs up, adds two different items from their pages, checks out and pays.
  const email = uniqueEmail('journey');
  await shop.goto('/login');
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await main.getByLabel('Your Name').fill('Rupa Sarkar');
  await main.getByLabel('Email Address').fill(email);
  await main.getByLabel(/^Password/).fill(PASSWORD);
  await main.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await main.getByRole('button', { name: 'Continue' }).click();
  await openAccountFromOutbox(shop, email);
  for (const [index, { product, size }] of [cheaper, dearer].entries()) {
    await shop.goto(`/product/${product.slug}`);
    await expect(shop.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await main.getByRole('group', { name: /^Colour/ }).getByRole('button', { name: colourName(product.defaultColour), exact: true }).click();
    await main.getByRole('group', { name: /^Size/ }).getByRole('button', { name: size, exact: true }).click();
    await main.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    await expect(shop.getByTestId('cart-count')).toHaveText(String(index + 1));
  }
  await shop.getByRole('link', { name: /^Cart:/ }).click();
  await main.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(shop).toHaveURL(/\/checkout$/);
  await fillDelivery(shop);
  const tranId = await payOnSandbox(shop, 'Pay');
  await expect(main.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  // Staff log in (the dashboard: today's revenue with this order in it), and find the order by the e-mail.
  const office = await (await browser.newContext()).newPage();
  const officeErrors = collectErrors(office);
  await adminLogIn(office, ADMIN_STAFF);
  const revenueToday = office.getByRole('region', { name: 'Today', exact: true }).getByRole('definition').first();
  await expect(revenueToday).toHaveText(/^\$/);
  const revenueBefore = cents(await revenueToday.innerText());
  const paidOrdersToday = await office.getByRole('region', { name: 'Today', exact: true }).getByRole('definition').nth(2).innerText();

  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
  await office.getByRole('searchbox', { name: /^Search/ }).fill(email);
  await office.getByRole('searchbox', { name: /^Search/ }).press('Enter');
  const found = office.getByRole('table', { name: 'Orders matching the filters' });
  await expect(found.getByRole('row')).toHaveCount(2);
  await expect(found.getByRole('row').nth(1)).toContainText('Paid');
  await checkAdminPage(office, 'journey-orders-found');

  await found.getByRole('link', { name: tranId }).click();
  await expect(office.getByRole('heading', { level: 1, name: `Order ${tranId}` })).toBeFocused();
  await expect(office.getByRole('table', { name: 'Lines, as ordered' }).getByRole('row')).toHaveCount(3);
  const actions = office.getByRole('region', { name: 'Actions' });
  const total = cents(await office.locator('.order-totals__total dd').innerText());
  await expect(actions.getByRole('form', { name: 'Refund' })).toContainText(`Up to ${usd(total)} can still be refunded.`);
  await checkAdminPage(office, 'journey-order-paid');
  await screenshotActions(actions, 'paid');

  // Shipped with a carrier and tracking number, the form sent with Enter.
  const shipping = actions.getByRole('form', { name: 'Fulfilment' });
  await shipping.getByLabel(/^Carrier/).fill(SHIPMENT.carrier);
  await shipping.getByLabel(/^Tracking page/).fill(SHIPMENT.trackingUrl);
  await shipping.getByLabel(/^Tracking number/).fill(SHIPMENT.trackingNumber);
  await shipping.getByLabel(/^Tracking number/).press('Enter');
  await expect(actions.getByRole('status').filter({ hasText: `Order ${tranId} is shipped with ${SHIPMENT.carrier}` })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  const orderState = office.locator('.page__intro');
  await expect(orderState).toContainText('ShippedPayment: Paid');
  await checkAdminPage(office, 'journey-order-shipped');
  await screenshotActions(actions, 'shipped');

  // The shopper: shipped, with the tracking number, in My orders and on the tracking page.
  await shop.goto('/account?section=orders');
  const myOrder = main.getByRole('row').filter({ hasText: tranId });
  await expect(myOrder.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(myOrder).toContainText(`${SHIPMENT.carrier} · ${SHIPMENT.trackingNumber}`);
  await expect(myOrder.getByRole('link', { name: new RegExp(SHIPMENT.trackingNumber) })).toHaveAttribute('href', SHIPMENT.trackingUrl);
  await shop.goto('/orderTrac');
  await expect(shop.getByLabel(/^Transaction id/)).toHaveValue(tranId);
  await expect(shop.getByLabel(/E-mail/)).toHaveValue(email);
  await shop.getByLabel(/E-mail/).press('Enter');
  const tracked = shop.getByRole('region', { name: `Order ${tranId}` });
  await expect(tracked.locator('[data-status="SHIPPED"]')).toHaveText('Shipped');
  await expect(tracked.getByRole('region', { name: 'Shipment' })).toContainText(SHIPMENT.trackingNumber);

  // Staff refund one unit of the cheaper line, from the keyboard, after the confirmation.
  const refundForm = actions.getByRole('form', { name: 'Refund' });
  await expect(refundForm.getByRole('radio', { name: 'Some units' })).toBeChecked();
  await refundForm.getByRole('textbox', { name: /^Reason/ }).fill('The shopper sent one back: too small.');
  const units = refundForm.getByRole('spinbutton', { name: new RegExp(`^${escape(cheaper.product.name)} `) });
  await units.fill('1');
  await units.press('Enter');
  const dialog = office.getByRole('dialog', { name: 'Refund the chosen units?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await office.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Refund' })).toBeFocused();
  await office.keyboard.press('Enter');
  const refunded = actions.getByRole('status').filter({ hasText: /^Refunded\./ });
  await expect(refunded).toContainText(`of ${usd(total)} has gone back to the shopper.`);
  const refundAmount = cents((await refunded.innerText()).replace(/^Refunded\. /, '').split(' of ')[0]);
  // One unit at what was paid for it: no more than its price, the order's discount shared out.
  expect(refundAmount).toBeGreaterThan(0);
  expect(refundAmount).toBeLessThanOrEqual(cheaper.product.price.amount);
  await expect(refundForm).toContainText(`Up to ${usd(total - refundAmount)} can still be refunded.`);
  await expect(orderState).toContainText('ShippedPayment: Partly refunded');
  const refunds = actions.getByRole('table', { name: `Refunds: ${usd(refundAmount)} of ${usd(total)} given back` });
  await expect(refunds.getByRole('row')).toHaveCount(2);
  await expect(refunds).toContainText(`${usd(refundAmount)}By staff: The shopper sent one back: too small. (units back in stock)`);
  await checkAdminPage(office, 'journey-order-refunded');
  await screenshotActions(actions, 'refunded');

  // The shopper's order page shows the refund.
  await shop.goto(`/account/orders/${tranId}`);
  await expect(shop.getByRole('region', { name: 'Refunds' })).toContainText(`${usd(refundAmount)} refunded on`);
  expect(await axeViolations(shop)).toEqual([]);

  // Today's revenue on the dashboard is down by the refund; the order still counts as paid.
  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(revenueToday).toHaveText(usd(revenueBefore - refundAmount));
  await expect(office.getByRole('region', { name: 'Today', exact: true }).getByRole('definition').nth(2)).toHaveText(paidOrdersToday);
  await checkAdminPage(office, 'journey-dashboard');

  expect(shopErrors).toEqual([]);
  expect(officeErrors).toEqual([]);
  await office.context().close();
});

/** The order page's Actions region alone, at 1280 and 390 px (admin-journey-actions-<name>-<width>.png), to look at its forms closely; the page never scrolls sideways. */
async function screenshotActions(actions: Locator, name: string) {
  const page = actions.page();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await actions.screenshot({ path: path.join(SCREENSHOTS, `admin-journey-actions-${name}-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
