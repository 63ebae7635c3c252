import { signUpCustomer } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

const SEND = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) {
  __typename ... on ContactReceipt { id receivedAt } ... on ErrorResult { code message } ... on ValidationError { fields { field message } } } }`;
const SUBSCRIBE = `mutation($email: String!) { subscribeToNewsletter(email: $email) {
  __typename ... on LinkMailed { email } ... on ErrorResult { code message } } }`;

describe('contact form and newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stores a contact message and confirms it, linking the customer when logged in', async () => {
    const { token, id } = await signUpCustomer(t);
    const res = await t.gql(SEND, { input: { name: 'Rumana', email: 'Rumana@Example.com', message: '  Do you ship to Sylhet?  ' } }, token);
    expect(res.data!.sendContactMessage.__typename).toBe('ContactReceipt');
    const [row] = await t.db.query('SELECT * FROM contact_message WHERE id = $1', [res.data!.sendContactMessage.id]);
    expect(row).toMatchObject({ name: 'Rumana', email: 'rumana@example.com', message: 'Do you ship to Sylhet?', customer_id: id });
  });

  it('says which fields are wrong and stores nothing', async () => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM contact_message'))[0].n;
    const res = await t.gql(SEND, { input: { name: ' ', email: 'nope', message: '' } });
    expect(res.data!.sendContactMessage.__typename).toBe('ValidationError');
    expect(res.data!.sendContactMessage.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'message', 'name']);
    expect((await t.db.query('SELECT count(*)::int AS n FROM contact_message'))[0].n).toBe(before);
  });

  it('keeps one row per address, however often it is sent (newsletter.e2e-spec.ts follows the confirmation mail)', async () => {
    const first = await t.gql(SUBSCRIBE, { email: 'News@Example.com' });
    expect(first.data!.subscribeToNewsletter).toEqual({ __typename: 'LinkMailed', email: 'news@example.com' });
    const again = await t.gql(SUBSCRIBE, { email: 'news@example.com ' });
    expect(again.data!.subscribeToNewsletter).toEqual(first.data!.subscribeToNewsletter);
    const [row] = await t.db.query(`SELECT count(*)::int AS n FROM newsletter_subscriber WHERE email = 'news@example.com'`);
    expect(row.n).toBe(1);
    const bad = await t.gql(SUBSCRIBE, { email: 'not an address' });
    expect(bad.data!.subscribeToNewsletter).toMatchObject({ __typename: 'ValidationError', message: 'Enter a valid e-mail address.' });
  });

  it('limits how many messages one address can send in an hour', async () => {
    let last;
    for (let i = 0; i < 25; i++) last = await t.gql(SUBSCRIBE, { email: `spam${i}@example.com` });
    expect(last!.data!.subscribeToNewsletter).toMatchObject({ __typename: 'TooManyAttemptsError', code: 'TOO_MANY_ATTEMPTS' });
  });
});
