import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalog1763800000000 implements MigrationInterface {
  name = 'Catalog1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE product (
        id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        legacy_id        integer NOT NULL UNIQUE,
        slug             text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        description      text NOT NULL,
        category         text NOT NULL CHECK (category IN ('women', 'men', 'kid')),
        garment          text NOT NULL,
        price_cents      integer NOT NULL CHECK (price_cents >= 0),
        compare_at_cents integer CHECK (compare_at_cents >= 0),
        currency         char(3) NOT NULL DEFAULT 'USD',
        rating           numeric(2,1) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
        rating_count     integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
        colours          text[] NOT NULL CHECK (cardinality(colours) >= 1),
        popularity       integer NOT NULL DEFAULT 0,
        created_at       timestamptz NOT NULL DEFAULT now(),
        updated_at       timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX product_category_popularity ON product (category, popularity DESC, legacy_id)`);
    await q.query(`CREATE INDEX product_created_at ON product (created_at DESC, legacy_id)`);
    await q.query(`CREATE INDEX product_name_trgm ON product USING gin (name gin_trgm_ops)`);
    await q.query(`CREATE INDEX product_description_trgm ON product USING gin (description gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE product_variant (
        id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id     uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        size           text NOT NULL CHECK (size IN ('S', 'M', 'L', 'XL', 'XXL')),
        colour         text NOT NULL CHECK (colour IN ('Green', 'Yellow', 'Violet', 'Red', 'Black', 'Orange', 'Pink')),
        sku            text NOT NULL UNIQUE,
        stock_on_hand  integer NOT NULL CHECK (stock_on_hand >= 0),
        stock_reserved integer NOT NULL DEFAULT 0 CHECK (stock_reserved >= 0),
        CONSTRAINT product_variant_reserved_within_on_hand CHECK (stock_reserved <= stock_on_hand),
        CONSTRAINT product_variant_product_size_colour UNIQUE (product_id, size, colour)
      )`);

    await q.query(`
      CREATE TABLE currency (
        code         char(3) PRIMARY KEY,
        label        text NOT NULL,
        symbol       text NOT NULL,
        per_usd      numeric(18,6) NOT NULL CHECK (per_usd > 0),
        minor_digits smallint NOT NULL CHECK (minor_digits BETWEEN 0 AND 3),
        position     smallint NOT NULL,
        updated_at   timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE currency`);
    await q.query(`DROP TABLE product_variant`);
    await q.query(`DROP TABLE product`);
  }
}
