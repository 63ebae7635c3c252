import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEvents, type OrderedQuantity } from '../common/domain-events';
import { availableUnits } from './catalog.sql';

/**
 * Stock: on hand, and reserved for orders awaiting payment. Reserving locks the variants in a fixed
 * order (by id) so concurrent checkouts never deadlock, and only succeeds where enough is available.
 */
@Injectable()
export class InventoryService implements OnModuleInit {
  constructor(private readonly events: DomainEvents) {}

  onModuleInit(): void {
    this.events.on('OrderPaid', (event, tx) => this.commit(event.lines, tx));
    this.events.on('OrderReleased', (event, tx) => this.release(event.lines, tx));
  }

  /** Reserves every line or none; returns the variant ids that could not be reserved. */
  async reserve(lines: OrderedQuantity[], tx: EntityManager): Promise<string[]> {
    const { ids, quantities } = columns(lines);
    await tx.query(`SELECT id FROM product_variant WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [ids]);
    const [reserved]: [{ id: string }[], number] = await tx.query(
      `UPDATE product_variant v SET stock_reserved = v.stock_reserved + x.quantity
         FROM unnest($1::uuid[], $2::int[]) AS x(id, quantity)
        WHERE v.id = x.id AND ${availableUnits('v')} >= x.quantity
        RETURNING v.id`,
      [ids, quantities],
    );
    const done = new Set(reserved.map((row) => row.id));
    return ids.filter((id) => !done.has(id));
  }

  /** Paid: the reserved units leave the warehouse. */
  private async commit(lines: OrderedQuantity[], tx: EntityManager): Promise<void> {
    const { ids, quantities } = columns(lines);
    await tx.query(
      `UPDATE product_variant v SET stock_on_hand = v.stock_on_hand - x.quantity, stock_reserved = v.stock_reserved - x.quantity
         FROM unnest($1::uuid[], $2::int[]) AS x(id, quantity) WHERE v.id = x.id`,
      [ids, quantities],
    );
  }

  /** Not paid: the reserved units can be sold again. */
  private async release(lines: OrderedQuantity[], tx: EntityManager): Promise<void> {
    const { ids, quantities } = columns(lines);
    await tx.query(
      `UPDATE product_variant v SET stock_reserved = v.stock_reserved - x.quantity
         FROM unnest($1::uuid[], $2::int[]) AS x(id, quantity) WHERE v.id = x.id`,
      [ids, quantities],
    );
  }
}

function columns(lines: OrderedQuantity[]): { ids: string[]; quantities: number[] } {
  // Sorted, so every transaction takes the variant locks in the same order.
  const sorted = [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
  return { ids: sorted.map((l) => l.variantId), quantities: sorted.map((l) => l.quantity) };
}
