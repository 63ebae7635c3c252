import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN_STAFF, adminLogIn, checkAdminPage, collectErrors, deliveryDate, graphql, outboxLink, signUpShopper, uniqueEmail } from './helpers';

/**
 * The back office's daily work in chromium: a shopper pays for an order on the sandbox gateway and writes
 * through the contact form; a member of staff finds the order by the shopper's e-mail, exports the list,
 * reads the order and adds a note, opens the shopper's page, disables the account (the shopper's token is
 * refused) and enables it again, then handles the message and downloads the newsletter list. axe finds
 * nothing on any of these pages at desktop and phone widths (screenshots: test-results/screenshots/admin-b2-*.png).
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
const PASSWORD = 'monsoon-cotton-2026';

interface Shopper {
  name: string;
  email: string;
  token: string;
}

/** A shopper who signed up through the shop API and placed an order for one product in stock; answers the gateway's page. */
async function shopperWithOrder(request: APIRequestContext): Promise<Shopper & { tranId: string; gatewayUrl: string }> {
  const name = 'Farzana Orders';
  const email = uniqueEmail('b2.orders');
  const token = await signUpShopper(request, { name, email, password: PASSWORD });
  const { products } = await graphql<{ products: { items: { id: string; variants: { size: string; colour: string; available: number }[] }[] } }>(
    request,
    `query B2Products { products(page: 1, pageSize: 20) { items { id variants { size colour available } } } }`,
  );
  const product = products.items.find((p) => p.variants.some((v) => v.available >= 2))!;
  const variant = product.variants.find((v) => v.available >= 2)!;
  await graphql(request, `mutation B2Add($p: ID!, $s: Size!, $c: Colour) { addToCart(productId: $p, size: $s, colour: $c) { __typename } }`, { p: product.id, s: variant.size, c: variant.colour }, token);
  const { placeOrder } = await graphql<{ placeOrder: { __typename: string; tranId: string; url: string } }>(
    request,
    `mutation B2Place($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PaymentSession { tranId url } } }`,
    {
      input: {
        fullName: name,
        phone: '+880 1711-445566',
        email,
        country: 'Bangladesh',
        city: 'Dhaka',
        state: 'Dhaka Division',
        zip: '1212',
        address: 'House 4, Road 2, Gulshan',
        deliveryDate: deliveryDate(),
        deliveryRoute: 'Inside Dhaka',
        paymentMethod: 'online',
        termsAccepted: true,
      },
    },
    token,
  );
  expect(placeOrder.__typename).toBe('PaymentSession');
  return { name, email, token, tranId: placeOrder.tranId, gatewayUrl: placeOrder.url };
}

/** What the shop answers the shopper's token now: 200 while the account is enabled, 401 once it is disabled. */
async function meStatus(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.post('/graphql', { data: { query: '{ me { id } }' }, headers: { Authorization: `Bearer ${token}` } });
  return response.status();
}

test('staff find a paid order by e-mail, note it, disable and enable its customer, and handle a message', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);

  // The shopper pays on the sandbox's hosted page, writes to the shop and subscribes to the newsletter (by its mailed link).
  const shopper = await shopperWithOrder(request);
  const shopperContext = await browser.newContext();
  const gateway = await shopperContext.newPage();
  await gateway.goto(new URL(shopper.gatewayUrl).pathname);
  await gateway.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(gateway).toHaveURL(new RegExp(`/payment/success/${shopper.tranId}$`));
  await shopperContext.close();
  const message = `Can the parcel for ${shopper.tranId} come after six?`;
  await graphql(request, `mutation B2Contact($input: ContactMessageInput!) { sendContactMessage(input: $input) { __typename } }`, { input: { name: shopper.name, email: shopper.email, message } }, shopper.token);
  await graphql(request, `mutation B2Subscribe($e: String!) { subscribeToNewsletter(email: $e) { __typename } }`, { e: shopper.email });
  const confirmation = new URL(await outboxLink(request, shopper.email, '/newsletter/confirm')).searchParams.get('token');
  await graphql(request, `mutation B2ConfirmNewsletter($t: String!) { confirmNewsletter(token: $t) { __typename } }`, { t: confirmation });

  // Orders: the list, then the shopper's order found by their e-mail.
  await adminLogIn(page, ADMIN_STAFF);
  await nav(page).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
  await expect(page.getByRole('table', { name: 'All orders' }).getByRole('row').nth(1)).toBeVisible();
  await checkAdminPage(page, 'b2-orders');

  await page.getByRole('searchbox', { name: /^Search/ }).fill(shopper.email.toUpperCase());
  await page.getByLabel('Payment').selectOption('PAID');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?search=.+&paymentState=PAID$/);
  const found = page.getByRole('table', { name: 'Orders matching the filters' });
  await expect(found.getByRole('row')).toHaveCount(2);
  await expect(found.getByRole('row').nth(1)).toContainText(shopper.email);
  await expect(found.getByRole('row').nth(1)).toContainText('Paid');
  await checkAdminPage(page, 'b2-orders-found');

  // The export has the same filters: one order.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV of the orders matching the filters' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(shopper.tranId);

  // The order page: state, lines, payment and the gateway's calls, then a note.
  await found.getByRole('link', { name: shopper.tranId }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${shopper.tranId}` })).toBeFocused();
  await expect(page.getByRole('table', { name: 'Lines, as ordered' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Payments the gateway confirmed, oldest first' })).toContainText('Completed the order');
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('House 4, Road 2, Gulshan');
  await expect(page.getByRole('region', { name: 'Actions' })).toBeVisible();
  const notes = page.getByRole('region', { name: 'Internal notes' });
  await notes.getByLabel(/^New note/).fill('Shopper asked for an evening delivery.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('status')).toHaveText('The note is added.');
  await expect(notes.getByRole('listitem').last()).toContainText(`Shopper asked for an evening delivery.${ADMIN_STAFF.email}`);
  await checkAdminPage(page, 'b2-order');

  // Back keeps the filtered list.
  await page.goBack();
  await expect(page.getByRole('table', { name: 'Orders matching the filters' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${shopper.tranId}` })).toBeVisible();

  // The customer: disabled after asking, their token refused; enabled again, it works.
  await page.getByRole('region', { name: 'Customer' }).getByRole('link', { name: shopper.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: shopper.name })).toBeFocused();
  await expect(page.getByRole('table', { name: 'Their orders, newest first' }).getByRole('link', { name: shopper.tranId })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery addresses' })).toContainText('House 4, Road 2, Gulshan');
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Subscribed');
  await checkAdminPage(page, 'b2-customer');

  await page.getByRole('button', { name: 'Disable account' }).click();
  const dialog = page.getByRole('dialog', { name: `Disable ${shopper.name}’s account?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${shopper.name}’s account is disabled.` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('No, disabled');
  expect(await meStatus(request, shopper.token)).toBe(401);
  await checkAdminPage(page, 'b2-customer-disabled');

  await page.getByRole('button', { name: 'Enable account' }).click();
  await page.getByRole('dialog', { name: `Enable ${shopper.name}’s account?` }).getByRole('button', { name: 'Enable account' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${shopper.name}’s account is enabled again.` })).toBeVisible();
  expect(await meStatus(request, shopper.token)).toBe(200);

  // The customers list finds them by part of the e-mail.
  await nav(page).getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('searchbox', { name: /^Search/ }).fill(shopper.email.split('@')[0]);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('table', { name: /^Customers matching/ }).getByRole('link', { name: shopper.name })).toBeVisible();
  await checkAdminPage(page, 'b2-customers');

  // Messages: the shopper's question waits; marked handled, it says so.
  await nav(page).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeFocused();
  const row = page.getByRole('table', { name: 'Messages waiting for an answer, newest first' }).getByRole('row').filter({ hasText: message });
  await expect(row).toContainText('Waiting');
  await checkAdminPage(page, 'b2-messages');
  await row.getByRole('button', { name: `Mark handled (message from ${shopper.name})` }).click();
  await expect(row).toContainText('Handled');
  await expect(page.getByRole('status').filter({ hasText: `The message from ${shopper.name} is handled.` })).toBeVisible();

  // The newsletter list, and its CSV.
  await page.getByRole('navigation', { name: 'Messages' }).getByRole('link', { name: 'Newsletter subscribers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeFocused();
  await checkAdminPage(page, 'b2-newsletter');
  const subscribers = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV of every subscriber' }).click();
  const list = await subscribers;
  expect(list.suggestedFilename()).toBe('newsletter-subscribers.csv');
  expect(readFileSync((await list.path())!, 'utf8')).toContain(shopper.email);

  expect(errors).toEqual([]);
});
