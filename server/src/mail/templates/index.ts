import { orderPaid, type OrderPaidMail } from './order-paid';
import type { MailTemplate } from './template';

/** Every mail the shop sends, by name, with the data each needs. */
export interface MailTemplates {
  'order-paid': OrderPaidMail;
}

export const MAIL_TEMPLATES: { [K in keyof MailTemplates]: MailTemplate<MailTemplates[K]> } = {
  'order-paid': orderPaid,
};
