import request from 'supertest';
import { PaymentGateway } from '../../src/payments/payment-gateway';
import { ADD_TO_CART, type SeedVariant } from './cart';
import type { TestApp } from './test-app';

export function deliveryDetails(overrides: Record<string, unknown> = {}) {
  const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return {
    fullName: 'Nadia Rahman',
    phone: '+880 1711-000000',
    email: 'nadia@example.com',
    country: 'BANGLADESH',
    city: 'Dhaka',
    state: 'Dhaka',
    zip: '1205',
    address: 'House 12, Road 5, Dhanmondi',
    deliveryDate: tomorrow,
    deliveryRoute: 'Inside Dhaka',
    paymentMethod: 'online',
    termsAccepted: true,
    ...overrides,
  };
}

export const PLACE_ORDER = `mutation($input: PlaceOrderInput!, $key: String) { placeOrder(input: $input, idempotencyKey: $key) {
  __typename
  ... on PaymentSession { tranId url order { id status total { amount } lines { sku quantity unitPrice { amount } productName size colour } } }
  ... on ErrorResult { code message }
  ... on ValidationError { fields { field message } }
  ... on InsufficientStockError { lines { sku requested available } }
  ... on InvalidPromoCodeError { reason } } }`;

export const ORDER = `query($tranId: String!) { order(tranId: $tranId) { tranId status paymentOnHold paidAt total { amount currency }
  lines { sku quantity } timeline { status note } } }`;

export async function addToCart(t: TestApp, token: string, v: SeedVariant, quantity = 1) {
  const res = await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size, colour: v.colourEnum, quantity }, token);
  if (res.data?.addToCart.__typename !== 'Cart') throw new Error(`add failed: ${JSON.stringify(res)}`);
  return res.data.addToCart;
}

export async function placeOrder(t: TestApp, token: string, key?: string, overrides: Record<string, unknown> = {}) {
  const res = await t.gql(PLACE_ORDER, { input: deliveryDetails(overrides), key }, token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.placeOrder;
}

/** One unit of `v` ordered and paid on the sandbox: the order's tran id. */
export async function placePaidOrder(t: TestApp, token: string, v: SeedVariant, overrides: Record<string, unknown> = {}): Promise<string> {
  await addToCart(t, token, v);
  const session = await placeOrder(t, token, undefined, overrides);
  await payOnSandbox(t, session.url, 'pay');
  return session.tranId;
}

export type SandboxChoice = 'pay' | 'risky' | 'fail' | 'cancel';

/**
 * Plays the shopper's browser on the sandbox gateway: opens the hosted page, presses a button, then
 * follows the gateway's return form back to the shop. Answers the shop's final redirect.
 */
export async function payOnSandbox(t: TestApp, gatewayUrl: string, choice: SandboxChoice, options: { followReturn?: boolean } = {}) {
  const url = new URL(gatewayUrl);
  const agent = request(t.baseUrl);
  const page = await agent.get(url.pathname).expect(200);
  if (!page.text.includes('Pay')) throw new Error('the hosted page has no Pay button');
  const chosen = await agent.post(url.pathname).type('form').send({ choice }).expect(200);
  const form = parseReturnForm(chosen.text);
  if (options.followReturn === false) return { form, location: undefined as string | undefined, status: 0 };
  const back = await agent.post(new URL(form.action).pathname).type('form').send(form.fields);
  return { form, location: back.headers.location as string | undefined, status: back.status };
}

export function parseReturnForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form id="return" method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no return form');
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]] = m[2].replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));
  return { action: action.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c))), fields };
}

export async function stockOf(t: TestApp, variantId: string): Promise<{ onHand: number; reserved: number }> {
  const [row] = await t.db.query('SELECT stock_on_hand AS "onHand", stock_reserved AS reserved FROM product_variant WHERE id = $1', [variantId]);
  return row;
}

/**
 * A second gateway session for an order, as a retry after a crash opens one: paying on it charges the
 * shopper again for the same tran_id. Answers the hosted page's address.
 */
export async function openSecondSession(t: TestApp, tranId: string): Promise<string> {
  const [order] = await t.db.query(`SELECT total_cents, currency FROM customer_order WHERE tran_id = $1`, [tranId]);
  const [{ params }] = await t.db.query(`SELECT params FROM sandbox_session WHERE tran_id = $1 ORDER BY created_at LIMIT 1`, [tranId]);
  const second = await t.app.get(PaymentGateway).openSession({
    tranId,
    amount: { amount: order.total_cents, currency: order.currency.trim() },
    productName: 'Second attempt',
    itemCount: 1,
    customer: { name: 'N', email: 'n@example.com', phone: '1', address: 'a', city: 'c', state: 's', postcode: '1', country: 'Bangladesh' },
    urls: { success: params.success_url, fail: params.fail_url, cancel: params.cancel_url, ipn: params.ipn_url },
  });
  return second.gatewayUrl;
}
