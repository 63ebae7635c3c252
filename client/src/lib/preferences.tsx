import { useQuery } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CurrenciesDocument } from '../gql/graphql';
import { ENGLISH, loadDictionary, type Dictionary, type Language, type MessageKey } from './i18n';
import { formatMoney, USD, type DisplayCurrency, type MoneyValue } from './money';

const CURRENCY_KEY = 'kapor-currency';
const LANGUAGE_KEY = 'kapor-language';

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
  t(key: MessageKey): string;
}

const PreferencesContext = createContext<Preferences | null>(null);

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered, but still applied for this visit.
  }
}

/** The currency and language selects of the top bar: applied everywhere, remembered in the browser. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(CurrenciesDocument, { fetchPolicy: 'cache-first' });
  const [currencyCode, setCurrencyCode] = useState(() => stored(CURRENCY_KEY) ?? 'USD');
  const [language, setLanguageState] = useState<Language>(() => {
    const saved = stored(LANGUAGE_KEY);
    return saved === 'bn' || saved === 'hi' ? saved : 'en';
  });

  const currencies = useMemo<DisplayCurrency[]>(() => data?.currencies ?? [USD], [data]);
  const currency = currencies.find((c) => c.code === currencyCode) ?? USD;

  // The chosen language's words, once its chunk has arrived (English until then).
  const [dictionary, setDictionary] = useState<{ language: Language; words: Dictionary }>({ language: 'en', words: ENGLISH });
  useEffect(() => {
    let current = true;
    loadDictionary(language)
      .then((words) => current && setDictionary({ language, words }))
      .catch(() => current && setDictionary({ language: 'en', words: ENGLISH }));
    return () => {
      current = false;
    };
  }, [language]);
  useEffect(() => {
    document.documentElement.lang = dictionary.language;
  }, [dictionary.language]);

  const setCurrency = useCallback((code: string) => {
    setCurrencyCode(code);
    store(CURRENCY_KEY, code);
  }, []);
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    store(LANGUAGE_KEY, next);
  }, []);

  const value = useMemo<Preferences>(
    () => ({
      currencies,
      currency,
      setCurrency,
      language,
      setLanguage,
      format: (money) => formatMoney(money, currency),
      formatIn: (money, code) => {
        const other = currencies.find((c) => c.code === code);
        return other ? formatMoney(money, other) : null;
      },
      t: (key) => dictionary.words[key] ?? ENGLISH[key],
    }),
    [currencies, currency, setCurrency, language, setLanguage, dictionary],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences needs a <PreferencesProvider>');
  return preferences;
}
