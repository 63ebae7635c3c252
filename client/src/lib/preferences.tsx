import { useQuery } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CurrenciesDocument } from '../gql/graphql';
import { LanguageProvider, loadMessages, localeOf, parseLanguage, type Language, type Messages } from './i18n';
import { openInLanguage } from './language-path';
import { formatMoney, USD, type DisplayCurrency, type MoneyValue } from './money';

/** Cookie names (and the localStorage keys a returning shopper's browser may still hold from before). */
export const CURRENCY_COOKIE = 'kapor-currency';
export const LANGUAGE_COOKIE = 'kapor-language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** What the first render needs: the server reads it from the request's cookies, the browser from the page. */
export interface InitialPreferences {
  currency: string;
  language: Language;
  /** The language's messages, loaded before rendering so the server and the hydrating browser agree. */
  messages: Messages;
}

/** A currency code as a cookie may carry it (anything else is ignored; unknown codes fall back to USD). */
export function parseCurrency(value: string | null | undefined): string {
  return value && /^[A-Z]{3}$/.test(value) ? value : 'USD';
}

/** The language the cookie remembers: the one an address without a language prefix is sent on to. */
export function rememberedLanguage(cookies: Partial<Record<string, string>>): Language {
  return parseLanguage(cookies[LANGUAGE_COOKIE]);
}

/**
 * The preferences of a page: the currency the cookies name, and the page's language — its address's
 * (lib/language-path.ts), or, where no address is given, the one the cookie remembers.
 */
export async function preferencesFromCookies(cookies: Partial<Record<string, string>>, language: Language = rememberedLanguage(cookies)): Promise<InitialPreferences> {
  return { currency: parseCurrency(cookies[CURRENCY_COOKIE]), language, messages: await loadMessages(language) };
}

interface Preferences {
  currencies: DisplayCurrency[];
  currency: DisplayCurrency;
  setCurrency(code: string): void;
  language: Language;
  setLanguage(language: Language): void;
  /** A price in the chosen currency. */
  format(money: MoneyValue): string;
  /** A price in Tk, the shop's second currency (shown beside $ on product and cart pages). */
  formatIn(money: MoneyValue, code: string): string | null;
}

const PreferencesContext = createContext<Preferences | null>(null);

/** Remembered for a year in a cookie, so the server renders the next page with it. */
function remember(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * Before cookies, the choices lived in localStorage. A returning shopper's old choice is read once, after
 * the first render (the server could not know it), moved to the cookie and forgotten.
 */
function takeLegacyChoice(key: string): string | null {
  try {
    const value = localStorage.getItem(key);
    if (value !== null) localStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}

/** The currency and language selects of the top bar: applied everywhere, remembered in a cookie. */
export function PreferencesProvider({ initial, children }: { initial: InitialPreferences; children: ReactNode }) {
  const { data } = useQuery(CurrenciesDocument, { fetchPolicy: 'cache-first' });
  const [currencyCode, setCurrencyCode] = useState(initial.currency);
  // A page is in one language, its address's: choosing another opens the same page at that language's address.
  const { language, messages } = initial;

  const currencies = useMemo<DisplayCurrency[]>(() => data?.currencies ?? [USD], [data]);
  const currency = currencies.find((c) => c.code === currencyCode) ?? USD;

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setCurrency = useCallback((code: string) => {
    setCurrencyCode(code);
    remember(CURRENCY_COOKIE, code);
  }, []);
  const setLanguage = useCallback(
    (next: Language) => {
      remember(LANGUAGE_COOKIE, next);
      if (next !== language) openInLanguage(next);
    },
    [language],
  );

  useEffect(() => {
    const currency = takeLegacyChoice(CURRENCY_COOKIE);
    const language = takeLegacyChoice(LANGUAGE_COOKIE);
    if (currency && !document.cookie.includes(`${CURRENCY_COOKIE}=`)) setCurrency(parseCurrency(currency));
    if (language && !document.cookie.includes(`${LANGUAGE_COOKIE}=`)) setLanguage(parseLanguage(language));
  }, [setCurrency, setLanguage]);

  const value = useMemo<Preferences>(
    () => ({
      currencies,
      currency,
      setCurrency,
      language,
      setLanguage,
      format: (money) => formatMoney(money, currency, localeOf(language)),
      formatIn: (money, code) => {
        const other = currencies.find((c) => c.code === code);
        return other ? formatMoney(money, other, localeOf(language)) : null;
      },
    }),
    [currencies, currency, setCurrency, language, setLanguage],
  );
  return (
    <PreferencesContext.Provider value={value}>
      <LanguageProvider language={language} messages={messages}>
        {children}
      </LanguageProvider>
    </PreferencesContext.Provider>
  );
}

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences needs a <PreferencesProvider>');
  return preferences;
}
