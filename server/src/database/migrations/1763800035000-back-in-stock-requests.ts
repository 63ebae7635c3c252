import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Notify me when back in stock" (issue 18): a shopper's e-mail waiting for one sold-out size and colour.
 * One waiting request per address and variant (the partial unique index, which also finds a variant's
 * waiting requests when it is restocked); once mailed, `notified_at` is set and the address may ask again.
 * `shop_url` is the storefront the shopper asked from, for the mail's link (as orders keep theirs).
 */
export class BackInStockRequests1763800035000 implements MigrationInterface {
  name = 'BackInStockRequests1763800035000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE back_in_stock_request (
        id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        variant_id   uuid NOT NULL REFERENCES product_variant (id) ON DELETE CASCADE,
        email        text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
        shop_url     text NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        notified_at  timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX back_in_stock_request_waiting ON back_in_stock_request (variant_id, email) WHERE notified_at IS NULL`);
    await q.query(`CREATE INDEX back_in_stock_request_email ON back_in_stock_request (email)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE back_in_stock_request`);
  }
}
