import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEvents, type OrderedQuantity } from '../common/domain-events';
import { BackInStockService } from './back-in-stock.service';
import { availableUnits } from './catalog.sql';
import { recordMovements, type StockMovementKind } from './inventory.sql';

/** How each of the shop's own movements changes a variant, per unit ordered. */
const ORDER_MOVES = {
  RESERVED: { onHand: 0, reserved: 1 },
  SOLD: { onHand: -1, reserved: -1 },
  RELEASED: { onHand: 0, reserved: -1 },
} as const satisfies Partial<Record<StockMovementKind, { onHand: number; reserved: number }>>;

/**
 * Stock: on hand, and reserved for orders awaiting payment. Reserving locks the variants in a fixed
 * order (by id) so concurrent checkouts never deadlock, and only succeeds where enough is available.
 * Every change is recorded as a stock movement naming the order, in the statement that makes it.
 */
@Injectable()
export class InventoryService implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly backInStock: BackInStockService,
  ) {}

  onModuleInit(): void {
    // Paid: the reserved units leave the warehouse. Not paid: they can be sold again.
    this.events.on('OrderPaid', async (event, tx) => {
      await this.move('SOLD', event.lines, event.tranId, tx);
    });
    this.events.on('OrderReleased', async (event, tx) => {
      await this.move('RELEASED', event.lines, event.tranId, tx);
    });
  }

  /** Reserves every line for order `tranId`, or none; returns the variant ids that could not be reserved. */
  async reserve(lines: OrderedQuantity[], tranId: string, tx: EntityManager): Promise<string[]> {
    const ids = columns(lines).ids;
    await tx.query(`SELECT id FROM product_variant WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [ids]);
    const done = new Set(await this.move('RESERVED', lines, tranId, tx, `AND ${availableUnits('v')} >= x.quantity`));
    return ids.filter((id) => !done.has(id));
  }

  /**
   * Units a refund sends back to the shelf (RETURNED movements naming the order and the member of staff). A
   * size they bring back from none available is announced to the shoppers waiting for it.
   */
  async returnToStock(lines: OrderedQuantity[], tranId: string, staff: { id: string; email: string }, tx: EntityManager): Promise<void> {
    const { ids, quantities } = columns(lines);
    const restocked: { variant_id: string }[] = await tx.query(
      `WITH moved AS (
         UPDATE product_variant v SET stock_on_hand = v.stock_on_hand + x.quantity
           FROM unnest($1::uuid[], $2::int[]) AS x(id, quantity)
          WHERE v.id = x.id
          RETURNING v.id AS variant_id, x.quantity AS on_hand_change, 0 AS reserved_change, v.stock_on_hand, v.stock_reserved),
       recorded AS (${recordMovements('moved', { kind: `'RETURNED'`, orderRef: '$3::text', staffId: '$4::uuid', staffEmail: '$5::text', note: `'Returned to stock by a refund.'` })})
       SELECT variant_id FROM moved WHERE stock_on_hand - stock_reserved > 0 AND stock_on_hand - on_hand_change - stock_reserved <= 0`,
      [ids, quantities, tranId, staff.id, staff.email],
    );
    for (const { variant_id } of restocked) await this.backInStock.restocked(variant_id, tx);
  }

  /** Moves the lines' stock as `kind` says, where `condition` holds; returns the variant ids moved. */
  private async move(kind: keyof typeof ORDER_MOVES, lines: OrderedQuantity[], tranId: string, tx: EntityManager, condition = ''): Promise<string[]> {
    const { ids, quantities } = columns(lines);
    const { onHand, reserved } = ORDER_MOVES[kind];
    const moved: { variant_id: string }[] = await tx.query(
      `WITH moved AS (
         UPDATE product_variant v SET stock_on_hand = v.stock_on_hand + ${onHand} * x.quantity, stock_reserved = v.stock_reserved + ${reserved} * x.quantity
           FROM unnest($1::uuid[], $2::int[]) AS x(id, quantity)
          WHERE v.id = x.id ${condition}
          RETURNING v.id AS variant_id, ${onHand} * x.quantity AS on_hand_change, ${reserved} * x.quantity AS reserved_change, v.stock_on_hand, v.stock_reserved)
       ${recordMovements('moved', { kind: '$3::text', orderRef: '$4::text' })}
       RETURNING variant_id`,
      [ids, quantities, kind, tranId],
    );
    return moved.map((row) => row.variant_id);
  }
}

function columns(lines: OrderedQuantity[]): { ids: string[]; quantities: number[] } {
  // Sorted, so every transaction takes the variant locks in the same order.
  const sorted = [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
  return { ids: sorted.map((l) => l.variantId), quantities: sorted.map((l) => l.quantity) };
}
