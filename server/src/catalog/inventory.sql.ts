import { availableUnits } from './catalog.sql';
/*
 * Stock movements, written by the statement that changes the stock: `moved` is a data-modifying CTE over
 * product_variant (UPDATE … RETURNING, or INSERT … RETURNING for a new variant) and the movement rows are
 * the INSERT that follows it. A change is never without its movement, and checkout sends no extra statement.
 */

/**
 * Variant `v` has as many units available as its low-stock threshold or fewer: its own threshold, else the
 * shop's (`shopThreshold`, an SQL expression such as a parameter). The one rule for "low on stock".
 */
export function isLowOnStock(v: string, shopThreshold: string): string {
  return `${availableUnits(v)} <= coalesce(${v}.low_stock_threshold, ${shopThreshold})`;
}

export const STOCK_MOVEMENT_KINDS = ['INITIAL', 'RECEIVED', 'CORRECTION', 'DAMAGED', 'RESERVED', 'SOLD', 'RELEASED', 'RETURNED'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** Who or what moved the stock, as SQL expressions (parameters such as `$3::text`); absent ones are NULL. */
export interface MovementSource {
  kind: string;
  note?: string;
  staffId?: string;
  staffEmail?: string;
  /** The order's tran_id, for the shop's own reservations, sales and releases. */
  orderRef?: string;
}

/**
 * One movement per row of the CTE `moved`, which returns `variant_id`, `on_hand_change`, `reserved_change`
 * and the variant's `stock_on_hand` and `stock_reserved` after the change.
 */
export function recordMovements(moved: string, source: MovementSource): string {
  return `INSERT INTO stock_movement (variant_id, kind, on_hand_change, reserved_change, on_hand_after, reserved_after, note, staff_id, staff_email, order_ref)
          SELECT variant_id, ${source.kind}, on_hand_change, reserved_change, stock_on_hand, stock_reserved,
                 ${source.note ?? 'NULL'}, ${source.staffId ?? 'NULL'}, ${source.staffEmail ?? 'NULL'}, ${source.orderRef ?? 'NULL'}
            FROM ${moved}`;
}

/**
 * What a new variant's history starts with, after `INSERT INTO product_variant … RETURNING ${NEW_VARIANT_STOCK}`
 * in a CTE named `added`: `WITH added AS (INSERT … RETURNING ${NEW_VARIANT_STOCK}) ${recordInitialStock('added')}`.
 */
export const NEW_VARIANT_STOCK = `id AS variant_id, stock_on_hand AS on_hand_change, stock_reserved AS reserved_change, stock_on_hand, stock_reserved`;

export function recordInitialStock(added: string): string {
  return recordMovements(added, { kind: `'INITIAL'` });
}
