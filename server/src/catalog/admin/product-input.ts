import { ValidationError } from '../../common/expected-errors';
import { slugify } from '../../common/slug';
import { isTranslatedLanguage, type TranslatedLanguage } from '../catalog.sql';
import { CATEGORIES, COLOURS, GARMENT_TYPES, SIZES, type Category, type Colour, type GarmentType, type Size } from '../catalog.types';
import { backOffice, backOfficeFields } from '../../common/i18n/catalogue';

/** What a merchant edits. Rating, popularity and stock are not among them (stock moves through adjustments). */
export interface ProductFields {
  name: string;
  slug: string;
  description: string;
  category: Category;
  garment: GarmentType;
  priceCents: number;
  compareAtCents: number | null;
  /** The first is the product's default colour. */
  colours: Colour[];
  /** In shop order, S to XXL. */
  sizes: Size[];
}

/** Initial stock of one size and colour the change creates. */
export interface VariantStockInput {
  size: Size;
  colour: Colour;
  stockOnHand: number;
}

/** A creation gives every field but slug, garment, compare-at price and stock; an update any of them. */
export type ProductInput = { [K in keyof ProductFields]?: ProductFields[K] | null } & { variants?: VariantStockInput[] | null };

export interface ValidProduct {
  /** null: make one from the name (a creation without a slug). */
  fields: Omit<ProductFields, 'slug'> & { slug: string | null };
  /** Stock of each new size × colour, by variantKey; 0 when not given. */
  initialStock: Map<string, number>;
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_NAME = 200;
const MAX_SLUG = 100;
const MAX_DESCRIPTION = 5000;
/** $100,000: a price above it is a typo, not a garment. */
const MAX_PRICE_CENTS = 10_000_000;
const MAX_STOCK = 100_000;

/** A sensible kind of garment (the drawing of its picture) when a new product names none. */
export const DEFAULT_GARMENT: Record<Category, GarmentType> = { women: 'dress', men: 'shirt', kid: 'tshirt' };

export function variantKey(size: Size, colour: Colour): string {
  return `${size}/${colour}`;
}

/**
 * Checks a creation (`current` null) or an update (`current`: the product as it is, its variants'
 * keys in `existing`) and answers the product as it would be. Every broken rule is reported at once, per
 * field, as a ValidationError; nothing is written before this passes.
 */
export function validateProduct(input: ProductInput, current: ProductFields | null, existing: ReadonlySet<string> = new Set()): ValidProduct {
  const errors: Record<string, string> = {};
  const given = <K extends keyof ProductFields>(key: K) => input[key] as ProductFields[K] | null | undefined;

  const name = text(given('name') ?? current?.name);
  if (name === null) errors.name = 'Required.';
  else if (name.length > MAX_NAME) errors.name = `At most ${MAX_NAME} characters.`;

  const description = text(given('description') ?? current?.description);
  if (description === null) errors.description = 'Required.';
  else if (description.length > MAX_DESCRIPTION) errors.description = `At most ${MAX_DESCRIPTION} characters.`;

  const slug = slugOf(given('slug'), current, name, errors);

  const category = given('category') ?? current?.category;
  if (!CATEGORIES.includes(category as Category)) errors.category = `One of ${CATEGORIES.join(', ')}.`;

  const garment = given('garment') ?? current?.garment ?? (category ? DEFAULT_GARMENT[category as Category] : undefined);
  if (!GARMENT_TYPES.includes(garment as GarmentType)) errors.garment = 'Unknown kind of garment.';

  const priceCents = given('priceCents') ?? current?.priceCents;
  if (!wholeNumberIn(priceCents, 1, MAX_PRICE_CENTS)) errors.priceCents = `A whole number of cents from 1 to ${MAX_PRICE_CENTS}.`;

  // Omitted: unchanged; null: no compare-at price.
  const compareAtCents = input.compareAtCents === undefined ? (current?.compareAtCents ?? null) : input.compareAtCents;
  if (compareAtCents !== null && (!wholeNumberIn(compareAtCents, 1, MAX_PRICE_CENTS) || (typeof priceCents === 'number' && compareAtCents <= priceCents))) {
    errors.compareAtCents = 'More than the price (the earlier price, shown struck through), or empty.';
  }

  const colours = choice(given('colours') ?? current?.colours, COLOURS, 'colours', errors);
  const sizes = choice(given('sizes') ?? current?.sizes, SIZES, 'sizes', errors);
  const initialStock = stockOf(input.variants ?? [], sizes, colours, existing, errors);

  const problems = Object.values(errors);
  if (problems.length > 0) {
    throw new ValidationError(backOffice(problems.length === 1 ? `${Object.keys(errors)[0]}: ${problems[0]}` : `${problems.length} fields need correcting.`), backOfficeFields(errors));
  }
  return {
    fields: {
      name: name!,
      slug,
      description: description!,
      category: category as Category,
      garment: garment as GarmentType,
      priceCents: priceCents as number,
      compareAtCents,
      colours,
      sizes: SIZES.filter((size) => sizes.includes(size)),
    },
    initialStock,
  };
}

/** A slug given is checked as it is (never silently rewritten); an update without one keeps its own. */
function slugOf(value: string | null | undefined, current: ProductFields | null, name: string | null, errors: Record<string, string>): string | null {
  if (value === undefined || value === null) {
    if (current) return current.slug;
    if (name !== null && !generatedSlug(name)) errors.slug = 'The name has no letters or digits to make an address from: give a slug.';
    return null;
  }
  const slug = typeof value === 'string' ? value.trim() : '';
  if (!SLUG_PATTERN.test(slug) || slug.length > MAX_SLUG) {
    errors.slug = `Lower-case letters and digits in words joined by single dashes, at most ${MAX_SLUG} characters (e.g. linen-summer-dress).`;
  }
  return slug;
}

/** "Linen Summer Dress" → "linen-summer-dress", cut at a word within the slug's length. */
export function generatedSlug(name: string): string {
  const slug = slugify(name);
  if (slug.length <= MAX_SLUG) return slug;
  const dash = slug.lastIndexOf('-', MAX_SLUG);
  return dash > 0 ? slug.slice(0, dash) : slug.slice(0, MAX_SLUG);
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function wholeNumberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
}

/** A non-empty selection from a fixed list, each value once, in the order given. */
function choice<T extends string>(value: readonly T[] | null | undefined, allowed: readonly T[], field: string, errors: Record<string, string>): T[] {
  const chosen = Array.isArray(value) ? value : [];
  if (chosen.length === 0) errors[field] = `Choose at least one of ${allowed.join(', ')}.`;
  else if (chosen.some((item) => !allowed.includes(item))) errors[field] = `Only ${allowed.join(', ')}.`;
  else if (new Set(chosen).size !== chosen.length) errors[field] = 'Each one once.';
  return [...chosen];
}

/** Initial stock, only for sizes and colours the change adds: stock already held moves through stock adjustments. */
function stockOf(
  variants: VariantStockInput[],
  sizes: readonly Size[],
  colours: readonly Colour[],
  existing: ReadonlySet<string>,
  errors: Record<string, string>,
): Map<string, number> {
  const stock = new Map<string, number>();
  for (const variant of variants) {
    const key = variantKey(variant.size, variant.colour);
    if (!sizes.includes(variant.size) || !colours.includes(variant.colour)) errors.variants = `${key} is not one of the chosen sizes and colours.`;
    else if (existing.has(key)) errors.variants = `${key} exists already: change its stock with a stock adjustment.`;
    else if (stock.has(key)) errors.variants = `${key} is given twice.`;
    else if (!wholeNumberIn(variant.stockOnHand, 0, MAX_STOCK)) errors.variants = `Stock of ${key} must be a whole number from 0 to ${MAX_STOCK}.`;
    stock.set(key, variant.stockOnHand);
  }
  return stock;
}

/** A product's name and description in one other language; null: as in English. */
export interface ProductTranslationInput {
  language: TranslatedLanguage;
  name?: string | null;
  description?: string | null;
}

/** A translation as stored: at least one of its fields, or none at all (the language falls back to English whole). */
export interface ValidTranslation {
  language: TranslatedLanguage;
  name: string | null;
  description: string | null;
}

/**
 * Checks translations as the back office sends them: each language once, each field within the English
 * field's limits, blanks meaning "as in English". Errors are per field, named `<language>.<field>`
 * (`bn.name`), as the edit form names its inputs. Text is kept in Unicode's composed form (NFC), as
 * searches are, so a word typed either way finds it.
 */
export function validateTranslations(input: readonly ProductTranslationInput[]): ValidTranslation[] {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  const valid = input.map((translation) => {
    const language = translation.language;
    if (!isTranslatedLanguage(language)) errors.language = 'Only Bangla (bn) and Hindi (hi).';
    else if (seen.has(language)) errors[language] = 'Each language once.';
    seen.add(language);
    const field = (key: 'name' | 'description', max: number) => {
      const value = text(translation[key])?.normalize('NFC') ?? null;
      if (value !== null && value.length > max) errors[`${language}.${key}`] = `At most ${max} characters.`;
      return value;
    };
    return { language, name: field('name', MAX_NAME), description: field('description', MAX_DESCRIPTION) };
  });
  const problems = Object.values(errors);
  if (problems.length > 0) {
    throw new ValidationError(backOffice(problems.length === 1 ? `${Object.keys(errors)[0]}: ${problems[0]}` : `${problems.length} fields need correcting.`), backOfficeFields(errors));
  }
  return valid;
}
