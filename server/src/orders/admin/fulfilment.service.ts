import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService, type AuditRecorder } from '../../audit/audit.service';
import { NotFoundError } from '../../common/errors';
import type { StaffActor } from '../../staff/permissions';
import { OrderMails } from '../order-mails';
import { canMove } from '../order-status';
import { OrderStateMachine } from '../order-state-machine';
import { OrderNotDeliverableError, OrderNotShippableError } from '../orders.errors';
import type { OrderRow } from '../orders.sql';
import { validateShipment, type ShipmentInput } from './shipment-input';
import { backOffice } from '../../common/i18n/catalogue';

/**
 * Staff's fulfilment moves (ORDERS permission): a paid order handed to a courier with its tracking number,
 * a shipped one delivered. The state machine moves the status; this writes the shipment beside it and
 * enqueues the shopper's mail, in the same transaction and audit entry.
 */
@Injectable()
export class FulfilmentService {
  constructor(
    private readonly machine: OrderStateMachine,
    private readonly audit: AuditService,
    private readonly mails: OrderMails,
  ) {}

  async ship(actor: StaffActor, tranId: string, input: ShipmentInput): Promise<void> {
    await this.audit.change(actor, 'ORDERS', async (tx, record) => {
      const shipment = validateShipment(input);
      const order = await this.lockOrder(tx, tranId);
      if (!canMove(order.status, 'SHIPPED')) throw new OrderNotShippableError(order.status);
      const before = { status: order.status };
      await this.machine.move(tx, order, 'SHIPPED', `Handed to ${shipment.carrier}, tracking number ${shipment.trackingNumber}.`);
      await tx.query(`UPDATE customer_order SET carrier = $2, tracking_number = $3, tracking_url = $4, shipped_at = now() WHERE id = $1`, [
        order.id,
        shipment.carrier,
        shipment.trackingNumber,
        shipment.trackingUrl,
      ]);
      await this.mails.shipped(tx, order, shipment);
      await this.recordMove(record, order, before, shipment);
    });
  }

  async deliver(actor: StaffActor, tranId: string): Promise<void> {
    await this.audit.change(actor, 'ORDERS', async (tx, record) => {
      const order = await this.lockOrder(tx, tranId);
      if (!canMove(order.status, 'DELIVERED')) throw new OrderNotDeliverableError(order.status);
      const before = { status: order.status };
      await this.machine.move(tx, order, 'DELIVERED', 'Delivered to the customer.');
      await tx.query(`UPDATE customer_order SET delivered_at = now() WHERE id = $1`, [order.id]);
      await this.mails.delivered(tx, order);
      await this.recordMove(record, order, before);
    });
  }

  private async lockOrder(tx: EntityManager, tranId: string): Promise<OrderRow> {
    const order = await this.machine.lock(tx, tranId.trim());
    if (!order) throw new NotFoundError(backOffice('No such order.'), { code: 'ORDER_NOT_FOUND' });
    return order;
  }

  /** `order.shipped` / `order.delivered`, as the audit log has always named them. */
  private recordMove(record: AuditRecorder, order: OrderRow, before: { status: string }, details: object = {}): Promise<void> {
    return record({ action: `order.${order.status.toLowerCase()}`, entityType: 'order', entityId: order.tran_id, before, after: { status: order.status, ...details } });
  }
}
