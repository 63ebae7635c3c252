/**
 * Structured data (schema.org JSON-LD) for search engines: pure builders, rendered by <JsonLd>. Every URL in
 * them is absolute; the caller resolves paths with useAbsoluteUrl().
 */
import type { MoneyValue } from '../money';

export const SHOP_NAME = 'Kapor';

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

/** An amount in minor units as a decimal string (1999 USD → "19.99", 8125 IDR → "8125"): digits moved, no floats. */
export function decimalFromMinorUnits(amount: number, currency: string): string {
  if (!Number.isSafeInteger(amount)) throw new Error(`Not an amount in minor units: ${amount}`);
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const sign = amount < 0 ? '-' : '';
  const units = String(Math.abs(amount)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${units}` : `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

export type Availability = 'https://schema.org/InStock' | 'https://schema.org/LimitedAvailability' | 'https://schema.org/OutOfStock';

/**
 * What can be bought of a product, from the units its variants have left: none → OutOfStock; no more than
 * `lowStock` units in all → LimitedAvailability (the page says "Only n left" from the same threshold); else InStock.
 */
export function availabilityOf(variants: readonly { available: number }[], lowStock: number): Availability {
  const units = variants.reduce((sum, variant) => sum + Math.max(0, variant.available), 0);
  if (units === 0) return 'https://schema.org/OutOfStock';
  return units <= lowStock ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock';
}

export interface ProductLd {
  name: string;
  description: string;
  /** The shop's product number (the original's id); each size × colour has its own SKU on top. */
  legacyId: number;
  price: MoneyValue;
  rating: number;
  ratingCount: number;
  variants: readonly { available: number }[];
  /** Some of its visible reviews (the page's first ones); at most MAX_REVIEWS go into the data. */
  reviews?: readonly ReviewLd[];
}

export interface ReviewLd {
  authorName: string;
  rating: number;
  title: string;
  text: string;
  /** ISO 8601. */
  createdAt: string;
}

/** Reviews in a Product's data: a few show search engines what buyers say; the list is on the page. */
export const MAX_REVIEWS = 5;

function reviewJsonLd(review: ReviewLd): JsonLdObject {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.authorName },
    datePublished: review.createdAt.slice(0, 10),
    name: review.title,
    reviewBody: review.text,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

/**
 * A Product with its Offer (price in the currency the shop charges) and, once it has reviews, its
 * AggregateRating and a few Reviews (none without: search engines refuse a rating count of 0).
 */
export function productJsonLd(product: ProductLd, { url, images, lowStock }: { url: string; images: readonly string[]; lowStock: number }): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: [...images],
    sku: String(product.legacyId),
    brand: { '@type': 'Brand', name: SHOP_NAME },
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: decimalFromMinorUnits(product.price.amount, product.price.currency),
      priceCurrency: product.price.currency,
      availability: availabilityOf(product.variants, lowStock),
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.ratingCount > 0 && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.ratingCount, bestRating: 5, worstRating: 1 },
      ...(product.reviews?.length && { review: product.reviews.slice(0, MAX_REVIEWS).map(reviewJsonLd) }),
    }),
  };
}

/** The trail from the home page to this one, each step with its absolute URL. */
export function breadcrumbJsonLd(trail: readonly { name: string; url: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}

export interface OrganizationLd {
  url: string;
  logo: string;
  /** The shop's contact details as the owner set them; null while unknown. */
  contact: { phone: string; email: string; address: string } | null;
}

/** The shop itself, for the home page: name, address on the web, logo and how to reach customer service. */
export function organizationJsonLd({ url, logo, contact }: OrganizationLd): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP_NAME,
    url,
    logo,
    ...(contact && {
      email: contact.email,
      telephone: contact.phone,
      address: contact.address,
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: contact.phone, email: contact.email },
    }),
  };
}

/** JSON for an inline <script>: `<` escaped, so no text in the data can close the script element. */
export function scriptJson(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
