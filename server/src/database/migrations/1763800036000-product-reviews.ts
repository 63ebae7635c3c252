import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews from buyers (issue 18): product_review holds one review per customer and product (rating 1–5,
 * title, text), which staff may hide. A product's rating and rating_count become the average and number of
 * its visible reviews, kept by the reviews module in the transaction of each change. The fixed numbers the
 * catalogue carried were no one's reviews: they are recomputed here from the (still empty) table, so a
 * product shows no rating until it has reviews (the demo seed writes some: `npm run seed`).
 * customer_id is NULL only for the demo seed's reviews, which name their author in author_name like any other.
 */
export class ProductReviews1763800036000 implements MigrationInterface {
  name = 'ProductReviews1763800036000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_review (
        id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id    uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        customer_id   uuid REFERENCES customer (id) ON DELETE CASCADE,
        author_name   text NOT NULL CHECK (char_length(author_name) BETWEEN 1 AND 80),
        rating        smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        title         text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
        body          text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 4000),
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now(),
        hidden_at     timestamptz,
        hidden_by     uuid REFERENCES staff_member (id),
        hidden_reason text CHECK (char_length(hidden_reason) <= 500),
        CONSTRAINT product_review_once UNIQUE (product_id, customer_id)
      )`);
    // The product page's list (visible, newest first) and the back office's (all, newest first).
    await q.query(`CREATE INDEX product_review_visible ON product_review (product_id, created_at DESC, id) WHERE hidden_at IS NULL`);
    await q.query(`CREATE INDEX product_review_recent ON product_review (created_at DESC, id)`);
    await q.query(`UPDATE product SET rating = 0, rating_count = 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_review`);
  }
}
