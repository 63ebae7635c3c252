import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1763800000001 implements MigrationInterface {
  name = 'Accounts1763800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customer (
        id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        email         text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
        password_hash text NOT NULL,
        role          text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin')),
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now()
      )`);
    // E-mail addresses are unique whatever their case (they are stored lower-cased as well).
    await q.query(`CREATE UNIQUE INDEX customer_email_unique ON customer (lower(email))`);

    // Counters for rate limits (failed logins, sign-ups), shared by every server instance.
    // The shape is rate-limiter-flexible's RateLimiterPostgres table.
    await q.query(`
      CREATE TABLE rate_limit (
        key    varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    await q.query(`CREATE INDEX rate_limit_expire ON rate_limit (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limit`);
    await q.query(`DROP TABLE customer`);
  }
}
