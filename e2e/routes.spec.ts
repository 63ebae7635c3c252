import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors, signUpShopper, uniqueEmail } from './helpers';
import { declaredPaths, realSlug, visits } from './route-table';

function signUp(request: APIRequestContext): Promise<string> {
  return signUpShopper(request, { name: 'Route Walker', email: uniqueEmail('routes'), password: 'kapor-routes-2026' });
}

/** Visits every route; each must land where expected, show a heading in <main>, and log no errors. */
async function walk(page: Page, request: APIRequestContext) {
  const table = visits(await realSlug(request));
  expect(Object.keys(table).sort(), 'every route of router.tsx has a visit here, and no more').toEqual([...declaredPaths].sort());

  const errors = collectErrors(page);
  const problems: string[] = [];
  const entries: [string, { url: string; at?: string }][] = [['/', { url: '/' }], ...Object.entries(table)];
  for (const [route, { url, at }] of entries) {
    errors.length = 0;
    await page.goto(url);
    await expect(page, `${url} lands on ${at ?? url}`).toHaveURL((u) => u.pathname === (at ?? new URL(url, 'http://x').pathname));
    await expect(page.getByRole('main').getByRole('heading').first(), `${url} shows a heading`).toBeVisible();
    // Let the page's own requests settle, so errors they cause are counted against this route.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main .spinner'), `${url} finishes loading`).toHaveCount(0);
    if (errors.length) problems.push(`${route} (${url}): ${errors.join(' | ')}`);
  }
  expect(problems).toEqual([]);
}

test('every route renders for a visitor without console or page errors', async ({ page, request }) => {
  test.setTimeout(120_000); // some 30 routes, each until its network is idle
  await walk(page, request);
});

test('every route renders for a logged-in customer without console or page errors', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await signUp(request);
  await page.addInitScript((value) => localStorage.setItem('auth-token', value), token);
  await walk(page, request);
});
