import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import english from '../client/src/i18n/en';

/** Where the browser tests save their screenshots (under test-results, never committed). */
export const SCREENSHOTS = path.resolve(__dirname, '..', 'test-results', 'screenshots');

/**
 * Console errors and uncaught exceptions of the page, to assert there were none; each names where it
 * came from. `ignore` passes over a console error a test expects.
 */
export function collectErrors(page: Page, ignore?: (text: string, url: string) => boolean): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url ?? '';
    if (ignore?.(message.text(), url)) return;
    // A not-found page answers 404 on purpose, and chromium reports the page's own status as an error.
    if (message.text().includes('status of 404') && url === page.url()) return;
    errors.push(`${message.text()} ${url}`.trim());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

async function graphqlAt<T>(endpoint: '/graphql' | '/admin-api', request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await request.post(endpoint, { data: { query, variables }, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** A GraphQL request straight to the server (as the customer whose token is given); it must succeed without errors. */
export function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  return graphqlAt<T>('/graphql', request, query, variables, token);
}

/** The same to the admin API (/admin-api), with a staff token. */
export function adminGraphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  return graphqlAt<T>('/admin-api', request, query, variables, token);
}

/** The seeded development logins of the back office (README). */
export const ADMIN_OWNER = { email: 'admin@kapor.shop', password: 'kapor-admin-2026' };
export const ADMIN_STAFF = { email: 'staff@kapor.shop', password: 'kapor-staff-2026' };

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's violations (WCAG 2.1 A/AA), one line each, so a failure says what and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`));
}

/** A back-office page once loaded: axe at 1280 and at 390 px (the phone layout), with a screenshot of each (admin-<name>-<width>.png). */
export async function checkAdminPage(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.spinner')).toHaveCount(0);
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, `admin-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Logs in to the back office at /admin and waits for the dashboard. */
export async function adminLogIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** A staff token for the admin API, for what a test prepares or puts back through it. */
export async function staffToken(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const data = await adminGraphql<{ staffLogin: { token?: string } }>(request, `mutation E2eStaffLogin($i: StaffLoginInput!) { staffLogin(input: $i) { ... on StaffSession { token } } }`, { i: who });
  expect(data.staffLogin.token).toBeTruthy();
  return data.staffLogin.token!;
}

/**
 * The link to `path` (e.g. /confirm-account) in the newest mail to `email` in the development outbox (/dev/outbox,
 * where the shop's mail goes without SMTP_URL), once the mail has arrived.
 */
export async function outboxLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  const linkPattern = new RegExp(`href="(https?://[^"]+${path}\\?token=[A-Za-z0-9_-]+)"`);
  let link: string | undefined;
  await expect(async () => {
    const list = await (await request.get('/dev/outbox')).text();
    const ids = [...list.matchAll(/<td>([^<]*)<\/td><td><a href="\/dev\/outbox\/(\d+)">/g)].filter(([, to]) => to === email).map(([, , id]) => id);
    for (const id of ids) {
      link = linkPattern.exec(await (await request.get(`/dev/outbox/${id}`)).text())?.[1];
      if (link) return;
    }
    throw new Error(`no mail with a ${path} link to ${email} yet`);
  }).toPass({ timeout: 20_000 });
  return link!;
}

/** Signs a shopper up as the shop does (the mailed link opens the account) and returns their token. */
export async function signUpShopper(request: APIRequestContext, input: { name: string; email: string; password: string }): Promise<string> {
  const { signUp } = await graphql<{ signUp: { __typename: string } }>(request, `mutation E2eSignUp($input: SignUpInput!) { signUp(input: $input) { __typename } }`, { input });
  expect(signUp.__typename).toBe('LinkMailed');
  const token = new URL(await outboxLink(request, input.email, '/confirm-account')).searchParams.get('token');
  const { confirmSignUp } = await graphql<{ confirmSignUp: { __typename: string; token: string } }>(
    request,
    `mutation E2eConfirmSignUp($token: String!) { confirmSignUp(token: $token) { __typename ... on AuthPayload { token } } }`,
    { token },
  );
  expect(confirmSignUp.__typename).toBe('AuthPayload');
  return confirmSignUp.token;
}

/**
 * Reads the newest mail to `email` with `subject` in the development outbox as a developer does (its list, then
 * the mail), and follows the mail's link to `path`.
 */
export async function followOutboxLink(page: Page, email: string, subject: string, path: string) {
  const mail = () => page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: subject }).first();
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(mail()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await mail().click();
  // The link spelled out in the mail's text: the page at `path`, with its token if it has one.
  await page.getByRole('link', { name: new RegExp(`${path}(\\?token=[\\w-]+)?$`) }).click();
  await expect(page).toHaveURL(new RegExp(`${path}(\\?token=[\\w-]+)?$`));
  await hydrated(page);
}

/**
 * Waits until the storefront page a full load opened has hydrated: its buttons answer from then on (before,
 * a page painted by the server is there to read, and its links work, but its buttons do nothing yet).
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Finishes a sign-up made in the browser: "check your inbox", the mail's link, and the button that opens the account. */
export async function openAccountFromOutbox(page: Page, email: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await followOutboxLink(page, email, 'Confirm your e-mail address to open your Kapor account', '/confirm-account');
  await main.getByRole('button', { name: 'Open my account' }).click();
  await expect(main.getByRole('status')).toContainText('Your account is open and you are logged in.');
  await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();
}

/** An address nobody has used, for a shopper a test signs up. */
export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Today at the shop (Dhaka) or here, whichever is later: the earliest date the form accepts. */
export function deliveryDate(): string {
  const at = (timeZone?: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [local, shop] = [at(), at('Asia/Dhaka')];
  return shop > local ? shop : local;
}

/** What a shopper types at checkout (name and e-mail come from the account). */
export interface DeliveryAnswers {
  phone: string;
  country: string;
  city: string;
  state: string;
  zip: string;
  address: string;
  route: string;
}

const IN_DHAKA: DeliveryAnswers = { phone: '+880 1711-223344', country: 'Bangladesh', city: 'Dhaka', state: 'Dhaka Division', zip: '1205', address: 'House 12, Road 7, Dhanmondi', route: 'Inside Dhaka' };

/** A field's label as the page in `messages`' language starts it (a "(required)" mark may follow). */
const labelled = (messages: Record<string, string>, key: string) => new RegExp(`^${escapeRegExp(messages[key])}`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Fills the checkout's delivery details, the earliest delivery date, and ticks the terms, reading the labels
 * in the page's language (`messages`, the storefront's; English unless given). Countries and routes are chosen
 * by the shop's value, which is the same in every language.
 */
export async function fillDelivery(page: Page, answers: DeliveryAnswers = IN_DHAKA, messages: Record<string, string> = english) {
  const main = page.getByRole('main');
  await main.getByLabel(labelled(messages, 'checkout.field.phone')).fill(answers.phone);
  await main.getByLabel(labelled(messages, 'checkout.field.country')).selectOption(answers.country);
  await main.getByLabel(labelled(messages, 'checkout.field.city')).fill(answers.city);
  await main.getByLabel(labelled(messages, 'checkout.field.state')).fill(answers.state);
  await main.getByLabel(labelled(messages, 'checkout.field.zip')).fill(answers.zip);
  await main.getByLabel(labelled(messages, 'checkout.field.address')).fill(answers.address);
  await main.getByLabel(labelled(messages, 'checkout.field.deliveryDate')).fill(deliveryDate());
  await main.getByLabel(labelled(messages, 'checkout.field.deliveryRoute')).selectOption(answers.route);
  // The terms box is named by its sentence; its link's words are enough to find it.
  const termsLink = /<link>(.*?)<\/link>/.exec(messages['checkout.terms'])![1];
  await main.getByRole('checkbox', { name: new RegExp(escapeRegExp(termsLink)) }).check();
}

/** Confirm Order → the sandbox gateway's hosted page → the chosen button → back on the shop. */
export async function payOnSandbox(page: Page, choice: 'Pay' | 'Fail'): Promise<string> {
  await page.getByRole('main').getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\//);
  await expect(page.getByRole('heading', { name: 'Pay Kapor' })).toBeVisible();
  const tranId = await page.evaluate(() => localStorage.getItem('tran_id'));
  expect(tranId).toBeTruthy();
  await expect(page.getByText(tranId!)).toBeVisible();
  if (choice === 'Pay') await page.getByRole('button', { name: /^Pay \$/ }).click();
  else await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${choice === 'Pay' ? 'success' : 'fail'}/${tranId}$`));
  return tranId!;
}

export interface ShopProduct {
  id: string;
  slug: string;
  name: string;
  variants: { size: string; colour: string; available: number }[];
}

export async function aProduct(request: APIRequestContext): Promise<{ product: ShopProduct; size: string; colour: string }> {
  const data = await graphql<{ products: { items: ShopProduct[] } }>(request, `query A11yE2eProducts { products(pageSize: 20) { items { id slug name variants { size colour available } } } }`);
  for (const product of data.products.items) {
    const variant = product.variants.find((v) => v.available >= 3);
    if (variant) return { product, size: variant.size, colour: variant.colour };
  }
  throw new Error('No product in stock');
}

/** A fresh customer with one item in the cart, logged in in this browser. */
export async function customerWithItem(page: Page, request: APIRequestContext, who: { name: string; email: string; password: string }) {
  const token = await signUpShopper(request, who);
  const { product, size, colour } = await aProduct(request);
  await graphql(request, `mutation A11yE2eAdd($productId: ID!, $size: Size!, $colour: Colour) { addToCart(productId: $productId, size: $size, colour: $colour) { __typename } }`, { productId: product.id, size, colour }, token);
  await page.addInitScript((value) => localStorage.setItem('auth-token', value), token);
  return product;
}
