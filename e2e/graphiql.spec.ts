import { expect, test } from '@playwright/test';

test('GraphiQL renders and runs a query with no request leaving the machine', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  await page.goto('/graphiql');
  await expect(page.getByText('FirstProducts').first()).toBeVisible();
  const response = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().postData()?.includes('FirstProducts') === true);
  await page.getByRole('button', { name: /execute query/i }).click();
  expect((await response).status()).toBe(200);
  await expect(page.getByText('"totalItems"')).toBeVisible();
  expect(foreign).toEqual([]);
});
