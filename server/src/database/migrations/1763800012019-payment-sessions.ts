import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One payment session per order, and (in the sandbox, as at a real gateway) one outcome per session. */
export class PaymentSessions1763800012019 implements MigrationInterface {
  name = 'PaymentSessions1763800012019';

  async up(q: QueryRunner): Promise<void> {
    // Whoever holds the lease opens the order's payment session; concurrent replays wait for its URL.
    await q.query(`ALTER TABLE customer_order ADD COLUMN session_lease_until timestamptz`);
    // Reconciliation asks about every order whose payment window closed recently or is still open;
    // closed ones only now and then, so the gateway is not asked about each order every minute.
    await q.query(`ALTER TABLE customer_order ADD COLUMN payments_checked_at timestamptz`);
    await q.query(`CREATE INDEX customer_order_expires ON customer_order (expires_at)`);
    // A session is paid, failed or cancelled once: Pay twice, or Pay after Fail, is refused.
    await q.query(`CREATE UNIQUE INDEX sandbox_transaction_one_per_session ON sandbox_transaction (session_key)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX sandbox_transaction_one_per_session`);
    await q.query(`DROP INDEX customer_order_expires`);
    await q.query(`ALTER TABLE customer_order DROP COLUMN payments_checked_at`);
    await q.query(`ALTER TABLE customer_order DROP COLUMN session_lease_until`);
  }
}
