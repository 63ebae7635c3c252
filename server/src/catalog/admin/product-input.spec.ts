import { ValidationError } from '../../common/expected-errors';
import { generatedSlug, validateProduct, validateTranslations, type ProductFields, type ProductTranslationInput } from './product-input';

const current: ProductFields = {
  name: 'Linen Summer Dress',
  slug: 'linen-summer-dress',
  description: 'Breezy linen.',
  category: 'women',
  garment: 'dress',
  priceCents: 6400,
  compareAtCents: 8000,
  colours: ['Red', 'Black'],
  sizes: ['S', 'M'],
};

function fieldsOf(work: () => unknown): Record<string, string> {
  try {
    work();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields!;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('validateProduct', () => {
  it('makes a creation whole: sizes in shop order, the category’s garment, a slug to be made from the name', () => {
    const { fields, initialStock } = validateProduct(
      { name: '  Sailor Shorts ', description: 'Cotton twill.', category: 'kid', priceCents: 1800, colours: ['Green'], sizes: ['XL', 'S'], variants: [{ size: 'S', colour: 'Green', stockOnHand: 4 }] },
      null,
    );
    expect(fields).toEqual({ name: 'Sailor Shorts', slug: null, description: 'Cotton twill.', category: 'kid', garment: 'tshirt', priceCents: 1800, compareAtCents: null, colours: ['Green'], sizes: ['S', 'XL'] });
    expect([...initialStock]).toEqual([['S/Green', 4]]);
  });

  it('changes only what an update gives; null removes the compare-at price and keeps the slug', () => {
    expect(validateProduct({ priceCents: 7000 }, current).fields).toEqual({ ...current, priceCents: 7000 });
    expect(validateProduct({ compareAtCents: null, slug: null, name: 'Renamed' }, current).fields).toEqual({ ...current, compareAtCents: null, name: 'Renamed' });
  });

  it('judges the product as it would be: a lower price may not pass the compare-at price it keeps', () => {
    expect(fieldsOf(() => validateProduct({ priceCents: 9000 }, current))).toEqual({ compareAtCents: expect.stringMatching(/more than the price/i) });
  });

  it('gives initial stock only to sizes and colours that are chosen and new', () => {
    const existing = new Set(['S/Red']);
    expect(fieldsOf(() => validateProduct({ variants: [{ size: 'S', colour: 'Red', stockOnHand: 1 }] }, current, existing)).variants).toMatch(/stock adjustment/);
    expect(fieldsOf(() => validateProduct({ variants: [{ size: 'XL', colour: 'Red', stockOnHand: 1 }] }, current, existing)).variants).toMatch(/not one of the chosen/);
    expect(fieldsOf(() => validateProduct({ variants: [{ size: 'M', colour: 'Red', stockOnHand: -1 }] }, current, existing)).variants).toMatch(/whole number/);
  });

  it('refuses a name with nothing to make a slug from unless a slug is given', () => {
    const input = { name: '!!!', description: 'x', category: 'men' as const, priceCents: 100, colours: ['Red' as const], sizes: ['M' as const] };
    expect(fieldsOf(() => validateProduct(input, null))).toEqual({ slug: expect.stringMatching(/give a slug/) });
    expect(validateProduct({ ...input, slug: 'bangs' }, null).fields.slug).toBe('bangs');
  });
});

describe('generatedSlug', () => {
  it('is the name in kebab case, cut at a whole word within 100 characters', () => {
    expect(generatedSlug('Men’s Slim-Fit Jacket')).toBe('mens-slim-fit-jacket');
    const long = generatedSlug(`${'word '.repeat(30)}end`);
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long).toMatch(/^(word-)*word$/);
  });
});

describe('validateTranslations', () => {
  it('keeps each field trimmed and composed (NFC); a blank field falls back to English', () => {
    // क + ़ typed as one precomposed letter (U+0958) is stored as the two the search compares.
    expect(validateTranslations([{ language: 'hi', name: '  \u0958मीज़ ', description: '' }, { language: 'bn', name: null, description: 'সুতির শার্ট।' }])).toEqual([
      { language: 'hi', name: 'क\u093cमीज़'.normalize('NFC'), description: null },
      { language: 'bn', name: null, description: 'সুতির শার্ট।' },
    ]);
  });

  it('refuses a language twice, one that is not translated, and fields over the English limits, per field', () => {
    expect(fieldsOf(() => validateTranslations([{ language: 'bn', name: 'ক' }, { language: 'bn', name: 'খ' }]))).toEqual({ bn: 'Each language once.' });
    expect(fieldsOf(() => validateTranslations([{ language: 'en' } as unknown as ProductTranslationInput]))).toEqual({ language: 'Only Bangla (bn) and Hindi (hi).' });
    expect(fieldsOf(() => validateTranslations([{ language: 'hi', name: 'न'.repeat(201), description: 'व'.repeat(5001) }]))).toEqual({
      'hi.name': 'At most 200 characters.',
      'hi.description': 'At most 5000 characters.',
    });
  });
});
