import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { customerEmailOf } from '../../accounts/accounts.sql';
import { AuditService } from '../../audit/audit.service';
import { NotFoundError } from '../../common/errors';
import { ValidationError } from '../../common/expected-errors';
import { isUuid } from '../../common/ids';
import { money, type Money } from '../../common/money';
import { pageOf, type Page, type PageRequest } from '../../common/pagination';
import { ordersHoldingCode, tranIdOf } from '../../orders/orders.sql';
import type { StaffActor } from '../../staff/permissions';
import { validatePromoCodeInput, type PromoCodeDraft, type PromoCodeInput } from '../promo-code-input';
import { PromoCodeTakenError } from '../promotions.errors';
import { backOffice, backOfficeFields } from '../../common/i18n/catalogue';

export type PromoCodeStatus = 'ACTIVE' | 'SCHEDULED' | 'EXPIRED' | 'DISABLED';

/** A promo code as the back office lists it. */
export interface PromoCodeRecord extends Omit<PromoCodeDraft, 'minSubtotalCents'> {
  id: string;
  minSubtotal: Money;
  /** Paid orders that used it. */
  timesRedeemed: number;
  /** Orders awaiting payment that hold it (a limit counts them as used). */
  timesHeld: number;
  status: PromoCodeStatus;
  createdAt: Date;
}

/** One order's use of a code: held while it awaits payment, redeemed once paid. */
export interface PromoCodeUse {
  tranId: string;
  customerEmail: string;
  at: Date;
  state: 'HELD' | 'REDEEMED';
}

/** Disabled first, then the window as it stands now. */
const STATUS = `CASE WHEN NOT pc.active THEN 'DISABLED' WHEN pc.ends_at <= now() THEN 'EXPIRED' WHEN pc.starts_at > now() THEN 'SCHEDULED' ELSE 'ACTIVE' END`;
const COLUMNS = `pc.id, pc.code, pc.description, pc.percent_off AS "percentOff", pc.starts_at AS "startsAt", pc.ends_at AS "endsAt",
  pc.usage_limit AS "usageLimit", pc.per_customer_limit AS "perCustomerLimit", pc.min_subtotal_cents AS "minSubtotalCents",
  pc.times_redeemed AS "timesRedeemed", pc.times_held AS "timesHeld", ${STATUS} AS status, pc.created_at AS "createdAt"`;
const UNIQUE_VIOLATION = '23505';

type PromoCodeRow = Omit<PromoCodeRecord, 'minSubtotal'> & { minSubtotalCents: number };

/**
 * The back office's promo codes: list, create, edit, disable and enable (PROMOTIONS permission), every
 * change audited in its own transaction. The rules that decide whether a code applies to a cart stay in
 * promotion-rules.ts; these only write the terms those rules read.
 */
@Injectable()
export class PromoCodesAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(actor: StaffActor, filter: { search?: string; status?: PromoCodeStatus }, page: PageRequest): Promise<Page<PromoCodeRecord>> {
    actor.require('PROMOTIONS');
    const search = filter.search?.trim().toUpperCase() || null;
    const rows: (PromoCodeRow & { total: number })[] = await this.db.query(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total
         FROM promo_code pc
        WHERE ($1::text IS NULL OR strpos(pc.code, $1) > 0) AND ($2::text IS NULL OR ${STATUS} = $2)
        ORDER BY pc.created_at DESC, pc.code
        LIMIT $3 OFFSET $4`,
      [search, filter.status ?? null, page.pageSize, (page.page - 1) * page.pageSize],
    );
    return pageOf(rows.map(toRecord), page, rows[0]?.total ?? 0);
  }

  async create(actor: StaffActor, input: PromoCodeInput): Promise<PromoCodeRecord> {
    return this.audit.change(actor, 'PROMOTIONS', async (tx, record) => {
      const draft = validatePromoCodeInput(input);
      const [row]: PromoCodeRow[] = await tx.query(
        `WITH pc AS (
           INSERT INTO promo_code (code, description, percent_off, starts_at, ends_at, usage_limit, per_customer_limit, min_subtotal_cents)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (code) DO NOTHING RETURNING *
         )
         SELECT ${COLUMNS} FROM pc`,
        terms(draft),
      );
      if (!row) throw new PromoCodeTakenError(draft.code);
      const created = toRecord(row);
      await record({ action: 'promo_code.create', entityType: 'promo_code', entityId: created.id, after: created });
      return created;
    });
  }

  /** Replaces a code's terms. A usage limit cannot go below the uses already made or held. */
  async update(actor: StaffActor, id: string, input: PromoCodeInput): Promise<PromoCodeRecord> {
    return this.audit.change(actor, 'PROMOTIONS', async (tx, record) => {
      const before = await this.findCode(id, tx, { lock: true });
      const draft = validatePromoCodeInput(input);
      const used = before.timesRedeemed + before.timesHeld;
      if (draft.usageLimit !== null && draft.usageLimit < used) {
        throw new ValidationError(backOffice(`This code has been used ${used} times: the limit cannot be lower.`), backOfficeFields({ usageLimit: `At least ${used}.` }));
      }
      let row: PromoCodeRow;
      try {
        // A WITH … SELECT: TypeORM answers rows, as for any SELECT.
        [row] = await tx.query(
          `WITH pc AS (
             UPDATE promo_code SET code = $1, description = $2, percent_off = $3, starts_at = $4, ends_at = $5, usage_limit = $6,
                    per_customer_limit = $7, min_subtotal_cents = $8
              WHERE id = $9 RETURNING *
           )
           SELECT ${COLUMNS} FROM pc`,
          [...terms(draft), before.id],
        );
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new PromoCodeTakenError(draft.code);
        throw error;
      }
      const after = toRecord(row);
      await record({ action: 'promo_code.update', entityType: 'promo_code', entityId: id, before, after });
      return after;
    });
  }

  /** A disabled code applies to no cart (a cart holding it says so); orders already holding it keep it. */
  async setEnabled(actor: StaffActor, id: string, enabled: boolean): Promise<PromoCodeRecord> {
    return this.audit.change(actor, 'PROMOTIONS', async (tx, record) => {
      const before = await this.findCode(id, tx, { lock: true });
      const [row]: PromoCodeRow[] = await tx.query(
        `WITH pc AS (UPDATE promo_code SET active = $2 WHERE id = $1 RETURNING *) SELECT ${COLUMNS} FROM pc`,
        [before.id, enabled],
      );
      const after = toRecord(row);
      await record({ action: enabled ? 'promo_code.enable' : 'promo_code.disable', entityType: 'promo_code', entityId: id, before, after });
      return after;
    });
  }

  /** The orders that used a code or hold it now, newest first. */
  async uses(actor: StaffActor, id: string, page: PageRequest): Promise<Page<PromoCodeUse>> {
    actor.require('PROMOTIONS');
    await this.findCode(id, this.db.manager);
    const rows: (PromoCodeUse & { total: number })[] = await this.db.query(
      `WITH uses AS (
         SELECT r.order_id, r.customer_id, r.created_at AS at, 'REDEEMED' AS state FROM promo_redemption r WHERE r.promo_code_id = $1
         UNION ALL
         SELECT h.id, h.customer_id, h.created_at, 'HELD' FROM (${ordersHoldingCode('$1')}) h
       )
       SELECT ${tranIdOf('u.order_id')} AS "tranId", ${customerEmailOf('u.customer_id')} AS "customerEmail", u.at, u.state,
              count(*) OVER ()::int AS total
         FROM uses u
        ORDER BY u.at DESC, u.order_id
        LIMIT $2 OFFSET $3`,
      [id, page.pageSize, (page.page - 1) * page.pageSize],
    );
    return pageOf(
      rows.map(({ total: _total, ...use }) => use),
      page,
      rows[0]?.total ?? 0,
    );
  }

  private async findCode(id: string, manager: EntityManager, { lock = false } = {}): Promise<PromoCodeRecord> {
    const [row]: PromoCodeRow[] = isUuid(id) ? await manager.query(`SELECT ${COLUMNS} FROM promo_code pc WHERE pc.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]) : [];
    if (!row) throw new NotFoundError(backOffice('No such promo code.'), { code: 'PROMO_CODE_NOT_FOUND' });
    return toRecord(row);
  }
}

function terms(draft: PromoCodeDraft): unknown[] {
  return [draft.code, draft.description, draft.percentOff, draft.startsAt, draft.endsAt, draft.usageLimit, draft.perCustomerLimit, draft.minSubtotalCents];
}

function toRecord({ minSubtotalCents, total: _total, ...row }: PromoCodeRow & { total?: number }): PromoCodeRecord {
  return { ...row, minSubtotal: money(minSubtotalCents) };
}
