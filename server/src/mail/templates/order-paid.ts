import { button, escapeHtml, layout, paragraph } from './layout';
import type { MailTemplate } from './template';

export interface OrderPaidMail {
  name: string;
  tranId: string;
  orderUrl: string;
  lines: { name: string; size: string; colour: string; quantity: number; lineTotal: string }[];
  subtotal: string;
  discount: { label: string; amount: string } | null;
  shipping: string;
  total: string;
  delivery: { fullName: string; address: string; city: string; state: string; zip: string; country: string; phone: string; deliveryDate: string };
}

function totals(data: OrderPaidMail): [string, string][] {
  return [
    ['Subtotal', data.subtotal],
    ...(data.discount ? ([[data.discount.label, `−${data.discount.amount}`]] as [string, string][]) : []),
    ['Shipping', data.shipping],
    ['Total', data.total],
  ];
}

/** The order confirmation, sent once when the payment is accepted. */
export const orderPaid: MailTemplate<OrderPaidMail> = {
  subject: (data) => `Your Kapor order ${data.tranId} is confirmed`,
  mjml: (data) =>
    layout({
      preview: `Payment received for order ${data.tranId}: ${data.total}.`,
      heading: 'Thank you — your order is confirmed',
      body: `${paragraph(`Hello ${data.name}, we received your payment for order ${data.tranId}. We are packing it now.`)}
        <mj-table>
          ${data.lines.map((l) => `<tr><td>${escapeHtml(`${l.name} (${l.size}, ${l.colour}) × ${l.quantity}`)}</td><td align="right">${escapeHtml(l.lineTotal)}</td></tr>`).join('')}
          ${totals(data).map(([label, amount]) => `<tr><td><strong>${escapeHtml(label)}</strong></td><td align="right"><strong>${escapeHtml(amount)}</strong></td></tr>`).join('')}
        </mj-table>
        ${paragraph(`Delivery to ${data.delivery.fullName}, ${data.delivery.address}, ${data.delivery.city}, ${data.delivery.state} ${data.delivery.zip}, ${data.delivery.country} (${data.delivery.phone}), from ${data.delivery.deliveryDate}.`)}
        ${button('See your order', data.orderUrl)}`,
    }),
  text: (data) =>
    [
      `Hello ${data.name},`,
      '',
      `We received your payment for order ${data.tranId}. We are packing it now.`,
      '',
      ...data.lines.map((l) => `- ${l.name} (${l.size}, ${l.colour}) × ${l.quantity}: ${l.lineTotal}`),
      '',
      ...totals(data).map(([label, amount]) => `${label}: ${amount}`),
      '',
      `Delivery to ${data.delivery.fullName}, ${data.delivery.address}, ${data.delivery.city}, ${data.delivery.state} ${data.delivery.zip}, ${data.delivery.country} (${data.delivery.phone}), from ${data.delivery.deliveryDate}.`,
      '',
      `See your order: ${data.orderUrl}`,
    ].join('\n'),
};
