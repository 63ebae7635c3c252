import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_OWNER, adminLogIn, checkAdminPage, collectErrors, fillDelivery, hydrated, payOnSandbox, signUpShopper, uniqueEmail } from './helpers';

/**
 * The Products pages of the back office in chromium: the owner creates a product with two colours and
 * three sizes with stock, uploads two photos, publishes it, and finds it in the list with its photo;
 * a shopper finds it, sees the photos in the sizes the layout asks for, and buys it on the sandbox
 * gateway; the owner sees the sale in the variant's stock history. axe finds nothing on the list, the
 * new-product form and the product's page, at 1280 and 390 px (screenshots:
 * test-results/screenshots/admin-products-*.png).
 */

/** A small photo made on the spot: a gradient with a circle, so each has its own bytes (and content hash). */
async function photo(hue: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600">
       <defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,75%)"/></linearGradient></defs>
       <rect width="100%" height="100%" fill="url(#g)"/><circle cx="240" cy="260" r="120" fill="white" fill-opacity="0.8"/></svg>`,
  );
  const image = sharp(svg);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

/** Every <img> in the locator's scope has been fetched and decoded (none is a broken picture). */
async function expectImagesLoaded(page: Page, selector: string) {
  await expect.poll(() => page.locator(selector).evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
}

test('the owner creates a product with its variants, uploads two photos and publishes it; a shopper buys it and the stock history shows the sale', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const name = `E2E Linen Wrap Dress ${Date.now()}`;
  await adminLogIn(page, ADMIN_OWNER);

  // The list: filters in the address, every product with its picture.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeFocused();
  const list = page.getByRole('table', { name: 'All products' });
  await expect(list.getByRole('row')).toHaveCount(26);
  // The first rows' pictures (the rest load as they are scrolled to).
  await expectImagesLoaded(page, 'tbody tr:nth-child(-n+3) .product-thumb');
  await checkAdminPage(page, 'products-list');

  // A new product: the form checks itself before asking the server.
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeFocused();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expect(page.getByRole('group', { name: /^Sizes/ })).toContainText('Choose at least one size.');
  await checkAdminPage(page, 'products-new');

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(page.getByLabel('Slug')).toHaveAttribute('placeholder', name.toLowerCase().replace(/ /g, '-'));
  await page.getByLabel('Description').fill('A wrap dress in washed linen with a tie waist and flutter sleeves. Machine wash cold.');
  await page.getByLabel('Category').selectOption('WOMEN');
  await page.getByLabel('Garment').selectOption('DRESS');
  await page.getByRole('textbox', { name: 'Price in US dollars', exact: true }).fill('64.00');
  await page.getByLabel('Compare-at price').fill('80');
  const colours = page.getByRole('group', { name: /^Colours/ });
  await colours.getByRole('checkbox', { name: 'Red' }).check();
  await colours.getByRole('checkbox', { name: 'Black' }).check();
  const sizes = page.getByRole('group', { name: /^Sizes/ });
  for (const size of ['S', 'M', 'L']) await sizes.getByRole('checkbox', { name: size, exact: true }).check();

  const stock = { S: [4, 2], M: [6, 3], L: [5, 0] } as const;
  for (const [size, [red, black]] of Object.entries(stock)) {
    await page.getByLabel(`Initial stock, size ${size}, Red`).fill(String(red));
    await page.getByLabel(`Initial stock, size ${size}, Black`).fill(String(black));
  }
  await expect(page.getByText('6 variants (3 sizes × 2 colours), 6 new')).toBeVisible();
  await page.getByRole('button', { name: 'Create product' }).click();

  // Its own page: a draft, with a SKU and the stock given for every size × colour.
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${name} was created as a draft.` })).toBeVisible();
  await expect(page.locator('.page__intro')).toContainText('Draft');
  const matrix = page.getByRole('table', { name: 'Variants by size and colour' });
  await expect(matrix.getByRole('row').nth(2)).toContainText(/KP-\d+-RED-M\s*6 on hand · 0 reserved · 6 available/);
  await expect(matrix.getByRole('row').nth(3)).toContainText('0 on hand · 0 reserved · 0 available');
  // A variant's stock link opens it on the Inventory page.
  const stockLink = matrix.getByRole('link', { name: /^Stock of KP-\d+-RED-S$/ });
  await expect(stockLink).toHaveAttribute('href', /\/admin\/inventory\?variant=[0-9a-f-]{36}$/);
  const productPage = page.url();
  const redMediumStock = await matrix.getByRole('link', { name: /^Stock of KP-\d+-RED-M$/ }).getAttribute('href');
  await stockLink.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Stock of KP-\d+-RED-S$/ })).toBeVisible();
  await expect(page.getByText(`${name} · size S · Red`)).toBeVisible();
  await page.goto(productPage);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Two photos, uploaded together.
  const upload = page.getByRole('form', { name: 'Add photos' });
  await upload.getByLabel('Photos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await photo(350, 'png') },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo(20, 'jpeg') },
  ]);
  await upload.getByLabel('Alt text').fill('The wrap dress in red linen');
  await upload.getByLabel('Colour shown').selectOption('RED');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 photos were uploaded.' })).toBeVisible();
  const photos = page.getByRole('list', { name: 'Photos, in the shop’s order' });
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  await expectImagesLoaded(page, '.photo__image');

  // The second becomes the first, with the keyboard; its alt text is its own.
  await page.getByRole('button', { name: 'Move up photo 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Photo moved to position 1 of 2.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move down photo 1' })).toBeFocused();
  const first = page.getByRole('form', { name: 'Photo 1 (main picture)' });
  await first.getByLabel('Alt text').fill('The wrap dress from the back');
  await first.getByRole('button', { name: 'Save photo 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo 1 was saved.' })).toBeVisible();

  // Published: on sale, with a link to it in the shop.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} is published` })).toBeVisible();
  await expect(page.locator('.page__intro')).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await checkAdminPage(page, 'products-edit');
  const shopLink = await page.getByRole('link', { name: 'See it in the shop' }).getAttribute('href');

  // Unpublishing asks first; Escape keeps it on sale.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('dialog', { name: `Unpublish ${name}?` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('.page__intro')).toContainText('Active');

  // The list finds it by name, active, with its first photo as the thumbnail.
  await page.getByRole('link', { name: 'All products' }).click();
  await page.getByLabel('Search').fill(name);
  await page.getByLabel('Status').selectOption('ACTIVE');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/status=ACTIVE/);
  const row = page.getByRole('table', { name: 'Products matching the filters' }).getByRole('row').nth(1);
  await expect(row.getByRole('link', { name })).toBeVisible();
  await expect(row).toContainText('Active');
  await expect(row).toContainText('$64.00');
  await expect(row).toContainText('17');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/images\/uploads\/[0-9a-f]{64}-320\.webp$/);
  await expectImagesLoaded(page, 'tbody tr:first-child .product-thumb');

  // A shopper finds it by searching the shop and sees the photos, in the widths the layout asks for
  // (never the largest on a 1280 px page), each cached for a year.
  const photosServed: { url: string; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/images/uploads/')) photosServed.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
  });
  await page.goto(`/all?search=${encodeURIComponent(name)}`);
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${shopLink}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('main img[srcset*="/images/uploads/"]').first()).toBeVisible();
  await expectImagesLoaded(page, 'main img[srcset*="/images/uploads/"]');
  expect(photosServed.length).toBeGreaterThan(0);
  for (const served of photosServed) {
    const [, width] = /\/images\/uploads\/[0-9a-f]{64}-(\d+)\.(?:avif|webp)$/.exec(served.url) ?? [];
    expect(Number(width), served.url).toBeLessThanOrEqual(960);
    expect(served.cacheControl).toContain('immutable');
  }
  const srcset = await page.locator('main source[type="image/avif"]').first().getAttribute('srcset');
  expect(srcset?.split(',').length, 'several widths to choose from').toBeGreaterThan(1);

  // They buy one in red, size M, on the sandbox gateway.
  const token = await signUpShopper(request, { name: 'Rumana Haque', email: uniqueEmail('rumana'), password: 'wrap-dress-2026' });
  await page.evaluate((value) => localStorage.setItem('auth-token', value), token);
  await page.reload();
  const main = page.getByRole('main');
  await main.getByRole('group', { name: /^Colour/ }).getByRole('button', { name: 'Red', exact: true }).click();
  await main.getByRole('group', { name: /^Size/ }).getByRole('button', { name: 'M', exact: true }).click();
  await main.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/checkout');
  await hydrated(page);
  await expect(main.getByRole('complementary', { name: 'Order Summary' })).toContainText('M · Red · Qty 1');
  await fillDelivery(page);
  const tranId = await payOnSandbox(page, 'Pay');
  await expect(main.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  // Back in the back office, the variant's history shows the reservation and the sale: 6 on hand became 5.
  await page.goto(redMediumStock!);
  await expect(page.getByRole('heading', { level: 1, name: /^Stock of KP-\d+-RED-M$/ })).toBeVisible();
  const history = page.getByRole('table', { name: 'Movement history, newest first' });
  await expect(history.getByRole('row').nth(1)).toContainText('Sold');
  await expect(history.getByRole('row').nth(1)).toContainText(tranId);
  await expect(history.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('−1');
  await expect(history.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText('5');
  await expect(history.getByRole('row').nth(2)).toContainText('Reserved');
  await expect(history.getByRole('row').nth(3)).toContainText('Initial');
  expect(errors).toEqual([]);
});
