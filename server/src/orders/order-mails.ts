import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { productNameIn } from '../catalog/catalog.sql';
import { DomainEvents, type OrderPaid } from '../common/domain-events';
import { formatMoneyIn, render, text, translator, type MessageId } from '../common/i18n/catalogue';
import { colourIn, colourName, discountNameIn } from '../common/i18n/names';
import { isLanguage, type Language } from '../common/language';
import { money } from '../common/money';
import { MailService, type MailTemplates } from '../mail/mail.service';
import { ORDER_COLUMNS, type OrderLineRow, type OrderRow } from './orders.sql';
import type { UnwantedPaymentReason } from './refund-rules';

/** A refund as its mail needs it. */
interface RefundOf {
  id: string;
  amount_cents: number;
  currency: string;
}

/** Why the shop gave a payment back, as the shopper reads it (mail.paymentRefunded.reason.*). */
const UNWANTED_PAYMENT_EXPLAINED: Record<UnwantedPaymentReason, MessageId> = {
  LATE_PAYMENT: 'mail.paymentRefunded.reason.LATE_PAYMENT',
  EXTRA_PAYMENT: 'mail.paymentRefunded.reason.EXTRA_PAYMENT',
  AMOUNT_MISMATCH: 'mail.paymentRefunded.reason.AMOUNT_MISMATCH',
  REVIEW_REFUSED: 'mail.paymentRefunded.reason.NOT_CONFIRMED',
  REVIEW_EXPIRED: 'mail.paymentRefunded.reason.NOT_CONFIRMED',
};

/**
 * The shopper's mail about their order, each enqueued in the transaction that makes the change it tells of:
 * it goes out exactly when that change commits, and once (its key is the order's, or the refund's), whatever
 * replays the news. The confirmation follows the OrderPaid event; the rest are asked for by the service
 * that makes the change. Each is written in the order's language (the shopper's when they placed it): the
 * job carries it, and the amounts, colours and reasons in its data are already said in it.
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

  /** The payment failed: nothing was charged, and a link back to checkout with this order's details. */
  async paymentFailed(tx: EntityManager, order: OrderRow): Promise<void> {
    const retryUrl = `${order.return_origin}/checkout?retry=${encodeURIComponent(order.tran_id)}`;
    await this.send(tx, order, 'payment-failed', { ...aboutOrder(order), total: amountOf(order, order.total_cents), retryUrl });
  }

  async shipped(tx: EntityManager, order: OrderRow, shipment: { carrier: string; trackingNumber: string; trackingUrl: string | null }): Promise<void> {
    await this.send(tx, order, 'order-shipped', { ...aboutOrder(order), ...shipment });
  }

  async delivered(tx: EntityManager, order: OrderRow): Promise<void> {
    await this.send(tx, order, 'order-delivered', aboutOrder(order));
  }

  /** Cancelled by the shop before payment (a shopper who cancels at the gateway knows already). */
  async cancelled(tx: EntityManager, order: OrderRow): Promise<void> {
    await this.send(tx, order, 'order-cancelled', { ...aboutOrder(order), shopUrl: order.return_origin });
  }

  /** A staff refund the gateway took: how much, and which items (none for a refund of an amount). */
  async refunded(tx: EntityManager, order: OrderRow, refund: RefundOf, inFull: boolean): Promise<void> {
    const items: { product_name: string; size: string; colour: string; quantity: number }[] = await tx.query(
      `SELECT ${productNameIn(languageOf(order), 'ol.product_id', 'ol.product_name')} AS product_name, ol.size, ol.colour, rl.quantity
         FROM refund_line rl JOIN order_line ol ON ol.id = rl.order_line_id WHERE rl.refund_id = $1 ORDER BY ol.product_name, ol.size`,
      [refund.id],
    );
    const t = translator(languageOf(order));
    await this.send(
      tx,
      order,
      'order-refunded',
      {
        ...aboutOrder(order),
        amount: amountOf(order, refund.amount_cents, refund),
        items: items.map((i) => t('mail.orderRefunded.item', { quantity: i.quantity, product: i.product_name, size: i.size, colour: colourName(i.colour) })),
        inFull,
      },
      refund.id,
    );
  }

  /** The gateway took the shop's own refund of a payment the order could not take. */
  async paymentRefunded(tx: EntityManager, order: OrderRow, refund: RefundOf, reason: UnwantedPaymentReason): Promise<void> {
    const explained = render(text(UNWANTED_PAYMENT_EXPLAINED[reason]), languageOf(order));
    await this.send(tx, order, 'payment-refunded', { ...aboutOrder(order), amount: amountOf(order, refund.amount_cents, refund), reason: explained }, refund.id);
  }

  private async confirm(event: OrderPaid, tx: EntityManager): Promise<void> {
    const [order]: OrderRow[] = await tx.query(`SELECT ${ORDER_COLUMNS} FROM customer_order o WHERE o.id = $1`, [event.orderId]);
    const language = languageOf(order);
    // The products by their names in the order's language (the line's own snapshot where there is none).
    const lines: OrderLineRow[] = await tx.query(
      `SELECT ${productNameIn(language, 'ol.product_id', 'ol.product_name')} AS product_name, ol.size, ol.colour, ol.quantity, ol.line_total_cents
         FROM order_line ol WHERE ol.order_id = $1 ORDER BY ol.product_name, ol.size`,
      [order.id],
    );
    const amount = (cents: number) => amountOf(order, cents);
    const t = translator(language);
    const delivery = order.delivery;
    await this.send(tx, order, 'order-paid', {
      ...aboutOrder(order),
      lines: lines.map((l) => ({ name: l.product_name, size: l.size, colour: colourIn(l.colour, language), quantity: l.quantity, lineTotal: amount(l.line_total_cents) })),
      subtotal: amount(order.subtotal_cents),
      discount: order.discount_cents > 0 ? { label: order.discount_label ? discountNameIn(order.discount_label, language) : t('mail.orderPaid.discount'), amount: amount(order.discount_cents) } : null,
      shipping: order.shipping_cents > 0 ? amount(order.shipping_cents) : t('mail.orderPaid.freeShipping'),
      total: amount(order.total_cents),
      delivery: { ...delivery, deliveryDate: delivery.deliveryDate },
    });
  }

  /** One mail per template and order — or per refund, for refunds (`about`) — in the order's language. */
  private async send<K extends keyof MailTemplates>(tx: EntityManager, order: OrderRow, template: K, data: MailTemplates[K], about = order.id): Promise<void> {
    await this.mail.enqueue(tx, { to: order.delivery.email, template, data, language: languageOf(order), key: `${template}:${about}` });
  }
}

function languageOf(order: OrderRow): Language {
  return isLanguage(order.language) ? order.language : 'en';
}

/** What every mail about an order names. */
function aboutOrder(order: OrderRow): MailTemplates['order-delivered'] {
  return { name: order.delivery.fullName, tranId: order.tran_id, orderUrl: `${order.return_origin}/account/orders/${encodeURIComponent(order.tran_id)}` };
}

/** An amount of the order (or of one of its refunds), with the digits of the order's language. */
function amountOf(order: OrderRow, cents: number, holder: { currency: string } = order): string {
  return formatMoneyIn(money(cents, holder.currency.trim()), languageOf(order));
}
