import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables that remember a shopper's language, for the mail sent to them later. */
const TABLES = ['customer', 'customer_order', 'back_in_stock_request', 'newsletter_subscriber'] as const;

/**
 * The language each mail to a shopper is written in (issue 19): the account's (set when it opens, kept
 * current from the storefront's calls), the order's (the shopper's when it was placed: every mail about it),
 * a back-in-stock request's and a newsletter subscriber's (when they asked). English for every row written
 * before, as their mails were.
 */
export class ShopperLanguages1763800041000 implements MigrationInterface {
  name = 'ShopperLanguages1763800041000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN language text NOT NULL DEFAULT 'en' CONSTRAINT ${table}_language_known CHECK (language IN ('en', 'bn', 'hi'))`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} DROP COLUMN language`);
  }
}
