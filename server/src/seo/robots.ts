/**
 * What crawlers should leave alone: a shopper's own pages (cart, checkout, account, wishlist, order
 * tracking, payment results), the pages e-mailed links open, logins, the APIs and the back office, and the
 * development tools. Everything else — the catalogue, its pictures, the shop's pages — is for the index.
 */
const DISALLOWED = [
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
