import { composed } from './composed';

export interface BackInStockMail {
  productName: string;
  /** The size and colour asked for, as the product page names them ('M', 'Red'), the colour in the mail's language. */
  size: string;
  colour: string;
  productUrl: string;
}

/** A shopper asked to hear when a sold-out size came back: it has, once. */
export const backInStock = composed<BackInStockMail>((data, t) => ({
  subject: t('mail.backInStock.subject', { product: data.productName, size: data.size, colour: data.colour }),
  preview: t('mail.backInStock.preview'),
  heading: t('mail.backInStock.heading'),
  parts: [
    t('mail.backInStock.body', { product: data.productName, size: data.size, colour: data.colour }),
    { link: t('mail.backInStock.button'), href: data.productUrl },
    t('mail.backInStock.once'),
  ],
  footer: { text: t('mail.backInStock.footer') },
}));
