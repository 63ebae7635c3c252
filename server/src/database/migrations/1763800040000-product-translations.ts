import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product's name and description in the shop's other languages (issue 19). English stays on the product
 * row, the source and the fallback of each field: a translation's NULL name or description means "as in
 * English", and a language without a row is English throughout.
 * - product_translation: one row per product and language, read in the statement that reads the products
 *   (catalog.sql.ts, productColumns), never by a statement of its own.
 * - search_document: the translation's words for full-text search, with the 'simple' configuration
 *   (PostgreSQL has no Bangla or Hindi stemmer): name weighted A, description C, as product.search_document
 *   weighs them; a GIN index, so a search in Bangla or Hindi reads its matches from the index.
 * - product_translation_name_trgm: typos in a translated name (pg_trgm, as product_name_trgm serves English).
 */
export class ProductTranslations1763800040000 implements MigrationInterface {
  name = 'ProductTranslations1763800040000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_translation (
        product_id      uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        language        text NOT NULL CHECK (language IN ('bn', 'hi')),
        name            text CHECK (length(btrim(name)) BETWEEN 1 AND 200),
        description     text CHECK (length(btrim(description)) BETWEEN 1 AND 5000),
        search_document tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', COALESCE(name, '')), 'A') || setweight(to_tsvector('simple', COALESCE(description, '')), 'C')) STORED,
        updated_at      timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (product_id, language),
        CONSTRAINT product_translation_not_empty CHECK (name IS NOT NULL OR description IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX product_translation_search_document ON product_translation USING gin (search_document)`);
    await q.query(`CREATE INDEX product_translation_name_trgm ON product_translation USING gin (name gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_translation`);
  }
}
