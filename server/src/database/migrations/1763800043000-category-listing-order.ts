import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The category listing's covering index (1763800034000) keyed in the featured order too. A page with
 * facet counts takes its total from them, so the page itself reads the category in popularity order and
 * stops after its rows (100,000 products, a women's page narrowed by size, colour and price: 9.6 → 1.9 ms),
 * and still reads the index alone when few products match. It also serves what the popularity index did.
 */
export class CategoryListingOrder1763800043000 implements MigrationInterface {
  name = 'CategoryListingOrder1763800043000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX product_active_category_listing`);
    await q.query(`DROP INDEX product_active_category_popularity`);
    await q.query(`
      CREATE INDEX product_active_category_listing ON product (category, popularity DESC, legacy_id)
        INCLUDE (id, price_cents, compare_at_cents, variant_mask, stock_mask, created_at, rating, rating_count)
        WHERE status = 'ACTIVE'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX product_active_category_listing`);
    await q.query(`CREATE INDEX product_active_category_popularity ON product (category, popularity DESC, legacy_id) WHERE status = 'ACTIVE'`);
    await q.query(`
      CREATE INDEX product_active_category_listing ON product (category)
        INCLUDE (id, price_cents, compare_at_cents, variant_mask, stock_mask, popularity, legacy_id, created_at, rating, rating_count)
        WHERE status = 'ACTIVE'`);
  }
}
