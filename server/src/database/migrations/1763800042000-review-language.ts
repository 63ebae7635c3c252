import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language a review was written in (issue 19): the page's when its author wrote it. The product page
 * marks each review with it, so a Bangla page reads an English review with English rules (screen readers,
 * hyphenation) and a translation check knows it is the author's words. Reviews written before, on the
 * English-only shop, and the demo seed's are English.
 */
export class ReviewLanguage1763800042000 implements MigrationInterface {
  name = 'ReviewLanguage1763800042000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product_review ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'bn', 'hi'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product_review DROP COLUMN language`);
  }
}
