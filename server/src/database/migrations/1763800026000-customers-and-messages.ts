import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Back office II's customers and messages: staff disable an account (it can no longer log in and its
 * tokens stop working), and mark contact messages handled, noting who did.
 */
export class CustomersAndMessages1763800026000 implements MigrationInterface {
  name = 'CustomersAndMessages1763800026000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customer ADD COLUMN disabled_at timestamptz`);
    await q.query(`ALTER TABLE contact_message ADD COLUMN handled_at timestamptz, ADD COLUMN handled_by uuid REFERENCES staff_member (id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE contact_message DROP COLUMN handled_by, DROP COLUMN handled_at`);
    await q.query(`ALTER TABLE customer DROP COLUMN disabled_at`);
  }
}
