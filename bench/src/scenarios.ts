import type pg from 'pg';
import { cartPick, COLOURS, type Dataset, productColours, productId, resetCarts, SEARCHES, SIZES } from './dataset.js';
import { ADD_TO_CART, deliveryDetails, graphqlBody, PLACE_ORDER, PRODUCT_DETAIL, PRODUCT_LIST } from './operations.js';
import type { HttpCall, Reply, Scenario } from './load/scenario.js';
import { CATALOGUE_PAGES } from './references.js';
import { seededRandom } from './stats.js';

export interface ScenarioContext {
  dataset: Dataset;
  pool: pg.Pool;
  token(customer: number): string;
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };
/** A visitor's browser asking for a page: no cookies, no token (the server renders as a visitor). */
const HTML_HEADERS = { accept: 'text/html' };

/** The shop's operations under load, as a storefront and its shoppers send them. */
export function buildScenarios(context: ScenarioContext): Scenario<any>[] {
  const { dataset } = context;
  const random = seededRandom(20260101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const page = () => 1 + Math.floor(random() * CATALOGUE_PAGES);
  const bearer = (customer: number) => ({ ...JSON_HEADERS, authorization: `Bearer ${context.token(customer)}` });

  const catalogue: Scenario<number> = {
    name: 'catalogue-page',
    title: 'GraphQL products: a category page of 24 cards with their prices and sizes in stock, and the facet counts',
    target: 'app',
    unit: 'req',
    newFlow: page,
    steps: [
      {
        request: (p) => graphql(PRODUCT_LIST, { page: p, pageSize: 24, filter: { category: 'WOMEN' } }),
        check: (r) => graphqlProblem(r) ?? (r.body.includes('"sizesInStock":[') && r.body.includes('"facets":{') ? null : 'no cards with their sizes, or no facets'),
      },
    ],
  };

  const product: Scenario<string> = {
    name: 'product-by-slug',
    title: 'GraphQL product(slug): the product page',
    target: 'app',
    unit: 'req',
    newFlow: () => pick(dataset.products).slug,
    steps: [{ request: (slug) => graphql(PRODUCT_DETAIL, { slug }), check: (r) => graphqlProblem(r) ?? (r.body.includes('"product":{') ? null : 'product is null') }],
  };

  // The storefront's own pages as a visitor's first request gets them. Only the status is checked: what
  // the HTML holds is the storefront's business (its tests), and changes with the rendering.
  const ssrProduct: Scenario<string> = {
    name: 'ssr-product-page',
    title: 'GET /product/<slug> as HTML: the product page a visitor (or a crawler) loads',
    target: 'app',
    unit: 'req',
    newFlow: () => pick(dataset.products).slug,
    steps: [{ request: (slug) => ({ method: 'GET', path: `/product/${slug}`, headers: HTML_HEADERS }), check: htmlProblem }],
  };

  const ssrCategory: Scenario<null> = {
    name: 'ssr-category-page',
    title: 'GET /womens as HTML: the category page a visitor (or a crawler) loads',
    target: 'app',
    unit: 'req',
    newFlow: () => null,
    steps: [{ request: () => ({ method: 'GET', path: '/womens', headers: HTML_HEADERS }), check: htmlProblem }],
  };

  const allProducts: Scenario<null> = {
    name: 'rest-all-products',
    title: `REST /api/product/all_products (every product: ${dataset.counts.product})`,
    target: 'app',
    unit: 'req',
    newFlow: () => null,
    steps: [{ request: () => ({ method: 'GET', path: '/api/product/all_products' }), check: (r) => (r.status === 200 && r.body.startsWith('[{') ? null : `status ${r.status}`) }],
  };

  interface AddFlow {
    customer: number;
    productId: string;
    size: string;
    colour: string;
  }
  const addToCart: Scenario<AddFlow> = {
    name: 'add-to-cart',
    title: `GraphQL addToCart by ${dataset.loadCustomers} customers at once (answers the whole cart)`,
    target: 'app',
    unit: 'req',
    newFlow: () => {
      const k = 1 + Math.floor(random() * dataset.products.length);
      return { customer: 1 + Math.floor(random() * dataset.loadCustomers), productId: productId(k), size: pick(SIZES), colour: pick(productColours(k)).toUpperCase() };
    },
    steps: [
      {
        request: (f) => graphql(ADD_TO_CART, { productId: f.productId, size: f.size, colour: f.colour, quantity: 1 }, bearer(f.customer)),
        check: (r) => graphqlProblem(r) ?? typename(r, 'Cart'),
      },
    ],
    prepare: () => resetCarts(context.pool),
  };

  interface CheckoutFlow {
    customer: number;
    payPath?: string;
    returnPath?: string;
    returnForm?: string;
  }
  let nextCustomer = 1;
  const checkout: Scenario<CheckoutFlow> = {
    name: 'checkout',
    title: 'placeOrder → sandbox gateway Pay (IPN, validation) → browser return, per checkout',
    target: 'app',
    unit: 'checkout',
    // Each checkout empties one customer's cart; carts are refilled before every run.
    newFlow: () => ({ customer: 1 + ((nextCustomer++ - 1) % dataset.loadCustomers) }),
    steps: [
      {
        request: (f) => graphql(PLACE_ORDER, { input: deliveryDetails(f.customer) }, bearer(f.customer)),
        check: (r, f) => {
          const problem = graphqlProblem(r) ?? typename(r, 'PaymentSession');
          if (problem) return problem;
          f.payPath = new URL(JSON.parse(r.body).data.placeOrder.url).pathname;
          return null;
        },
      },
      {
        request: (f) => ({ method: 'POST', path: f.payPath!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'choice=pay' }),
        check: (r, f) => {
          if (r.status !== 200) return `pay answered ${r.status}`;
          const form = returnForm(r.body);
          if (!form) return 'no return form on the gateway page';
          f.returnPath = form.path;
          f.returnForm = form.body;
          return null;
        },
      },
      {
        request: (f) => ({ method: 'POST', path: f.returnPath!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: f.returnForm }),
        check: (r) => {
          const location = String(r.headers.location ?? '');
          return r.status === 303 && location.includes('/payment/success/') ? null : `return answered ${r.status} → ${location || r.body.slice(0, 200)}`;
        },
      },
    ],
    prepare: async () => {
      nextCustomer = 1;
      await resetCarts(context.pool);
    },
  };

  return [catalogue, product, ssrCategory, ssrProduct, ...discoveryScenarios(''), allProducts, addToCart, checkout];
}

/** A category page narrowed as the filter panel does: one size, one colour, $25 to $50 (USD cents). */
export const CATEGORY_FILTERS = SIZES.flatMap((size) => COLOURS.map((colour) => ({ category: 'WOMEN', sizes: [size], colours: [colour.toUpperCase()], minPrice: 2500, maxPrice: 4999 })));

/**
 * Finding a garment: search with paging, and a filtered category page (with its facet counts). Measured
 * with the bench catalogue and again, in full runs, with it grown to 100,000 products (`suffix` '-100k').
 */
export function discoveryScenarios(suffix: string): Scenario<any>[] {
  const random = seededRandom(20260103);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const at = suffix ? `, ${suffix.slice(1)} products` : '';
  const search: Scenario<{ search: string; page: number }> = {
    name: `search${suffix}`,
    title: `GraphQL products(search) with paging, 24 a page, and its facet counts${at}`,
    target: 'app',
    unit: 'req',
    newFlow: () => pick(SEARCHES),
    steps: [
      {
        request: (f) => graphql(PRODUCT_LIST, { page: f.page, pageSize: 24, filter: { search: f.search } }),
        check: (r) => graphqlProblem(r) ?? (r.body.includes('"items":[{') ? null : 'no search results'),
      },
    ],
  };
  const filtered: Scenario<Record<string, unknown>> = {
    name: `filtered-category${suffix}`,
    title: `GraphQL products: women, one size, one colour, a price range, with the facet counts${at}`,
    target: 'app',
    unit: 'req',
    newFlow: () => pick(CATEGORY_FILTERS),
    steps: [
      {
        request: (filter) => graphql(PRODUCT_LIST, { page: 1, pageSize: 24, filter }),
        check: (r) => graphqlProblem(r) ?? (r.body.includes('"facets":{') && r.body.includes('"items":[{') ? null : 'no products or no facets'),
      },
    ],
  };
  return [search, filtered];
}

function graphql(query: string, variables: Record<string, unknown>, headers: Record<string, string> = JSON_HEADERS): HttpCall {
  return { method: 'POST', path: '/graphql', headers, body: graphqlBody(query, variables) };
}

function graphqlProblem(r: Reply): string | null {
  if (r.status !== 200) return `status ${r.status}: ${r.body.slice(0, 200)}`;
  if (r.body.includes('"errors":[')) return `GraphQL errors: ${r.body.slice(0, 300)}`;
  return null;
}

function htmlProblem(r: Reply): string | null {
  return r.status === 200 ? null : `status ${r.status}: ${r.body.slice(0, 200)}`;
}

function typename(r: Reply, expected: string): string | null {
  return r.body.includes(`"__typename":"${expected}"`) ? null : `expected ${expected}: ${r.body.slice(0, 300)}`;
}

/** The sandbox's return page: a form that posts the outcome back to the shop (as SSLCommerz does). */
export function returnForm(html: string): { path: string; body: string } | null {
  const action = /<form id="return" method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) return null;
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields.append(unescapeHtml(match[1]), unescapeHtml(match[2]));
  return { path: new URL(unescapeHtml(action)).pathname, body: fields.toString() };
}

function unescapeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** For counting statements: the j-th pick of customer c as addToCart variables. */
export function addToCartCall(c: number, j: number, token: string): HttpCall {
  const line = cartPick(c, j);
  return graphql(ADD_TO_CART, { productId: line.productId, size: line.size, colour: line.colour.toUpperCase(), quantity: 1 }, { ...JSON_HEADERS, authorization: `Bearer ${token}` });
}

export function placeOrderCall(c: number, token: string): HttpCall {
  return graphql(PLACE_ORDER, { input: deliveryDetails(c) }, { ...JSON_HEADERS, authorization: `Bearer ${token}` });
}

