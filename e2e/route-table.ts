import { expect, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The route paths declared in the router, read from its source so a new route cannot go unvisited. */
const ROUTER = readFileSync(path.resolve(__dirname, '..', 'client', 'src', 'app', 'router.tsx'), 'utf8');
export const declaredPaths = [...ROUTER.matchAll(/\bpath:\s*'([^']*)'/g)].map((m) => m[1]).filter((p) => p !== '/');

export const MADE_UP_TRAN_ID = 'KPR-000000-E2EROUTESNOSUCHID';

/** The URL to visit for each declared path, and where it must land (`at`, a pathname) when that differs. */
export function visits(slug: string): Record<string, { url: string; at?: string }> {
  return {
    womens: { url: '/womens' },
    mens: { url: '/mens' },
    kids: { url: '/kids' },
    new_collection: { url: '/new_collection' },
    all: { url: '/all' },
    'product/:slug': { url: `/product/${slug}` },
    display_product: { url: '/display_product' },
    cart: { url: '/cart' },
    checkout: { url: '/checkout' },
    wish: { url: '/wish' },
    account: { url: '/account' },
    'account/orders/:tranId': { url: `/account/orders/${MADE_UP_TRAN_ID}` },
    orderTrac: { url: '/orderTrac' },
    contact: { url: '/contact' },
    about: { url: '/about' },
    exc: { url: '/exc' },
    help: { url: '/help' },
    terms: { url: '/terms' },
    privacy: { url: '/privacy' },
    login: { url: '/login' },
    user_login: { url: '/user_login' },
    // The pages of mailed links, opened without a token (a made-up one would be as good: nothing is used before a click).
    'forgot-password': { url: '/forgot-password' },
    'reset-password': { url: '/reset-password' },
    'confirm-account': { url: '/confirm-account?token=made-up' },
    'confirm-email': { url: '/confirm-email?token=made-up' },
    'newsletter/confirm': { url: '/newsletter/confirm?token=made-up' },
    'newsletter/unsubscribe': { url: '/newsletter/unsubscribe' },
    'payment/success/:tranId': { url: `/payment/success/${MADE_UP_TRAN_ID}` },
    'payment/fail/:tranId': { url: `/payment/fail/${MADE_UP_TRAN_ID}` },
    // The original's links without pages of their own lead to real listings.
    shop: { url: '/shop', at: '/all' },
    accessories: { url: '/accessories', at: '/all' },
    arrival: { url: '/arrival', at: '/new_collection' },
    sale: { url: '/sale' },
    '*': { url: '/no-such-page' },
  };
}

export async function realSlug(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/product/all_products');
  expect(response.ok()).toBe(true);
  const products: { slug?: string }[] = await response.json();
  const slug = products.find((p) => p.slug)?.slug;
  expect(slug).toBeTruthy();
  return slug!;
}
