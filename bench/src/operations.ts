import { Kind, parse, print, visit, type SelectionSetNode } from 'graphql';

/**
 * The GraphQL documents the load sends: the storefront's own operations (client/src/**\/*.graphql) as
 * they stand, copied here so the bench does not break while the client changes — with __typename in
 * every selection set, as Apollo Client's cache adds it on the wire.
 */
function asSent(document: string): string {
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;
  return print(
    visit(parse(document), {
      SelectionSet(node: SelectionSetNode, _key, parent) {
        const isOperation = parent !== undefined && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION;
        if (isOperation || node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
        return { ...node, selections: [...node.selections, typename] };
      },
    }),
  );
}

const MONEY = `fragment MoneyFields on Money { amount currency formatted }`;

const PRODUCT_CARD = `fragment ProductCard on Product {
  id legacyId slug name category mainImage { view url alt srcSet avifSrcSet width height }
  rating ratingCount inStock defaultColour discountPercent
  price { ...MoneyFields } compareAtPrice { ...MoneyFields }
  sizesInStock
}`;

/** A category or search page: 24 product cards with their prices and sizes in stock, and the filter panel's counts. */
export const PRODUCT_LIST = asSent(`query ProductList($page: Int!, $pageSize: Int!, $filter: ProductFilter, $sort: ProductSort) {
  products(page: $page, pageSize: $pageSize, filter: $filter, sort: $sort) {
    page pageSize totalItems totalPages didYouMean
    items { ...ProductCard }
    facets { sizes { size count } colours { colour count } priceRanges { min max count } inStock onSale }
  }
}
${PRODUCT_CARD}
${MONEY}`);

/** The product page's main query. */
export const PRODUCT_DETAIL = asSent(`query ProductDetail($slug: String, $id: ID) {
  product(slug: $slug, id: $id) {
    ...ProductCard description garment colours
    images { view url alt }
    variants { id size colour available }
  }
}
${PRODUCT_CARD}
${MONEY}`);

const CART_FIELDS = `fragment CartFields on Cart {
  id itemCount promoCode promoNotice promoRejection
  lines {
    id quantity available
    unitPrice { ...MoneyFields } lineTotal { ...MoneyFields }
    product { id slug name image category }
    variant { id sku size colour }
  }
  subtotal { ...MoneyFields }
  discount { source code label percent amount { ...MoneyFields } }
  shipping { ...MoneyFields } freeShippingThreshold { ...MoneyFields } total { ...MoneyFields }
}`;

export const ADD_TO_CART = asSent(`mutation AddToCart($productId: ID!, $size: Size!, $colour: Colour, $quantity: Int! = 1) {
  addToCart(productId: $productId, size: $size, colour: $colour, quantity: $quantity) {
    __typename
    ... on Cart { ...CartFields }
    ... on ErrorResult { code message }
    ... on OutOfStockError { available canAdd }
    ... on InvalidPromoCodeError { reason }
  }
}
${CART_FIELDS}
${MONEY}`);

export const PLACE_ORDER = asSent(`mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {
  placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
    __typename
    ... on PaymentSession { tranId url }
    ... on ErrorResult { code message }
    ... on ValidationError { fields { field message } }
    ... on InsufficientStockError { lines { sku name size colour requested available } }
    ... on InvalidPromoCodeError { reason }
  }
}`);

/** What a shopper types on the checkout page (a delivery date a few days ahead). */
export function deliveryDetails(customer: number): Record<string, unknown> {
  const date = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return {
    fullName: `Bench Customer ${customer}`,
    phone: '+880 1711 000000',
    email: `bench-${customer}@bench.kapor.test`,
    country: 'Bangladesh',
    city: 'Dhaka',
    state: 'Dhaka',
    zip: '1207',
    address: `House ${customer}, Road 7, Dhanmondi`,
    deliveryDate: date,
    deliveryRoute: 'Standard',
    paymentMethod: 'online',
    termsAccepted: true,
  };
}

export function graphqlBody(query: string, variables: Record<string, unknown>): string {
  return JSON.stringify({ query, variables });
}
