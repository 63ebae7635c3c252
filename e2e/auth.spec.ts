import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { collectErrors, followOutboxLink, hydrated, openAccountFromOutbox, SCREENSHOTS } from './helpers';

const token = (page: Page) => page.evaluate(() => localStorage.getItem('auth-token'));

async function fill(page: Page, fields: { name?: string; email: string; password: string }, agree = true) {
  const main = page.getByRole('main');
  if (fields.name !== undefined) await main.getByLabel('Your Name').fill(fields.name);
  await main.getByLabel('Email Address').fill(fields.email);
  await main.getByLabel(/^Password/).fill(fields.password);
  if (agree) await main.getByRole('checkbox', { name: 'By continuing, I agree to the terms of use & privacy policy.' }).check();
}

test('the Login / Sign Up page checks its fields and the terms box before asking the server', async ({ page }) => {
  const errors = collectErrors(page);
  const graphqlCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && /Auth(Login|SignUp)/.test(request.postData() ?? '')) graphqlCalls.push(request.postData()!);
  });
  await page.goto('/user_login');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page).toHaveTitle('Login · Kapor');

  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('alert')).toHaveText('Email and password field are required');

  await fill(page, { email: 'someone@example.com', password: 'whatever-123' }, false);
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('alert')).toHaveText('You must agree to the terms before logging in.');

  await main.getByRole('button', { name: 'Sign Up' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('alert')).toHaveText('All Fields are required');
  await expect(main.getByLabel('Your Name')).toHaveAttribute('aria-invalid', 'true');

  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);

  await main.getByRole('button', { name: 'Login here' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(graphqlCalls).toEqual([]);

  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.reload();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('.header')).not.toHaveClass(/is-scrolled/);
    await expect(main.getByRole('button', { name: 'Continue' })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `login-${width}.png`), fullPage: true });
  }
  expect(errors).toEqual([]);
});

test('sign up a new customer by the mailed link, log out, log in again; a wrong password is refused', async ({ page }) => {
  const errors = collectErrors(page);
  const email = `amira.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'monsoon-cotton-77';
  const main = page.getByRole('main');

  // Sign up: "check your inbox"; the link in the mail (the development outbox) opens the account, logged in.
  await page.goto('/login');
  await hydrated(page);
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await fill(page, { name: 'Amira Chowdhury', email, password });
  await main.getByRole('button', { name: 'Continue' }).click();
  const checkInbox = `Almost there: check your inbox at ${email} and follow the link we sent to finish signing up.`;
  await expect(main.getByRole('status')).toContainText(checkInbox);
  expect(await token(page)).toBeNull();
  await openAccountFromOutbox(page, email);
  expect(await token(page)).toBeTruthy();

  // Signing up again with the same address answers the same (nobody learns that it has an account); its owner is mailed.
  await page.evaluate(() => localStorage.removeItem('auth-token'));
  await page.goto('/login');
  await hydrated(page);
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await fill(page, { name: 'Amira Again', email, password: 'another-password-1' });
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('status')).toContainText(checkInbox);
  await followOutboxLink(page, email, 'Someone tried to sign up at Kapor with your e-mail address', '/login');
  await expect(main.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  // Log in, see who, log out.
  await fill(page, { email, password });
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await hydrated(page);
  await expect(main.getByRole('heading', { name: 'You are logged in' })).toBeVisible();
  await expect(main.getByText('Amira Chowdhury')).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  await main.getByRole('button', { name: 'Log out' }).click();
  await expect(main.getByRole('status')).toHaveText('You have been logged out.');
  expect(await token(page)).toBeNull();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  // A wrong password is refused and nothing is stored.
  await fill(page, { email, password: 'not-the-password' });
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('alert')).toHaveText('Invalid email or password.');
  expect(await token(page)).toBeNull();

  // The right one, from a page that sent the shopper here, goes back there.
  await page.goto('/all');
  await hydrated(page);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user_login$/);
  await fill(page, { email, password });
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/all$/);
  expect(await token(page)).toBeTruthy();
  expect(errors).toEqual([]);
});
