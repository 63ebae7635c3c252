import { button, escapeHtml, layout, paragraph } from './layout';
import type { MailTemplate } from './template';
import type { Translate } from '../../common/i18n/catalogue';

/** The confirmation's facts, with amounts, colours and the discount's name already in the mail's language. */
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

function totals(data: OrderPaidMail, t: Translate): [string, string][] {
  return [
    [t('mail.orderPaid.subtotal'), data.subtotal],
    ...(data.discount ? ([[data.discount.label, `−${data.discount.amount}`]] as [string, string][]) : []),
    [t('mail.orderPaid.shipping'), data.shipping],
    [t('mail.orderPaid.total'), data.total],
  ];
}

function line(l: OrderPaidMail['lines'][number], t: Translate): string {
  return t('mail.orderPaid.line', { product: l.name, size: l.size, colour: l.colour, quantity: l.quantity });
}

function deliveryTo({ delivery }: OrderPaidMail, t: Translate): string {
  const { deliveryDate: date, ...place } = delivery;
  return t('mail.orderPaid.delivery', { ...place, date });
}

/** The order confirmation, sent once when the payment is accepted. */
export const orderPaid: MailTemplate<OrderPaidMail> = {
  subject: (data, t) => t('mail.orderPaid.subject', { tranId: data.tranId }),
  mjml: (data, t, language) =>
    layout(
      {
        preview: t('mail.orderPaid.preview', { tranId: data.tranId, total: data.total }),
        heading: t('mail.orderPaid.heading'),
        body: `${paragraph(t('mail.orderPaid.intro', { name: data.name, tranId: data.tranId }))}
        <mj-table>
          ${data.lines.map((l) => `<tr><td>${escapeHtml(line(l, t))}</td><td align="right">${escapeHtml(l.lineTotal)}</td></tr>`).join('')}
          ${totals(data, t)
            .map(([label, amount]) => `<tr><td><strong>${escapeHtml(label)}</strong></td><td align="right"><strong>${escapeHtml(amount)}</strong></td></tr>`)
            .join('')}
        </mj-table>
        ${paragraph(deliveryTo(data, t))}
        ${button(t('mail.seeOrder'), data.orderUrl)}`,
      },
      escapeHtml(t('mail.footer.default')),
      language,
    ),
  text: (data, t) =>
    [
      t('mail.greeting', { name: data.name }),
      '',
      t('mail.orderPaid.received', { tranId: data.tranId }),
      '',
      ...data.lines.map((l) => `- ${line(l, t)}: ${l.lineTotal}`),
      '',
      ...totals(data, t).map(([label, amount]) => `${label}: ${amount}`),
      '',
      deliveryTo(data, t),
      '',
      `${t('mail.seeOrder')}: ${data.orderUrl}`,
    ].join('\n'),
};
