import { accountExists, emailChange, emailChangeNotice, passwordReset, signUpConfirm, type AccountExistsMail, type EmailChangeMail, type EmailChangeNoticeMail, type PasswordResetMail, type SignUpConfirmMail } from './account-mails';
import { backInStock, type BackInStockMail } from './back-in-stock';
import { newsletterConfirm, newsletterWelcome, type NewsletterConfirmMail, type NewsletterWelcomeMail } from './newsletter-mails';
import type { AboutOrder } from './order-mail';
import { orderCancelled, type OrderCancelledMail } from './order-cancelled';
import { orderDelivered } from './order-delivered';
import { orderPaid, type OrderPaidMail } from './order-paid';
import { orderRefunded, type OrderRefundedMail } from './order-refunded';
import { orderShipped, type OrderShippedMail } from './order-shipped';
import { paymentFailed, type PaymentFailedMail } from './payment-failed';
import { paymentRefunded, type PaymentRefundedMail } from './payment-refunded';
import type { MailTemplate } from './template';

/** Every mail the shop sends, by name, with the data each needs. */
export interface MailTemplates {
  'order-paid': OrderPaidMail;
  'payment-failed': PaymentFailedMail;
  'order-shipped': OrderShippedMail;
  'order-delivered': AboutOrder;
  'order-refunded': OrderRefundedMail;
  'payment-refunded': PaymentRefundedMail;
  'order-cancelled': OrderCancelledMail;
  'sign-up-confirm': SignUpConfirmMail;
  'account-exists': AccountExistsMail;
  'password-reset': PasswordResetMail;
  'email-change': EmailChangeMail;
  'email-change-notice': EmailChangeNoticeMail;
  'newsletter-confirm': NewsletterConfirmMail;
  'newsletter-welcome': NewsletterWelcomeMail;
  'back-in-stock': BackInStockMail;
}

export const MAIL_TEMPLATES: { [K in keyof MailTemplates]: MailTemplate<MailTemplates[K]> } = {
  'order-paid': orderPaid,
  'payment-failed': paymentFailed,
  'order-shipped': orderShipped,
  'order-delivered': orderDelivered,
  'order-refunded': orderRefunded,
  'payment-refunded': paymentRefunded,
  'order-cancelled': orderCancelled,
  'sign-up-confirm': signUpConfirm,
  'account-exists': accountExists,
  'password-reset': passwordReset,
  'email-change': emailChange,
  'email-change-notice': emailChangeNotice,
  'newsletter-confirm': newsletterConfirm,
  'newsletter-welcome': newsletterWelcome,
  'back-in-stock': backInStock,
};
