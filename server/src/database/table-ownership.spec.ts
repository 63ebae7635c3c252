import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every table has one owning module (the folder under server/src, or server/src/dev), and only that module's SQL names it
 * (docs/adr/006-table-ownership.md). Another module reaches the table through what the owner exports: a
 * service method, or a named SQL piece from its data-access file (catalog.sql.ts, promotions.sql.ts, …).
 */
const TABLE_OWNERS: Record<string, string> = {
  product: 'catalog',
  product_variant: 'catalog',
  currency: 'catalog',
  product_image: 'catalog', // the rows; the files are media/'s (the storage port)
  stock_movement: 'catalog',
  product_slug_history: 'catalog', // a product's old slugs, so old addresses answer 301
  back_in_stock_request: 'catalog', // catalog/back-in-stock.service.ts: shoppers waiting for a sold-out variant
  catalog_version: 'catalog', // catalog/legacy-product-list.ts: the version of the REST product lists, raised by triggers on product
  product_translation: 'catalog', // a product's name and description in Bangla and Hindi, read through catalog.sql.ts's productColumns
  product_search: 'catalog', // catalog/product-search.ts: a narrow copy of each product with its full-text document, kept by triggers on product
  customer: 'accounts',
  account_token: 'accounts',
  customer_address: 'accounts',
  staff_member: 'staff',
  audit_entry: 'audit',
  rate_limit: 'common', // common/rate-limits.ts, for every throttle
  contact_message: 'contact',
  newsletter_subscriber: 'contact',
  promo_code: 'promotions',
  promo_redemption: 'promotions',
  shop_setting: 'shop-settings',
  cart: 'cart',
  cart_line: 'cart',
  wishlist_item: 'wishlist',
  product_review: 'reviews', // its product's rating and rating_count are catalog's, set through CatalogService
  customer_order: 'orders',
  order_line: 'orders',
  order_event: 'orders',
  payment: 'orders',
  payment_event: 'orders',
  order_note: 'orders',
  refund: 'orders',
  mail_outbox: 'mail',
  refund_line: 'orders',
  // The sandbox gateway is a development module (docs/adr/005-dev-modules-and-their-tables.md).
  sandbox_session: 'dev/sandbox-gateway',
  sandbox_transaction: 'dev/sandbox-gateway',
  sandbox_refund: 'dev/sandbox-gateway',
};

const SOURCE = join(__dirname, '..');
const MIGRATIONS = join(SOURCE, 'database', 'migrations');

function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === MIGRATIONS ? [] : typescriptFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Tables a piece of source names where SQL reads or writes one (`FROM a x, b y` lists included), or as TypeORM's tableName. */
function tablesNamedIn(source: string): Set<string> {
  const named = new Set<string>();
  const clause = /\b(?:FROM|JOIN|UPDATE|INTO|USING|TABLE)\s+((?:[a-z_][a-z0-9_]*(?:\s+(?:AS\s+)?[a-z_][a-z0-9_]*)?\s*,\s*)*[a-z_][a-z0-9_]*)/g;
  for (const [, list] of source.matchAll(clause)) {
    for (const item of list.split(',')) named.add(item.trim().split(/\s+/)[0]);
  }
  for (const [, table] of source.matchAll(/tableName:\s*['"`]([a-z_][a-z0-9_]*)['"`]/g)) named.add(table);
  return new Set([...named].filter((name) => name in TABLE_OWNERS));
}

describe('table ownership', () => {
  it('declares an owner for every table the migrations create', () => {
    const created = readdirSync(MIGRATIONS).flatMap((file) =>
      [...readFileSync(join(MIGRATIONS, file), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_][a-z0-9_]*)/g)].map((m) => m[1]),
    );
    expect(created.filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((table) => !created.includes(table))).toEqual([]);
  });

  it('finds table names in SQL clauses, lists and TypeORM options', () => {
    expect([...tablesNamedIn('DELETE FROM cart_line l USING cart c, product_variant v WHERE …')].sort()).toEqual(['cart', 'cart_line', 'product_variant']);
    expect([...tablesNamedIn('SELECT 1 FROM customer_order o JOIN order_line l ON …')].sort()).toEqual(['customer_order', 'order_line']);
    expect([...tablesNamedIn(`{ tableName: 'rate_limit' }`)]).toEqual(['rate_limit']);
    expect([...tablesNamedIn('// the cart, from the product page')]).toEqual([]);
  });

  it('lets no module name another module’s table in its SQL', () => {
    const trespasses: string[] = [];
    for (const file of typescriptFiles(SOURCE)) {
      const path = relative(SOURCE, file);
      // A module is a folder under src/, or under src/dev/ for the development modules.
      const segments = path.split(sep);
      const module = segments[0] === 'dev' ? segments.slice(0, 2).join('/') : segments[0];
      for (const table of tablesNamedIn(readFileSync(file, 'utf8'))) {
        if (TABLE_OWNERS[table] !== module) trespasses.push(`${path.split(sep).join('/')} names ${table} (owned by ${TABLE_OWNERS[table]})`);
      }
    }
    expect(trespasses).toEqual([]);
  });
});
