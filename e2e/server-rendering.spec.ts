import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectErrors, graphql, hydrated } from './helpers';

/**
 * The storefront as a search engine, a CDN and a phone on a slow network receive it: HTML that already
 * holds the page (fetched here without running any JavaScript), honest status codes, caching headers,
 * and a browser that hydrates that HTML without asking the API again.
 */

interface ProductFacts {
  slug: string;
  name: string;
  price: { amount: number; formatted: string };
}

async function aProduct(request: APIRequestContext): Promise<ProductFacts> {
  const data = await graphql<{ products: { items: ProductFacts[] } }>(request, `{ products(pageSize: 1) { items { slug name price { amount formatted } } } }`);
  return data.products.items[0];
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
}

test('a product page arrives as HTML with its name, price, availability, canonical link and JSON-LD', async ({ request, baseURL }) => {
  const product = await aProduct(request);
  const response = await request.get(`/product/${product.slug}`, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();

  expect(html).toContain(`<h1`);
  expect(html).toContain(product.name.replace(/&/g, '&amp;'));
  expect(html).toContain(product.price.formatted);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="${baseURL}/product/${product.slug}"`));
  expect(html).toMatch(/<title>[^<]+ · Kapor<\/title>/);
  expect(html).toMatch(/<meta property="og:image" content="http/);

  const ld = jsonLdBlocks(html);
  const item = ld.find((block) => block['@type'] === 'Product') as Record<string, any>;
  expect(item).toBeDefined();
  expect(item['@context']).toBe('https://schema.org');
  expect(item.name).toBe(product.name);
  expect(item.offers['@type']).toBe('Offer');
  expect(item.offers.price).toBe((product.price.amount / 100).toFixed(2));
  expect(item.offers.priceCurrency).toBe('USD');
  expect(item.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|LimitedAvailability)$/);
  expect(ld.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
});

test('an unknown product and an unknown path answer 404 with a real not-found page', async ({ request }) => {
  for (const path of ['/product/no-such-garment-anywhere', '/no/such/page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toMatch(/page not found|no product found/i);
  }
});

test('the links of the original storefront without pages of their own redirect permanently', async ({ request }) => {
  for (const [from, to] of [['/shop', '/all'], ['/accessories', '/all'], ['/arrival', '/new_collection']]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location).toBe(to);
  }
});

test('a shopper with Tk chosen gets Tk prices in the HTML itself', async ({ request }) => {
  const product = await aProduct(request);
  const inDollars = await (await request.get(`/product/${product.slug}`)).text();
  const inTaka = await (await request.get(`/product/${product.slug}`, { headers: { cookie: 'kapor-currency=BDT' } })).text();
  expect(inDollars).toContain(product.price.formatted);
  expect(inTaka).toMatch(/Tk [\d,]+\.\d\d/);
  expect(inTaka).toMatch(/<option value="BDT" selected="">/);
});

test('pages carry caching headers a CDN can use, and a browser that has a page gets 304', async ({ request }) => {
  const first = await request.get('/womens');
  expect(first.status()).toBe(200);
  const headers = first.headers();
  expect(headers['cache-control']).toMatch(/public/);
  expect(headers.vary).toMatch(/Cookie/);
  expect(headers.etag).toBeTruthy();
  const again = await request.get('/womens', { headers: { 'if-none-match': headers.etag } });
  expect(again.status()).toBe(304);
});

test('the browser hydrates a server-rendered page without asking the API again, and without errors', async ({ page, request }) => {
  const product = await aProduct(request);
  const errors = collectErrors(page);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql') apiCalls.push(r.postData() ?? r.url());
  });
  for (const path of ['/', '/womens', `/product/${product.slug}`, '/about']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Hydrated: the page reacts (the header's menu button is a React handler).
    await hydrated(page);
  }
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test('links work before any JavaScript has run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Women' }).click();
  await expect(page).toHaveURL(/\/womens$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await page.getByRole('main').locator('a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('a choice and a press made before the page has hydrated are not lost', async ({ page, request }) => {
  const product = await aProduct(request);
  // Hold the app's code until the shopper has acted on the painted page.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'Tk' });
  const sizes = page.getByRole('group', { name: /size/i });
  const size = sizes.getByRole('button', { disabled: false }).first();
  await size.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  release();
  await hydrated(page);
  await expect(size).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('main').getByText(/Tk [\d,]+\.\d\d/).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('BDT');
});
