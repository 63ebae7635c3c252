import type { MessageKey, Translate } from '../../lib/i18n';

/** The Help page's topics and answers, as message keys. Kept as data so the search and the carousel share one source. */
export type HelpTopicId = 'order' | 'confirmed' | 'shopping' | 'account' | 'payment' | 'delivery';

export interface HelpTopic {
  id: HelpTopicId;
  title: MessageKey;
  blurb: MessageKey;
}

/** A question as the shopper reads it, in their language. */
export interface HelpQuestion {
  topic: HelpTopicId;
  question: string;
  answer: string;
  /** Where the answer leads, when there is a page for it. */
  link?: { to: string; label: string };
}

interface HelpQuestionSource {
  topic: HelpTopicId;
  question: MessageKey;
  answer: MessageKey;
  link?: { to: string; label: MessageKey };
}

export const HELP_TOPICS: HelpTopic[] = [
  { id: 'order', title: 'pages.help.topic.order.title', blurb: 'pages.help.topic.order.blurb' },
  { id: 'confirmed', title: 'pages.help.topic.confirmed.title', blurb: 'pages.help.topic.confirmed.blurb' },
  { id: 'shopping', title: 'pages.help.topic.shopping.title', blurb: 'pages.help.topic.shopping.blurb' },
  { id: 'account', title: 'pages.help.topic.account.title', blurb: 'pages.help.topic.account.blurb' },
  { id: 'payment', title: 'pages.help.topic.payment.title', blurb: 'pages.help.topic.payment.blurb' },
  { id: 'delivery', title: 'pages.help.topic.delivery.title', blurb: 'pages.help.topic.delivery.blurb' },
];

const CONTACT_US = { to: '/contact', label: 'pages.help.link.contact' } as const;

const HELP_QUESTIONS: HelpQuestionSource[] = [
  { topic: 'order', question: 'pages.help.q.track.question', answer: 'pages.help.q.track.answer', link: { to: '/orderTrac', label: 'pages.help.link.track' } },
  { topic: 'order', question: 'pages.help.q.orders.question', answer: 'pages.help.q.orders.answer', link: { to: '/account?section=orders', label: 'pages.help.link.orders' } },
  { topic: 'order', question: 'pages.help.q.change.question', answer: 'pages.help.q.change.answer', link: CONTACT_US },
  { topic: 'confirmed', question: 'pages.help.q.confirmed.question', answer: 'pages.help.q.confirmed.answer' },
  { topic: 'confirmed', question: 'pages.help.q.paid.question', answer: 'pages.help.q.paid.answer' },
  { topic: 'confirmed', question: 'pages.help.q.awaiting.question', answer: 'pages.help.q.awaiting.answer' },
  { topic: 'shopping', question: 'pages.help.q.size.question', answer: 'pages.help.q.size.answer' },
  { topic: 'shopping', question: 'pages.help.q.promo.question', answer: 'pages.help.q.promo.answer', link: { to: '/cart', label: 'pages.help.link.cart' } },
  { topic: 'shopping', question: 'pages.help.q.bag.question', answer: 'pages.help.q.bag.answer' },
  { topic: 'account', question: 'pages.help.q.signup.question', answer: 'pages.help.q.signup.answer', link: { to: '/login', label: 'pages.help.link.login' } },
  { topic: 'account', question: 'pages.help.q.logout.question', answer: 'pages.help.q.logout.answer' },
  { topic: 'account', question: 'pages.help.q.password.question', answer: 'pages.help.q.password.answer', link: CONTACT_US },
  { topic: 'payment', question: 'pages.help.q.methods.question', answer: 'pages.help.q.methods.answer' },
  { topic: 'payment', question: 'pages.help.q.failed.question', answer: 'pages.help.q.failed.answer' },
  { topic: 'payment', question: 'pages.help.q.currency.question', answer: 'pages.help.q.currency.answer' },
  { topic: 'delivery', question: 'pages.help.q.cost.question', answer: 'pages.help.q.cost.answer' },
  { topic: 'delivery', question: 'pages.help.q.date.question', answer: 'pages.help.q.date.answer' },
  { topic: 'delivery', question: 'pages.help.q.countries.question', answer: 'pages.help.q.countries.answer' },
];

/** The answers in the shopper's language, with the shop's own numbers filled in (the free-shipping threshold from the server). */
export function helpQuestions(t: Translate, freeShippingFrom: string | null): HelpQuestion[] {
  const amount = freeShippingFrom ?? t('pages.help.setAmount');
  return HELP_QUESTIONS.map((q) => ({
    topic: q.topic,
    question: t(q.question),
    answer: t(q.answer, { amount }),
    ...(q.link && { link: { to: q.link.to, label: t(q.link.label) } }),
  }));
}

/** Questions containing every word of the search (question or answer, in the shopper's language), optionally of one topic. */
export function filterQuestions(questions: HelpQuestion[], search: string, topic: HelpTopicId | null): HelpQuestion[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return questions.filter((q) => {
    if (topic && q.topic !== topic) return false;
    const text = `${q.question} ${q.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
