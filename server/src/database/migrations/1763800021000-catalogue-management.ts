import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office runs the catalogue: a product is a DRAFT until published (ACTIVE, the only status the
 * storefront shows) and ARCHIVED when it is no longer sold but old orders still name it. Every product
 * there is now stays ACTIVE. New products get their legacy id (the REST shims' numeric `id`) from a
 * sequence that continues after the highest one in use; the catalogue seeder moves it past what it inserts.
 */
export class CatalogueManagement1763800021000 implements MigrationInterface {
  name = 'CatalogueManagement1763800021000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product ADD COLUMN status text NOT NULL DEFAULT 'ACTIVE' CONSTRAINT product_status_known CHECK (status IN ('DRAFT', 'ACTIVE', 'ARCHIVED'))`);

    await q.query(`CREATE SEQUENCE product_legacy_id_seq AS integer OWNED BY product.legacy_id`);
    await q.query(`SELECT setval('product_legacy_id_seq', COALESCE(max(legacy_id), 1), max(legacy_id) IS NOT NULL) FROM product`);
    await q.query(`ALTER TABLE product ALTER COLUMN legacy_id SET DEFAULT nextval('product_legacy_id_seq')`);

    // The storefront's lists read active products only (productIsActive in catalog.sql.ts): partial indexes
    // serve them; the back office's lists read the whole (small) table.
    await q.query(`DROP INDEX product_category_popularity`);
    await q.query(`DROP INDEX product_created_at`);
    await q.query(`CREATE INDEX product_active_category_popularity ON product (category, popularity DESC, legacy_id) WHERE status = 'ACTIVE'`);
    await q.query(`CREATE INDEX product_active_created_at ON product (created_at DESC, legacy_id) WHERE status = 'ACTIVE'`);

    // Whether a size and colour can be removed: has it been ordered, is it in a cart?
    await q.query(`CREATE INDEX order_line_variant ON order_line (variant_id)`);
    await q.query(`CREATE INDEX cart_line_variant ON cart_line (variant_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX cart_line_variant`);
    await q.query(`DROP INDEX order_line_variant`);
    await q.query(`DROP INDEX product_active_created_at`);
    await q.query(`DROP INDEX product_active_category_popularity`);
    await q.query(`CREATE INDEX product_created_at ON product (created_at DESC, legacy_id)`);
    await q.query(`CREATE INDEX product_category_popularity ON product (category, popularity DESC, legacy_id)`);
    await q.query(`ALTER TABLE product ALTER COLUMN legacy_id DROP DEFAULT`);
    await q.query(`DROP SEQUENCE product_legacy_id_seq`);
    await q.query(`ALTER TABLE product DROP COLUMN status`);
  }
}
