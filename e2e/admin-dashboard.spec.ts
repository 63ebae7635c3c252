import { expect, test } from '@playwright/test';
import { ADMIN_OWNER, adminGraphql, adminLogIn, checkAdminPage, collectErrors, deliveryDate, graphql, signUpShopper, staffToken, uniqueEmail } from './helpers';

/**
 * The dashboard in chromium: a shopper pays for an order; the owner's dashboard counts it in today's
 * revenue and lists it first among the newest orders, linked to its page. axe finds nothing on the
 * dashboard at desktop and phone widths (screenshots: test-results/screenshots/admin-dashboard-*.png).
 */

const TODAY_REVENUE = `query DashboardE2eToday { adminDashboard { periods { period current { revenue { amount currency } paidOrders } } } }`;

interface TodayAnswer {
  adminDashboard: { periods: { period: string; current: { revenue: { amount: number; currency: string }[]; paidOrders: number } }[] };
}

test('a paid order shows on the dashboard: today’s revenue and orders, and the newest orders', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const token = await staffToken(request, ADMIN_OWNER);
  const todayOf = (answer: TodayAnswer) => answer.adminDashboard.periods.find((p) => p.period === 'TODAY')!.current;
  const before = todayOf(await adminGraphql<TodayAnswer>(request, TODAY_REVENUE, {}, token));

  // A shopper signs up, puts a product in the cart, places the order and pays on the sandbox gateway.
  const shopperToken = await signUpShopper(request, { name: 'Dina Chowdhury', email: uniqueEmail('dashboard'), password: 'monsoon-cotton-2026' });
  const { products } = await graphql<{ products: { items: { id: string; defaultColour: string; variants: { size: string; colour: string; available: number }[] }[] } }>(
    request,
    `query DashboardE2eProducts { products(page: 1, pageSize: 20) { items { id defaultColour variants { size colour available } } } }`,
  );
  const product = products.items.find((p) => p.variants.some((v) => v.colour === p.defaultColour && v.available >= 2))!;
  const size = product.variants.find((v) => v.colour === product.defaultColour && v.available >= 2)!.size;
  await graphql(request, `mutation DashboardE2eAdd($p: ID!, $s: Size!) { addToCart(productId: $p, size: $s) { __typename } }`, { p: product.id, s: size }, shopperToken);
  const { placeOrder } = await graphql<{ placeOrder: { tranId: string; url: string; order: { total: { amount: number; currency: string } } } }>(
    request,
    `mutation DashboardE2ePlace($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on PaymentSession { tranId url order { total { amount currency } } } } }`,
    {
      input: {
        fullName: 'Dina Chowdhury',
        phone: '+880 1711-556677',
        email: 'dina@example.com',
        country: 'BANGLADESH',
        city: 'Dhaka',
        state: 'Dhaka',
        zip: '1205',
        address: 'House 3, Road 2, Banani',
        deliveryDate: deliveryDate(),
        deliveryRoute: 'Inside Dhaka',
        paymentMethod: 'online',
        termsAccepted: true,
      },
    },
    shopperToken,
  );
  await page.goto(placeOrder.url);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success/${placeOrder.tranId}$`));

  // The owner's dashboard counts it today, and lists it first among the newest orders.
  await adminLogIn(page, ADMIN_OWNER);
  const total = placeOrder.order.total;
  const expected = (before.revenue.find((m) => m.currency === total.currency)?.amount ?? 0) + total.amount;
  const formatted = new Intl.NumberFormat('en-US', { style: 'currency', currency: total.currency }).format(expected / 100);
  const today = page.getByRole('region', { name: 'Today', exact: true });
  await expect(today.getByRole('definition').first()).toHaveText(formatted);
  await expect(today).toContainText(`Paid orders${before.paidOrders + 1}`);
  await expect(page.getByRole('img', { name: /^Revenue per day in USD/ })).toBeVisible();
  const newest = page.getByRole('table', { name: 'Newest orders' });
  await expect(newest.getByRole('row').nth(1).getByRole('link')).toHaveText(placeOrder.tranId);
  await expect(newest.getByRole('row').nth(1).getByRole('link')).toHaveAttribute('href', `/admin/orders/${placeOrder.tranId}`);
  await expect(page.getByRole('region', { name: 'Low stock', exact: true })).toBeVisible();

  await page.getByText('Every day’s figures').click();
  await expect(page.getByRole('table', { name: /Revenue and paid orders per day/ })).toBeVisible();
  await checkAdminPage(page, 'dashboard-figures');
  expect(errors).toEqual([]);
});
