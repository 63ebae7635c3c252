import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../language';
import { formatMoney, type Money } from '../money';
import { BN } from './bn';
import { EN } from './en';
import { HI } from './hi';

/**
 * The server's one message catalogue (issue 19): every sentence a shopper can get from the server — an
 * error's message and its fields' messages, an e-mail, the sandbox gateway's page — in English, Bangla and
 * Hindi, as ICU messages (intl-messageformat, the engine of the storefront's react-intl). Errors are keyed by
 * their code (`OUT_OF_STOCK`, `TOO_MANY_ATTEMPTS.login` when one code says several things), field rules by
 * field and rule (`field.email.invalid`), the rest by where they appear (`mail.orderPaid.subject`).
 *
 * English is the source: `en/*.ts` are `as const`, and each `bn/*.ts` and `hi/*.ts` is checked against its
 * English file with `satisfies Translation<…>`, so a message missing in a language (or one no longer in
 * English) is a type error; i18n.spec.ts checks that each parses and names the same facts.
 *
 * A failure names its message with the facts it needs (`text('OUT_OF_STOCK', { item, available, inCart })`),
 * and the edges render it in the request's language: the exception filter (REST bodies, thrown GraphQL
 * errors) and the `message` fields of error results (graphql/localised.ts). Mail is rendered by its worker
 * in the language that travels with its job.
 */
export const CATALOGUE = { en: EN, bn: BN, hi: HI } as const satisfies Record<Language, Translation<typeof EN>>;

export type MessageId = keyof typeof EN;

/** A language's messages: the same keys as English, each a string. */
export type Translation<T> = { readonly [K in keyof T]: string };

/**
 * The facts a message names. A Text among them (a colour's name) is rendered in the same language, and an
 * amount of money (`{ money }`) with the language's digits: "$50.00", "$৫০.০০".
 */
export type MessageValue = string | number | Text | { readonly money: Money };
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** A sentence of the catalogue with its facts, rendered in a language where it is shown. */
export interface CatalogueText {
  readonly id: MessageId;
  readonly values?: MessageValues;
}

/**
 * A sentence of the back office, which is English only (its API answers in English whatever the browser
 * asks: see messageLanguageOf). Declared beside its failure; it joins the catalogue when the back office
 * is translated.
 */
export interface BackOfficeText {
  readonly english: string;
}

export type Text = CatalogueText | BackOfficeText;

/** A sentence of the catalogue, e.g. `text('OUT_OF_STOCK', { item, available, inCart })`. */
export function text(id: MessageId, values?: MessageValues): CatalogueText {
  return values ? { id, values } : { id };
}

/** A back-office sentence, in English only. */
export function backOffice(english: string): BackOfficeText {
  return { english };
}

/** Each field's back-office message (a back-office form's checks write plain English). */
export function backOfficeFields(fields: Record<string, string>): Record<string, BackOfficeText> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, backOffice(message)]));
}

export function isText(value: unknown): value is Text {
  if (typeof value !== 'object' || value === null) return false;
  return (typeof (value as CatalogueText).id === 'string' && (value as CatalogueText).id in EN) || typeof (value as BackOfficeText).english === 'string';
}

/** The locale each language formats numbers with (Bangla digits in bn-BD; Indian grouping in hi-IN). */
export const LOCALES: Record<Language, string> = { en: 'en-US', bn: 'bn-BD', hi: 'hi-IN' };

const formats = new Map<string, IntlMessageFormat>();

function formatOf(language: Language, id: MessageId): IntlMessageFormat {
  const key = `${language}:${id}`;
  let format = formats.get(key);
  if (!format) {
    // ignoreTag: the catalogue holds plain text; a "<" in a message is a character, not markup.
    format = new IntlMessageFormat(CATALOGUE[language][id], LOCALES[language], undefined, { ignoreTag: true });
    formats.set(key, format);
  }
  return format;
}

/** The sentence in `language` (English for the back office's). */
export function render(message: Text, language: Language): string {
  if ('english' in message) return message.english;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    values[name] = typeof value !== 'object' ? value : 'money' in value ? formatMoneyIn(value.money, language) : render(value, language);
  }
  return String(formatOf(language, message.id).format(values));
}

/** Renders every value of a map of texts (an error's fields). */
export function renderAll(messages: Readonly<Record<string, Text>>, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, render(message, language)]));
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as the storefront shows it in `language`: English exactly as the API always wrote it ("$50.00",
 * formatMoney); Bangla and Hindi with the currency's symbol and their own digits and grouping ("$৫০.০০",
 * "$1,00,000.00"), as the storefront's money helper writes them.
 */
export function formatMoneyIn(amount: Money, language: Language): string {
  if (language === 'en') return formatMoney(amount);
  const english = new Intl.NumberFormat('en-US', { style: 'currency', currency: amount.currency }).formatToParts(0);
  const symbol = english.find((part) => part.type === 'currency')?.value ?? amount.currency;
  const digits = english.find((part) => part.type === 'fraction')?.value.length ?? 2;
  const key = `${language}:${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(key, format);
  }
  return `${amount.amount < 0 ? '-' : ''}${symbol}${format.format(Math.abs(amount.amount) / 100)}`;
}

/** A function that renders catalogue messages in one language (mail templates, the sandbox page). */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export function translator(language: Language): Translate {
  return (id, values) => render(text(id, values), language);
}
