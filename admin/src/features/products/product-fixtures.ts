import type { MockLink } from '@apollo/client/testing';
import {
  CatalogProductDocument,
  ProductImagesDocument,
  type CatalogProductDetailFragment,
  type CatalogProductRowFragment,
  type Colour,
  type ProductPhotoItemFragment,
  type Size,
} from '../../gql/graphql';

/** Test data for the Products pages, shaped as the admin API answers (with __typename, as Apollo's cache wants). */

const money = (amount: number) => ({ __typename: 'Money' as const, amount, formatted: `$${(amount / 100).toFixed(2)}` });

export function variant(size: Size, colour: Colour, stock: { onHand?: number; reserved?: number } = {}) {
  const onHand = stock.onHand ?? 5;
  const reserved = stock.reserved ?? 0;
  return {
    __typename: 'CatalogVariant' as const,
    id: `v-${size}-${colour}`,
    sku: `KP-0201-${colour}-${size}`,
    size,
    colour,
    stockOnHand: onHand,
    stockReserved: reserved,
    available: onHand - reserved,
  };
}

export function productDetail(overrides: Partial<CatalogProductDetailFragment> = {}): CatalogProductDetailFragment & { __typename: 'CatalogProduct' } {
  const variants = overrides.variants ?? [variant('S', 'RED'), variant('M', 'RED', { onHand: 7, reserved: 2 })];
  return {
    __typename: 'CatalogProduct',
    id: 'p-1',
    slug: 'linen-summer-dress',
    name: 'Linen Summer Dress',
    description: 'A breezy linen midi dress.',
    category: 'WOMEN',
    garment: 'DRESS',
    status: 'DRAFT',
    colours: ['RED'],
    sizes: ['S', 'M'],
    price: money(6400),
    compareAtPrice: money(8000),
    thumbnail: '/images/products/linen-summer-dress/front.svg',
    stockOnHand: 12,
    stockReserved: 2,
    available: 10,
    updatedAt: '2026-03-02T10:00:00.000Z',
    translations: [],
    ...overrides,
    variants,
  };
}

export function productRow(n: number, overrides: Partial<CatalogProductRowFragment> = {}): CatalogProductRowFragment & { __typename: 'CatalogProduct' } {
  return {
    __typename: 'CatalogProduct',
    id: `p-${n}`,
    name: `Product ${n}`,
    slug: `product-${n}`,
    status: 'ACTIVE',
    category: 'MEN',
    thumbnail: `/images/products/product-${n}/front.svg`,
    price: money(1000 * n),
    available: 10 * n,
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function photo(n: number, overrides: Partial<ProductPhotoItemFragment> = {}): ProductPhotoItemFragment & { __typename: 'ProductPhoto' } {
  const hash = String(n).repeat(64);
  return {
    __typename: 'ProductPhoto',
    id: `photo-${n}`,
    productId: 'p-1',
    position: n - 1,
    alt: `Photo ${n}`,
    colour: null,
    url: `/images/uploads/${hash}-640.webp`,
    srcSet: `/images/uploads/${hash}-320.webp 320w, /images/uploads/${hash}-640.webp 640w`,
    width: 640,
    height: 640,
    ...overrides,
  };
}

/** The product page's two queries: the product, and its photos. */
export function productPageMocks(product = productDetail(), photos: ProductPhotoItemFragment[] = []): MockLink.MockedResponse[] {
  return [
    { request: { query: CatalogProductDocument, variables: { id: product.id } }, result: { data: { catalogProduct: product } } },
    { request: { query: ProductImagesDocument, variables: { productId: product.id } }, result: { data: { productImages: photos } }, maxUsageCount: Number.POSITIVE_INFINITY },
  ];
}
