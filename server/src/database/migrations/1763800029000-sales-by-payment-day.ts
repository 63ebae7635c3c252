import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The dashboard sums sales by the day they were paid: an index keeps that a range read, however many orders there are. */
export class SalesByPaymentDay1763800029000 implements MigrationInterface {
  name = 'SalesByPaymentDay1763800029000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX customer_order_paid_at ON customer_order (paid_at) WHERE paid_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX customer_order_paid_at`);
  }
}
