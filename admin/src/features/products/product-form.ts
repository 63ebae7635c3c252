import { z } from 'zod';
import type { CatalogProductDetailFragment, Colour, CreateProductInput, Garment, Size } from '../../gql/graphql';
import { moneyInputValue, moneyText, parseMoney } from '../../lib/money';
import { COLOURS, DEFAULT_GARMENT, GARMENT_LABELS, SIZES } from './labels';

/** The server's rules (server/src/catalog/admin/product-input.ts), checked here first so most mistakes need no round trip. */
const MAX_NAME = 200;
const MAX_SLUG = 100;
const MAX_DESCRIPTION = 5000;
const MAX_PRICE_CENTS = 10_000_000;
const MAX_STOCK = 100_000;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const WHOLE = /^\d+$/;

/** The server's field names where the form's differ. */
export const SERVER_FIELD_NAMES = { priceCents: 'price', compareAtCents: 'compareAt' } as const;

export function variantKey(size: Size, colour: Colour): string {
  return `${size}/${colour}`;
}

/** Every size × colour chosen, sizes from S to XXL, colours in their chosen order. */
export function combinations(sizes: readonly Size[], colours: readonly Colour[]): { size: Size; colour: Colour }[] {
  return SIZES.filter((size) => sizes.includes(size)).flatMap((size) => colours.map((colour) => ({ size, colour })));
}

/** An initial stock as typed: empty is none. */
function stockOf(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return 0;
  return WHOLE.test(trimmed) && Number(trimmed) <= MAX_STOCK ? Number(trimmed) : null;
}

const requiredText = (label: string, max: number) => z.string().trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

/** The form's rules. Stock is typed only for new sizes × colours (an existing variant has no input, so nothing to check). */
export const productSchema = z
  .object({
    name: requiredText('Name', MAX_NAME),
    slug: z
      .string()
      .trim()
      .max(MAX_SLUG, `At most ${MAX_SLUG} characters.`)
      .refine((slug) => slug === '' || SLUG.test(slug), 'Lower-case letters and digits in words joined by single dashes (e.g. linen-summer-dress).'),
    description: requiredText('Description', MAX_DESCRIPTION),
    category: z.enum(['WOMEN', 'MEN', 'KID']),
    garment: z.enum(Object.keys(GARMENT_LABELS) as Garment[]),
    price: moneyText({ maxCents: MAX_PRICE_CENTS, required: true, requiredMessage: 'Enter the price, such as 64.00.' }),
    compareAt: moneyText({ maxCents: MAX_PRICE_CENTS }),
    colours: z.array(z.enum(COLOURS.map((c) => c.value))).min(1, 'Choose at least one colour.'),
    sizes: z.array(z.enum(SIZES)).min(1, 'Choose at least one size.'),
    // The initial stock typed for each new size × colour, as variants[size][colour].
    variants: z.partialRecord(z.enum(SIZES), z.partialRecord(z.enum(COLOURS.map((c) => c.value)), z.string())),
  })
  .superRefine((values, context) => {
    const price = parseMoney(values.price);
    if (price === 0) context.addIssue({ code: 'custom', path: ['price'], message: 'More than 0.00.' });
    const compareAt = values.compareAt === '' ? null : parseMoney(values.compareAt);
    if (compareAt !== null && price !== null && compareAt <= price) {
      context.addIssue({ code: 'custom', path: ['compareAt'], message: 'More than the price (the earlier price, shown struck through), or empty.' });
    }
    for (const { size, colour } of combinations(values.sizes, values.colours)) {
      if (stockOf(values.variants[size]?.[colour]) === null) context.addIssue({ code: 'custom', path: ['variants', size, colour], message: `A whole number from 0 to ${MAX_STOCK}.` });
    }
  });

/** The form's values: money as typed text, converted to cents on submit. */
export type ProductValues = z.infer<typeof productSchema>;

/** A new product's form. */
export const EMPTY_PRODUCT: ProductValues = { name: '', slug: '', description: '', category: 'WOMEN', garment: DEFAULT_GARMENT.WOMEN, price: '', compareAt: '', colours: [], sizes: [], variants: {} };

/** The form for a product as the server has it. */
export function valuesOf(product: CatalogProductDetailFragment): ProductValues {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    category: product.category,
    garment: product.garment,
    price: moneyInputValue(product.price.amount),
    compareAt: product.compareAtPrice ? moneyInputValue(product.compareAtPrice.amount) : '',
    colours: [...product.colours],
    sizes: [...product.sizes],
    variants: {},
  };
}

/**
 * What the API takes from valid values, for a creation or an update alike: every field, and the initial
 * stock of the sizes × colours the product does not have yet. An empty slug is left out: a creation gets
 * one made from the name, an update keeps the product's address.
 */
export function productInput(values: ProductValues, existing: ReadonlySet<string> = new Set()): CreateProductInput {
  const slug = values.slug.trim();
  return {
    name: values.name.trim(),
    ...(slug ? { slug } : {}),
    description: values.description.trim(),
    category: values.category,
    garment: values.garment,
    priceCents: parseMoney(values.price)!,
    compareAtCents: values.compareAt === '' ? null : parseMoney(values.compareAt)!,
    colours: values.colours,
    sizes: SIZES.filter((size) => values.sizes.includes(size)),
    variants: combinations(values.sizes, values.colours)
      .filter(({ size, colour }) => !existing.has(variantKey(size, colour)))
      .map(({ size, colour }) => ({ size, colour, stockOnHand: stockOf(values.variants[size]?.[colour])! })),
  };
}

/** The address the server makes from a name (server/src/common/slug.ts), to show before it is saved. */
export function slugFrom(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG) return slug;
  const dash = slug.lastIndexOf('-', MAX_SLUG);
  return dash > 0 ? slug.slice(0, dash) : slug.slice(0, MAX_SLUG);
}
