import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Orders1763800000004 implements MigrationInterface {
  name = 'Orders1763800000004';

  async up(q: QueryRunner): Promise<void> {
    // Orders in PENDING_PAYMENT hold their code, so a limited code is never sold twice at once.
    await q.query(`ALTER TABLE promo_code ADD COLUMN times_held integer NOT NULL DEFAULT 0 CHECK (times_held >= 0)`);
    await q.query(`ALTER TABLE promo_code DROP CONSTRAINT promo_code_within_limit`);
    await q.query(`ALTER TABLE promo_code ADD CONSTRAINT promo_code_within_limit CHECK (usage_limit IS NULL OR times_redeemed + times_held <= usage_limit)`);

    await q.query(`
      CREATE TABLE customer_order (
        id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tran_id          text NOT NULL UNIQUE,
        customer_id      uuid NOT NULL REFERENCES customer (id),
        status           text NOT NULL CHECK (status IN ('PENDING_PAYMENT', 'PAID', 'PAYMENT_FAILED', 'CANCELLED', 'EXPIRED', 'SHIPPED', 'DELIVERED')),
        currency         char(3) NOT NULL DEFAULT 'USD',
        subtotal_cents   integer NOT NULL CHECK (subtotal_cents >= 0),
        discount_cents   integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
        discount_label   text,
        discount_percent integer,
        shipping_cents   integer NOT NULL CHECK (shipping_cents >= 0),
        total_cents      integer NOT NULL CHECK (total_cents >= 0),
        promo_code_id    uuid REFERENCES promo_code (id),
        delivery         jsonb NOT NULL,
        payment_method   text NOT NULL CHECK (payment_method = 'online'),
        idempotency_key  text,
        request_hash     text NOT NULL,
        return_origin    text NOT NULL,
        gateway          text NOT NULL,
        gateway_url      text,
        gateway_session  text,
        payment_on_hold  boolean NOT NULL DEFAULT false,
        expires_at       timestamptz NOT NULL,
        paid_at          timestamptz,
        created_at       timestamptz NOT NULL DEFAULT now(),
        updated_at       timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT customer_order_totals CHECK (total_cents = subtotal_cents - discount_cents + shipping_cents),
        CONSTRAINT customer_order_idempotency UNIQUE (customer_id, idempotency_key)
      )`);
    await q.query(`CREATE INDEX customer_order_customer ON customer_order (customer_id, created_at DESC)`);
    await q.query(`CREATE INDEX customer_order_pending ON customer_order (expires_at) WHERE status = 'PENDING_PAYMENT'`);

    await q.query(`
      CREATE TABLE order_line (
        id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id         uuid NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        variant_id       uuid NOT NULL REFERENCES product_variant (id),
        product_id       uuid NOT NULL REFERENCES product (id),
        product_name     text NOT NULL,
        product_slug     text NOT NULL,
        sku              text NOT NULL,
        size             text NOT NULL,
        colour           text NOT NULL,
        unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
        quantity         integer NOT NULL CHECK (quantity > 0),
        line_total_cents integer NOT NULL,
        CONSTRAINT order_line_total CHECK (line_total_cents = unit_price_cents * quantity)
      )`);
    await q.query(`CREATE INDEX order_line_order ON order_line (order_id)`);

    // The timeline: every status change, with why.
    await q.query(`
      CREATE TABLE order_event (
        id          bigserial PRIMARY KEY,
        order_id    uuid NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        from_status text,
        to_status   text NOT NULL,
        note        text NOT NULL DEFAULT '',
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX order_event_order ON order_event (order_id, id)`);

    // A payment the gateway confirmed through its validation API. One per val_id, whatever repeats.
    await q.query(`
      CREATE TABLE payment (
        id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id      uuid NOT NULL REFERENCES customer_order (id),
        val_id        text NOT NULL UNIQUE,
        bank_tran_id  text,
        status        text NOT NULL,
        amount_cents  integer NOT NULL,
        currency      char(3) NOT NULL,
        card_type     text,
        risk_level    integer NOT NULL DEFAULT 0,
        accepted      boolean NOT NULL,
        note          text NOT NULL DEFAULT '',
        validated     jsonb NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now()
      )`);
    // At most one payment completes an order.
    await q.query(`CREATE UNIQUE INDEX payment_one_accepted_per_order ON payment (order_id) WHERE accepted`);

    // Everything the gateway or a browser told us, as received: the audit trail.
    await q.query(`
      CREATE TABLE payment_event (
        id         bigserial PRIMARY KEY,
        order_id   uuid REFERENCES customer_order (id),
        tran_id    text,
        kind       text NOT NULL,
        val_id     text,
        status     text,
        payload    jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX payment_event_tran ON payment_event (tran_id, id)`);

    await q.query(`ALTER TABLE promo_redemption ADD CONSTRAINT promo_redemption_order FOREIGN KEY (order_id) REFERENCES customer_order (id)`);

    // The sandbox gateway's own records (the emulator stands in for SSLCommerz's database).
    await q.query(`
      CREATE TABLE sandbox_session (
        session_key  text PRIMARY KEY,
        tran_id      text NOT NULL,
        store_id     text NOT NULL,
        amount       text NOT NULL,
        currency     text NOT NULL,
        params       jsonb NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sandbox_session_tran ON sandbox_session (tran_id)`);
    await q.query(`
      CREATE TABLE sandbox_transaction (
        val_id       text PRIMARY KEY,
        session_key  text NOT NULL REFERENCES sandbox_session (session_key),
        tran_id      text NOT NULL,
        status       text NOT NULL,
        amount       text NOT NULL,
        currency     text NOT NULL,
        risk_level   integer NOT NULL DEFAULT 0,
        validated    boolean NOT NULL DEFAULT false,
        created_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sandbox_transaction_tran ON sandbox_transaction (tran_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sandbox_transaction`);
    await q.query(`DROP TABLE sandbox_session`);
    await q.query(`ALTER TABLE promo_redemption DROP CONSTRAINT promo_redemption_order`);
    await q.query(`DROP TABLE payment_event`);
    await q.query(`DROP TABLE payment`);
    await q.query(`DROP TABLE order_event`);
    await q.query(`DROP TABLE order_line`);
    await q.query(`DROP TABLE customer_order`);
    await q.query(`ALTER TABLE promo_code DROP CONSTRAINT promo_code_within_limit`);
    await q.query(`ALTER TABLE promo_code DROP COLUMN times_held`);
    await q.query(`ALTER TABLE promo_code ADD CONSTRAINT promo_code_within_limit CHECK (usage_limit IS NULL OR times_redeemed <= usage_limit)`);
  }
}
