import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Cart1763800000003 implements MigrationInterface {
  name = 'Cart1763800000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE promo_code (
        id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code               text NOT NULL UNIQUE CHECK (code = upper(code) AND code ~ '^[A-Z0-9_-]{2,32}$'),
        description        text NOT NULL DEFAULT '',
        percent_off        integer NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
        starts_at          timestamptz,
        ends_at            timestamptz,
        usage_limit        integer CHECK (usage_limit > 0),
        per_customer_limit integer CHECK (per_customer_limit > 0),
        min_subtotal_cents integer NOT NULL DEFAULT 0 CHECK (min_subtotal_cents >= 0),
        times_redeemed     integer NOT NULL DEFAULT 0 CHECK (times_redeemed >= 0),
        active             boolean NOT NULL DEFAULT true,
        created_at         timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT promo_code_window CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at),
        -- The counter can never pass the limit, whatever races: the last redemption is refused by the database.
        CONSTRAINT promo_code_within_limit CHECK (usage_limit IS NULL OR times_redeemed <= usage_limit)
      )`);

    // One row per paid order that used a code: the per-customer limit counts these.
    // (order_id gets its foreign key with the orders table.)
    await q.query(`
      CREATE TABLE promo_redemption (
        id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        promo_code_id uuid NOT NULL REFERENCES promo_code (id) ON DELETE CASCADE,
        customer_id   uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
        order_id      uuid NOT NULL UNIQUE,
        created_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX promo_redemption_customer ON promo_redemption (promo_code_id, customer_id)`);

    await q.query(`
      CREATE TABLE cart (
        id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_id   uuid NOT NULL UNIQUE REFERENCES customer (id) ON DELETE CASCADE,
        promo_code_id uuid REFERENCES promo_code (id) ON DELETE SET NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE cart_line (
        id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        cart_id    uuid NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
        variant_id uuid NOT NULL REFERENCES product_variant (id) ON DELETE CASCADE,
        quantity   integer NOT NULL CHECK (quantity >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT cart_line_one_per_variant UNIQUE (cart_id, variant_id)
      )`);

    await q.query(`
      CREATE TABLE wishlist_item (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_id uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
        product_id  uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        created_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT wishlist_item_once UNIQUE (customer_id, product_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE wishlist_item`);
    await q.query(`DROP TABLE cart_line`);
    await q.query(`DROP TABLE cart`);
    await q.query(`DROP TABLE promo_redemption`);
    await q.query(`DROP TABLE promo_code`);
  }
}
