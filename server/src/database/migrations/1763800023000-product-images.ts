import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photos the merchant uploads for a product (owned by catalog/). The files live in the image storage
 * (media/), named by `hash` (sha256 of the uploaded bytes), one per width in `widths` and format in `formats`.
 * Positions are unique per product at commit, so a reorder may swap them within its transaction.
 */
export class ProductImages1763800023000 implements MigrationInterface {
  name = 'ProductImages1763800023000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_image (
        id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        position   integer NOT NULL CHECK (position >= 0),
        alt        text NOT NULL CHECK (length(alt) BETWEEN 1 AND 250),
        colour     text CHECK (colour IN ('Green', 'Yellow', 'Violet', 'Red', 'Black', 'Orange', 'Pink')),
        hash       text NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
        width      integer NOT NULL CHECK (width > 0),
        height     integer NOT NULL CHECK (height > 0),
        widths     integer[] NOT NULL CHECK (cardinality(widths) >= 1),
        formats    text[] NOT NULL CHECK (cardinality(formats) >= 1 AND formats <@ ARRAY['avif', 'webp']),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT product_image_product_position UNIQUE (product_id, position) DEFERRABLE INITIALLY DEFERRED
      )`);
    await q.query(`CREATE INDEX product_image_hash ON product_image (hash)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_image`);
  }
}
