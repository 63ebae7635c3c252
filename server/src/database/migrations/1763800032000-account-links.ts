import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The links the shop e-mails to prove a mailbox (issue 16):
 * - account_token: sign-up confirmation, password reset and e-mail change. Only the SHA-256 of each token
 *   is kept; a row is single-use (used_at) and expires. A sign-up keeps the name and password hash typed
 *   until the link is followed (no customer row exists before). Reset and e-mail change links carry the
 *   account's session version (customer.session_version, 1763800030000): ending the sessions (a password
 *   change or reset) voids them.
 * - newsletter_subscriber: double opt-in. A row is pending until its confirmation link is followed; each row
 *   has the token of the unsubscribe link every newsletter mail carries. Addresses already on the list
 *   subscribed before confirmation existed: they stay confirmed.
 */
export class AccountLinks1763800032000 implements MigrationInterface {
  name = 'AccountLinks1763800032000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE account_token (
        token_hash      bytea PRIMARY KEY CHECK (length(token_hash) = 32),
        purpose         text NOT NULL CHECK (purpose IN ('sign-up', 'password-reset', 'email-change')),
        customer_id     uuid REFERENCES customer (id) ON DELETE CASCADE,
        email           text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
        name            text CHECK (length(name) BETWEEN 1 AND 100),
        password_hash   text,
        session_version integer,
        expires_at      timestamptz NOT NULL,
        used_at         timestamptz,
        created_at      timestamptz NOT NULL DEFAULT now(),
        CHECK ((purpose = 'sign-up') = (customer_id IS NULL)),
        CHECK ((purpose = 'sign-up') = (name IS NOT NULL AND password_hash IS NOT NULL)),
        CHECK ((purpose = 'sign-up') = (session_version IS NULL))
      )`);
    await q.query(`CREATE INDEX account_token_customer ON account_token (customer_id) WHERE used_at IS NULL`);
    await q.query(`CREATE INDEX account_token_expiry ON account_token (expires_at)`);

    await q.query(`
      ALTER TABLE newsletter_subscriber
        ADD COLUMN confirmed_at       timestamptz,
        ADD COLUMN confirm_token_hash bytea UNIQUE CHECK (length(confirm_token_hash) = 32),
        ADD COLUMN confirm_expires_at timestamptz,
        ADD COLUMN unsubscribe_token  text UNIQUE CHECK (length(unsubscribe_token) BETWEEN 32 AND 64)`);
    await q.query(`UPDATE newsletter_subscriber SET confirmed_at = created_at, unsubscribe_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`);
    await q.query(`ALTER TABLE newsletter_subscriber ALTER COLUMN unsubscribe_token SET NOT NULL`);
    await q.query(`CREATE INDEX newsletter_subscriber_confirmed ON newsletter_subscriber (confirmed_at, email) WHERE confirmed_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM newsletter_subscriber WHERE confirmed_at IS NULL`);
    await q.query(`DROP INDEX newsletter_subscriber_confirmed`);
    await q.query(`ALTER TABLE newsletter_subscriber DROP COLUMN unsubscribe_token, DROP COLUMN confirm_expires_at, DROP COLUMN confirm_token_hash, DROP COLUMN confirmed_at`);
    await q.query(`DROP TABLE account_token`);
  }
}
