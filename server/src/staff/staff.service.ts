import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { InvalidCredentialsError } from '../accounts/accounts.errors';
import { validateLogin, validateSignUp } from '../accounts/credentials';
import { LoginThrottle } from '../accounts/login-throttle';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../accounts/password-hasher';
import { AuditService } from '../audit/audit.service';
import { NotFoundError } from '../common/errors';
import { isUuid } from '../common/ids';
import { STAFF_JWT } from './staff-jwt';
import { LastOwnerError, StaffEmailTakenError } from './staff.errors';
import { ROLE_PERMISSIONS, StaffActor, type Permission, type StaffRole } from './permissions';
import { backOffice } from '../common/i18n/catalogue';

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export interface StaffSession {
  token: string;
  staff: StaffMember;
}

const COLUMNS = 'id, name, email, role, active, created_at AS "createdAt", last_login_at AS "lastLoginAt"';
const UNIQUE_VIOLATION = '23505';
/** Staff logins are counted apart from customers' (same limits, their own keys). */
const THROTTLE_PREFIX = 'staff:';

/**
 * Staff accounts: their own table, their own token audience and lifetime, the shop's login limits. Only
 * an active member's token works, and the role is read from the database on every request, so a demotion
 * or a deactivation takes effect at once.
 */
@Injectable()
export class StaffService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(STAFF_JWT) private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
    private readonly audit: AuditService,
  ) {}

  async login(input: { email?: unknown; password?: unknown }, ip: string): Promise<StaffSession> {
    const { email, password } = validateLogin(input);
    const attempt = await this.throttle.beginLogin(`${THROTTLE_PREFIX}${email}`, ip);
    const [row]: (StaffMember & { passwordHash: string })[] = await this.db.query(
      `SELECT ${COLUMNS}, password_hash AS "passwordHash" FROM staff_member WHERE email = $1 AND active`,
      [email],
    );
    const valid = row ? await verifyPassword(row.passwordHash, password) : await verifyAgainstDecoy(password);
    if (!row || !valid) throw new InvalidCredentialsError();
    await this.throttle.recordLoginSuccess(attempt);
    // TypeORM answers an UPDATE with [rows, count].
    const [[staff]]: [StaffMember[], number] = await this.db.query(`UPDATE staff_member SET last_login_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [row.id]);
    return { token: await this.jwt.signAsync({ sub: staff.id }), staff };
  }

  /** The active member a staff token names, as the actor of this request; null when gone or deactivated. */
  async findActor(id: string): Promise<StaffActor | null> {
    if (!isUuid(id)) return null;
    const [row]: StaffMember[] = await this.db.query(`SELECT ${COLUMNS} FROM staff_member WHERE id = $1 AND active`, [id]);
    return row ? new StaffActor(row.id, row.email, row.name, row.role) : null;
  }

  /** Who is logged in, and what their role lets them do. */
  async me(actor: StaffActor): Promise<StaffMember & { permissions: readonly Permission[] }> {
    return { ...(await this.get(actor.id, this.db.manager)), permissions: ROLE_PERMISSIONS[actor.role] };
  }

  async list(actor: StaffActor): Promise<StaffMember[]> {
    actor.require('STAFF');
    return this.db.query(`SELECT ${COLUMNS} FROM staff_member ORDER BY active DESC, role, lower(name)`);
  }

  async create(actor: StaffActor, input: { name?: unknown; email?: unknown; password?: unknown; role: StaffRole }): Promise<StaffMember> {
    return this.audit.change(actor, 'STAFF', async (tx, record) => {
      const staff = await insertStaff(tx, input);
      await record({ action: 'staff.create', entityType: 'staff', entityId: staff.id, after: staff });
      return staff;
    });
  }

  /** Role and active flag; the last active owner can be neither demoted nor deactivated. */
  async update(actor: StaffActor, id: string, changes: { role?: StaffRole; active?: boolean }): Promise<StaffMember> {
    return this.audit.change(actor, 'STAFF', async (tx, record) => {
      // Owners are changed one at a time, so two owners cannot demote each other at once.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('staff-owners', 0))`);
      const before = await this.get(id, tx);
      const [[after]]: [StaffMember[], number] = await tx.query(
        `UPDATE staff_member SET role = coalesce($2, role), active = coalesce($3, active) WHERE id = $1 RETURNING ${COLUMNS}`,
        [before.id, changes.role ?? null, changes.active ?? null],
      );
      const [{ owners }] = await tx.query(`SELECT count(*)::int AS owners FROM staff_member WHERE role = 'OWNER' AND active`);
      if (owners === 0) throw new LastOwnerError();
      await record({ action: 'staff.update', entityType: 'staff', entityId: id, before, after });
      return after;
    });
  }

  private async get(id: string, tx: EntityManager): Promise<StaffMember> {
    const [row]: StaffMember[] = isUuid(id) ? await tx.query(`SELECT ${COLUMNS} FROM staff_member WHERE id = $1`, [id]) : [];
    if (!row) throw new NotFoundError(backOffice('No such member of staff.'), { code: 'STAFF_NOT_FOUND' });
    return row;
  }
}

/** Checks the fields as sign-up does and inserts the member; the e-mail is unique among staff. */
export async function insertStaff(tx: EntityManager, input: { name?: unknown; email?: unknown; password?: unknown; role: StaffRole }): Promise<StaffMember> {
  const { name, email, password } = validateSignUp(input);
  try {
    const [staff]: StaffMember[] = await tx.query(
      `INSERT INTO staff_member (name, email, password_hash, role) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [name, email, await hashPassword(password), input.role],
    );
    return staff;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new StaffEmailTakenError();
    throw error;
  }
}
