import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fulfilment: the carrier and tracking number a paid order was handed over with (and the carrier's tracking
 * page when there is one), when it was shipped and when it arrived. Carrier, tracking number and shipped_at
 * are written together; orders shipped before this migration keep their timeline and have no shipment.
 */
export class OrderShipments1763800028000 implements MigrationInterface {
  name = 'OrderShipments1763800028000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE customer_order
        ADD COLUMN carrier         text CHECK (char_length(carrier) BETWEEN 1 AND 60),
        ADD COLUMN tracking_number text CHECK (char_length(tracking_number) BETWEEN 1 AND 80),
        ADD COLUMN tracking_url    text CHECK (char_length(tracking_url) <= 500 AND tracking_url ~ '^https?://'),
        ADD COLUMN shipped_at      timestamptz,
        ADD COLUMN delivered_at    timestamptz,
        ADD CONSTRAINT customer_order_shipment CHECK (
          (carrier IS NULL) = (tracking_number IS NULL) AND (carrier IS NULL) = (shipped_at IS NULL) AND (tracking_url IS NULL OR carrier IS NOT NULL)
        )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE customer_order
        DROP CONSTRAINT customer_order_shipment,
        DROP COLUMN delivered_at, DROP COLUMN shipped_at, DROP COLUMN tracking_url, DROP COLUMN tracking_number, DROP COLUMN carrier`);
  }
}
