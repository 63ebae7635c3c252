import type { Translate } from '../../common/i18n/catalogue';

/** What every mail about an order names: whom it greets, the order's number, and the shopper's page for it. */
export interface AboutOrder {
  name: string;
  tranId: string;
  orderUrl: string;
}

export const greeting = ({ name }: AboutOrder, t: Translate) => t('mail.greeting', { name });

export const seeOrder = ({ orderUrl }: AboutOrder, t: Translate) => ({ link: t('mail.seeOrder'), href: orderUrl });

export const askUs = ({ tranId }: AboutOrder, t: Translate) => t('mail.askUs', { tranId });
