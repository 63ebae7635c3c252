import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../common/ids';
import { pageOf, type Page, type PageRequest } from '../common/pagination';
import type { Permission, StaffActor } from '../staff/permissions';

/** One change, as the audit log keeps it: before and after as JSON (never a secret such as a password hash). */
export interface AuditChange {
  /** What was done, as `entity.verb`: `product.update`, `staff.create`… */
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

export type AuditRecorder = (change: AuditChange) => Promise<void>;

export interface AuditEntry extends Required<Omit<AuditChange, 'before' | 'after'>> {
  id: string;
  at: Date;
  staffId: string;
  staffEmail: string;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  entityType?: string;
  entityId?: string;
  staffId?: string;
}

/**
 * Every admin change goes through change(): the permission is checked before anything is read, and the
 * work and its audit rows share one transaction, so a change is never without its record and a refused or
 * failed one leaves neither. The table only grows (a trigger refuses UPDATE, DELETE and TRUNCATE).
 */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async change<T>(actor: StaffActor, permission: Permission, work: (tx: EntityManager, record: AuditRecorder) => Promise<T>): Promise<T> {
    actor.require(permission);
    return this.db.transaction(async (tx) => {
      let recorded = 0;
      const record: AuditRecorder = async (change) => {
        await tx.query(
          `INSERT INTO audit_entry (staff_id, staff_email, action, entity_type, entity_id, before, after) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [actor.id, actor.email, change.action, change.entityType, change.entityId, toJson(change.before), toJson(change.after)],
        );
        recorded += 1;
      };
      const result = await work(tx, record);
      // A change that records nothing would be invisible to the owner: that is a bug, not a change.
      if (recorded === 0) throw new Error('An admin change must record what it changed');
      return result;
    });
  }

  async list(actor: StaffActor, filter: AuditFilter, page: PageRequest): Promise<Page<AuditEntry>> {
    actor.require('AUDIT');
    if (filter.staffId !== undefined && !isUuid(filter.staffId)) return pageOf([], page, 0);
    const rows: (AuditEntry & { total: number })[] = await this.db.query(
      `SELECT id::text, at, staff_id AS "staffId", staff_email AS "staffEmail", action, entity_type AS "entityType",
              entity_id AS "entityId", before, after, count(*) OVER ()::int AS total
         FROM audit_entry
        WHERE ($1::text IS NULL OR entity_type = $1) AND ($2::text IS NULL OR entity_id = $2) AND ($3::uuid IS NULL OR staff_id = $3)
        ORDER BY at DESC, id DESC
        LIMIT $4 OFFSET $5`,
      [filter.entityType ?? null, filter.entityId ?? null, filter.staffId ?? null, page.pageSize, (page.page - 1) * page.pageSize],
    );
    return pageOf(
      rows.map(({ total: _total, ...entry }) => entry),
      page,
      rows[0]?.total ?? 0,
    );
  }
}

function toJson(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}
