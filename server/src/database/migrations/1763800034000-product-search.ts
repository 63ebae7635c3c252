import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A product's full-text document, from its columns name, category, garment and description. */
export const SEARCH_DOCUMENT = `setweight(to_tsvector('english', name), 'A')
        || setweight(to_tsvector('english', category || ' ' || replace(garment, '-', ' ')), 'B')
        || setweight(to_tsvector('english', description), 'C')`;

/**
 * Search and facets that stay flat as the catalogue grows (issue 18):
 * - product.search_document: the English full-text document (name weighted A, category and kind of garment
 *   B, description C), generated from the row, in a GIN index: stems plurals ("shirts", "dresses") and
 *   ranks name matches above description matches. product_name_trgm (1763800000000) serves typos.
 * - product.variant_mask / product.stock_mask: one bit per size × colour (bit = size index × 7 + colour
 *   index, in the orders of the CHECK constraints below) the product comes in / has units available in.
 *   Facet counts and the size, colour and stock filters read these two columns of the product row instead
 *   of its variants. Statement triggers keep them true on every change of variants; an update of stock
 *   only rewrites the product when a variant goes in or out of stock.
 */
export class ProductSearch1763800034000 implements MigrationInterface {
  name = 'ProductSearch1763800034000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product ADD COLUMN search_document tsvector GENERATED ALWAYS AS (${SEARCH_DOCUMENT}) STORED`);
    await q.query(`CREATE INDEX product_search_document ON product USING gin (search_document)`);

    await q.query(`ALTER TABLE product ADD COLUMN variant_mask bigint NOT NULL DEFAULT 0, ADD COLUMN stock_mask bigint NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE FUNCTION product_variant_bit(size text, colour text) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
        SELECT 1::bigint << ((array_position(ARRAY['S', 'M', 'L', 'XL', 'XXL'], size) - 1) * 7
                             + array_position(ARRAY['Green', 'Yellow', 'Violet', 'Red', 'Black', 'Orange', 'Pink'], colour) - 1)
      $$`);
    await q.query(`
      CREATE FUNCTION product_masks_update(products uuid[]) RETURNS void LANGUAGE sql AS $$
        UPDATE product p
           SET variant_mask = m.variant_mask, stock_mask = m.stock_mask
          FROM unnest(products) AS a (id)
         CROSS JOIN LATERAL (
               SELECT COALESCE(bit_or(product_variant_bit(v.size, v.colour)), 0) AS variant_mask,
                      COALESCE(bit_or(product_variant_bit(v.size, v.colour)) FILTER (WHERE v.stock_on_hand > v.stock_reserved), 0) AS stock_mask
                 FROM product_variant v WHERE v.product_id = a.id) AS m
         WHERE p.id = a.id AND (p.variant_mask, p.stock_mask) IS DISTINCT FROM (m.variant_mask, m.stock_mask)
      $$`);
    // Once per statement, over its rows (a bulk load is one UPDATE of products); an update only counts
    // when a variant moved, or went in or out of stock.
    await q.query(`
      CREATE FUNCTION product_masks_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM product_masks_update(ARRAY(SELECT DISTINCT n.product_id FROM new_variants n));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM product_masks_update(ARRAY(SELECT DISTINCT o.product_id FROM old_variants o));
        ELSE
          PERFORM product_masks_update(ARRAY(
            SELECT DISTINCT changed.product_id
              FROM new_variants n JOIN old_variants o ON o.id = n.id,
                   LATERAL (VALUES (n.product_id), (o.product_id)) AS changed (product_id)
             WHERE (n.product_id, n.size, n.colour) IS DISTINCT FROM (o.product_id, o.size, o.colour)
                OR (n.stock_on_hand > n.stock_reserved) <> (o.stock_on_hand > o.stock_reserved)));
        END IF;
        RETURN NULL;
      END
      $$`);
    await q.query(`CREATE TRIGGER product_variant_masks_insert AFTER INSERT ON product_variant REFERENCING NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION product_masks_refresh()`);
    await q.query(`CREATE TRIGGER product_variant_masks_delete AFTER DELETE ON product_variant REFERENCING OLD TABLE AS old_variants FOR EACH STATEMENT EXECUTE FUNCTION product_masks_refresh()`);
    await q.query(`
      CREATE TRIGGER product_variant_masks_update AFTER UPDATE ON product_variant
        REFERENCING OLD TABLE AS old_variants NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION product_masks_refresh()`);
    await q.query(`
      UPDATE product p
         SET variant_mask = m.variant_mask, stock_mask = m.stock_mask
        FROM (SELECT v.product_id, bit_or(product_variant_bit(v.size, v.colour)) AS variant_mask,
                     COALESCE(bit_or(product_variant_bit(v.size, v.colour)) FILTER (WHERE v.stock_on_hand > v.stock_reserved), 0) AS stock_mask
                FROM product_variant v GROUP BY v.product_id) AS m
       WHERE p.id = m.product_id`);
    // A category's listing counts and orders its products, and its facets count them, from this index alone.
    await q.query(`
      CREATE INDEX product_active_category_listing ON product (category)
        INCLUDE (id, price_cents, compare_at_cents, variant_mask, stock_mask, popularity, legacy_id, created_at, rating, rating_count)
        WHERE status = 'ACTIVE'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX product_active_category_listing`);
    await q.query(`DROP TRIGGER product_variant_masks_update ON product_variant`);
    await q.query(`DROP TRIGGER product_variant_masks_delete ON product_variant`);
    await q.query(`DROP TRIGGER product_variant_masks_insert ON product_variant`);
    await q.query(`DROP FUNCTION product_masks_refresh()`);
    await q.query(`DROP FUNCTION product_masks_update(uuid[])`);
    await q.query(`DROP FUNCTION product_variant_bit(text, text)`);
    await q.query(`ALTER TABLE product DROP COLUMN variant_mask, DROP COLUMN stock_mask, DROP COLUMN search_document`);
  }
}
