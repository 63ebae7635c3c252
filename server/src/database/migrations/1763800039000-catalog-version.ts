import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version of what the original REST API's product lists show (issue 20): one row, raised in the same
 * transaction as any change to a product's listed fields, so every instance sees a new version exactly when
 * the change is visible and rebuilds its copy of `all_products` then, and only then. Stock and the columns
 * triggers keep for search and facets do not raise it: they change at checkout's pace, and the list does not
 * show them.
 */
export class CatalogVersion1763800039000 implements MigrationInterface {
  name = 'CatalogVersion1763800039000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE catalog_version (only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row), version bigint NOT NULL)`);
    await q.query(`INSERT INTO catalog_version (version) VALUES (1)`);
    await q.query(`
      CREATE FUNCTION raise_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalog_version SET version = version + 1;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER product_listed_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON product FOR EACH STATEMENT EXECUTE FUNCTION raise_catalog_version()`);
    await q.query(`
      CREATE TRIGGER product_listed_update AFTER UPDATE ON product FOR EACH ROW
        WHEN ((OLD.legacy_id, OLD.slug, OLD.name, OLD.description, OLD.category, OLD.price_cents, OLD.compare_at_cents, OLD.rating, OLD.rating_count, OLD.colours, OLD.status, OLD.created_at)
              IS DISTINCT FROM
              (NEW.legacy_id, NEW.slug, NEW.name, NEW.description, NEW.category, NEW.price_cents, NEW.compare_at_cents, NEW.rating, NEW.rating_count, NEW.colours, NEW.status, NEW.created_at))
        EXECUTE FUNCTION raise_catalog_version()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER product_listed_update ON product`);
    await q.query(`DROP TRIGGER product_listed_insert_delete ON product`);
    await q.query(`DROP FUNCTION raise_catalog_version()`);
    await q.query(`DROP TABLE catalog_version`);
  }
}
