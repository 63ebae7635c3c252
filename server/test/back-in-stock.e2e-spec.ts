import { signUpCustomer, staffToken, uniqueEmail } from './support/auth';
import { variantWithStock } from './support/cart';
import { placePaidOrder } from './support/checkout';
import { SmtpReceiver } from './support/smtp-receiver';
import { startTestApp, type TestApp } from './support/test-app';

const REQUEST = `mutation($productId: ID!, $size: Size!, $colour: Colour!, $email: String) {
  requestBackInStockNotice(productId: $productId, size: $size, colour: $colour, email: $email) {
    __typename
    ... on BackInStockNotice { email size colour message }
    ... on ErrorResult { code message }
    ... on ValidationError { fields { field message } }
  } }`;
const PRODUCT = `query($slug: String) { product(slug: $slug) { id slug name variants { id size colour available } } }`;
const SET_STOCK = `mutation($v: ID!, $n: Int!) { setStock(variantId: $v, onHand: $n) { __typename ... on VariantStock { available } } }`;
const ADJUST = `mutation($v: ID!, $c: Int!) { adjustStock(variantId: $v, change: $c, reason: RECEIVED) { __typename ... on VariantStock { available } } }`;

interface Variant {
  id: string;
  size: string;
  colour: string;
  available: number;
}

describe('notify me when back in stock (real PostgreSQL, a real SMTP server in the test)', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let owner: string;
  let product: { id: string; slug: string; name: string; variants: Variant[] };
  let soldOut: Variant;
  let inStock: Variant;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    owner = await staffToken(t);
    const [{ slug }] = await t.db.query(`SELECT slug FROM product WHERE status = 'ACTIVE' ORDER BY legacy_id LIMIT 1`);
    product = (await t.gql(PRODUCT, { slug })).data!.product;
    [soldOut, inStock] = product.variants;
    await t.adminGql(SET_STOCK, { v: soldOut.id, n: 0 }, owner);
    await t.adminGql(SET_STOCK, { v: inStock.id, n: 5 }, owner);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const ask = (email: string | null, variant = soldOut, token?: string) =>
    t.gql(REQUEST, { productId: product.id, size: variant.size, colour: variant.colour, email }, token).then((res) => res.data!.requestBackInStockNotice);
  const waiting = async (email: string): Promise<{ notified: boolean }[]> =>
    t.db.query(`SELECT notified_at IS NOT NULL AS notified FROM back_in_stock_request WHERE email = $1 AND variant_id = $2 ORDER BY notified_at NULLS LAST`, [email, soldOut.id]);
  const restock = async (units: number) => expect((await t.adminGql(ADJUST, { v: soldOut.id, c: units }, owner)).data!.adjustStock.__typename).toBe('VariantStock');

  it('stores one request per address and size however often asked; a logged-in shopper is mailed at the account address', async () => {
    const visitor = uniqueEmail('visitor');
    const first = await ask(`  ${visitor.toUpperCase()} `);
    expect(first).toEqual({
      __typename: 'BackInStockNotice',
      email: visitor,
      size: soldOut.size,
      colour: soldOut.colour,
      message: `We will e-mail ${visitor} once when ${soldOut.size} in ${soldOut.colour[0]}${soldOut.colour.slice(1).toLowerCase()} is back in stock.`,
    });
    expect(await ask(visitor)).toEqual(first);
    expect(await waiting(visitor)).toEqual([{ notified: false }]);

    const shopper = await signUpCustomer(t);
    expect(await ask('someone-else@example.com', soldOut, shopper.token)).toMatchObject({ __typename: 'BackInStockNotice', email: shopper.email });
    expect(await waiting(shopper.email)).toEqual([{ notified: false }]);
    expect(await waiting('someone-else@example.com')).toEqual([]);
  });

  it('refuses a bad address, a size in stock and an unknown product, storing nothing', async () => {
    const before = await t.db.query(`SELECT count(*)::int AS n FROM back_in_stock_request`);
    expect(await ask('not-an-address')).toEqual({ __typename: 'ValidationError', code: 'VALIDATION', message: 'Enter a valid e-mail address.', fields: [{ field: 'email', message: 'Enter a valid e-mail address.' }] });
    expect(await ask(null)).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'email', message: 'E-mail is required.' }] });
    expect(await ask(uniqueEmail('eager'), inStock)).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'size', message: 'In stock now.' }] });
    const unknown = await t.gql(REQUEST, { productId: '00000000-0000-4000-8000-000000000000', size: 'M', colour: 'RED', email: uniqueEmail('lost') });
    expect(unknown.data!.requestBackInStockNotice).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'productId', message: 'No such product.' }] });
    expect(await t.db.query(`SELECT count(*)::int AS n FROM back_in_stock_request`)).toEqual(before);
  });

  it('mails each waiting shopper once, with the product link, when the back office restocks the size', async () => {
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    await ask(first);
    await ask(second);
    await restock(3);
    await smtp.waitFor(() => smtp.to(first).length === 1 && smtp.to(second).length === 1);
    const [mail] = smtp.to(first);
    expect(mail.subject).toMatch(new RegExp(`^Back in stock: ${product.name} in ${soldOut.size}, `));
    expect(mail.text).toContain(`${t.baseUrl}/product/${product.slug}`);
    expect(mail.html).toContain(`href="${t.baseUrl}/product/${product.slug}"`);
    expect(await waiting(first)).toEqual([{ notified: true }]);

    // More units on a size already in stock mail nobody; sold out and restocked again, only the new request is mailed.
    await restock(2);
    await t.adminGql(SET_STOCK, { v: soldOut.id, n: 0 }, owner);
    const third = uniqueEmail('third');
    await ask(third);
    await restock(1);
    await smtp.waitFor(() => smtp.to(third).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([smtp.to(first).length, smtp.to(second).length, smtp.to(third).length]).toEqual([1, 1, 1]);
    // Once mailed, the address may ask again for the next time it sells out.
    await t.adminGql(SET_STOCK, { v: soldOut.id, n: 0 }, owner);
    await ask(first);
    expect(await waiting(first)).toEqual([{ notified: true }, { notified: false }]);
  });

  it('mails them too when a refund puts the last units of a sold-out size back on the shelf', async () => {
    const buyer = await signUpCustomer(t);
    const last = await variantWithStock(t, { setStock: 1, exclude: [soldOut.id, inStock.id] });
    const tranId = await placePaidOrder(t, buyer.token, last);
    const email = uniqueEmail('after-refund');
    const asked = await t.gql(REQUEST, { productId: last.productId, size: last.size, colour: last.colourEnum, email });
    expect(asked.data!.requestBackInStockNotice.__typename).toBe('BackInStockNotice');
    const { adminOrder } = (await t.adminGql(`query($t: String!) { adminOrder(tranId: $t) { lines { id } } }`, { t: tranId }, owner)).data!;
    const refund = await t.adminGql(
      `mutation($t: String!, $i: RefundOrderInput!) { refundOrder(tranId: $t, input: $i) { __typename } }`,
      { t: tranId, i: { lines: [{ orderLineId: adminOrder.lines[0].id, quantity: 1 }], remarks: 'Did not fit', restock: true } },
      owner,
    );
    expect(refund.data!.refundOrder.__typename).toBe('AdminOrder');
    await smtp.waitFor(() => smtp.to(email).length === 1);
    expect(smtp.to(email)[0].subject).toBe(`Back in stock: ${last.name} in ${last.size}, ${last.colour}`);
  });

  it('forgets the requests of an account that is deleted', async () => {
    const shopper = await signUpCustomer(t);
    await ask(null, soldOut, shopper.token);
    expect(await waiting(shopper.email)).toHaveLength(1);
    const deleted = await t.gql(`mutation($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) { __typename } }`, { input: { password: shopper.password } }, shopper.token);
    expect(deleted.data!.deleteMyAccount.__typename).toBe('AccountDeleted');
    expect(await waiting(shopper.email)).toEqual([]);
  });

  it('limits requests per network like the other public forms', async () => {
    let answer: { __typename: string; code?: string } | undefined;
    for (let i = 0; i < 25 && answer?.__typename !== 'TooManyAttemptsError'; i += 1) answer = await ask(uniqueEmail('flood'));
    expect(answer).toMatchObject({ __typename: 'TooManyAttemptsError', code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/^Too many back-in-stock requests from this network. Try again in \d+ minutes\.$/) });
  });
});
