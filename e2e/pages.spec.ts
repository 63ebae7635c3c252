import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectErrors, followOutboxLink, hydrated, signUpShopper, uniqueEmail } from './helpers';

/** A fresh customer through the GraphQL API, so no test depends on another. */
async function signUp(request: APIRequestContext, name: string): Promise<{ token: string; email: string }> {
  const email = uniqueEmail('pages');
  return { token: await signUpShopper(request, { name, email, password: 'kapor-pages-2026' }), email };
}

test('the contact form shows what the server refuses, then sends and confirms', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/contact');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText('Name (required)')).toBeVisible();
  await expect(main.getByText('Email (required)')).toBeVisible();

  await main.getByLabel(/^Email/).fill('not-an-email');
  await main.getByRole('button', { name: 'SEND' }).click();
  await expect(main.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByLabel(/^Email/)).toHaveValue('not-an-email');

  await main.getByLabel(/^Name/).fill('Nadia Rahman');
  await main.getByLabel(/^Email/).fill('nadia@example.com');
  await main.getByLabel('Message').fill('Does the linen shirt run small? I usually wear M.');
  await main.getByRole('button', { name: 'SEND' }).click();
  await expect(main.getByRole('status')).toContainText('Thank you, Nadia Rahman! Your message has been sent.');
  await expect(main.getByLabel(/^Name/)).toHaveValue('');
  await expect(main.getByLabel('Message')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('help: the search filters the questions and the topic carousel pages', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/help');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByText("Don't give your OTP code to other.")).toBeVisible();

  const questions = main.locator('details > summary');
  const all = await questions.count();
  expect(all).toBeGreaterThan(10);
  await main.getByRole('searchbox', { name: 'Search help' }).fill('promo code');
  await expect(questions).toHaveText(['How do promo codes work?']);
  await questions.first().click();
  await expect(main.getByText(/One code applies per order/)).toBeVisible();
  await main.getByRole('searchbox', { name: 'Search help' }).fill('');
  await expect(questions).toHaveCount(all);

  const carousel = main.getByRole('region', { name: 'Help topics' });
  const titles = carousel.locator('.help-topic__title');
  await expect(titles).toHaveText(['My Order', 'Confirmed', 'Shopping']);
  await expect(carousel.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(titles).toHaveText(['Account', 'Payment', 'Delivery']);
  await expect(carousel.getByRole('button', { name: 'Slide 2 of 2' })).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Prev' }).click();
  await expect(titles).toHaveText(['My Order', 'Confirmed', 'Shopping']);

  // Fewer per slide on a phone: one topic, one dot each.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(titles).toHaveCount(1);
  await expect(carousel.getByRole('button', { name: /^Slide \d of 6$/ })).toHaveCount(6);
  expect(errors).toEqual([]);
});

test('order tracking with a wrong transaction id says no order matches', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/orderTrac');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeVisible();
  await main.getByLabel(/Transaction id/).fill('KPR-000000-NOSUCHORDER00000');
  await main.getByLabel(/E-mail/).fill('nobody@example.com');
  await main.getByRole('button', { name: 'Track order' }).click();
  await expect(main.getByRole('alert')).toHaveText('No order matches that transaction id and e-mail.');
  expect(errors).toEqual([]);
});

test('My Account asks a visitor to log in and brings them back', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/account');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await main.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => (history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBe('/account');
  expect(errors).toEqual([]);
});

test("a logged-in customer sees My details with their name and an empty My orders", async ({ page, request }) => {
  const errors = collectErrors(page);
  const { token, email } = await signUp(request, 'Farhana Akter');
  // The top page only: the outbox shows a mail in a sandboxed frame, which may not touch storage.
  await page.addInitScript((value) => {
    if (window === window.top) localStorage.setItem('auth-token', value);
  }, token);

  await page.goto('/account');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Hello, Farhana' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'My details' })).toBeVisible();
  await expect(main.getByLabel('FIRST NAME')).toHaveValue('Farhana');
  await expect(main.getByLabel('SECOND NAME')).toHaveValue('Akter');
  await expect(main.getByLabel('E-MAIL ADDRESS')).toHaveValue(email);

  await main.getByLabel('PHONE NUMBER').fill('+880 1711-000000');
  await main.getByRole('button', { name: 'SAVE' }).click();
  await expect(main.getByRole('status')).toHaveText('Your details are saved.');
  await page.reload();
  await expect(main.getByLabel('PHONE NUMBER')).toHaveValue('+880 1711-000000');

  await main.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/account\?section=orders$/);
  await expect(main.getByText('You have not placed any orders yet.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/all');

  // The newsletter is double opt-in: the link mailed to the address (the development outbox) subscribes it.
  await main.getByRole('link', { name: 'My newsletters' }).click();
  await main.getByRole('button', { name: 'Subscribe' }).click();
  await expect(main.getByRole('status')).toHaveText(`Almost there: unless ${email} is subscribed already, we have sent it a link to confirm your subscription.`);
  await followOutboxLink(page, email, 'Confirm your subscription to the Kapor letter', '/newsletter/confirm');
  await main.getByRole('button', { name: 'Yes, subscribe me' }).click();
  await expect(main.getByRole('status')).toContainText(`The Kapor letter will come to ${email}`);

  await page.goto('/account?section=settings');
  await hydrated(page);
  await main.getByRole('button', { name: 'Log out' }).click();
  await expect(main.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(errors).toEqual([]);
});
