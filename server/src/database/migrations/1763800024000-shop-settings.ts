import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's settings in the database, editable by the owner in the back office: one row, read by every
 * instance in the statements that price a cart. It is created empty: the first start writes the first
 * values from its configuration (ShopSettingsService), so the environment variables only seed it.
 * Promo codes need nothing new: `active` is the back office's enable/disable and the limits exist.
 */
export class ShopSettings1763800024000 implements MigrationInterface {
  name = 'ShopSettings1763800024000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shop_setting (
        id                            boolean PRIMARY KEY DEFAULT true CHECK (id), -- one row, ever
        shipping_fee_cents            integer NOT NULL CHECK (shipping_fee_cents BETWEEN 0 AND 100000),
        free_shipping_threshold_cents integer NOT NULL CHECK (free_shipping_threshold_cents BETWEEN 0 AND 100000000),
        automatic_promotion_percent   integer NOT NULL CHECK (automatic_promotion_percent BETWEEN 0 AND 90),
        contact_phone                 text NOT NULL CHECK (length(contact_phone) BETWEEN 1 AND 40),
        contact_email                 text NOT NULL CHECK (length(contact_email) BETWEEN 3 AND 254),
        contact_address               text NOT NULL CHECK (length(contact_address) BETWEEN 1 AND 200),
        updated_at                    timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shop_setting`);
  }
}
