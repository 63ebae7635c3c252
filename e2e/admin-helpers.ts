import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SCREENSHOTS } from './helpers';

/** The seeded development logins of the back office (README). */
export const OWNER = { email: 'admin@kapor.shop', password: 'kapor-admin-2026' };
export const STAFF = { email: 'staff@kapor.shop', password: 'kapor-staff-2026' };

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's WCAG 2 A/AA violations on the page, one line each, so a failure says what and where. */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`));
}

/** axe at 1280 and at 390 px (the phone layout), with a screenshot of each: test-results/screenshots/admin-<name>-<width>.png. */
export async function checkPage(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.spinner')).toHaveCount(0);
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await violations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, `admin-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** The back office's side nav. */
export const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
