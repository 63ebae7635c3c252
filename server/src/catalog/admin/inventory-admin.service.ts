import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { ValidationError } from '../../common/expected-errors';
import { NotFoundError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { pageOf, type Page, type PageRequest } from '../../common/pagination';
import type { StaffActor } from '../../staff/permissions';
import { BackInStockService } from '../back-in-stock.service';
import { recordMovements, type StockMovementKind } from '../inventory.sql';
import { StockLevels, VARIANT_STOCK_COLUMNS, type VariantStock, type VariantStockRow } from '../stock-levels';
import { StockBelowReservedError } from './inventory-admin.errors';
import { backOffice, backOfficeFields } from '../../common/i18n/catalogue';

/** Why a merchant changes stock by hand: units arrived, a count found a difference, units were spoilt. */
export const ADJUSTMENT_REASONS = ['RECEIVED', 'CORRECTION', 'DAMAGED'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** The most units a variant can hold, and the longest note. */
const MAX_UNITS = 1_000_000;
const MAX_NOTE = 500;

export interface StockMovement {
  id: string;
  at: Date;
  kind: StockMovementKind;
  onHandChange: number;
  reservedChange: number;
  onHandAfter: number;
  reservedAfter: number;
  note: string | null;
  staffId: string | null;
  staffEmail: string | null;
  tranId: string | null;
}

const ONE_VARIANT = `SELECT ${VARIANT_STOCK_COLUMNS} FROM product_variant v JOIN product p ON p.id = v.product_id WHERE v.id = $1`;

const MOVEMENT_COLUMNS = `id::text, at, kind, on_hand_change AS "onHandChange", reserved_change AS "reservedChange", on_hand_after AS "onHandAfter",
  reserved_after AS "reservedAfter", note, staff_id AS "staffId", staff_email AS "staffEmail", order_ref AS "tranId"`;

/**
 * The back office's stock work: adjustments with a reason, the movement history, low-stock thresholds and
 * the low-stock list. An adjustment locks the variant's row as checkout does, so the two take turns and
 * neither can lose the other's units; it never takes on hand below what unpaid orders hold.
 */
@Injectable()
export class InventoryAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly levels: StockLevels,
    private readonly backInStock: BackInStockService,
  ) {}

  /** Adds (or with a negative `change`, removes) units on hand. */
  adjust(actor: StaffActor, variantId: string, change: number, reason: AdjustmentReason, note: string | null | undefined): Promise<VariantStock> {
    return this.changeOnHand(actor, variantId, reason, note, 'change', () => {
      if (!Number.isInteger(change) || change === 0 || Math.abs(change) > MAX_UNITS) {
        throw new ValidationError(backOffice(`The change must be a whole number of units other than 0, up to ${MAX_UNITS} either way.`), backOfficeFields({ change: 'Give the units added (positive) or removed (negative).' }));
      }
      return change;
    });
  }

  /** Sets units on hand to a count (a stocktake), recorded as the difference. */
  set(actor: StaffActor, variantId: string, onHand: number, reason: AdjustmentReason, note: string | null | undefined): Promise<VariantStock> {
    return this.changeOnHand(actor, variantId, reason, note, 'onHand', (stock) => {
      if (!Number.isInteger(onHand) || onHand < 0 || onHand > MAX_UNITS) {
        throw new ValidationError(backOffice(`Units on hand must be a whole number from 0 to ${MAX_UNITS}.`), backOfficeFields({ onHand: `From 0 to ${MAX_UNITS}.` }));
      }
      if (onHand === stock.onHand) throw new ValidationError(backOffice(`There are already ${onHand} units on hand: nothing to change.`), backOfficeFields({ onHand: 'Unchanged.' }));
      return onHand - stock.onHand;
    });
  }

  /** A variant's own threshold, or null for the shop's default (LOW_STOCK_THRESHOLD). */
  setLowStockThreshold(actor: StaffActor, variantId: string, threshold: number | null): Promise<VariantStock> {
    return this.audit.change(actor, 'STOCK', async (tx, record) => {
      if (threshold !== null && (!Number.isInteger(threshold) || threshold < 0 || threshold > MAX_UNITS)) {
        throw new ValidationError(backOffice(`The threshold must be a whole number from 0 to ${MAX_UNITS}, or empty for the shop's default.`), backOfficeFields({ threshold: `From 0 to ${MAX_UNITS}.` }));
      }
      const before = await this.lockVariant(variantId, tx);
      await tx.query(`UPDATE product_variant SET low_stock_threshold = $2 WHERE id = $1`, [before.variantId, threshold]);
      await record({
        action: 'stock.threshold',
        entityType: 'variant',
        entityId: before.variantId,
        before: { sku: before.sku, lowStockThreshold: before.ownThreshold },
        after: { sku: before.sku, lowStockThreshold: threshold },
      });
      return this.levels.variantStock({ ...before, ownThreshold: threshold });
    });
  }

  /** One variant's stock and threshold; null when there is no such variant. */
  async variant(actor: StaffActor, variantId: string): Promise<VariantStock | null> {
    actor.require('STOCK');
    if (!isUuid(variantId)) return null;
    const [row]: VariantStockRow[] = await this.db.query(ONE_VARIANT, [variantId]);
    return row ? this.levels.variantStock(row) : null;
  }

  /** A variant's movements, newest first: adjustments by staff and the shop's reservations, sales and releases. */
  async movements(actor: StaffActor, variantId: string, page: PageRequest): Promise<Page<StockMovement>> {
    actor.require('STOCK');
    if (!isUuid(variantId)) return pageOf([], page, 0);
    const rows: (StockMovement & { total: number })[] = await this.db.query(
      `SELECT ${MOVEMENT_COLUMNS}, count(*) OVER ()::int AS total
         FROM stock_movement
        WHERE variant_id = $1
        ORDER BY at DESC, id DESC
        LIMIT $2 OFFSET $3`,
      [variantId, page.pageSize, (page.page - 1) * page.pageSize],
    );
    return pageOf(
      rows.map(({ total: _total, ...movement }) => movement),
      page,
      rows[0]?.total ?? 0,
    );
  }

  /** The low-stock list, emptiest first. */
  lowStock(actor: StaffActor, page: PageRequest): Promise<Page<VariantStock>> {
    actor.require('STOCK');
    return this.levels.lowStock(page);
  }

  /**
   * Under the variant's row lock (checkout takes the same one): `changeFor` answers the change from the
   * stock as it is now; on hand moves by it, never below what is reserved (`field` is the input to blame),
   * with its movement and audit row.
   */
  private changeOnHand(
    actor: StaffActor,
    variantId: string,
    reason: AdjustmentReason,
    note: string | null | undefined,
    field: 'change' | 'onHand',
    changeFor: (stock: VariantStockRow) => number,
  ): Promise<VariantStock> {
    return this.audit.change(actor, 'STOCK', async (tx, record) => {
      const text = validNote(note);
      const before = await this.lockVariant(variantId, tx);
      const change = changeFor(before);
      if (reason === 'RECEIVED' && change < 0) throw new ValidationError(backOffice('Received stock adds units: record a loss as DAMAGED or CORRECTION.'), backOfficeFields({ reason: 'Received stock adds units.' }));
      if (reason === 'DAMAGED' && change > 0) throw new ValidationError(backOffice('Damaged stock removes units: record an addition as RECEIVED or CORRECTION.'), backOfficeFields({ reason: 'Damaged stock removes units.' }));
      if (before.onHand + change < before.reserved) throw new StockBelowReservedError(before.onHand, before.reserved, field);
      if (before.onHand + change > MAX_UNITS) throw new ValidationError(backOffice(`A variant holds at most ${MAX_UNITS} units on hand.`), backOfficeFields({ [field]: `At most ${MAX_UNITS} on hand.` }));
      const [after]: { onHand: number; reserved: number }[] = await tx.query(
        `WITH moved AS (
           UPDATE product_variant v SET stock_on_hand = v.stock_on_hand + $2 WHERE v.id = $1
           RETURNING v.id AS variant_id, $2::int AS on_hand_change, 0 AS reserved_change, v.stock_on_hand, v.stock_reserved)
         ${recordMovements('moved', { kind: '$3::text', note: '$4::text', staffId: '$5::uuid', staffEmail: '$6::text' })}
         RETURNING on_hand_after AS "onHand", reserved_after AS reserved`,
        [before.variantId, change, reason, text, actor.id, actor.email],
      );
      await record({
        action: 'stock.adjust',
        entityType: 'variant',
        entityId: before.variantId,
        before: { sku: before.sku, onHand: before.onHand },
        after: { sku: before.sku, onHand: after.onHand, reason, note: text },
      });
      // From none to buy to some: the shoppers who asked to hear of it are mailed.
      if (before.available <= 0 && after.onHand - after.reserved > 0) await this.backInStock.restocked(before.variantId, tx);
      return this.levels.variantStock({ ...before, ...after, available: after.onHand - after.reserved });
    });
  }

  private async lockVariant(variantId: string, tx: EntityManager): Promise<VariantStockRow> {
    const [row]: VariantStockRow[] = isUuid(variantId)
      ? await tx.query(`${ONE_VARIANT} FOR UPDATE OF v`, [variantId])
      : [];
    if (!row) throw new NotFoundError(backOffice('No such size and colour of a product.'), { code: 'VARIANT_NOT_FOUND' });
    return row;
  }
}

function validNote(note: string | null | undefined): string | null {
  const text = note?.trim() || null;
  if (text !== null && text.length > MAX_NOTE) throw new ValidationError(backOffice(`The note is too long (at most ${MAX_NOTE} characters).`), backOfficeFields({ note: `At most ${MAX_NOTE} characters.` }));
  return text;
}
