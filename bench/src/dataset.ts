import { createHash } from 'node:crypto';
import type pg from 'pg';
import { log } from './log.js';

/**
 * The benchmark catalogue, loaded next to the server's own seed with a handful of set-based statements
 * (generate_series), so it takes seconds. Everything is derived from the row number: the same run gives
 * the same rows, ids included (md5-based uuids), and the load generator computes the same ids in JS.
 */
export const SIZE = {
  products: 1000,
  /** Full runs only: search and a filtered category page again with this many bench products. */
  largeCatalogue: 100_000,
  variantsPerProduct: 10, // 5 sizes × the product's 2 colours
  customers: 5000, // each with a cart of CART_LINES lines
  cartLines: 3,
  orders: 10_000, // past orders of 1 to 3 lines, with their timelines
  /** Customers kept apart for counting statements (their carts are set per measurement). */
  sqlCustomers: 4,
};

export const SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export const COLOURS = ['Green', 'Yellow', 'Violet', 'Red', 'Black', 'Orange', 'Pink'] as const;
const STYLES = ['Classic', 'Relaxed', 'Slim', 'Oversized', 'Cropped', 'Striped', 'Printed', 'Washed', 'Pleated', 'Ribbed', 'Quilted', 'Tailored'];
const MATERIALS = ['Cotton', 'Linen', 'Denim', 'Wool', 'Silk', 'Jersey', 'Fleece', 'Corduroy', 'Satin', 'Chambray'];
const GARMENTS = ['tshirt', 'shirt', 'blouse', 'peplum-top', 'dress', 'skirt', 'jacket', 'bomber', 'hoodie', 'sweatshirt', 'sweater', 'trousers', 'jeans', 'shorts', 'jumpsuit', 'romper'];
/** Searches with their pages: every one has results (a material or style names 83 to 100 products; the pair about 8). */
export const SEARCHES: { search: string; page: number }[] = [
  { search: 'cotton', page: 1 },
  { search: 'cotton', page: 2 },
  { search: 'denim', page: 1 },
  { search: 'relaxed', page: 3 },
  { search: 'striped', page: 2 },
  { search: 'wool', page: 1 },
  { search: 'relaxed cotton', page: 1 },
];

const LEGACY_ID_BASE = 100_000;
const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;
const COLOURS_SQL = sqlArray(COLOURS);
const SIZES_SQL = sqlArray(SIZES);

/** md5(text)::uuid, as PostgreSQL computes it. */
function md5Uuid(text: string): string {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const productId = (k: number) => md5Uuid(`kapor-bench-product-${k}`);
export const customerId = (c: number) => md5Uuid(`kapor-bench-customer-${c}`);
/** Product k comes in two colours: number k mod 7 and (k + 3) mod 7. */
export const productColours = (k: number): [string, string] => [COLOURS[k % 7], COLOURS[(k + 3) % 7]];

/** The j-th line of customer c's cart: a distinct product for every j (977 and 1000 are coprime). */
export function cartPick(c: number, j: number): { k: number; productId: string; size: string; colour: string } {
  const k = 1 + ((c * 31 + j * 977) % SIZE.products);
  return { k, productId: productId(k), size: SIZES[(c + j) % 5], colour: COLOURS[(k + 3 * ((c + j) % 2)) % 7] };
}
// The same pick in SQL (c, j and k as columns of the row), for the set-based statements below.
const PICK_K_SQL = `1 + (c * 31 + j * 977) % ${SIZE.products}`;
const PICK_VARIANT_SQL = `md5('kapor-bench-variant-' || k || '-' || (${SIZES_SQL})[1 + (c + j) % 5] || '-' || (${COLOURS_SQL})[1 + (k + 3 * ((c + j) % 2)) % 7])::uuid`;

export interface Dataset {
  products: { k: number; id: string; slug: string }[];
  /** Customers of the load, each with a cart (1-based customer numbers). */
  loadCustomers: number;
  /** Customer numbers reserved for counting statements. */
  sqlCustomers: number[];
  /** A product of the server's own seed, for the browser pages (real names and pictures). */
  seededProductSlug: string;
  counts: Record<string, number>;
  loadSeconds: number;
}

export async function loadDataset(pool: pg.Pool): Promise<Dataset> {
  const started = Date.now();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await insertProducts(client, 1, SIZE.products);
    const customers = SIZE.customers + SIZE.sqlCustomers;
    await client.query(
      `INSERT INTO customer (id, first_name, second_name, email, password_hash, created_at)
       SELECT md5('kapor-bench-customer-' || c)::uuid, 'Bench', 'Customer ' || c, 'bench-' || c || '@bench.kapor.test',
              '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2htYXJr$no-password-logs-in-here', now() - make_interval(days => c % 700)
         FROM generate_series(1, $1) AS c`,
      [customers],
    );
    await client.query(
      `INSERT INTO cart (id, customer_id)
       SELECT md5('kapor-bench-cart-' || c)::uuid, md5('kapor-bench-customer-' || c)::uuid FROM generate_series(1, $1) AS c`,
      [customers],
    );
    await insertCartLines(client, 1, SIZE.customers, SIZE.cartLines);
    await insertPastOrders(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  await pool.query('ANALYZE');

  const counts: Record<string, number> = {};
  for (const table of ['product', 'product_variant', 'customer', 'cart', 'cart_line', 'customer_order', 'order_line', 'order_event']) {
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0].n;
  }
  const { rows: products } = await pool.query(`SELECT legacy_id - ${LEGACY_ID_BASE} AS k, id, slug FROM product WHERE legacy_id > ${LEGACY_ID_BASE} ORDER BY legacy_id`);
  const { rows: seeded } = await pool.query(`SELECT slug FROM product WHERE legacy_id < ${LEGACY_ID_BASE} ORDER BY legacy_id LIMIT 1`);
  const loadSeconds = (Date.now() - started) / 1000;
  log(`benchmark data loaded in ${loadSeconds.toFixed(1)} s: ${Object.entries(counts).map(([t, n]) => `${n} ${t}`).join(', ')}`);
  return {
    products,
    loadCustomers: SIZE.customers,
    sqlCustomers: Array.from({ length: SIZE.sqlCustomers }, (_, i) => SIZE.customers + 1 + i),
    seededProductSlug: seeded[0]?.slug ?? products[0].slug,
    counts,
    loadSeconds,
  };
}

/**
 * Bench products number `from` to `to` and their variants: one INSERT … SELECT generate_series each, so
 * 100,000 products (and their million variants) take seconds. Product i is the same row in every run.
 */
async function insertProducts(client: pg.PoolClient | pg.Pool, from: number, to: number): Promise<void> {
  await client.query(
    `INSERT INTO product (id, legacy_id, slug, name, description, category, garment, price_cents, compare_at_cents,
                          rating, rating_count, colours, popularity, created_at)
     SELECT md5('kapor-bench-product-' || i)::uuid, ${LEGACY_ID_BASE} + i,
            'bench-' || lower(s.style) || '-' || lower(s.material) || '-' || s.garment || '-' || i,
            s.style || ' ' || s.material || ' ' || initcap(replace(s.garment, '-', ' ')) || ' No. ' || i,
            'A ' || lower(s.style) || ' ' || lower(s.material) || ' ' || replace(s.garment, '-', ' ')
              || ', cut for everyday wear. Machine washable; the colour holds wash after wash. Style ' || i || '.',
            (ARRAY['women', 'men', 'kid'])[1 + i % 3], s.garment,
            1500 + (i * 7919) % 15000,
            CASE WHEN i % 3 = 0 THEN 2000 + (i * 7919) % 15000 + (i % 20) * 100 END,
            ((i * 37) % 50) / 10.0, (i * 13) % 500,
            ARRAY[(${COLOURS_SQL})[1 + i % 7], (${COLOURS_SQL})[1 + (i + 3) % 7]],
            (i::bigint * 104729) % 10000,
            now() - make_interval(days => i % 365, mins => i)
       FROM generate_series($1::int, $2::int) AS i
      CROSS JOIN LATERAL (SELECT (${sqlArray(STYLES)})[1 + i % ${STYLES.length}] AS style,
                                 (${sqlArray(MATERIALS)})[1 + (i / ${STYLES.length}) % ${MATERIALS.length}] AS material,
                                 (${sqlArray(GARMENTS)})[1 + (i * 7) % ${GARMENTS.length}] AS garment) AS s`,
    [from, to],
  );
  await client.query(
    `INSERT INTO product_variant (id, product_id, size, colour, sku, stock_on_hand)
     SELECT md5('kapor-bench-variant-' || (p.legacy_id - ${LEGACY_ID_BASE}) || '-' || size || '-' || colour)::uuid, p.id, size, colour,
            'BN-' || (p.legacy_id - ${LEGACY_ID_BASE}) || '-' || upper(left(colour, 3)) || '-' || size,
            1000000 -- the load buys thousands of units; stock never runs out
       FROM product p CROSS JOIN unnest(${SIZES_SQL}) AS size CROSS JOIN unnest(p.colours) AS colour
      WHERE p.legacy_id BETWEEN ${LEGACY_ID_BASE} + $1::int AND ${LEGACY_ID_BASE} + $2::int`,
    [from, to],
  );
}

/**
 * The catalogue grown to `products` bench products (full runs measure search and a filtered category page
 * again at this size). The scenarios keep picking among the first SIZE.products, which are still there.
 */
export async function growCatalogue(pool: pg.Pool, products: number): Promise<number> {
  const started = Date.now();
  await insertProducts(pool, SIZE.products + 1, products);
  // As autovacuum would in a live shop: the visibility map lets listings read their index alone.
  await pool.query('VACUUM (ANALYZE) product, product_search, product_variant');
  // A shop does not grow by 99,000 products the minute before it is measured: the checkpoint the growth's
  // WAL started would otherwise write its pages during the rounds and the latency run (seen taking 40 s).
  await pool.query('CHECKPOINT').catch((error: Error & { code?: string }) => {
    if (error.code !== '42501') throw error;
    log('could not CHECKPOINT after the growth (the role needs pg_checkpoint): its writes may overlap the runs');
  });
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM product`);
  log(`catalogue grown to ${rows[0].n} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return rows[0].n;
}

async function insertCartLines(client: pg.PoolClient | pg.Pool, from: number, to: number, lines: number): Promise<void> {
  if (lines === 0) return;
  await client.query(
    `INSERT INTO cart_line (cart_id, variant_id, quantity)
     SELECT md5('kapor-bench-cart-' || c)::uuid, ${PICK_VARIANT_SQL}, 1 + (c + j) % 2
       FROM (SELECT c, j, ${PICK_K_SQL} AS k FROM generate_series($1::int, $2::int) AS c, generate_series(0, $3::int - 1) AS j) AS pick`,
    [from, to, lines],
  );
}

/** Every load customer's cart back to its CART_LINES seeded lines (before each addToCart or checkout run). */
export async function resetCarts(pool: pg.Pool): Promise<void> {
  await pool.query(
    `DELETE FROM cart_line l USING cart c WHERE l.cart_id = c.id AND c.id IN (SELECT md5('kapor-bench-cart-' || n)::uuid FROM generate_series(1, $1) AS n)`,
    [SIZE.customers],
  );
  await pool.query(`UPDATE cart SET promo_code_id = NULL WHERE promo_code_id IS NOT NULL`);
  await insertCartLines(pool, 1, SIZE.customers, SIZE.cartLines);
}

/** Customer c's cart holds exactly `lines` lines: picks 0 … lines-1, one unit each. */
export async function setCart(pool: pg.Pool, c: number, lines: number): Promise<void> {
  await pool.query(`DELETE FROM cart_line WHERE cart_id = md5('kapor-bench-cart-' || $1::int)::uuid`, [c]);
  await insertCartLines(pool, c, c, lines);
  await pool.query(`UPDATE cart_line SET quantity = 1 WHERE cart_id = md5('kapor-bench-cart-' || $1::int)::uuid`, [c]);
}

/** 10,000 orders in the past, in every final state, with snapshotted lines and their timelines. */
async function insertPastOrders(client: pg.PoolClient): Promise<void> {
  await client.query(
    `CREATE TEMP TABLE bench_order_line ON COMMIT DROP AS
     SELECT o, j, md5('kapor-bench-order-' || o)::uuid AS order_id, p.id AS product_id, p.name, p.slug, v.id AS variant_id, v.sku,
            v.size, v.colour, p.price_cents, 1 + (o + j) % 3 AS quantity
       FROM generate_series(1, $1) AS o
       CROSS JOIN generate_series(0, 2) AS j
       JOIN product p ON p.id = md5('kapor-bench-product-' || (1 + (o * 17 + j * 389) % $2))::uuid
       JOIN product_variant v ON v.product_id = p.id AND v.size = (${SIZES_SQL})[1 + (o + j) % 5] AND v.colour = p.colours[1]
      WHERE j < 1 + o % 3`,
    [SIZE.orders, SIZE.products],
  );
  await client.query(
    `INSERT INTO customer_order (id, tran_id, customer_id, status, subtotal_cents, shipping_cents, total_cents, delivery, payment_method,
                                 request_hash, return_origin, gateway, expires_at, paid_at, created_at, updated_at)
     SELECT order_id, 'BENCH-' || lpad(o::text, 8, '0'), md5('kapor-bench-customer-' || (1 + o % $1))::uuid, status,
            subtotal, shipping, subtotal + shipping,
            jsonb_build_object('fullName', 'Bench Customer ' || (1 + o % $1), 'phone', '+880 1700 000000',
                               'email', 'bench-' || (1 + o % $1) || '@bench.kapor.test', 'country', 'Bangladesh', 'city', 'Dhaka',
                               'state', 'Dhaka', 'zip', '1207', 'address', 'House ' || o || ', Road 7, Dhanmondi',
                               'deliveryDate', to_char(created + interval '3 days', 'YYYY-MM-DD'), 'deliveryRoute', 'Standard'),
            'online', md5('bench-order-' || o), 'http://127.0.0.1', 'sandbox', created + interval '30 minutes',
            CASE WHEN status IN ('PAID', 'SHIPPED', 'DELIVERED') THEN created + interval '2 minutes' END, created, created
       FROM (SELECT o, order_id, sum(price_cents * quantity)::int AS subtotal,
                    CASE WHEN sum(price_cents * quantity) >= 12000 THEN 0 ELSE 800 END AS shipping,
                    (ARRAY['DELIVERED', 'DELIVERED', 'DELIVERED', 'SHIPPED', 'PAID', 'PAID', 'EXPIRED', 'CANCELLED', 'PAYMENT_FAILED', 'DELIVERED'])[1 + o % 10] AS status,
                    now() - make_interval(mins => o * 7) AS created
               FROM bench_order_line GROUP BY o, order_id) AS totals`,
    [SIZE.customers],
  );
  await client.query(
    `INSERT INTO order_line (order_id, variant_id, product_id, product_name, product_slug, sku, size, colour, unit_price_cents, quantity, line_total_cents)
     SELECT order_id, variant_id, product_id, name, slug, sku, size, colour, price_cents, quantity, price_cents * quantity FROM bench_order_line`,
  );
  await client.query(
    `INSERT INTO order_event (order_id, from_status, to_status, note, created_at)
     SELECT o.id, NULL, 'PENDING_PAYMENT', 'Order placed; awaiting payment.', o.created_at FROM customer_order o WHERE o.tran_id LIKE 'BENCH-%'
     UNION ALL
     SELECT o.id, 'PENDING_PAYMENT', o.status, 'Benchmark history.', o.created_at + interval '2 minutes' FROM customer_order o WHERE o.tran_id LIKE 'BENCH-%'`,
  );
}
