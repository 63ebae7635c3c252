import { LANGUAGES } from '../common/language';

const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

/**
 * What crawlers should leave alone: a shopper's own pages (cart, checkout, account, wishlist, order
 * tracking, payment results), the pages e-mailed links open, logins, the APIs and the back office, and the
 * development tools. Everything else — the catalogue, its pictures, the shop's pages — is for the index.
 */
const STOREFRONT_DISALLOWED = [
  '/cart',
  '/checkout',
  '/account',
  '/wish',
  '/orderTrac',
  '/payment/',
  '/login',
  '/user_login',
  '/forgot-password',
  '/reset-password',
  '/confirm-account',
  '/confirm-email',
  '/newsletter/',
];

/** The same pages at their Bangla and Hindi addresses (`/bn/cart`), then the shop's technical paths. */
const DISALLOWED = [
  ...STOREFRONT_DISALLOWED,
  ...TRANSLATED_LANGUAGES.flatMap((language) => STOREFRONT_DISALLOWED.map((path) => `/${language}${path}`)),
  '/admin',
  '/admin-api',
  '/graphql',
  '/graphiql',
  '/api/',
  '/health',
  '/dev/',
  '/sandbox-gateway',
  '/payment-callback',
];

/** robots.txt for the shop at `origin`, pointing at its sitemap. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
