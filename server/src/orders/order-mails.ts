import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEvents, type OrderPaid } from '../common/domain-events';
import { formatMoney, money } from '../common/money';
import { MailService } from '../mail/mail.service';
import { ORDER_COLUMNS, type OrderLineRow, type OrderRow } from './orders.sql';

/**
 * The shopper's mail about their order, enqueued in the transaction that changes it: the confirmation goes
 * out exactly when the payment is committed, once per order whatever replays the payment's news.
 */
@Injectable()
export class OrderMails implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.events.on('OrderPaid', (event, tx) => this.confirm(event, tx));
  }

  private async confirm(event: OrderPaid, tx: EntityManager): Promise<void> {
    const [order]: OrderRow[] = await tx.query(`SELECT ${ORDER_COLUMNS} FROM customer_order o WHERE o.id = $1`, [event.orderId]);
    const lines: OrderLineRow[] = await tx.query(`SELECT product_name, size, colour, quantity, line_total_cents FROM order_line WHERE order_id = $1 ORDER BY product_name, size`, [order.id]);
    const currency = order.currency.trim();
    const amount = (cents: number) => formatMoney(money(cents, currency));
    const delivery = order.delivery;
    await this.mail.enqueue(tx, {
      to: delivery.email,
      template: 'order-paid',
      key: `order-paid:${order.id}`,
      data: {
        name: delivery.fullName,
        tranId: order.tran_id,
        orderUrl: `${order.return_origin}/account/orders/${encodeURIComponent(order.tran_id)}`,
        lines: lines.map((l) => ({ name: l.product_name, size: l.size, colour: l.colour, quantity: l.quantity, lineTotal: amount(l.line_total_cents) })),
        subtotal: amount(order.subtotal_cents),
        discount: order.discount_cents > 0 ? { label: order.discount_label ?? 'Discount', amount: amount(order.discount_cents) } : null,
        shipping: order.shipping_cents > 0 ? amount(order.shipping_cents) : 'Free',
        total: amount(order.total_cents),
        delivery: { ...delivery, deliveryDate: delivery.deliveryDate },
      },
    });
  }
}
