import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail kept when no SMTP server is configured (the development outbox, /dev/outbox). The job queue's own
 * tables are pg-boss's, in the `pgboss` schema it creates and migrates itself when the server starts.
 */
export class MailOutbox1763800031000 implements MigrationInterface {
  name = 'MailOutbox1763800031000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_outbox (
        id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        sender     text NOT NULL,
        recipient  text NOT NULL,
        subject    text NOT NULL,
        html       text NOT NULL,
        text       text NOT NULL,
        template   text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mail_outbox_recipient ON mail_outbox (lower(recipient), id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_outbox`);
  }
}
