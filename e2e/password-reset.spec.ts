import { expect, test } from '@playwright/test';
import { axeViolations, collectErrors, followOutboxLink, hydrated, signUpShopper, uniqueEmail } from './helpers';

const OLD_PASSWORD = 'monsoon-cotton-2026';
const NEW_PASSWORD = 'a new password from the mail';

test('a shopper who forgot the password gets a link by mail, chooses a new one and logs in with it; the old one no longer works', async ({ page, request }) => {
  const errors = collectErrors(page);
  const email = uniqueEmail('forgetful');
  await signUpShopper(request, { name: 'Shirin Akter', email, password: OLD_PASSWORD });
  const main = page.getByRole('main');

  // Login → "Forgot your password?" → the address.
  await page.goto('/login');
  await hydrated(page);
  await main.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await main.getByLabel(/^Email Address/).fill(email);
  await main.getByRole('button', { name: 'Send me a link' }).click();
  await expect(main.getByRole('status')).toContainText(`If ${email} belongs to an account, we have sent it a link to choose a new password.`);

  // The mail, read in the development outbox; its link opens the reset page.
  await followOutboxLink(page, email, 'Reset your Kapor password', '/reset-password');
  const resetUrl = page.url();
  await expect(main.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await main.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Save the new password' }).click();
  await expect(main.getByRole('status')).toContainText(`Your password is changed, and every session of ${email} has ended.`);
  await main.getByRole('link', { name: 'Log in' }).click();

  // The old password is refused; the new one logs in.
  const logIn = async (password: string) => {
    await main.getByLabel('Email Address').fill(email);
    await main.getByLabel(/^Password/).fill(password);
    await main.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await main.getByRole('button', { name: 'Continue' }).click();
  };
  await logIn(OLD_PASSWORD);
  await expect(main.getByRole('alert')).toHaveText('Invalid email or password.');
  await logIn(NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();

  // The link was used once: opened again, it is refused and offers a new one.
  await page.goto(resetUrl);
  await main.getByLabel(/^New password/).fill('yet another password');
  await main.getByRole('button', { name: 'Save the new password' }).click();
  await expect(main.getByRole('alert')).toHaveText('This link has expired or was already used. Please ask for a new one.');
  await expect(main.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  expect(errors).toEqual([]);
});
