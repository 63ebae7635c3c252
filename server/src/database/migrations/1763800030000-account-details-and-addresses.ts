import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts that keep what shoppers give them (issue 16):
 * - first and second name replace `name`, which stays as a column derived from them, so every query and
 *   answer that reads a customer's name keeps working; existing names are split at their first space;
 * - phone and birth date, kept on the server (the storefront kept them in the browser before);
 * - session_version, carried by every token: raising it refuses the tokens issued before (a password
 *   change ends the other sessions);
 * - customer_address, the address book, with at most one default per customer.
 */
export class AccountDetailsAndAddresses1763800030000 implements MigrationInterface {
  name = 'AccountDetailsAndAddresses1763800030000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE customer
        ADD COLUMN first_name      text,
        ADD COLUMN second_name     text NOT NULL DEFAULT '' CHECK (length(second_name) <= 100),
        ADD COLUMN phone           text CHECK (length(phone) BETWEEN 1 AND 20),
        ADD COLUMN birth_date      date,
        ADD COLUMN session_version integer NOT NULL DEFAULT 0`);
    // "Nadia Rahman Chowdhury" → "Nadia" and "Rahman Chowdhury"; a single name has no second name.
    await q.query(`
      UPDATE customer
         SET first_name  = coalesce((regexp_match(btrim(name), '^\\S+'))[1], name),
             second_name = regexp_replace(regexp_replace(btrim(name), '^\\S+\\s*', ''), '\\s+', ' ', 'g')`);
    await q.query(`ALTER TABLE customer ALTER COLUMN first_name SET NOT NULL, ADD CONSTRAINT customer_first_name_length CHECK (length(first_name) BETWEEN 1 AND 100)`);
    await q.query(`ALTER TABLE customer DROP COLUMN name`);
    await q.query(`
      ALTER TABLE customer ADD COLUMN name text
        GENERATED ALWAYS AS (CASE WHEN second_name = '' THEN first_name ELSE first_name || ' ' || second_name END) STORED`);

    await q.query(`
      CREATE TABLE customer_address (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_id uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
        label       text NOT NULL DEFAULT '' CHECK (length(label) <= 50),
        full_name   text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 100),
        phone       text NOT NULL CHECK (length(phone) BETWEEN 1 AND 20),
        country     text NOT NULL CHECK (length(country) BETWEEN 1 AND 100),
        city        text NOT NULL CHECK (length(city) BETWEEN 1 AND 100),
        state       text NOT NULL CHECK (length(state) BETWEEN 1 AND 100),
        zip         text NOT NULL CHECK (length(zip) BETWEEN 1 AND 10),
        address     text NOT NULL CHECK (length(address) BETWEEN 1 AND 300),
        is_default  boolean NOT NULL DEFAULT false,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX customer_address_customer ON customer_address (customer_id, created_at)`);
    await q.query(`CREATE UNIQUE INDEX customer_address_one_default ON customer_address (customer_id) WHERE is_default`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE customer_address`);
    await q.query(`ALTER TABLE customer DROP COLUMN name`);
    await q.query(`ALTER TABLE customer ADD COLUMN name text`);
    await q.query(`UPDATE customer SET name = left(CASE WHEN second_name = '' THEN first_name ELSE first_name || ' ' || second_name END, 100)`);
    await q.query(`ALTER TABLE customer ALTER COLUMN name SET NOT NULL, ADD CONSTRAINT customer_name_check CHECK (length(name) BETWEEN 1 AND 100)`);
    await q.query(`ALTER TABLE customer DROP COLUMN session_version, DROP COLUMN birth_date, DROP COLUMN phone, DROP COLUMN second_name, DROP COLUMN first_name`);
  }
}
