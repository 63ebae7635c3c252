import { createIntl } from 'react-intl';
import bnCart from '../../i18n/bn/cart';
import bnCheckout from '../../i18n/bn/checkout';
import bnPayment from '../../i18n/bn/payment';
import bnWishlist from '../../i18n/bn/wishlist';
import enCart from '../../i18n/en/cart';
import enCheckout from '../../i18n/en/checkout';
import enPayment from '../../i18n/en/payment';
import enWishlist from '../../i18n/en/wishlist';
import hiCart from '../../i18n/hi/cart';
import hiCheckout from '../../i18n/hi/checkout';
import hiPayment from '../../i18n/hi/payment';
import hiWishlist from '../../i18n/hi/wishlist';
import { localeOf, type Language } from '../../lib/i18n';

/**
 * The purchase path's messages (cart, checkout, payment, wishlist) in Bangla and Hindi: each one a valid
 * ICU message with the same placeholders and tags as its English source, and none copied from English.
 * (The types already make every language carry exactly the English keys.)
 */

const NAMESPACES = {
  cart: { en: enCart, bn: bnCart, hi: hiCart },
  checkout: { en: enCheckout, bn: bnCheckout, hi: hiCheckout },
  payment: { en: enPayment, bn: bnPayment, hi: hiPayment },
  wishlist: { en: enWishlist, bn: bnWishlist, hi: hiWishlist },
} as const;

/** `{name}`, `{name, plural, …}`: the arguments a message takes (branch texts never start with a bare word and a comma or brace). */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]))].sort();
}

function tagsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/<(\w+)>/g)].map((m) => m[1]))].sort();
}

/** The message formatted as react-intl will, with a stand-in for every argument; any ICU error fails. */
function format(language: Language, message: string, english: string): string {
  const errors: string[] = [];
  const intl = createIntl({ locale: localeOf(language), messages: { message }, onError: (error) => errors.push(error.message) });
  const values: Record<string, unknown> = Object.fromEntries(argumentsOf(english).map((name) => [name, 2]));
  for (const tag of tagsOf(english)) values[tag] = (chunks: string[]) => `[${chunks.join('')}]`;
  const text = intl.formatMessage({ id: 'message' }, values as Record<string, string>);
  expect(errors).toEqual([]);
  return String(text);
}

describe.each(Object.entries(NAMESPACES))('the %s messages', (_name, languages) => {
  const keys = Object.keys(languages.en) as (keyof typeof languages.en)[];

  it('format in English as written', () => {
    for (const key of keys) expect(format('en', languages.en[key], languages.en[key])).not.toBe('');
  });

  describe.each(['bn', 'hi'] as const)('in %s', (language) => {
    const translated = languages[language] as Record<string, string>;

    it.each(keys)('%s is translated, keeping its placeholders and tags', (key) => {
      const english: string = languages.en[key];
      const message = translated[key];
      expect(message.trim()).not.toBe('');
      expect(message).not.toBe(english);
      expect(argumentsOf(message)).toEqual(argumentsOf(english));
      expect(tagsOf(message)).toEqual(tagsOf(english));
      expect(format(language, message, english)).not.toMatch(/[{}]/);
    });
  });
});
