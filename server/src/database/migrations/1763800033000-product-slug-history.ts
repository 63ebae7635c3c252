import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search engines and shoppers keep a product's old address when the back office changes its slug (issue 17):
 * - product_slug_history: each slug a product had, so /product/<old slug> finds it under its current one
 *   (the page answers 301). A slug taken again by a product leaves the history (the product wins).
 * - product_active_legacy_id: the sitemap reads active products in legacy-id order, a page at a time
 *   (keyset); this partial index lets it find where a page starts without reading the rows before it.
 */
export class ProductSlugHistory1763800033000 implements MigrationInterface {
  name = 'ProductSlugHistory1763800033000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_slug_history (
        old_slug   text PRIMARY KEY CHECK (old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        product_id uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX product_slug_history_product ON product_slug_history (product_id)`);
    await q.query(`CREATE INDEX product_active_legacy_id ON product (legacy_id) WHERE status = 'ACTIVE'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX product_active_legacy_id`);
    await q.query(`DROP TABLE product_slug_history`);
  }
}
