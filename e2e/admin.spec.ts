import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { ADMIN_OWNER as OWNER, ADMIN_STAFF as STAFF, adminLogIn as logIn, axeViolations as violations, checkAdminPage as checkPage, collectErrors, SCREENSHOTS } from './helpers';

/**
 * The back office at /admin in chromium: an owner logs in, adds a member of staff and finds the change in
 * the audit log; a STAFF member is not offered staff or settings; axe (WCAG 2 A/AA) finds nothing on any
 * page visited, at desktop and phone widths; and a shopper's storefront visit never asks for any of it.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

test('the owner logs in at /admin, adds a member of staff, and finds the change in the audit log', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page).toHaveTitle('Log in · Kapor back office');
  await checkPage(page, 'login');

  // A wrong password is the form's error; nothing is logged in.
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText(/incorrect|invalid/i);

  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(nav(page).getByRole('link')).toHaveText(['Dashboard', 'Orders', 'Customers', 'Messages', 'Products', 'Reviews', 'Inventory', 'Promo codes', 'Settings', 'Staff', 'Audit log']);
  await checkPage(page, 'dashboard');

  // Staff: add a member with the keyboard-reachable form.
  await nav(page).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeFocused();
  const email = `e2e.${Date.now()}@kapor.shop`;
  const form = page.getByRole('form', { name: 'Add a member of staff' });
  await form.getByLabel('Name').fill('Nadia Islam');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('First password').fill('first-pass-2026');
  await form.getByLabel('Role').selectOption('STAFF');
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nadia Islam was added and can log in now.' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Active');

  // The same e-mail again: the server's error shows on the e-mail field.
  await form.getByLabel('Name').fill('Nadia Again');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('First password').fill('first-pass-2026');
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription('A member of staff already uses this e-mail.');
  await checkPage(page, 'staff');

  // Deactivating asks first, on the keyboard: Escape keeps everything as it was and returns focus.
  const deactivate = row.getByRole('button', { name: /^Deactivate/ });
  await deactivate.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Deactivate Nadia Islam?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-confirm-1280.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deactivate).toBeFocused();
  await expect(row).toContainText('Active');
  await deactivate.click();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: /^Reactivate/ })).toBeVisible();

  // The audit log has both changes, newest first, with what changed.
  await nav(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeFocused();
  const entries = page.getByRole('table', { name: 'All changes, newest first' }).getByRole('row');
  await expect(entries.nth(1)).toContainText('staff.update');
  await expect(entries.nth(1)).toContainText(OWNER.email);
  await expect(entries.nth(2)).toContainText('staff.create');
  await entries.nth(1).locator('summary').click();
  await expect(entries.nth(1).getByRole('definition').first()).toContainText('before: yes');

  // Every change to that member, from the entry's link (the filter lives in the address).
  await entries.nth(1).getByRole('link', { name: /show every change to this staff/ }).click();
  await expect(page).toHaveURL(/entityType=staff&entityId=/);
  await expect(page.getByRole('table', { name: /^Changes to staff / }).getByRole('row')).toHaveCount(3);
  await checkPage(page, 'audit-log');

  // A deep link works after a reload (the server answers /admin/* with the app), and logging out ends it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('You have logged out.');
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(errors).toEqual([]);
});

test('a STAFF member sees neither Staff nor Settings, and cannot open them', async ({ page }) => {
  const errors = collectErrors(page);
  await logIn(page, STAFF);
  await expect(nav(page).getByRole('link')).toHaveText(['Dashboard', 'Orders', 'Customers', 'Messages', 'Products', 'Reviews', 'Inventory', 'Promo codes', 'Audit log']);
  await expect(page.getByRole('main').getByRole('link', { name: 'Staff' })).toHaveCount(0);
  for (const address of ['/admin/staff', '/admin/settings']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Not available to you' })).toBeVisible();
  }
  await checkPage(page, 'not-available');
  expect(errors).toEqual([]);
});

test('a shopper’s storefront visit never requests anything of the back office', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const address of ['/', '/womens', '/all', '/cart', '/login', '/contact']) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('main').getByRole('link').first().click();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.includes('.js')).length).toBeGreaterThan(0);
  expect(requested.filter((url) => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin-api'))).toEqual([]);
});

test('the server answers /admin/* with the back office under the shop’s security headers', async ({ request }) => {
  const page = await request.get('/admin/audit-log?entityType=staff');
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-cache');
  const script = (await page.text()).match(/src="(\/admin\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/admin/assets/missing.js')).status()).toBe(404);
});
