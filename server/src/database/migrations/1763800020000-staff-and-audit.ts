import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's people and its memory: staff accounts apart from customers, and an audit log that
 * can only grow. Customers lose the "admin" role: whoever had it becomes a staff owner with the same
 * e-mail and password, and stays an ordinary customer besides.
 */
export class StaffAndAudit1763800020000 implements MigrationInterface {
  name = 'StaffAndAudit1763800020000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_member (
        id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        email         text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
        password_hash text NOT NULL,
        role          text NOT NULL CHECK (role IN ('OWNER', 'STAFF')),
        active        boolean NOT NULL DEFAULT true,
        created_at    timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX staff_member_email_unique ON staff_member (email)`);
    await q.query(`
      INSERT INTO staff_member (name, email, password_hash, role, created_at)
      SELECT name, email, password_hash, 'OWNER', created_at FROM customer WHERE role = 'admin'`);
    await q.query(`ALTER TABLE customer DROP COLUMN role`);

    await q.query(`
      CREATE TABLE audit_entry (
        id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at          timestamptz NOT NULL DEFAULT now(),
        staff_id    uuid NOT NULL REFERENCES staff_member (id),
        staff_email text NOT NULL,
        action      text NOT NULL,
        entity_type text NOT NULL,
        entity_id   text NOT NULL,
        before      jsonb,
        after       jsonb
      )`);
    await q.query(`CREATE INDEX audit_entry_at ON audit_entry (at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_entry_entity ON audit_entry (entity_type, entity_id, at DESC)`);
    // Nobody edits the past, not even the shop's own code: only INSERT is allowed.
    await q.query(`
      CREATE FUNCTION audit_entry_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit entries cannot be changed or removed' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_entry_append_only BEFORE UPDATE OR DELETE ON audit_entry
      FOR EACH ROW EXECUTE FUNCTION audit_entry_is_append_only()`);
    await q.query(`
      CREATE TRIGGER audit_entry_no_truncate BEFORE TRUNCATE ON audit_entry
      FOR EACH STATEMENT EXECUTE FUNCTION audit_entry_is_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_entry`);
    await q.query(`DROP FUNCTION audit_entry_is_append_only()`);
    await q.query(`ALTER TABLE customer ADD COLUMN role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin'))`);
    await q.query(`DROP TABLE staff_member`);
  }
}
