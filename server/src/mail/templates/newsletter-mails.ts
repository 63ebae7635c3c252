import { composed } from './composed';

export interface NewsletterConfirmMail {
  confirmUrl: string;
  days: number;
}

/** Double opt-in: the address is on the list only once its owner follows the link. */
export const newsletterConfirm = composed<NewsletterConfirmMail>((data, t) => ({
  subject: t('mail.newsletterConfirm.subject'),
  preview: t('mail.newsletterConfirm.preview'),
  heading: t('mail.newsletterConfirm.heading'),
  parts: [t('mail.newsletterConfirm.body'), { link: t('mail.newsletterConfirm.button'), href: data.confirmUrl }, t('mail.newsletterConfirm.expiry', { days: data.days })],
  footer: { text: t('mail.newsletterConfirm.footer') },
}));

export interface NewsletterWelcomeMail {
  shopUrl: string;
  unsubscribeUrl: string;
}

/** The first newsletter mail, with the unsubscribe link every one of them carries. */
export const newsletterWelcome = composed<NewsletterWelcomeMail>((data, t) => ({
  subject: t('mail.newsletterWelcome.subject'),
  preview: t('mail.newsletterWelcome.preview'),
  heading: t('mail.newsletterWelcome.heading'),
  parts: [t('mail.newsletterWelcome.body'), { link: t('mail.visitShop'), href: data.shopUrl }],
  footer: { text: t('mail.newsletterWelcome.footer'), link: { label: t('mail.newsletterWelcome.unsubscribe'), href: data.unsubscribeUrl } },
}));
