import { signUpCustomer } from './support/auth';
import { variantWithStock } from './support/cart';
import { addToCart } from './support/checkout';
import { startDatabaseProxy, type DatabaseProxy } from './support/database-proxy';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * While PostgreSQL is away every answer says "try again shortly" (503, Retry-After, SERVICE_UNAVAILABLE):
 * never a 401 that would log the shopper out, never a 500, and all is well again once it is back.
 */
describe('while PostgreSQL is unreachable', () => {
  let t: TestApp;
  let proxy: DatabaseProxy;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({}, { connectThrough: async (url) => (proxy = await startDatabaseProxy(url)).url });
    ({ token } = await signUpCustomer(t));
    await addToCart(t, token, await variantWithStock(t));
    await proxy.cut();
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await t.close();
    await proxy.close();
  });

  const unavailableOnGraphQL = async (query: string, withToken: boolean) => {
    const req = t.http().post('/graphql').set('Content-Type', 'application/json');
    if (withToken) req.set('Authorization', `Bearer ${token}`);
    const res = await req.send({ query });
    expect({ status: res.status, retryAfter: res.headers['retry-after'], codes: res.body.errors?.map((e: { extensions: { code: string } }) => e.extensions.code) }).toEqual({
      status: 503,
      retryAfter: expect.stringMatching(/^\d+$/),
      codes: ['SERVICE_UNAVAILABLE'],
    });
  };

  it('GraphQL with a token answers SERVICE_UNAVAILABLE with HTTP 503, never UNAUTHENTICATED', async () => {
    await unavailableOnGraphQL('{ me { id } }', true);
    await unavailableOnGraphQL('{ cart { itemCount } }', true);
    await unavailableOnGraphQL('mutation { clearCart { __typename } }', true);
  });

  it('GraphQL without a token answers SERVICE_UNAVAILABLE with HTTP 503, never an internal error', async () => {
    await unavailableOnGraphQL('{ products { totalItems } }', false);
    await unavailableOnGraphQL('{ currencies { code } }', false);
  });

  it('REST answers 503 with Retry-After, with a token or without', async () => {
    for (const res of [
      await t.http().get('/api/cart/get_cart').set('Authorization', `Bearer ${token}`),
      await t.http().get('/api/users/me').set('Authorization', `Bearer ${token}`),
      await t.http().get('/api/product/all_products'),
      await t.http().get('/api/product/search_product?search=shirt'),
      await t.http().post('/api/users/login').send({ email: 'demo@kapor.shop', password: 'kapor-demo-2026' }),
    ]) {
      expect({ status: res.status, retryAfter: res.headers['retry-after'], body: res.body }).toEqual({
        status: 503,
        retryAfter: expect.stringMatching(/^\d+$/),
        body: expect.objectContaining({ success: false, statusCode: 503, code: 'SERVICE_UNAVAILABLE' }),
      });
    }
  });

  it('serves the same token again once the database is back', async () => {
    await proxy.restore();
    const res = await t.gql('{ me { id } cart { itemCount } }', {}, token);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ me: { id: expect.any(String) }, cart: { itemCount: 1 } });
    await proxy.cut(); // leave it as the other tests expect, whatever order they run in
  });
});
