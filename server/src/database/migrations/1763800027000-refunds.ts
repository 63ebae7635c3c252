import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money going back: refunds through the gateway (by staff, in full or in part; and automatically for
 * payments an order could not take), the REFUNDED status, the amount each order has given back, when a
 * payment was held for review, units returned to stock by a refund, and the sandbox gateway's refunds.
 */
export class Refunds1763800027000 implements MigrationInterface {
  name = 'Refunds1763800027000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customer_order DROP CONSTRAINT customer_order_status_check`);
    await q.query(`
      ALTER TABLE customer_order
        ADD CONSTRAINT customer_order_status_check
          CHECK (status IN ('PENDING_PAYMENT', 'PAID', 'PAYMENT_FAILED', 'CANCELLED', 'EXPIRED', 'SHIPPED', 'DELIVERED', 'REFUNDED')),
        -- What staff refunds have given back (or are giving back) of the order's accepted payment.
        ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0,
        ADD CONSTRAINT customer_order_refund_within_total CHECK (refunded_cents >= 0 AND refunded_cents <= total_cents),
        -- When its payment was held for review: the review deadline counts from here.
        ADD COLUMN held_at timestamptz`);
    await q.query(`UPDATE customer_order SET held_at = updated_at WHERE payment_on_hold`);
    await q.query(`CREATE INDEX customer_order_held ON customer_order (held_at) WHERE payment_on_hold AND status = 'PENDING_PAYMENT'`);

    // A timeline entry that is not a status change (a refund, a shipment) names what happened.
    await q.query(`ALTER TABLE order_event ADD COLUMN event text, ADD COLUMN amount_cents integer`);

    await q.query(`
      CREATE TABLE refund (
        id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id        uuid NOT NULL REFERENCES customer_order (id),
        payment_id      uuid NOT NULL REFERENCES payment (id),
        amount_cents    integer NOT NULL CHECK (amount_cents > 0),
        currency        char(3) NOT NULL,
        -- STAFF: by a member of staff. The others are the shop's own, for payments the order could not take.
        reason          text NOT NULL CHECK (reason IN ('STAFF', 'LATE_PAYMENT', 'EXTRA_PAYMENT', 'AMOUNT_MISMATCH', 'REVIEW_REFUSED', 'REVIEW_EXPIRED')),
        remarks         text NOT NULL CHECK (length(remarks) BETWEEN 1 AND 255),
        -- REQUESTED (written, not yet sent) → SENDING → PENDING (the gateway is processing it) → REFUNDED; or FAILED.
        status          text NOT NULL CHECK (status IN ('REQUESTED', 'SENDING', 'PENDING', 'REFUNDED', 'FAILED')),
        restock         boolean NOT NULL DEFAULT false,
        -- The gateway's reference, once it took the refund; why it did not, when it failed.
        refund_ref_id   text,
        failure_reason  text,
        staff_id        uuid REFERENCES staff_member (id),
        staff_email     text,
        idempotency_key text CHECK (length(idempotency_key) BETWEEN 1 AND 100),
        attempts        integer NOT NULL DEFAULT 0,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT refund_by_staff CHECK ((reason = 'STAFF') = (staff_id IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX refund_order ON refund (order_id, created_at)`);
    // A double click or a second member of staff with the same request gets the first refund back.
    await q.query(`CREATE UNIQUE INDEX refund_idempotency ON refund (order_id, idempotency_key) WHERE idempotency_key IS NOT NULL`);
    // A payment the order could not take is refunded once, in full, whatever repeats its news.
    await q.query(`CREATE UNIQUE INDEX refund_once_per_unwanted_payment ON refund (payment_id) WHERE reason <> 'STAFF'`);
    // The refunds still to send or to ask the gateway about.
    await q.query(`CREATE INDEX refund_unsettled ON refund (updated_at) WHERE status IN ('REQUESTED', 'SENDING', 'PENDING')`);

    await q.query(`
      CREATE TABLE refund_line (
        refund_id     uuid NOT NULL REFERENCES refund (id),
        order_line_id uuid NOT NULL REFERENCES order_line (id),
        quantity      integer NOT NULL CHECK (quantity > 0),
        amount_cents  integer NOT NULL CHECK (amount_cents >= 0),
        PRIMARY KEY (refund_id, order_line_id)
      )`);

    // Units a refund put back on the shelf.
    await q.query(`ALTER TABLE stock_movement DROP CONSTRAINT stock_movement_kind_check, DROP CONSTRAINT stock_movement_change_fits_kind, DROP CONSTRAINT stock_movement_by_staff_or_order`);
    await q.query(`
      ALTER TABLE stock_movement
        ADD CONSTRAINT stock_movement_kind_check CHECK (kind IN ('INITIAL', 'RECEIVED', 'CORRECTION', 'DAMAGED', 'RESERVED', 'SOLD', 'RELEASED', 'RETURNED')),
        ADD CONSTRAINT stock_movement_change_fits_kind CHECK (CASE kind
          WHEN 'INITIAL'    THEN on_hand_change >= 0 AND reserved_change >= 0
          WHEN 'RECEIVED'   THEN on_hand_change > 0 AND reserved_change = 0
          WHEN 'CORRECTION' THEN on_hand_change <> 0 AND reserved_change = 0
          WHEN 'DAMAGED'    THEN on_hand_change < 0 AND reserved_change = 0
          WHEN 'RESERVED'   THEN on_hand_change = 0 AND reserved_change > 0
          WHEN 'SOLD'       THEN on_hand_change < 0 AND reserved_change = on_hand_change
          WHEN 'RELEASED'   THEN on_hand_change = 0 AND reserved_change < 0
          WHEN 'RETURNED'   THEN on_hand_change > 0 AND reserved_change = 0
        END),
        ADD CONSTRAINT stock_movement_by_staff_or_order CHECK (
          (kind IN ('RECEIVED', 'CORRECTION', 'DAMAGED', 'RETURNED')) = (staff_id IS NOT NULL)
          AND (kind IN ('RESERVED', 'SOLD', 'RELEASED', 'RETURNED')) = (order_ref IS NOT NULL))`);

    // The sandbox gateway's refunds (owned by dev/sandbox-gateway, like its sessions).
    await q.query(`
      CREATE TABLE sandbox_refund (
        refund_ref_id text PRIMARY KEY,
        val_id        text NOT NULL REFERENCES sandbox_transaction (val_id),
        bank_tran_id  text NOT NULL,
        amount        text NOT NULL,
        remarks       text NOT NULL,
        refe_id       text,
        created_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sandbox_refund_val ON sandbox_refund (val_id)`);
    // The sandbox names a payment's bank transaction after its val_id (sandbox-gateway.service.ts).
    await q.query(`CREATE INDEX sandbox_transaction_bank_tran ON sandbox_transaction (('SBX' || upper(right(val_id, 10))))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX sandbox_transaction_bank_tran`);
    await q.query(`DROP TABLE sandbox_refund`);
    await q.query(`DELETE FROM stock_movement WHERE kind = 'RETURNED'`);
    await q.query(`ALTER TABLE stock_movement DROP CONSTRAINT stock_movement_kind_check, DROP CONSTRAINT stock_movement_change_fits_kind, DROP CONSTRAINT stock_movement_by_staff_or_order`);
    await q.query(`
      ALTER TABLE stock_movement
        ADD CONSTRAINT stock_movement_kind_check CHECK (kind IN ('INITIAL', 'RECEIVED', 'CORRECTION', 'DAMAGED', 'RESERVED', 'SOLD', 'RELEASED')),
        ADD CONSTRAINT stock_movement_change_fits_kind CHECK (CASE kind
          WHEN 'INITIAL'    THEN on_hand_change >= 0 AND reserved_change >= 0
          WHEN 'RECEIVED'   THEN on_hand_change > 0 AND reserved_change = 0
          WHEN 'CORRECTION' THEN on_hand_change <> 0 AND reserved_change = 0
          WHEN 'DAMAGED'    THEN on_hand_change < 0 AND reserved_change = 0
          WHEN 'RESERVED'   THEN on_hand_change = 0 AND reserved_change > 0
          WHEN 'SOLD'       THEN on_hand_change < 0 AND reserved_change = on_hand_change
          WHEN 'RELEASED'   THEN on_hand_change = 0 AND reserved_change < 0
        END),
        ADD CONSTRAINT stock_movement_by_staff_or_order CHECK (
          (kind IN ('RECEIVED', 'CORRECTION', 'DAMAGED')) = (staff_id IS NOT NULL)
          AND (kind IN ('RESERVED', 'SOLD', 'RELEASED')) = (order_ref IS NOT NULL))`);
    await q.query(`DROP TABLE refund_line`);
    await q.query(`DROP TABLE refund`);
    await q.query(`ALTER TABLE order_event DROP COLUMN event, DROP COLUMN amount_cents`);
    await q.query(`DROP INDEX customer_order_held`);
    await q.query(`ALTER TABLE customer_order DROP CONSTRAINT customer_order_status_check, DROP CONSTRAINT customer_order_refund_within_total, DROP COLUMN refunded_cents, DROP COLUMN held_at`);
    await q.query(`ALTER TABLE customer_order ADD CONSTRAINT customer_order_status_check CHECK (status IN ('PENDING_PAYMENT', 'PAID', 'PAYMENT_FAILED', 'CANCELLED', 'EXPIRED', 'SHIPPED', 'DELIVERED'))`);
  }
}
