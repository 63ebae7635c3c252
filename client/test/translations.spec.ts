import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import bangla from '../src/i18n/bn';
import english from '../src/i18n/en';
import hindi from '../src/i18n/hi';

/**
 * The storefront's messages in every language: the types already refuse a missing key; this checks what
 * types cannot — that each message parses, names the same values and tags as the English one (a renamed
 * `{count}` would show raw), and is translated rather than copied.
 */

/** Messages whose words are the same in every language (names, codes, sizes). */
const SAME_IN_EVERY_LANGUAGE = new Set(['Kapor', 'USD', 'Tk', 'Rp', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'SSLCommerz', 'bKash', 'Nagad', 'Visa', 'Mastercard', 'Facebook', 'Instagram', 'X', 'YouTube', 'Pinterest', 'WhatsApp', 'TikTok']);

/** The values and tags a message interpolates, e.g. `{count}` and `<link>`. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.type === TYPE.tag ? `<${element.value}>` : `{${element.value}}`);
      if (element.type === TYPE.tag) visit(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe.each([
  ['Bangla', bangla],
  ['Hindi', hindi],
])('the storefront in %s', (_name, messages: Record<string, string>) => {
  const keys = Object.keys(english) as (keyof typeof english)[];

  it('has every English message, and none that English lacks', () => {
    expect(keys.filter((key) => !messages[key])).toEqual([]);
    expect(Object.keys(messages).filter((key) => !(key in english))).toEqual([]);
  });

  it('interpolates the same values and tags as English in every message', () => {
    const differing = keys.filter((key) => placeholders(messages[key]).join() !== placeholders(english[key]).join());
    expect(differing.map((key) => `${key}: ${messages[key]}`)).toEqual([]);
  });

  it('translates every message that has words (none is the English copied across)', () => {
    const copied = keys.filter((key) => messages[key] === english[key] && /[A-Za-z]{2,}/.test(english[key]) && !SAME_IN_EVERY_LANGUAGE.has(english[key]));
    expect(copied.map((key) => `${key}: ${english[key]}`)).toEqual([]);
  });
});

it('every English message parses as ICU MessageFormat', () => {
  const broken = Object.entries(english).filter(([, message]) => {
    try {
      parse(message);
      return false;
    } catch {
      return true;
    }
  });
  expect(broken).toEqual([]);
});
