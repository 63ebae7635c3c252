/** The Help page's topics and answers. Kept as data so the search and the carousel share one source. */
export type HelpTopicId = 'order' | 'confirmed' | 'shopping' | 'account' | 'payment' | 'delivery';

export interface HelpTopic {
  id: HelpTopicId;
  title: string;
  blurb: string;
}

export interface HelpQuestion {
  topic: HelpTopicId;
  question: string;
  answer: string;
  /** Where the answer leads, when there is a page for it. */
  link?: { to: string; label: string };
}

export const HELP_TOPICS: HelpTopic[] = [
  { id: 'order', title: 'My Order', blurb: 'Find, follow and understand your orders.' },
  { id: 'confirmed', title: 'Confirmed', blurb: 'What happens once your order is confirmed.' },
  { id: 'shopping', title: 'Shopping', blurb: 'Sizes, colours, stock, the bag and promo codes.' },
  { id: 'account', title: 'Account', blurb: 'Signing up, logging in and your details.' },
  { id: 'payment', title: 'Payment', blurb: 'Paying online, failed payments and currencies.' },
  { id: 'delivery', title: 'Delivery', blurb: 'Shipping costs, dates and where we deliver.' },
];

const HELP_QUESTIONS: HelpQuestion[] = [
  {
    topic: 'order',
    question: 'How do I track my order?',
    answer: 'Open Order Tracking and enter the transaction id from your confirmation together with the e-mail you ordered with. You will see the status and every step so far.',
    link: { to: '/orderTrac', label: 'Track an order' },
  },
  {
    topic: 'order',
    question: 'Where can I see all my orders?',
    answer: 'Log in and open My Account, then My orders. Each order shows its date, status, number of items and total; open one to see its items and status history.',
    link: { to: '/account?section=orders', label: 'Go to My orders' },
  },
  {
    topic: 'order',
    question: 'Can I change an order after placing it?',
    answer: 'An order keeps the items, sizes and prices it was placed with. If something needs to change, write to us with the transaction id before it ships and we will help.',
    link: { to: '/contact', label: 'Contact us' },
  },
  {
    topic: 'confirmed',
    question: 'How do I know my order is confirmed?',
    answer: "After paying you land on the 'Payment Successful!' page with your transaction id, and the order shows as Paid in My orders.",
  },
  {
    topic: 'confirmed',
    question: 'What happens after my order is paid?',
    answer: 'We pack it and hand it to the courier; the status moves from Paid to Shipped and then to Delivered. You can follow each step in Order Tracking.',
  },
  {
    topic: 'confirmed',
    question: "My payment went through but the order still says 'Awaiting payment'.",
    answer: 'The payment provider sometimes confirms a few moments later; look again shortly. Payments flagged for review show as on hold until the provider clears them.',
  },
  {
    topic: 'shopping',
    question: 'How do I choose my size?',
    answer: 'Every product comes in sizes S to XXL. Pick one on the product page before adding to your bag; sizes that are sold out are shown crossed out and cannot be chosen.',
  },
  {
    topic: 'shopping',
    question: 'How do promo codes work?',
    answer: 'Enter the code in the promo box of your cart. One code applies per order and replaces any store-wide offer; some codes need a minimum order or can be used only once.',
    link: { to: '/cart', label: 'Open my cart' },
  },
  {
    topic: 'shopping',
    question: 'Why can I not add something to my bag?',
    answer: 'Your bag belongs to your account, so please log in first. If a size is sold out, choose another one or save the product to your wishlist.',
  },
  {
    topic: 'account',
    question: 'How do I create an account?',
    answer: 'Open Login / Sign Up, choose Sign Up and enter your name, e-mail and a password of at least 8 characters, then accept the terms.',
    link: { to: '/login', label: 'Sign up or log in' },
  },
  {
    topic: 'account',
    question: 'How do I log out?',
    answer: 'Open My Account, then Account settings, and choose Log out. Always log out on shared computers.',
  },
  {
    topic: 'account',
    question: 'I forgot my password. What can I do?',
    answer: 'Write to us from the e-mail address of your account and we will help you get back in. We will never ask you for a password or a one-time code.',
    link: { to: '/contact', label: 'Contact us' },
  },
  {
    topic: 'payment',
    question: 'Which payment methods can I use?',
    answer: 'You pay online through our secure payment partner with a card or mobile banking. Cash on delivery and card-on-delivery are not available yet.',
  },
  {
    topic: 'payment',
    question: 'My payment failed. Was I charged?',
    answer: "No. You will see 'Payment Failed', your cart stays as it was, and you can try again straight away.",
  },
  {
    topic: 'payment',
    question: 'In which currency am I charged?',
    answer: 'Prices are charged in US dollars. Choosing Tk or Rp at the top of the page shows prices converted for your convenience.',
  },
  {
    topic: 'delivery',
    question: 'How much does delivery cost?',
    answer: 'Delivery is free on orders over {freeShippingFrom}. Below that a flat shipping fee is added, shown in your cart before you pay.',
  },
  {
    topic: 'delivery',
    question: 'Can I choose my delivery date?',
    answer: 'Yes. At checkout pick a delivery date (today or later) and the delivery route that suits you.',
  },
  {
    topic: 'delivery',
    question: 'Which countries do you deliver to?',
    answer: 'Bangladesh, India, Nepal, Pakistan, Afghanistan and Malaysia.',
  },
];

/** Questions containing every word of the search (question or answer), optionally of one topic. */
/** The answers with the shop's own numbers filled in (the free-shipping threshold from the server). */
export function helpQuestions(freeShippingFrom: string | null): HelpQuestion[] {
  return HELP_QUESTIONS.map((q) => ({ ...q, answer: q.answer.replace('{freeShippingFrom}', freeShippingFrom ?? 'a set amount') }));
}

export function filterQuestions(questions: HelpQuestion[], search: string, topic: HelpTopicId | null): HelpQuestion[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return questions.filter((q) => {
    if (topic && q.topic !== topic) return false;
    const text = `${q.question} ${q.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
