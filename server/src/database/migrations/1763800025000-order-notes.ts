import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's orders: staff's internal notes on an order (never shown to the shopper), and indexes
 * for the order list's default sort and date range across all customers and for an order's payments.
 */
export class OrderNotes1763800025000 implements MigrationInterface {
  name = 'OrderNotes1763800025000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_note (
        id          bigserial PRIMARY KEY,
        order_id    uuid NOT NULL REFERENCES customer_order (id),
        staff_id    uuid NOT NULL REFERENCES staff_member (id),
        staff_email text NOT NULL, -- as it was when written, like the audit log
        body        text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX order_note_order ON order_note (order_id, id)`);
    await q.query(`CREATE INDEX customer_order_created ON customer_order (created_at DESC, id DESC)`);
    // An order page reads all of an order's payments (the existing index covers the accepted one only).
    await q.query(`CREATE INDEX payment_order ON payment (order_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX payment_order`);
    await q.query(`DROP INDEX customer_order_created`);
    await q.query(`DROP TABLE order_note`);
  }
}
