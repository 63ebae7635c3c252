import { useCallback, type ReactNode } from 'react';
import { FormattedMessage, IntlProvider, useIntl, type IntlShape } from 'react-intl';
import type english from '../i18n/en';

/**
 * The storefront in the three languages of the language select. Messages are ICU MessageFormat (react-intl):
 * `{count, plural, one {# item} other {# items}}`, `Only {left} left`. Each language is a chunk of its own
 * (src/i18n/<language>/), loaded before the first render of a page in it, so a visit carries one language's
 * words only. English is the source: the other languages are typed against its keys.
 */
export type Language = 'en' | 'bn' | 'hi';

export const LANGUAGES: { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'bn', label: 'বাংলা' },
  { code: 'hi', label: 'हिन्दी' },
];

export type MessageKey = keyof typeof english;
export type Messages = Record<MessageKey, string>;
/** A language's messages for an English module: every key, nothing more (a gap is a type error). */
export type Translation<English> = { [K in keyof English]: string };

/** Values a message interpolates: text and numbers, or (for `<Message>`) elements and tag functions. */
export type MessageValues = Record<string, string | number | Date>;

export function parseLanguage(value: string | null | undefined): Language {
  return value === 'bn' || value === 'hi' ? value : 'en';
}

export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'bn') return (await import('../i18n/bn')).default;
  if (language === 'hi') return (await import('../i18n/hi')).default;
  return (await import('../i18n/en')).default;
}

/** The locale Intl formats numbers and dates in: Bangla digits for Bangla, Latin digits for Hindi and English. */
export function localeOf(language: Language): string {
  return { en: 'en-US', bn: 'bn-BD', hi: 'hi-IN' }[language];
}

export function LanguageProvider({ language, messages, children }: { language: Language; messages: Messages; children: ReactNode }) {
  return (
    <IntlProvider locale={localeOf(language)} messages={messages} defaultLocale="en-US" onError={reportMessageError}>
      {children}
    </IntlProvider>
  );
}

/** A message missing from a language is a bug the types should have caught: say so, show the key. */
function reportMessageError(error: { code: string; message: string }): void {
  console.error(`Kapor i18n: ${error.message}`);
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** `t('cart.items', { count: 3 })`: a message of the chosen language as text. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

/** The language the page is in (the one its LanguageProvider was given). */
export function useLanguage(): Language {
  return parseLanguage(useIntl().locale.split('-', 1)[0]);
}

/** The Intl formatters of the chosen language (numbers, dates, lists). */
export function useFormats(): IntlShape {
  return useIntl();
}

/** A message with markup inside: `<Message id="auth.terms" values={{ link: (text) => <Link to="/terms">{text}</Link> }} />`. */
export function Message({ id, values }: { id: MessageKey; values?: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)> }) {
  return <FormattedMessage id={id} values={values} />;
}
