import { composed } from './composed';

export interface BackInStockMail {
  productName: string;
  /** The size and colour asked for, as the product page names them: 'M', 'Red'. */
  size: string;
  colour: string;
  productUrl: string;
}

/** A shopper asked to hear when a sold-out size came back: it has, once. */
export const backInStock = composed<BackInStockMail>((data) => ({
  subject: `Back in stock: ${data.productName} in ${data.size}, ${data.colour}`,
  preview: `The size you asked about is back at Kapor.`,
  heading: 'It is back in stock',
  parts: [
    `${data.productName} in size ${data.size}, ${data.colour}, is back in stock. Sizes sell out again quickly, so do not wait too long.`,
    { link: 'See it in the shop', href: data.productUrl },
    'This is the only e-mail you will get about it: we do not keep your address for anything else.',
  ],
  footer: { text: 'You receive this e-mail because this address asked Kapor to say when this size was back in stock.' },
}));
