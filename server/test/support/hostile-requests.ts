/**
 * A seeded generator of hostile requests for the property-style fuzz test: GraphQL documents that are
 * deep, wide, malformed or tricky, wrong-typed and oversized arguments, and junk for every REST shim and
 * payment callback. The same seed always yields the same requests, so a failure can be replayed.
 */

export interface HostileRequest {
  kind: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Already percent-encoded where it must be: sent as written. */
  path: string;
  headers?: Record<string, string>;
  /** Sent as written (JSON text, a form, or junk). */
  body?: string;
  /** Send the customer's bearer token. */
  authenticated?: boolean;
}

/** mulberry32: a tiny, good-enough PRNG with a 32-bit seed. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '😀',
  "' OR 1=1 --",
  '"; DROP TABLE customer; --',
  '%00',
  '%',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '\u202e\u0301',
  '9'.repeat(40),
  '-1',
  '2147483648',
  '1e400',
  'NaN',
  'null',
  'KAPOR20',
  'kapor20\u0000',
  'demo@kapor.shop',
  `${'a'.repeat(240)}@example.com`,
  '\t\r\n',
];

const NASTY_NUMBERS = [0, -1, 1, 1.5, -0.5, 10, 11, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308, -1e308];

export function nastyString(r: Random): string {
  if (r.chance(0.08)) return r.pick(['a', '\u0000', '\ud800', 'é']).repeat(r.int(200, 5000));
  if (r.chance(0.5)) return r.pick(NASTY_STRINGS);
  let s = '';
  const n = r.int(0, 12);
  for (let i = 0; i < n; i += 1) s += String.fromCharCode(r.chance(0.8) ? r.int(32, 126) : r.int(0, 0xffff));
  return s;
}

export function nastyValue(r: Random, depth = 0): unknown {
  const roll = r.int(0, depth > 2 ? 5 : 8);
  switch (roll) {
    case 0:
    case 1:
    case 2:
      return nastyString(r);
    case 3:
      return r.pick(NASTY_NUMBERS);
    case 4:
      return r.pick([true, false, null]);
    case 5:
      return r.pick(NASTY_STRINGS.slice(0, 8));
    case 6:
      return Array.from({ length: r.int(0, 3) }, () => nastyValue(r, depth + 1));
    default: {
      const out: Record<string, unknown> = {};
      for (let i = r.int(0, 3); i > 0; i -= 1) out[r.pick(['a', 'size', 'color', 'productId', '__proto__', nastyString(r).slice(0, 20)])] = nastyValue(r, depth + 1);
      return out;
    }
  }
}

/** JSON nested `depth` levels deep: [[[…]]] or {"a":{"a":…}}. */
export function deepJson(depth: number, objects: boolean, leaf = '1'): string {
  return objects ? '{"a":'.repeat(depth) + leaf + '}'.repeat(depth) : '['.repeat(depth) + leaf + ']'.repeat(depth);
}

/** A value for a form or query string: percent-encoded hostile text, sometimes raw-encoded bytes. */
function formValue(r: Random): string {
  if (r.chance(0.2)) return r.pick(['a%00b', '%00', '%ED%A0%80', '%C0%80', '%FF%FE', '%', '%zz', '%E0%A4%A']);
  return encodeURIComponent(toWellFormed(nastyString(r)));
}

/** encodeURIComponent throws on lone surrogates; those are sent as their (invalid) UTF-8 bytes instead. */
function toWellFormed(s: string): string {
  return s.replace(/[\ud800-\udfff]/g, (c, i: number, all: string) => {
    const code = c.charCodeAt(0);
    const pairHigh = code < 0xdc00 && /[\udc00-\udfff]/.test(all[i + 1] ?? '');
    const pairLow = code >= 0xdc00 && /[\ud800-\udbff]/.test(all[i - 1] ?? '');
    return pairHigh || pairLow ? c : '\u0000';
  });
}

function form(r: Random, names: readonly string[]): string {
  const parts: string[] = [];
  for (let i = r.int(0, 6); i > 0; i -= 1) parts.push(`${r.chance(0.8) ? r.pick(names) : formValue(r)}=${formValue(r)}`);
  if (r.chance(0.1)) parts.push('a[b][c]=1', 'a[]=2');
  return parts.join('&');
}

const json = { 'Content-Type': 'application/json' };
const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' };

const QUERY_FIELDS = ['currencies { code label perUsd }', 'products(page: 1, pageSize: 2) { totalItems items { id name } }', 'me { id }', 'cart { itemCount }', 'newCollection(limit: 1) { name }'];

function graphqlBody(query: unknown, variables?: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ query, variables, ...extra });
}

function gql(kind: string, query: unknown, variables?: unknown, authenticated = false, path = '/graphql'): HostileRequest {
  return { kind, method: 'POST', path, headers: json, body: graphqlBody(query, variables), authenticated };
}

function deepSelection(r: Random): string {
  const depth = r.int(8, 400);
  if (r.chance(0.4)) {
    // Real fields, nested through the schema's cycles (product → related products …).
    const chain = 'relatedProducts(productId: "00000000-0000-0000-0000-000000000000") { id '.repeat(depth);
    return `{ ${chain}${'}'.repeat(depth)} }`;
  }
  const field = r.pick(['a', 'products', '__typename', 'items']);
  return `{ ${`${field} { `.repeat(depth)}x${' }'.repeat(depth)} }`;
}

function aliasFlood(r: Random): string {
  const n = r.int(10, r.chance(0.2) ? 2000 : 200);
  const field = r.pick(QUERY_FIELDS.concat(['__typename', '__schema { types { name fields { name type { name ofType { name } } } } }']));
  return `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
}

function repeatedDirectives(r: Random): string {
  const n = r.int(5, 1500);
  const directive = r.pick(['@include(if: true)', '@skip(if: false)', '@deprecated', '@unknown', '@include(if: "yes")']);
  return `{ currencies ${directive.concat(' ').repeat(n)}{ code } }`;
}

function fragmentTrick(r: Random): string {
  switch (r.int(0, 7)) {
    case 0:
      return 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }';
    case 1:
      return 'query { ...A } fragment A on Query { ...A }';
    case 2: {
      // Each fragment spreads the next twice: exponential when expanded.
      const n = r.int(5, 40);
      const frags = Array.from({ length: n }, (_, i) => `fragment F${i} on Query { currencies { code } ...F${i + 1} ...F${i + 1} }`).join(' ');
      return `query { ...F0 } ${frags} fragment F${n} on Query { __typename }`;
    }
    case 3:
      return 'query { ...Missing }';
    case 4:
      return 'query { ...A } fragment A on Product { name }';
    case 5:
      return `query { ${'... on Query { '.repeat(r.int(5, 300))}__typename${' }'.repeat(0)}`;
    case 6: {
      const depth = r.int(5, 200);
      return `query { ${'... on Query { '.repeat(depth)}__typename${' }'.repeat(depth)} }`;
    }
    default:
      return 'query { ...A ...A ...A } fragment A on Query { currencies { ...C } } fragment C on Currency { code ...C }';
  }
}

function malformedDocument(r: Random): unknown {
  const valid = `query Q($p: Int!) { products(page: $p) { items { name } } } mutation M { clearCart { itemCount } }`;
  switch (r.int(0, 9)) {
    case 0:
      return '{';
    case 1:
      return valid.slice(0, r.int(0, valid.length));
    case 2:
      return nastyString(r);
    case 3:
      return r.pick([null, 42, true, [], {}, ['{ __typename }']]);
    case 4:
      return `{ __typename } ${'{'.repeat(r.int(1, 3000))}`;
    case 5:
      return `{ a(x: "${'\\u0000'.repeat(r.int(1, 3))}") }`;
    case 6:
      return `{ product(slug: "\\ud800") { name } }`;
    case 7:
      return Array.from({ length: r.int(100, 5000) }, () => r.pick(['{', '}', '(', ')', 'a', ':', '$', '...', '@', '"x"', '1', '!', '[', ']'])).join(' ');
    case 8:
      return `query A { __typename } query A { __typename }`;
    default:
      return `{ products(filter: ${'{ search: '.repeat(r.int(5, 500))}"x"${'}'.repeat(r.int(0, 500))}) { totalItems } }`;
  }
}

const MUTATIONS: { name: string; vars: Record<string, string>; select: string }[] = [
  { name: 'addToCart', vars: { productId: 'ID!', size: 'Size!', colour: 'Colour', quantity: 'Int!' }, select: '{ __typename }' },
  { name: 'updateCartLine', vars: { lineId: 'ID!', quantity: 'Int!' }, select: '{ __typename }' },
  { name: 'removeCartLine', vars: { lineId: 'ID!' }, select: '{ __typename }' },
  { name: 'applyPromo', vars: { code: 'String!' }, select: '{ __typename }' },
  { name: 'addToWishlist', vars: { productId: 'ID!' }, select: '{ __typename }' },
  { name: 'moveWishlistItemToCart', vars: { productId: 'ID!', size: 'Size!', colour: 'Colour' }, select: '{ __typename }' },
  { name: 'login', vars: { input: 'LoginInput!' }, select: '{ __typename }' },
  { name: 'signUp', vars: { input: 'SignUpInput!' }, select: '{ __typename }' },
  { name: 'confirmSignUp', vars: { token: 'String!' }, select: '{ __typename }' },
  { name: 'requestPasswordReset', vars: { email: 'String!' }, select: '{ __typename }' },
  { name: 'resetPassword', vars: { token: 'String!', newPassword: 'String!' }, select: '{ __typename }' },
  { name: 'requestEmailChange', vars: { input: 'RequestEmailChangeInput!' }, select: '{ __typename }' },
  { name: 'confirmEmailChange', vars: { token: 'String!' }, select: '{ __typename }' },
  { name: 'subscribeToNewsletter', vars: { email: 'String!' }, select: '{ __typename }' },
  { name: 'confirmNewsletter', vars: { token: 'String!' }, select: '{ __typename }' },
  { name: 'unsubscribeNewsletter', vars: { token: 'String!' }, select: '{ __typename }' },
  { name: 'sendContactMessage', vars: { input: 'ContactMessageInput!' }, select: '{ __typename }' },
  { name: 'placeOrder', vars: { input: 'PlaceOrderInput!', idempotencyKey: 'String' }, select: '{ __typename }' },
];

/** The admin API's, sent to /admin-api (with a shopper's token when "authenticated": a 401, never a 5xx). */
const ADMIN_OPERATIONS: { name: string; vars: Record<string, string>; select: string; mutation: boolean }[] = [
  { name: 'staffLogin', vars: { input: 'StaffLoginInput!' }, select: '{ __typename }', mutation: true },
  { name: 'createStaffMember', vars: { input: 'CreateStaffInput!' }, select: '{ __typename }', mutation: true },
  { name: 'updateStaffMember', vars: { id: 'ID!', input: 'UpdateStaffInput!' }, select: '{ __typename }', mutation: true },
  { name: 'markOrderShipped', vars: { tranId: 'String!', input: 'ShipOrderInput!' }, select: '{ __typename }', mutation: true },
  { name: 'auditLog', vars: { entityType: 'String', staffId: 'ID', page: 'Int!', pageSize: 'Int!' }, select: '{ totalItems }', mutation: false },
];

const QUERIES: { name: string; vars: Record<string, string>; select: string }[] = [
  { name: 'products', vars: { page: 'Int!', pageSize: 'Int!' }, select: '{ totalItems }' },
  { name: 'product', vars: { id: 'ID', slug: 'String' }, select: '{ name }' },
  { name: 'order', vars: { tranId: 'String!' }, select: '{ status }' },
  { name: 'trackOrder', vars: { tranId: 'String!', email: 'String!' }, select: '{ status }' },
  { name: 'relatedProducts', vars: { productId: 'ID!' }, select: '{ name }' },
  { name: 'myOrders', vars: { page: 'Int!', pageSize: 'Int!' }, select: '{ totalItems }' },
];

function inputObject(r: Random, type: string): unknown {
  const keys: Record<string, string[]> = {
    'LoginInput!': ['email', 'password'],
    'SignUpInput!': ['name', 'email', 'password'],
    'RequestEmailChangeInput!': ['newEmail', 'currentPassword'],
    'ContactMessageInput!': ['name', 'email', 'message'],
    'StaffLoginInput!': ['email', 'password'],
    'CreateStaffInput!': ['name', 'email', 'password', 'role'],
    'UpdateStaffInput!': ['role', 'active'],
    'ShipOrderInput!': ['carrier', 'trackingNumber', 'trackingUrl'],
    'PlaceOrderInput!': ['address', 'city', 'country', 'deliveryDate', 'deliveryRoute', 'email', 'fullName', 'paymentMethod', 'phone', 'state', 'termsAccepted', 'zip'],
  };
  const names = keys[type];
  if (!names || r.chance(0.15)) return nastyValue(r);
  const out: Record<string, unknown> = {};
  for (const name of names) if (r.chance(0.85)) out[name] = r.chance(0.7) ? nastyString(r) : nastyValue(r);
  if (r.chance(0.1)) out.extra = 1;
  return out;
}

function wrongArguments(r: Random): HostileRequest {
  const admin = r.chance(0.2) ? r.pick(ADMIN_OPERATIONS) : undefined;
  const op = admin ?? (r.chance(0.7) ? r.pick(MUTATIONS) : r.pick(QUERIES));
  const isMutation = admin ? admin.mutation : MUTATIONS.includes(op);
  const path = admin ? '/admin-api' : '/graphql';
  const names = Object.keys(op.vars);
  if (r.chance(0.3)) {
    // Literals inlined in the document, escapes and all.
    const args = names.map((n) => `${n}: ${r.pick(['"\\u0000"', '2147483648', '-1', '1.5', 'true', 'null', '"x"', '[1]', '{a: 1}', `"${'z'.repeat(r.int(1, 3000))}"`, 'SMALL', '$undeclared'])}`).join(', ');
    return gql('graphql wrong arguments', `${isMutation ? 'mutation' : 'query'} { ${op.name}(${args}) ${op.select} }`, undefined, r.chance(0.7), path);
  }
  const decl = names.map((n) => `$${n}: ${op.vars[n]}`).join(', ');
  const variables: Record<string, unknown> = {};
  for (const n of names) if (r.chance(0.9)) variables[n] = op.vars[n].endsWith('Input!') ? inputObject(r, op.vars[n]) : nastyValue(r);
  const doc = `${isMutation ? 'mutation' : 'query'}(${decl}) { ${op.name}(${names.map((n) => `${n}: $${n}`).join(', ')}) ${op.select} }`;
  return gql('graphql wrong arguments', doc, r.chance(0.05) ? nastyValue(r) : variables, r.chance(0.7), path);
}

function graphqlOverGet(r: Random): HostileRequest {
  const query = r.pick([aliasFlood(r).slice(0, 3000), '{ currencies { code } }', 'mutation { clearCart { itemCount } }', '{', 'subscription { x }', `{ product(slug: "a\\u0000") { name } }`]);
  const params = [`query=${encodeURIComponent(query)}`];
  if (r.chance(0.3)) params.push(`variables=${r.pick(['{', '%00', encodeURIComponent(JSON.stringify(nastyValue(r)))])}`);
  if (r.chance(0.2)) params.push(`extensions=${r.pick(['{', encodeURIComponent('{"persistedQuery":{"version":1,"sha256Hash":"abc"}}')])}`);
  if (r.chance(0.2)) params.push(`operationName=${formValue(r)}`);
  if (r.chance(0.2)) params.push(`query=${formValue(r)}`);
  const headers: Record<string, string> = r.chance(0.6) ? { 'Apollo-Require-Preflight': 'true' } : {};
  return { kind: 'graphql over GET', method: 'GET', path: `/graphql?${params.join('&')}`, headers };
}

function paymentCallback(r: Random): HostileRequest {
  const names = ['val_id', 'tran_id', 'status', 'amount', 'currency', 'store_id', 'verify_sign', 'verify_key', 'bank_tran_id', 'value_a'];
  const endpoint = r.pick(['ipn', 'success', 'fail', 'cancel']);
  const method = endpoint === 'ipn' || r.chance(0.6) ? 'POST' : 'GET';
  const kind = 'payment callbacks';
  if (method === 'GET') return { kind, method, path: `/api/payment/${endpoint}?${form(r, names)}` };
  switch (r.int(0, 4)) {
    case 0:
      return { kind, method, path: `/api/payment/${endpoint}`, headers: json, body: r.chance(0.5) ? deepJson(r.int(500, 20000), r.chance(0.5)) : JSON.stringify(nastyValue(r)) };
    case 1:
      return { kind, method, path: `/api/payment/${endpoint}`, headers: json, body: JSON.stringify({ tran_id: nastyValue(r), val_id: nastyValue(r), status: nastyValue(r), payload: nastyValue(r) }) };
    case 2:
      return { kind, method, path: `/api/payment/${endpoint}`, headers: formHeaders, body: r.pick(['val_id=a%00b', 'tran_id=%00', 'val_id=%ED%A0%80&tran_id=x', 'tran_id[]=1&tran_id[]=2']) };
    default:
      return { kind, method, path: `/api/payment/${endpoint}${r.chance(0.2) ? `?${form(r, names)}` : ''}`, headers: formHeaders, body: form(r, names) };
  }
}

function deepRestJson(r: Random): HostileRequest {
  const target = r.pick([
    ['POST', '/api/users/login'],
    ['POST', '/api/users/signup'],
    ['POST', '/api/cart/add_to_cart'],
    ['PUT', '/api/cart/update_cart'],
    ['DELETE', '/api/cart/remove_from_cart'],
    ['POST', '/api/coupon/create'],
    ['POST', '/api/order/place_order'],
    ['POST', '/sandbox-gateway/gwprocess/v4/api.php'],
    ['POST', '/graphql'],
  ] as const);
  const depth = r.int(50, 30000);
  const body = r.chance(0.5) ? deepJson(depth, r.chance(0.5)) : `{"productId":1,"variant":${deepJson(depth, r.chance(0.5))},"customerData":${deepJson(Math.min(depth, 3000), true)}}`;
  return { kind: 'deeply nested JSON', method: target[0], path: target[1], headers: json, body, authenticated: r.chance(0.7) };
}

function restPath(r: Random): string {
  return r.pick(['abc%00def', '%00', '%ED%A0%80', '%', '%zz', encodeURIComponent(nastyString(r).replace(/[\ud800-\udfff]/g, '')) || 'x', 'a'.repeat(r.int(100, 5000)), '..%2F..%2Fetc', 'T'.concat('9'.repeat(30))]);
}

function redirectSuccess(r: Random): HostileRequest {
  const prefix = r.pick(['/api/order/payment/redirect-success/', '/api/api/order/payment/redirect-success/']);
  return { kind: 'redirect-success', method: 'GET', path: `${prefix}${restPath(r)}`, authenticated: r.chance(0.5) };
}

function products(r: Random): HostileRequest {
  const path = r.pick(['all_products', 'new_collection', 'new_collection_women', 'popular_men', 'popular_kid', 'search_product', 'search_product', 'search_product']);
  const q = path === 'search_product' ? form(r, ['page', 'limit', 'search', 'search']) : form(r, ['page', 'x']);
  if (r.chance(0.15)) return { kind: 'images', method: 'GET', path: `/images/${r.pick(['products', 'art'])}/${restPath(r)}/${r.pick(['front', 'back', restPath(r)])}.svg?colour=${formValue(r)}` };
  return { kind: 'products', method: 'GET', path: `/api/product/${path}?${q}` };
}

function login(r: Random): HostileRequest {
  const path = r.pick(['/api/users/login', '/api/users/login', '/api/users/signup']);
  const body = r.chance(0.7) ? { email: r.chance(0.3) ? `${'a'.repeat(r.int(200, 400))}@example.com` : nastyValue(r), password: nastyValue(r), name: nastyValue(r) } : nastyValue(r);
  return { kind: 'login', method: 'POST', path, headers: json, body: JSON.stringify(body) };
}

function sandbox(r: Random): HostileRequest {
  const kind = 'sandbox';
  switch (r.int(0, 4)) {
    case 0:
      return { kind, method: 'POST', path: '/sandbox-gateway/gwprocess/v4/api.php', headers: formHeaders, body: form(r, ['store_id', 'store_passwd', 'total_amount', 'currency', 'tran_id', 'success_url', 'ipn_url', 'cus_email']) };
    case 1:
      return { kind, method: 'GET', path: `/sandbox-gateway/pay/${restPath(r)}` };
    case 2:
      return { kind, method: 'POST', path: `/sandbox-gateway/pay/${restPath(r)}`, headers: formHeaders, body: form(r, ['choice']) };
    case 3:
      return { kind, method: 'GET', path: `/sandbox-gateway/validator/api/validationserverAPI.php?${form(r, ['val_id', 'store_id', 'store_passwd', 'format'])}` };
    default:
      return { kind, method: 'GET', path: `/sandbox-gateway/validator/api/merchantTransIDvalidationAPI.php?${form(r, ['tran_id', 'store_id', 'store_passwd'])}` };
  }
}

function coupon(r: Random): HostileRequest {
  const body = r.chance(0.8) ? { code: r.chance(0.5) ? nastyString(r) : nastyValue(r), discount: nastyValue(r) } : nastyValue(r);
  return { kind: 'coupon', method: 'POST', path: '/api/coupon/create', headers: json, body: JSON.stringify(body), authenticated: r.chance(0.5) };
}

function cartShim(r: Random): HostileRequest {
  const [method, path] = r.pick([
    ['GET', '/api/cart/get_cart'],
    ['POST', '/api/cart/add_to_cart'],
    ['PUT', '/api/cart/update_cart'],
    ['DELETE', '/api/cart/remove_from_cart'],
    ['POST', '/api/order/place_order'],
    ['GET', '/api/users/me'],
  ] as const);
  const productId = r.pick<unknown>([2147483648, -1, 0, 1.5, 1e308, '2147483648', '99999999999999999999', '1', 1, nastyValue(r)]);
  const body = r.chance(0.85)
    ? { productId, quantity: nastyValue(r), variant: r.chance(0.5) ? { size: nastyValue(r), color: nastyValue(r) } : nastyValue(r), size: nastyValue(r), customerData: nastyValue(r), orderedItems: nastyValue(r), total: nastyValue(r) }
    : nastyValue(r);
  const headers: Record<string, string> = { ...json };
  if (path.endsWith('place_order') && r.chance(0.5)) headers['Idempotency-Key'] = nastyString(r).replace(/[^\x20-\x7e]/g, '') || 'k';
  return { kind: 'cart and order shims', method, path, headers, body: JSON.stringify(body), authenticated: r.chance(0.9) };
}

function badTokens(r: Random): HostileRequest {
  const token = r.pick(['Bearer null', 'Bearer ', 'Bearer a.b.c', 'Basic abc', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', `Bearer ${'a'.repeat(r.int(100, 7000))}`, 'bearer\tx']);
  const target = r.pick<HostileRequest>([
    { kind: 'tokens', method: 'GET', path: '/api/users/me' },
    { kind: 'tokens', method: 'POST', path: '/graphql', headers: json, body: graphqlBody('{ me { id } }') },
  ]);
  return { ...target, headers: { ...target.headers, Authorization: token } };
}

function subscription(r: Random): HostileRequest {
  return gql('subscription operations', r.pick(['subscription { currencies { code } }', 'subscription S { __typename }', 'subscription { onCart { id } }']));
}

function introspection(r: Random): HostileRequest {
  const full = '__schema { types { name kind fields(includeDeprecated: true) { name args { name type { name kind ofType { name kind ofType { name } } } } type { name kind ofType { name kind ofType { name kind } } } } } }';
  const n = r.int(2, 20);
  return gql('introspection', `{ ${Array.from({ length: n }, (_, i) => `s${i}: ${full}`).join(' ')} }`);
}

const GENERATORS: { weight: number; make: (r: Random) => HostileRequest }[] = [
  { weight: 5, make: (r) => gql('deeply nested GraphQL', deepSelection(r)) },
  { weight: 2, make: (r) => gql('alias floods', aliasFlood(r)) },
  { weight: 1, make: (r) => gql('repeated directives', repeatedDirectives(r)) },
  { weight: 1, make: graphqlOverGet },
  { weight: 4, make: wrongArguments },
  { weight: 1, make: (r) => gql('malformed documents', malformedDocument(r)) },
  { weight: 1, make: (r) => gql('fragment tricks', fragmentTrick(r)) },
  { weight: 0.3, make: subscription },
  { weight: 0.3, make: introspection },
  { weight: 1, make: paymentCallback },
  { weight: 1, make: deepRestJson },
  { weight: 1, make: redirectSuccess },
  { weight: 1, make: products },
  { weight: 0.6, make: login },
  { weight: 1, make: sandbox },
  { weight: 1, make: coupon },
  { weight: 1.5, make: cartShim },
  { weight: 0.5, make: badTokens },
];

const TOTAL_WEIGHT = GENERATORS.reduce((sum, g) => sum + g.weight, 0);

/** The nth hostile request of a seed's sequence (each request has its own sub-seed, so cases stay stable). */
export function hostileRequest(seed: number, index: number): HostileRequest {
  const r = new Random((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  let roll = r.next() * TOTAL_WEIGHT;
  for (const generator of GENERATORS) {
    roll -= generator.weight;
    if (roll <= 0) return generator.make(r);
  }
  return GENERATORS[0].make(r);
}
