import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES, type Language } from '../language';
import { CATALOGUE, LOCALES, render, text, type MessageId } from './catalogue';
import { EN } from './en';
import { colourIn, discountNameIn } from './names';

const TRANSLATED = LANGUAGES.filter((language): language is Exclude<Language, 'en'> => language !== 'en');
const IDS = Object.keys(EN) as MessageId[];

/** Each script's letters: a translation shows at least one of its own language's. */
const SCRIPT: Record<Exclude<Language, 'en'>, RegExp> = { bn: /[\u0980-\u09FF]/, hi: /[\u0900-\u097F]/ };

interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
}

/** The arguments a message names (plural and select branches included), sorted. */
function argumentsOf(message: string, language: Language): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural (FormatJS's TYPE enum).
      if (element.type >= 1 && element.type <= 6 && element.value) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, LOCALES[language], undefined, { ignoreTag: true }).getAst() as unknown as Element[]);
  return [...names].sort();
}

/** Values good enough for any message: a number for every argument (plurals need one), read as text elsewhere. */
function sampleValues(message: string): Record<string, number> {
  return Object.fromEntries(argumentsOf(message, 'en').map((name) => [name, 2]));
}

describe('the server message catalogue', () => {
  it.each(TRANSLATED)('gives %s exactly the English keys', (language) => {
    expect(Object.keys(CATALOGUE[language]).sort()).toEqual([...IDS].sort());
  });

  it.each(TRANSLATED)('translates every %s message, in its own script, with the facts of the English one', (language) => {
    const problems: string[] = [];
    for (const id of IDS) {
      const english = EN[id];
      const translated: string = CATALOGUE[language][id];
      if (!translated.trim()) problems.push(`${id}: empty`);
      else if (translated === english) problems.push(`${id}: the English text copied`);
      else if (!SCRIPT[language].test(translated)) problems.push(`${id}: no ${language} letters in "${translated}"`);
      else if (argumentsOf(translated, language).join() !== argumentsOf(english, 'en').join()) {
        problems.push(`${id}: names {${argumentsOf(translated, language).join(', ')}}, English {${argumentsOf(english, 'en').join(', ')}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('formats every message in every language', () => {
    for (const language of LANGUAGES) {
      for (const id of IDS) expect(() => render(text(id, sampleValues(EN[id])), language)).not.toThrow();
    }
  });

  it('keeps the English as the API always answered it, and speaks Bangla and Hindi with their numbers', () => {
    const item = '"Linen shirt (M, Red)"';
    expect(render(text('OUT_OF_STOCK', { item, available: 0, inCart: 0 }), 'en')).toBe(`${item} is out of stock.`);
    expect(render(text('OUT_OF_STOCK', { item, available: 3, inCart: 0 }), 'en')).toBe(`Only 3 of ${item} left.`);
    expect(render(text('OUT_OF_STOCK', { item, available: 3, inCart: 1 }), 'en')).toBe(`Only 3 of ${item} left, and 1 is already in your cart.`);
    expect(render(text('OUT_OF_STOCK', { item, available: 3, inCart: 2 }), 'en')).toBe(`Only 3 of ${item} left, and 2 are already in your cart.`);
    expect(render(text('TOO_MANY_ATTEMPTS.login', { minutes: 1 }), 'en')).toBe('Too many failed logins. Try again in 1 minute.');
    expect(render(text('TOO_MANY_ATTEMPTS.login', { minutes: 15 }), 'en')).toBe('Too many failed logins. Try again in 15 minutes.');

    expect(render(text('OUT_OF_STOCK', { item, available: 3, inCart: 2 }), 'bn')).toBe(`${item} আর মাত্র ৩টি বাকি আছে, আর এর ২টি আগে থেকেই আপনার কার্টে আছে।`);
    expect(render(text('OUT_OF_STOCK', { item, available: 3, inCart: 1 }), 'hi')).toBe(`${item} के केवल 3 बचे हैं, और उनमें से 1 पहले से आपकी कार्ट में है।`);
    expect(render(text('TOO_MANY_ATTEMPTS.login', { minutes: 15 }), 'bn')).toBe('অনেকবার ভুল লগ ইনের চেষ্টা হয়েছে। ১৫ মিনিট পরে আবার চেষ্টা করুন।');
  });

  it('renders the texts a message names (a colour) in its language', () => {
    const values = { size: 'M', colour: text('colour.Red'), email: 'a@example.com' };
    expect(render(text('backInStock.requested', values), 'en')).toBe('We will e-mail a@example.com once when M in Red is back in stock.');
    expect(render(text('backInStock.requested', values), 'bn')).toBe('লাল রঙে M সাইজ আবার স্টকে এলে আমরা a@example.com-এ একবার ই-মেইল করে জানাব।');
    expect(render(text('backInStock.requested', values), 'hi')).toBe('लाल रंग में साइज़ M के दोबारा स्टॉक में आते ही हम a@example.com पर एक बार ई-मेल करेंगे।');
  });

  it("names colours and discounts in the reader's language, and leaves names it does not know as they are", () => {
    expect(colourIn('Red', 'bn')).toBe('লাল');
    expect(colourIn('Teal', 'hi')).toBe('Teal');
    expect(discountNameIn('Promo WELCOME10 (10% off)', 'en')).toBe('Promo WELCOME10 (10% off)');
    expect(discountNameIn('Promo WELCOME10 (10% off)', 'bn')).toBe('প্রোমো WELCOME10 (১০% ছাড়)');
    expect(discountNameIn('Store promotion (5% off)', 'hi')).toBe('दुकान का ऑफ़र (5% की छूट)');
    expect(discountNameIn('Spring sale', 'hi')).toBe('Spring sale');
  });
});
