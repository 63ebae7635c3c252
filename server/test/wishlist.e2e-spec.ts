import { signUpCustomer } from './support/auth';
import { CART_FIELDS, variantWithStock } from './support/cart';
import { startTestApp, type TestApp } from './support/test-app';

const WISHLIST_FIELDS = 'id itemCount items { id inStock addedAt product { id name } }';
const WISHLIST = `{ wishlist { ${WISHLIST_FIELDS} } }`;
const ADD = `mutation($productId: ID!) { addToWishlist(productId: $productId) { __typename ... on Wishlist { ${WISHLIST_FIELDS} } ... on ErrorResult { code message } } }`;
const REMOVE = `mutation($productId: ID!) { removeFromWishlist(productId: $productId) { ${WISHLIST_FIELDS} } }`;
const MOVE = `mutation($productId: ID!, $size: Size!, $colour: Colour) { moveWishlistItemToCart(productId: $productId, size: $size, colour: $colour) {
  __typename ... on WishlistMove { cart { ${CART_FIELDS} } wishlist { ${WISHLIST_FIELDS} } } ... on ErrorResult { code message } ... on OutOfStockError { available } } }`;

describe('wishlist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is null for anonymous visitors, and saving needs a login', async () => {
    expect((await t.gql(WISHLIST)).data!.wishlist).toBeNull();
    const v = await variantWithStock(t);
    expect((await t.gql(ADD, { productId: v.productId })).status).toBe(401);
  });

  it('saves a product once, however often it is saved, and removes it', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    await t.gql(ADD, { productId: v.productId }, token);
    const twice = (await t.gql(ADD, { productId: v.productId }, token)).data!.addToWishlist;
    expect(twice).toMatchObject({ __typename: 'Wishlist', itemCount: 1, items: [{ inStock: true, product: { id: v.productId, name: v.name } }] });
    const removed = (await t.gql(REMOVE, { productId: v.productId }, token)).data!.removeFromWishlist;
    expect(removed).toMatchObject({ itemCount: 0, items: [] });
  });

  it('refuses a product that does not exist', async () => {
    const { token } = await signUpCustomer(t);
    const res = (await t.gql(ADD, { productId: '00000000-0000-4000-8000-000000000000' }, token)).data!.addToWishlist;
    expect(res).toMatchObject({ __typename: 'UnknownProductError', code: 'UNKNOWN_PRODUCT' });
    const move = (await t.gql(MOVE, { productId: '00000000-0000-4000-8000-000000000000', size: 'M' }, token)).data!.moveWishlistItemToCart;
    expect(move).toMatchObject({ __typename: 'UnknownProductError', code: 'UNKNOWN_PRODUCT' });
  });

  it('keeps the item saved when the colour is not one the product comes in', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    await t.gql(ADD, { productId: v.productId }, token);
    const [other] = await t.db.query(`SELECT c FROM unnest(ARRAY['Green','Yellow','Violet','Red','Black','Orange','Pink']) c WHERE NOT (c = ANY(ARRAY(SELECT unnest(colours) FROM product WHERE id = $1))) LIMIT 1`, [v.productId]);
    const res = (await t.gql(MOVE, { productId: v.productId, size: v.size, colour: other.c.toUpperCase() }, token)).data!.moveWishlistItemToCart;
    expect(res).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION' });
    expect((await t.gql(WISHLIST, undefined, token)).data!.wishlist.itemCount).toBe(1);
    expect((await t.gql(`{ cart { lines { id } } }`, undefined, token)).data!.cart.lines).toEqual([]);
  });

  it('shows real stock: a product sold out in every size and colour is out of stock', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    await t.gql(ADD, { productId: v.productId }, token);
    await t.db.query('UPDATE product_variant SET stock_on_hand = stock_reserved WHERE product_id = $1', [v.productId]);
    expect((await t.gql(WISHLIST, undefined, token)).data!.wishlist.items[0].inStock).toBe(false);
  });

  it('moves an item into the cart in the chosen size, taking it off the list', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t);
    await t.gql(ADD, { productId: v.productId }, token);
    const moved = (await t.gql(MOVE, { productId: v.productId, size: v.size, colour: v.colourEnum }, token)).data!.moveWishlistItemToCart;
    expect(moved.__typename).toBe('WishlistMove');
    expect(moved.wishlist.items).toEqual([]);
    expect(moved.cart.lines).toEqual([expect.objectContaining({ quantity: 1, variant: expect.objectContaining({ size: v.size, colour: v.colourEnum }) })]);
  });

  it('keeps the item saved when the size is sold out', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 0 });
    await t.gql(ADD, { productId: v.productId }, token);
    const res = (await t.gql(MOVE, { productId: v.productId, size: v.size }, token)).data!.moveWishlistItemToCart;
    expect(res).toMatchObject({ __typename: 'OutOfStockError', available: 0 });
    expect((await t.gql(WISHLIST, undefined, token)).data!.wishlist.itemCount).toBe(1);
  });

  it("keeps customers' wishlists apart: another's saved product answers like one nobody saved", async () => {
    const alice = await signUpCustomer(t);
    const bob = await signUpCustomer(t);
    const v = await variantWithStock(t);
    const unsaved = await variantWithStock(t, { exclude: [v.variantId] });
    await t.gql(ADD, { productId: v.productId }, alice.token);
    const aliceBefore = (await t.gql(WISHLIST, undefined, alice.token)).data!.wishlist;

    expect((await t.gql(WISHLIST, undefined, bob.token)).data!.wishlist.items).toEqual([]);
    const removeAlices = await t.gql(REMOVE, { productId: v.productId }, bob.token);
    const removeNobodys = await t.gql(REMOVE, { productId: unsaved.productId }, bob.token);
    expect(removeAlices).toEqual(removeNobodys);
    expect(removeAlices.data!.removeFromWishlist).toMatchObject({ itemCount: 0, items: [] });
    // Moving "her" item only fills Bob's own cart; her list stays as it was.
    const moved = (await t.gql(MOVE, { productId: v.productId, size: v.size }, bob.token)).data!.moveWishlistItemToCart;
    expect(moved).toMatchObject({ __typename: 'WishlistMove', wishlist: { itemCount: 0 } });
    expect((await t.gql(WISHLIST, undefined, alice.token)).data!.wishlist).toEqual(aliceBefore);
    expect((await t.gql(`{ cart { lines { id } } }`, undefined, alice.token)).data!.cart.lines).toEqual([]);
  });
});
