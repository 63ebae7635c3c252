import { DEMO_STAFF_MEMBER, signUpCustomer, staffToken } from './support/auth';
import { ADD_TO_CART, CART, variantWithStock } from './support/cart';
import { addToCart, ORDER, payOnSandbox, placeOrder } from './support/checkout';
import { countStatements } from './support/sql-counter';
import { startTestApp, type TestApp } from './support/test-app';
import { auditEntryCount } from './support/audit';

const PRODUCT_FIELDS = `id legacyId slug name description category garment status colours sizes createdAt updatedAt
  price { amount } compareAtPrice { amount } stockOnHand stockReserved available
  variants { id sku size colour stockOnHand stockReserved available }`;

const FAILURE_FIELDS = `... on ErrorResult { code message } ... on ValidationError { fields { field message } } ... on SlugTakenError { slug }`;

const CREATE = `mutation($i: CreateProductInput!) { createProduct(input: $i) { __typename ... on CatalogProduct { ${PRODUCT_FIELDS} } ${FAILURE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $i: UpdateProductInput!) { updateProduct(id: $id, input: $i) {
  __typename ... on CatalogProduct { ${PRODUCT_FIELDS} } ${FAILURE_FIELDS} ... on VariantsInUseError { skus } } }`;
const SET_STATUS = (verb: 'publish' | 'unpublish' | 'archive') => `mutation($id: ID!) { ${verb}Product(id: $id) { id status updatedAt } }`;
const DELETE = `mutation($id: ID!) { deleteProduct(id: $id) { __typename ... on DeletedProduct { id } ... on ErrorResult { code message } } }`;
const PRODUCT = `query($id: ID!) { catalogProduct(id: $id) { ${PRODUCT_FIELDS} } }`;
const LIST = `query($filter: CatalogProductFilter, $sort: CatalogProductSort, $page: Int, $pageSize: Int) {
  catalogProducts(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) { totalItems totalPages page pageSize items { name status price { amount } available } } }`;
const AUDIT = `query($id: String!) { auditLog(entityType: "product", entityId: $id) { items { action staffEmail before after } } }`;

const WISHLIST = `{ wishlist { items { product { id } } } }`;
const ADD_TO_WISHLIST = `mutation($productId: ID!) { addToWishlist(productId: $productId) { __typename ... on ErrorResult { code } } }`;
const SHOP_PRODUCT = `query($id: ID, $slug: String) { product(id: $id, slug: $slug) { id name price { amount } } }`;
const SHOP_SEARCH = `query($search: String!) { products(filter: { search: $search }) { totalItems items { id } } }`;
const NEW_COLLECTION = `{ newCollection(limit: 24) { id } }`;

let counter = 0;

/** A valid new product; `overrides` in the API's words. Names are unique per call (slugs come from them). */
function newProduct(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Linen Summer Dress ${counter}`,
    description: 'A breezy linen midi dress with a square neck and a tie waist. Machine wash cold.',
    category: 'WOMEN',
    priceCents: 6400,
    compareAtCents: 8000,
    colours: ['RED', 'BLACK'],
    sizes: ['S', 'M', 'L'],
    ...overrides,
  };
}

describe('catalogue management in the admin API', () => {
  let t: TestApp;
  let owner: string;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await staffToken(t);
    staff = await staffToken(t, DEMO_STAFF_MEMBER);
  });
  afterAll(() => t.close());

  const admin = async (doc: string, variables: Record<string, unknown>, token = staff) => {
    const res = await t.adminGql(doc, variables, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return Object.values(res.data!)[0] as any;
  };
  const create = (overrides: Record<string, unknown> = {}) => admin(CREATE, { i: newProduct(overrides) });
  const auditRows = () => auditEntryCount(t);
  const productRows = async () => (await t.db.query(`SELECT (SELECT count(*) FROM product)::int AS products, (SELECT count(*) FROM product_variant)::int AS variants`))[0];

  /** Everywhere a shopper could meet the product: GraphQL, the REST shims, and adding it to a cart or wishlist. */
  async function storefrontSees(product: { id: string; slug: string; legacyId: number; name: string }): Promise<Record<string, boolean>> {
    const shopper = await signUpCustomer(t);
    const searchWord = product.name.split(' ').pop()!;
    const allRest = (await t.http().get('/api/product/all_products').expect(200)).body as { _id: string }[];
    const newRest = (await t.http().get('/api/product/new_collection_women').expect(200)).body as { _id: string }[];
    const searchRest = (await t.http().get(`/api/product/search_product?search=${encodeURIComponent(product.name)}`).expect(200)).body.products as { _id: string }[];
    const addRest = await t.http().post('/api/cart/add_to_cart').set('Authorization', `Bearer ${shopper.token}`).send({ productId: product.legacyId, quantity: 1, variant: { size: 'M' } });
    const added = (await t.gql(ADD_TO_CART, { productId: product.id, size: 'M', colour: null, quantity: 1 }, shopper.token)).data!.addToCart;
    const wished = (await t.gql(ADD_TO_WISHLIST, { productId: product.id }, shopper.token)).data!.addToWishlist;
    return {
      byId: (await t.gql(SHOP_PRODUCT, { id: product.id })).data!.product !== null,
      byLegacyId: (await t.gql(SHOP_PRODUCT, { id: String(product.legacyId) })).data!.product !== null,
      bySlug: (await t.gql(SHOP_PRODUCT, { slug: product.slug })).data!.product !== null,
      search: (await t.gql(SHOP_SEARCH, { search: `${product.name} ${searchWord}` })).data!.products.items.some((p: { id: string }) => p.id === product.id),
      newCollection: (await t.gql(NEW_COLLECTION)).data!.newCollection.some((p: { id: string }) => p.id === product.id),
      restAll: allRest.some((p) => p._id === product.id),
      restNew: newRest.some((p) => p._id === product.id),
      restSearch: searchRest.some((p) => p._id === product.id),
      restCart: addRest.status === 200,
      cart: added.__typename === 'Cart',
      wishlist: wished.__typename === 'Wishlist',
    };
  }
  const everywhere = (seen: boolean) =>
    Object.fromEntries(['byId', 'byLegacyId', 'bySlug', 'search', 'newCollection', 'restAll', 'restNew', 'restSearch', 'restCart', 'cart', 'wishlist'].map((k) => [k, seen]));

  it('creates a draft with a variant, SKU and stock for every size × colour, and records it', async () => {
    const before = await productRows();
    const stock = { S: 3, M: 4, L: 5 };
    const product = await admin(CREATE, {
      i: newProduct({ variants: (['RED', 'BLACK'] as const).flatMap((colour, c) => (['S', 'M', 'L'] as const).map((size) => ({ size, colour, stockOnHand: stock[size] + c * 10 }))) }),
    });
    expect(product).toMatchObject({ __typename: 'CatalogProduct', status: 'DRAFT', slug: `linen-summer-dress-${counter}`, category: 'WOMEN', garment: 'DRESS' });
    expect(product).toMatchObject({ price: { amount: 6400 }, compareAtPrice: { amount: 8000 }, colours: ['RED', 'BLACK'], sizes: ['S', 'M', 'L'] });
    // A legacy id of its own, after the seed's, so the REST shims can name it.
    const [{ max }] = await t.db.query(`SELECT max(legacy_id)::int AS max FROM product WHERE id <> $1`, [product.id]);
    expect(product.legacyId).toBe(max + 1);
    const code = String(product.legacyId).padStart(4, '0');
    expect(product.variants.map((v: { sku: string; stockOnHand: number }) => [v.sku, v.stockOnHand])).toEqual([
      [`KP-${code}-BLA-S`, 13],
      [`KP-${code}-RED-S`, 3],
      [`KP-${code}-BLA-M`, 14],
      [`KP-${code}-RED-M`, 4],
      [`KP-${code}-BLA-L`, 15],
      [`KP-${code}-RED-L`, 5],
    ]);
    expect(product).toMatchObject({ stockOnHand: 54, stockReserved: 0, available: 54 });
    expect(await productRows()).toEqual({ products: before.products + 1, variants: before.variants + 6 });
    // Each variant's stock history starts with its first count.
    const redM = product.variants.find((v: { sku: string }) => v.sku === `KP-${code}-RED-M`);
    const history = await admin(`query($v: ID!) { stockMovements(variantId: $v) { items { kind onHandChange onHandAfter } } }`, { v: redM.id });
    expect(history.items).toEqual([{ kind: 'INITIAL', onHandChange: 4, onHandAfter: 4 }]);

    const [entry] = (await admin(AUDIT, { id: product.id })).items;
    expect(entry).toMatchObject({ action: 'product.create', staffEmail: DEMO_STAFF_MEMBER.email, before: null });
    expect(JSON.parse(entry.after)).toMatchObject({ name: product.name, status: 'DRAFT', priceCents: 6400, sizes: ['S', 'M', 'L'], variants: expect.arrayContaining([{ sku: `KP-${code}-RED-M`, stockOnHand: 4 }]) });

    // Without stock given, every variant starts at 0; without a garment, the category's usual one.
    const bare = await create({ category: 'MEN', colours: ['GREEN'], sizes: ['XL'], compareAtCents: null });
    expect(bare).toMatchObject({ garment: 'SHIRT', compareAtPrice: null, variants: [{ size: 'XL', colour: 'GREEN', stockOnHand: 0 }] });
  });

  it('answers every broken field at once, refuses a slug in use, and writes nothing for either', async () => {
    const before = { rows: await productRows(), audits: await auditRows() };
    const broken = await admin(CREATE, {
      i: newProduct({ name: '   ', slug: 'Not A Slug', priceCents: 5000, compareAtCents: 4000, colours: [], variants: [{ size: 'XL', colour: 'RED', stockOnHand: 2 }] }),
    });
    expect(broken.__typename).toBe('ValidationError');
    expect(broken.fields.map((f: { field: string }) => f.field).sort()).toEqual(['colours', 'compareAtCents', 'name', 'slug', 'variants']);
    const negative = await admin(CREATE, { i: newProduct({ priceCents: -1, compareAtCents: null, sizes: ['M', 'M'] }) });
    expect(negative.fields.map((f: { field: string }) => f.field).sort()).toEqual(['priceCents', 'sizes']);

    const seeded = (await t.db.query(`SELECT slug FROM product WHERE legacy_id = 2`))[0].slug;
    const taken = await admin(CREATE, { i: newProduct({ slug: seeded }) });
    expect(taken).toMatchObject({ __typename: 'SlugTakenError', code: 'SLUG_TAKEN', slug: seeded });
    expect(await productRows()).toEqual(before.rows);
    expect(await auditRows()).toBe(before.audits);

    // A slug made from a name another product has already gets a number; an update to a taken slug is refused.
    const first = await create({ name: 'Quilted Gilet' });
    const second = await create({ name: 'Quilted Gilet' });
    expect([first.slug, second.slug]).toEqual(['quilted-gilet', 'quilted-gilet-2']);
    expect(await admin(UPDATE, { id: second.id, i: { slug: 'quilted-gilet' } })).toMatchObject({ __typename: 'SlugTakenError', slug: 'quilted-gilet' });
    expect((await admin(UPDATE, { id: second.id, i: { compareAtCents: 100 } })).fields).toEqual([{ field: 'compareAtCents', message: expect.stringMatching(/more than the price/i) }]);
    // Renamed without a slug, it keeps its address.
    expect(await admin(UPDATE, { id: second.id, i: { name: 'Quilted Gilet, Sage' } })).toMatchObject({ name: 'Quilted Gilet, Sage', slug: 'quilted-gilet-2' });

    const missing = await t.adminGql(UPDATE, { id: '00000000-0000-4000-8000-000000000000', i: { name: 'Nobody' } }, staff);
    expect(missing.errors?.[0].extensions?.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('shows a draft nowhere in the shop, an active product everywhere, and an archived one only in the orders that have it', async () => {
    const product = await create({ name: 'Seersucker Wrap Dress Zanzibar', variants: [{ size: 'M', colour: 'RED', stockOnHand: 20 }] });
    expect(await storefrontSees(product)).toEqual(everywhere(false));

    expect((await admin(SET_STATUS('publish'), { id: product.id })).status).toBe('ACTIVE');
    expect(await storefrontSees(product)).toEqual(everywhere(true));

    // Bought (awaiting payment), in another shopper's cart and wishlist — then archived.
    const buyer = await signUpCustomer(t);
    await t.gql(ADD_TO_CART, { productId: product.id, size: 'M', colour: 'RED', quantity: 2 }, buyer.token);
    const session = await placeOrder(t, buyer.token);
    expect(session.__typename).toBe('PaymentSession');
    const keeper = await signUpCustomer(t);
    await t.gql(ADD_TO_CART, { productId: product.id, size: 'M', colour: 'RED', quantity: 1 }, keeper.token);
    await t.gql(ADD_TO_WISHLIST, { productId: product.id }, keeper.token);

    expect((await admin(SET_STATUS('archive'), { id: product.id })).status).toBe('ARCHIVED');
    expect(await storefrontSees(product)).toEqual(everywhere(false));
    expect((await t.gql(WISHLIST, undefined, keeper.token)).data!.wishlist.items).toEqual([]);

    // The order still shows its line, with its picture.
    const order = (await t.gql(`query($t: String!) { order(tranId: $t) { status lines { productName productSlug sku quantity } } }`, { t: session.tranId }, buyer.token)).data!.order;
    expect(order).toMatchObject({ status: 'PENDING_PAYMENT', lines: [{ productName: product.name, productSlug: product.slug, quantity: 2 }] });
    await t.http().get(`/images/products/${product.slug}/front.svg`).expect(200);

    // A cart line of it stays readable, cannot be bought, and can be removed.
    const cart = (await t.gql(CART, undefined, keeper.token)).data!.cart;
    expect(cart.lines).toEqual([
      expect.objectContaining({ quantity: 1, available: 0, product: expect.objectContaining({ id: product.id }), variant: expect.objectContaining({ available: 0, inStock: false }) }),
    ]);
    const refused = await placeOrder(t, keeper.token);
    expect(refused).toMatchObject({ __typename: 'InsufficientStockError', message: `${product.name} is no longer sold. Please remove it from your cart.` });
    const raise = await t.gql(`mutation($l: ID!) { updateCartLine(lineId: $l, quantity: 2) { __typename } }`, { l: cart.lines[0].id }, keeper.token);
    expect(raise.data!.updateCartLine.__typename).toBe('OutOfStockError');
    const removed = await t.http().delete('/api/cart/remove_from_cart').set('Authorization', `Bearer ${keeper.token}`).send({ productId: product.legacyId }).expect(200);
    expect(removed.body.cart.items).toEqual([]);

    // Published again, it is back, and so is the wishlist entry.
    await admin(SET_STATUS('publish'), { id: product.id });
    expect((await t.gql(WISHLIST, undefined, keeper.token)).data!.wishlist.items).toEqual([{ product: { id: product.id } }]);
    expect((await admin(SET_STATUS('unpublish'), { id: product.id })).status).toBe('DRAFT');
    expect((await t.gql(SHOP_PRODUCT, { id: product.id })).data!.product).toBeNull();
  });

  it('never changes an order or a reserved line with a price change; the cart shows the new price', async () => {
    const v = await variantWithStock(t, { setStock: 10 });
    const buyer = await signUpCustomer(t);
    await addToCart(t, buyer.token, v, 2);
    const session = await placeOrder(t, buyer.token);
    const placed = session.order;
    expect(placed.lines).toEqual([expect.objectContaining({ sku: v.sku, quantity: 2, unitPrice: { amount: v.priceCents } })]);
    const lineRows = async () => t.db.query(`SELECT l.* FROM order_line l JOIN customer_order o ON o.id = l.order_id WHERE o.tran_id = $1`, [session.tranId]);
    const linesBefore = await lineRows();
    const browser = await signUpCustomer(t);
    await addToCart(t, browser.token, v, 1);

    const newPrice = v.priceCents + 1500;
    const updated = await admin(UPDATE, { id: v.productId, i: { priceCents: newPrice, compareAtCents: null } }, owner);
    expect(updated).toMatchObject({ price: { amount: newPrice }, compareAtPrice: null });
    expect(updated.variants.find((x: { sku: string }) => x.sku === v.sku)).toMatchObject({ stockOnHand: 10, stockReserved: 2, available: 8 });

    const order = async () => (await t.gql(`query($t: String!) { order(tranId: $t) { status total { amount } subtotal { amount } lines { sku unitPrice { amount } lineTotal { amount } } } }`, { t: session.tranId }, buyer.token)).data!.order;
    expect(await order()).toMatchObject({ status: 'PENDING_PAYMENT', total: placed.total, lines: [{ sku: v.sku, unitPrice: { amount: v.priceCents }, lineTotal: { amount: 2 * v.priceCents } }] });
    expect(await lineRows()).toEqual(linesBefore);
    expect((await t.gql(CART, undefined, browser.token)).data!.cart.lines).toEqual([expect.objectContaining({ unitPrice: { amount: newPrice }, lineTotal: { amount: newPrice } })]);

    // Paid afterwards: the amount the order was placed for is what is charged and kept.
    await payOnSandbox(t, session.url, 'pay');
    expect((await t.gql(ORDER, { tranId: session.tranId }, buyer.token)).data!.order).toMatchObject({ status: 'PAID', total: { amount: placed.total.amount } });
    expect(await order()).toMatchObject({ lines: [{ unitPrice: { amount: v.priceCents } }] });
  });

  it('lists products with search, category, status and stock filters, sorting and paging, in two statements', async () => {
    const made = [
      await create({ name: 'Quokka Tee Amber', category: 'KID', priceCents: 1500, compareAtCents: null, colours: ['YELLOW'], sizes: ['S'], variants: [{ size: 'S', colour: 'YELLOW', stockOnHand: 40 }] }),
      await create({ name: 'Quokka Tee Basil', category: 'KID', priceCents: 1200, compareAtCents: null, colours: ['GREEN'], sizes: ['S', 'M'], variants: [{ size: 'S', colour: 'GREEN', stockOnHand: 5 }] }),
      await create({ name: 'Quokka Hoodie Coal', category: 'MEN', priceCents: 4500, compareAtCents: null, colours: ['BLACK'], sizes: ['L'] }),
    ];
    await admin(SET_STATUS('publish'), { id: made[0].id });
    const list = async (variables: Record<string, unknown>) => admin(LIST, variables);
    const names = (page: { items: { name: string }[] }) => page.items.map((p) => p.name);

    expect(names(await list({ filter: { search: 'quokka' }, sort: { field: 'PRICE', direction: 'ASC' } }))).toEqual(['Quokka Tee Basil', 'Quokka Tee Amber', 'Quokka Hoodie Coal']);
    expect(names(await list({ filter: { search: 'quokka' }, sort: { field: 'NAME', direction: 'DESC' } }))).toEqual(['Quokka Tee Basil', 'Quokka Tee Amber', 'Quokka Hoodie Coal']);
    expect(names(await list({ filter: { search: 'quokka' }, sort: { field: 'STOCK', direction: 'DESC' } }))).toEqual(['Quokka Tee Amber', 'Quokka Tee Basil', 'Quokka Hoodie Coal']);
    expect(names(await list({ filter: { search: 'quokka' } }))).toEqual(['Quokka Tee Amber', 'Quokka Hoodie Coal', 'Quokka Tee Basil']); // most recently updated first
    expect(names(await list({ filter: { search: 'quokka tee', category: 'KID' } })).sort()).toEqual(['Quokka Tee Amber', 'Quokka Tee Basil']);
    expect(names(await list({ filter: { search: 'quokka', status: 'ACTIVE' } }))).toEqual(['Quokka Tee Amber']);
    expect(names(await list({ filter: { search: 'quokka', stock: 'IN_STOCK' } }))).toEqual(['Quokka Tee Amber']);
    expect(names(await list({ filter: { search: 'quokka', stock: 'LOW' } }))).toEqual(['Quokka Tee Basil']);
    expect(names(await list({ filter: { search: 'quokka', stock: 'OUT_OF_STOCK' } }))).toEqual(['Quokka Hoodie Coal']);
    expect(names(await list({ filter: { search: made[1].variants[0].sku } }))).toEqual(['Quokka Tee Basil']);

    const page2 = await list({ filter: { search: 'quokka' }, sort: { field: 'PRICE', direction: 'DESC' }, page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ totalItems: 3, totalPages: 2, page: 2, pageSize: 2, items: [{ name: 'Quokka Tee Basil', status: 'DRAFT', price: { amount: 1200 }, available: 5 }] });
    expect(await list({ filter: { search: 'quokka' }, page: 3, pageSize: 2 })).toMatchObject({ totalItems: 3, items: [] });
    // Every status: the seed's products and these.
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM product`);
    expect((await list({})).totalItems).toBe(n);

    // Whatever the page size: the staff member, the page, its variants.
    const one = await countStatements(() => list({ pageSize: 1 }));
    const fifty = await countStatements(() => list({ pageSize: 50 }));
    expect([one, fifty]).toEqual([3, 3]);
  });

  it('adds and removes sizes and colours, but keeps a variant that is ordered or in a cart', async () => {
    const product = await create({ colours: ['RED', 'BLACK'], sizes: ['S', 'M'], variants: [{ size: 'M', colour: 'RED', stockOnHand: 6 }] });
    await admin(SET_STATUS('publish'), { id: product.id });
    const shopper = await signUpCustomer(t);
    await t.gql(ADD_TO_CART, { productId: product.id, size: 'M', colour: 'RED', quantity: 1 }, shopper.token);

    const narrowed = await admin(UPDATE, { id: product.id, i: { colours: ['RED'], sizes: ['M', 'XL'], variants: [{ size: 'XL', colour: 'RED', stockOnHand: 7 }] } });
    expect(narrowed.variants.map((v: { size: string; colour: string; stockOnHand: number }) => [v.size, v.colour, v.stockOnHand])).toEqual([
      ['M', 'RED', 6],
      ['XL', 'RED', 7],
    ]);
    expect(narrowed).toMatchObject({ colours: ['RED'], sizes: ['M', 'XL'] });

    const before = { rows: await productRows(), audits: await auditRows() };
    const inCart = await admin(UPDATE, { id: product.id, i: { colours: ['BLACK'] } });
    const sku = narrowed.variants[0].sku;
    expect(inCart).toMatchObject({ __typename: 'VariantsInUseError', code: 'VARIANTS_IN_USE', skus: [sku] });
    expect(await productRows()).toEqual(before.rows);
    expect(await auditRows()).toBe(before.audits);
    expect((await admin(PRODUCT, { id: product.id })).colours).toEqual(['RED']);
    // Existing stock moves through stock adjustments, not here.
    expect((await admin(UPDATE, { id: product.id, i: { variants: [{ size: 'M', colour: 'RED', stockOnHand: 99 }] } })).fields).toEqual([{ field: 'variants', message: expect.stringMatching(/stock adjustment/) }]);

    // Once ordered (the cart becomes an order), it stays even when no cart holds it any more.
    expect((await placeOrder(t, shopper.token)).__typename).toBe('PaymentSession');
    await t.http().delete('/api/cart/remove_from_cart').set('Authorization', `Bearer ${shopper.token}`).send({ productId: product.id }).expect(200);
    expect((await admin(UPDATE, { id: product.id, i: { sizes: ['XL'] } })).__typename).toBe('VariantsInUseError');
    expect((await admin(UPDATE, { id: product.id, i: { sizes: ['M'] } })).variants.map((v: { size: string }) => v.size)).toEqual(['M']);
  });

  it('deletes a draft nobody ordered, with its variants, and answers "archive instead" for anything else', async () => {
    const draft = await create();
    const before = await productRows();
    expect(await admin(DELETE, { id: draft.id })).toEqual({ __typename: 'DeletedProduct', id: draft.id });
    expect(await productRows()).toEqual({ products: before.products - 1, variants: before.variants - 6 });
    expect(await admin(PRODUCT, { id: draft.id })).toBeNull();
    const [entry] = (await admin(AUDIT, { id: draft.id })).items;
    expect(entry).toMatchObject({ action: 'product.delete', after: null });
    expect(JSON.parse(entry.before)).toMatchObject({ name: draft.name, status: 'DRAFT' });

    const active = await create({ variants: [{ size: 'S', colour: 'RED', stockOnHand: 5 }] });
    await admin(SET_STATUS('publish'), { id: active.id });
    expect(await admin(DELETE, { id: active.id })).toMatchObject({ __typename: 'ProductNotDeletableError', message: expect.stringMatching(/Archive this product instead/) });

    // Ordered, then taken back to draft: still refused, so the order keeps its product.
    const shopper = await signUpCustomer(t);
    await t.gql(ADD_TO_CART, { productId: active.id, size: 'S', colour: 'RED', quantity: 1 }, shopper.token);
    expect((await placeOrder(t, shopper.token)).__typename).toBe('PaymentSession');
    await admin(SET_STATUS('unpublish'), { id: active.id });
    const audits = await auditRows();
    expect(await admin(DELETE, { id: active.id })).toMatchObject({ __typename: 'ProductNotDeletableError', message: 'This product has been ordered, so it cannot be deleted. Archive it instead.' });
    expect(await auditRows()).toBe(audits);
    expect((await admin(SET_STATUS('archive'), { id: active.id })).status).toBe('ARCHIVED');
  });

  it('records every change with who made it and the product before and after', async () => {
    const product = await create({ priceCents: 3000, compareAtCents: null });
    await admin(UPDATE, { id: product.id, i: { priceCents: 3500, description: 'Now in a heavier linen.' } }, owner);
    await admin(SET_STATUS('publish'), { id: product.id }, owner);
    await admin(SET_STATUS('archive'), { id: product.id });
    const entries = (await admin(AUDIT, { id: product.id })).items.map((e: { action: string; staffEmail: string; before: string | null; after: string | null }) => ({
      ...e,
      before: e.before && JSON.parse(e.before),
      after: e.after && JSON.parse(e.after),
    }));
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['product.archive', 'product.publish', 'product.update', 'product.create']);
    const [archive, publish, update] = entries;
    expect(archive).toMatchObject({ staffEmail: DEMO_STAFF_MEMBER.email, before: { status: 'ACTIVE' }, after: { status: 'ARCHIVED' } });
    expect(publish).toMatchObject({ before: { status: 'DRAFT' }, after: { status: 'ACTIVE' } });
    expect(update.before).toMatchObject({ priceCents: 3000, description: product.description, status: 'DRAFT' });
    expect(update.after).toMatchObject({ priceCents: 3500, description: 'Now in a heavier linen.', status: 'DRAFT' });
  });
});
