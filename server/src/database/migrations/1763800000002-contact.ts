import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Contact1763800000002 implements MigrationInterface {
  name = 'Contact1763800000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_message (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_id uuid REFERENCES customer (id) ON DELETE SET NULL,
        name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        email       text NOT NULL CHECK (length(email) <= 254),
        message     text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE newsletter_subscriber (
        email      text PRIMARY KEY CHECK (email = lower(email) AND length(email) <= 254),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE newsletter_subscriber`);
    await q.query(`DROP TABLE contact_message`);
  }
}
