import { accountExists, emailChange, emailChangeNotice, passwordReset, signUpConfirm, type AccountExistsMail, type EmailChangeMail, type EmailChangeNoticeMail, type PasswordResetMail, type SignUpConfirmMail } from './account-mails';
import { newsletterConfirm, newsletterWelcome, type NewsletterConfirmMail, type NewsletterWelcomeMail } from './newsletter-mails';
import { orderPaid, type OrderPaidMail } from './order-paid';
import type { MailTemplate } from './template';

/** Every mail the shop sends, by name, with the data each needs. */
export interface MailTemplates {
  'order-paid': OrderPaidMail;
  'sign-up-confirm': SignUpConfirmMail;
  'account-exists': AccountExistsMail;
  'password-reset': PasswordResetMail;
  'email-change': EmailChangeMail;
  'email-change-notice': EmailChangeNoticeMail;
  'newsletter-confirm': NewsletterConfirmMail;
  'newsletter-welcome': NewsletterWelcomeMail;
}

export const MAIL_TEMPLATES: { [K in keyof MailTemplates]: MailTemplate<MailTemplates[K]> } = {
  'order-paid': orderPaid,
  'sign-up-confirm': signUpConfirm,
  'account-exists': accountExists,
  'password-reset': passwordReset,
  'email-change': emailChange,
  'email-change-notice': emailChangeNotice,
  'newsletter-confirm': newsletterConfirm,
  'newsletter-welcome': newsletterWelcome,
};
