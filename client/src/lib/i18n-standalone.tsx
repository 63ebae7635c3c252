import { createElement, Fragment, useCallback, useContext, type ReactNode } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import chrome from '../i18n/en/chrome';
import common from '../i18n/en/common';
import type { MessageKey, MessageValues, Translate } from './i18n';

type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/**
 * lib/i18n's `useT`, `useFormats` and `Message` for code that is also rendered on its own, outside the shop's
 * LanguageProvider: the shared components and the pages other features' tests (and a component's own spec)
 * render with no more than a router or Apollo around them. Inside the provider — every page of the running
 * shop — they are exactly lib/i18n's and speak the shopper's language; outside it they speak English, the
 * source, from the `english` messages given here (no more than the namespaces the caller needs, since those
 * travel with its chunk).
 */
export function standaloneI18n(english: Partial<Record<MessageKey, string>>) {
  let fallback: IntlShape | undefined;
  const englishIntl = () => (fallback ??= createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: english as Record<string, string>, onError: report }));

  /** The Intl formatters of the chosen language (English outside the shop). */
  function useFormats(): IntlShape {
    return (useContext(IntlContext) as IntlShape | null) ?? englishIntl();
  }

  /** `t('common.card.addToCart')`: a message of the chosen language as text. */
  function useT(): Translate {
    const intl = useFormats();
    return useCallback<Translate>((key, values?: MessageValues) => intl.formatMessage({ id: key }, values), [intl]);
  }

  /** A message with markup inside: `<Message id="…" values={{ link: (text) => <Link to="/terms">{text}</Link> }} />`. */
  function Message({ id, values }: { id: MessageKey; values?: RichValues }) {
    const intl = useFormats();
    const parts = intl.formatMessage({ id }, values as Record<string, never>) as ReactNode;
    return createElement(Fragment, null, ...(Array.isArray(parts) ? parts : [parts]));
  }

  return { useT, useFormats, Message };
}

function report(error: { message: string }): void {
  console.error(`Kapor i18n: ${error.message}`);
}

/** For the shop's frame and its shared components (src/components, src/app): the chrome and common namespaces. */
export const { useT, useFormats, Message } = standaloneI18n({ ...chrome, ...common });
