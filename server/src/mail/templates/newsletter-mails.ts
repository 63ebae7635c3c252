import { composed } from './composed';

export interface NewsletterConfirmMail {
  confirmUrl: string;
  days: number;
}

/** Double opt-in: the address is on the list only once its owner follows the link. */
export const newsletterConfirm = composed<NewsletterConfirmMail>((data) => ({
  subject: 'Confirm your subscription to the Kapor letter',
  preview: 'One click to receive the Kapor letter.',
  heading: 'Confirm your subscription',
  parts: [
    'Someone, perhaps you, entered this address in the newsletter box at Kapor.',
    { link: 'Yes, subscribe me', href: data.confirmUrl },
    `The link works within ${data.days} days. If you did not ask for the letter, ignore this e-mail: you will not be subscribed.`,
  ],
  footer: { text: 'You receive this e-mail because this address was entered in the newsletter box at Kapor.' },
}));

export interface NewsletterWelcomeMail {
  shopUrl: string;
  unsubscribeUrl: string;
}

/** The first newsletter mail, with the unsubscribe link every one of them carries. */
export const newsletterWelcome = composed<NewsletterWelcomeMail>((data) => ({
  subject: 'Welcome to the Kapor letter',
  preview: 'New collections before anyone else, about twice a month.',
  heading: 'You are subscribed',
  parts: [
    'Thank you for confirming. New collections before anyone else, members-only offers and the odd styling note will come about twice a month, never more.',
    { link: 'Visit the shop', href: data.shopUrl },
  ],
  footer: { text: 'You receive this e-mail because you subscribed to the Kapor letter.', link: { label: 'Unsubscribe', href: data.unsubscribeUrl } },
}));
