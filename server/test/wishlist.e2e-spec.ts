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

  it("keeps customers' wishlists apart", async () => {
    const alice = await signUpCustomer(t);
    const bob = await signUpCustomer(t);
    const v = await variantWithStock(t);
    await t.gql(ADD, { productId: v.productId }, alice.token);
    await t.gql(REMOVE, { productId: v.productId }, bob.token);
    expect((await t.gql(WISHLIST, undefined, bob.token)).data!.wishlist.items).toEqual([]);
    expect((await t.gql(WISHLIST, undefined, alice.token)).data!.wishlist.itemCount).toBe(1);
  });
});
