import { Writable } from 'node:stream';
import { redactUrl } from '../src/logging/logger-options';
import { sandboxCredentials } from '../src/dev/sandbox-gateway/sandbox-credentials';
import { signUpCustomer } from './support/auth';
import { variantWithStock } from './support/cart';
import { addToCart, ORDER, payOnSandbox, placeOrder } from './support/checkout';
import { startTestApp, type TestApp } from './support/test-app';

/** The request logs keep no secrets: not the gateway's store password, not a bearer token. */
describe('request logs', () => {
  let t: TestApp;
  let lines: string[];

  beforeAll(async () => {
    lines = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await startTestApp({ LOG_LEVEL: 'info' }, { logDestination: destination });
  });
  afterAll(() => t.close());

  it('never contain the store password or the token of a sandbox payment', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 5 });
    await addToCart(t, token, v, 1);
    const session = await placeOrder(t, token);
    await payOnSandbox(t, session.url, 'pay');
    expect((await t.gql(ORDER, { tranId: session.tranId }, token)).data!.order.status).toBe('PAID');
    await new Promise((resolve) => setImmediate(resolve));

    const { storePassword } = sandboxCredentials(t.config);
    const log = lines.join('\n');
    // The gateway's validation call was logged, with its password hidden.
    const validation = lines.filter((line) => line.includes('validationserverAPI.php?'));
    expect(validation.length).toBeGreaterThan(0);
    expect(validation.filter((line) => !line.includes('store_passwd=[redacted]'))).toEqual([]);
    expect(log).not.toContain(storePassword);
    expect(log).not.toContain(encodeURIComponent(storePassword));
    expect(log).not.toContain(token);
  });

  it('redacts secret query parameters however they are spelled, and nothing else', () => {
    expect(redactUrl('/v?val_id=abc&store_id=s&store_passwd=hunter2&format=json')).toBe('/v?val_id=abc&store_id=s&store_passwd=[redacted]&format=json');
    expect(redactUrl('/x?Password=a&access_token=b&%74oken=c&api_key=d&q=e')).toBe('/x?Password=[redacted]&access_token=[redacted]&%74oken=[redacted]&api_key=[redacted]&q=e');
    expect(redactUrl('/x?store_passwd')).toBe('/x?store_passwd=[redacted]');
    expect(redactUrl('/no/query')).toBe('/no/query');
    expect(redactUrl('/bad?%E0%A4%A=1&token=%zz')).toBe('/bad?%E0%A4%A=1&token=[redacted]');
  });
});
