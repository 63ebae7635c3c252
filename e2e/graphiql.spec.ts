import { expect, test } from '@playwright/test';

test('GraphiQL renders and runs a query with no request leaving the machine', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  // GraphiQL asks for the schema first; on a busy machine Monaco can take a while to come up after it.
  const schema = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().postData()?.includes('__schema') === true);
  await page.goto('/graphiql');
  expect((await schema).status()).toBe(200);
  await expect(page.getByText('FirstProducts').first()).toBeVisible({ timeout: 30_000 });
  // The run button works once the editor has settled: retry the click until the query goes out.
  await expect(async () => {
    const response = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().postData()?.includes('FirstProducts') === true, { timeout: 5_000 });
    await page.getByRole('button', { name: /execute query/i }).click();
    expect((await response).status()).toBe(200);
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('"totalItems"')).toBeVisible();
  expect(foreign).toEqual([]);
});
