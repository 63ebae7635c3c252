import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Inventory: every change of a variant's stock leaves a movement — the shop's own reservations, sales and
 * releases as well as the merchant's adjustments — written by the statement that changes the stock, with
 * the counts it left behind. Variants may set their own low-stock threshold (NULL: the shop's default).
 */
export class StockMovements1763800022000 implements MigrationInterface {
  name = 'StockMovements1763800022000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stock_movement (
        id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        variant_id      uuid NOT NULL REFERENCES product_variant (id) ON DELETE CASCADE,
        -- The clock, not the transaction's start: movements of one variant are written under its row lock, so they stay in order.
        at              timestamptz NOT NULL DEFAULT clock_timestamp(),
        kind            text NOT NULL CHECK (kind IN ('INITIAL', 'RECEIVED', 'CORRECTION', 'DAMAGED', 'RESERVED', 'SOLD', 'RELEASED')),
        on_hand_change  integer NOT NULL,
        reserved_change integer NOT NULL,
        on_hand_after   integer NOT NULL CHECK (on_hand_after >= 0),
        reserved_after  integer NOT NULL CHECK (reserved_after >= 0 AND reserved_after <= on_hand_after),
        note            text CHECK (length(note) <= 500),
        -- Who adjusted by hand (NULL for the shop's own movements), as the audit log keeps them.
        staff_id        uuid REFERENCES staff_member (id),
        staff_email     text,
        -- The order (its tran_id) behind a reservation, sale or release.
        order_ref       text,
        CONSTRAINT stock_movement_change_fits_kind CHECK (CASE kind
          WHEN 'INITIAL'    THEN on_hand_change >= 0 AND reserved_change >= 0
          WHEN 'RECEIVED'   THEN on_hand_change > 0 AND reserved_change = 0
          WHEN 'CORRECTION' THEN on_hand_change <> 0 AND reserved_change = 0
          WHEN 'DAMAGED'    THEN on_hand_change < 0 AND reserved_change = 0
          WHEN 'RESERVED'   THEN on_hand_change = 0 AND reserved_change > 0
          WHEN 'SOLD'       THEN on_hand_change < 0 AND reserved_change = on_hand_change
          WHEN 'RELEASED'   THEN on_hand_change = 0 AND reserved_change < 0
        END),
        CONSTRAINT stock_movement_by_staff_or_order CHECK (
          (kind IN ('RECEIVED', 'CORRECTION', 'DAMAGED')) = (staff_id IS NOT NULL)
          AND (kind IN ('RESERVED', 'SOLD', 'RELEASED')) = (order_ref IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX stock_movement_variant_at ON stock_movement (variant_id, at DESC, id DESC)`);
    // The history starts with the stock each variant has now.
    await q.query(`
      INSERT INTO stock_movement (variant_id, kind, on_hand_change, reserved_change, on_hand_after, reserved_after, note)
      SELECT id, 'INITIAL', stock_on_hand, stock_reserved, stock_on_hand, stock_reserved, 'Stock when the movement history began.' FROM product_variant`);

    await q.query(`ALTER TABLE product_variant ADD COLUMN low_stock_threshold integer CHECK (low_stock_threshold BETWEEN 0 AND 1000000)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product_variant DROP COLUMN low_stock_threshold`);
    await q.query(`DROP TABLE stock_movement`);
  }
}
