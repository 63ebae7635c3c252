import { DEMO_STAFF_MEMBER, LOGIN_MUTATION, signUpCustomer, staffToken, uniqueEmail } from './support/auth';
import { variantWithStock } from './support/cart';
import { addToCart, payOnSandbox, placeOrder } from './support/checkout';
import { subscribeConfirmed } from './support/mail-links';
import { startTestApp, type TestApp } from './support/test-app';

const CUSTOMERS = `query($search: String, $page: Int, $pageSize: Int) { adminCustomers(search: $search, page: $page, pageSize: $pageSize) {
  totalItems items { id name email createdAt disabledAt ordersCount totalSpent { amount currency formatted } } } }`;
const CUSTOMER = `query($id: ID!) { adminCustomer(id: $id) { id email disabledAt ordersCount totalSpent { amount }
  orders { tranId status total { amount currency } createdAt } addresses { fullName phone address city zip country lastUsedAt } newsletterSubscribed } }`;
const DISABLE = `mutation($id: ID!) { disableCustomer(id: $id) { id disabledAt } }`;
const ENABLE = `mutation($id: ID!) { enableCustomer(id: $id) { id disabledAt } }`;
const SEND = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { __typename ... on ContactReceipt { id } } }`;
const MESSAGES = `query($handled: Boolean) { contactMessages(handled: $handled, pageSize: 100) { totalItems items { id email message receivedAt handledAt handledBy } } }`;
const MARK = `mutation($id: ID!, $handled: Boolean!) { markContactMessageHandled(id: $id, handled: $handled) { id handledAt handledBy } }`;
const SUBSCRIBERS = `query($page: Int, $pageSize: Int) { newsletterSubscribers(page: $page, pageSize: $pageSize) { totalItems items { email subscribedAt } } }`;

describe('customers and messages in the admin API', () => {
  let t: TestApp;
  let owner: string;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await staffToken(t);
    staff = await staffToken(t, DEMO_STAFF_MEMBER);
  });
  afterAll(() => t.close());

  const auditOf = (entityId: string) =>
    t.db.query(`SELECT action, staff_email AS "staffEmail", before, after FROM audit_entry WHERE entity_id = $1 ORDER BY id`, [entityId]);

  describe('customers', () => {
    it('lists and searches customers with their orders count and what they spent on paid orders', async () => {
      const shopper = await signUpCustomer(t, 'Farzana Spender');
      const v = await variantWithStock(t, { setStock: 10 });
      const cart = await addToCart(t, shopper.token, v, 2);
      const paid = await placeOrder(t, shopper.token);
      await payOnSandbox(t, paid.url, 'pay');
      await addToCart(t, shopper.token, v, 1);
      const unpaid = await placeOrder(t, shopper.token, undefined, { address: 'Flat 3B, Gulshan Avenue' });
      expect(unpaid.__typename).toBe('PaymentSession');

      const byName = await t.adminGql(CUSTOMERS, { search: 'farzana SPEND' }, staff);
      expect(byName.data!.adminCustomers.items).toContainEqual(
        expect.objectContaining({ id: shopper.id, email: shopper.email, disabledAt: null, ordersCount: 2, totalSpent: expect.objectContaining({ amount: cart.total.amount, currency: 'USD' }) }),
      );
      const byEmail = await t.adminGql(CUSTOMERS, { search: shopper.email.toUpperCase() }, staff);
      expect(byEmail.data!.adminCustomers).toMatchObject({ totalItems: 1, items: [{ id: shopper.id }] });
      expect((await t.adminGql(CUSTOMERS, { search: 'nobody-has-this-name' }, staff)).data!.adminCustomers).toEqual({ totalItems: 0, items: [] });
      // Newest first, paged.
      const newer = await signUpCustomer(t, 'Farzana Newer');
      const first = await t.adminGql(CUSTOMERS, { search: 'farzana', page: 1, pageSize: 1 }, staff);
      expect(first.data!.adminCustomers.items.map((c: { id: string }) => c.id)).toEqual([newer.id]);
      expect(first.data!.adminCustomers.totalItems).toBeGreaterThanOrEqual(2);
      expect((await t.adminGql(CUSTOMERS, { pageSize: 1000 }, staff)).errors?.[0].message).toMatch(/pageSize must be a whole number from 1 to 100/);

      const page = await t.adminGql(CUSTOMER, { id: shopper.id }, staff);
      expect(page.data!.adminCustomer).toMatchObject({ id: shopper.id, ordersCount: 2, totalSpent: { amount: cart.total.amount }, newsletterSubscribed: false });
      expect(page.data!.adminCustomer.orders.map((o: { tranId: string; status: string }) => [o.tranId, o.status])).toEqual([
        [unpaid.tranId, 'PENDING_PAYMENT'],
        [paid.tranId, 'PAID'],
      ]);
      expect(page.data!.adminCustomer.orders[1].total).toEqual({ amount: cart.total.amount, currency: 'USD' });
      // Each address the orders were delivered to, once, the latest used first.
      expect(page.data!.adminCustomer.addresses.map((a: { address: string }) => a.address)).toEqual(['Flat 3B, Gulshan Avenue', 'House 12, Road 5, Dhanmondi']);
      expect(page.data!.adminCustomer.addresses[1]).toMatchObject({ fullName: 'Nadia Rahman', phone: '+880 1711-000000', city: 'Dhaka', zip: '1205' });
      expect(page.data!.adminCustomer.addresses[0].lastUsedAt).toBe(page.data!.adminCustomer.orders[0].createdAt);

      // Asked for, not yet confirmed: not subscribed.
      await t.gql(`mutation($e: String!) { subscribeToNewsletter(email: $e) { __typename } }`, { e: shopper.email.toUpperCase() });
      expect((await t.adminGql(CUSTOMER, { id: shopper.id }, staff)).data!.adminCustomer.newsletterSubscribed).toBe(false);
      await subscribeConfirmed(t, shopper.email.toUpperCase());
      expect((await t.adminGql(CUSTOMER, { id: shopper.id }, staff)).data!.adminCustomer.newsletterSubscribed).toBe(true);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        expect((await t.adminGql(CUSTOMER, { id }, staff)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      }
    });

    it('a disabled customer cannot log in and the token they hold is refused; enabled again, both work', async () => {
      const shopper = await signUpCustomer(t, 'Disabled Dana');
      const login = () => t.gql(LOGIN_MUTATION, { input: { email: shopper.email, password: shopper.password } });
      const me = () => t.gql(`{ me { id } }`, undefined, shopper.token);
      const restMe = () => t.http().get('/api/users/me').set('Authorization', `Bearer ${shopper.token}`);
      expect((await me()).data!.me.id).toBe(shopper.id);

      const disabled = await t.adminGql(DISABLE, { id: shopper.id }, staff);
      expect(disabled.data!.disableCustomer.disabledAt).toBeTruthy();
      const refused = await me();
      expect(refused.status).toBe(401);
      expect(refused.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      expect((await restMe()).status).toBe(401);
      // The same answer as a wrong password: the refusal does not tell that the address has an account.
      const wrong = await t.gql(LOGIN_MUTATION, { input: { email: uniqueEmail(), password: shopper.password } });
      const denied = await login();
      expect(denied.data!.login).toEqual(wrong.data!.login);
      expect(denied.data!.login).toMatchObject({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS' });
      // Disabling again keeps the first time.
      expect((await t.adminGql(DISABLE, { id: shopper.id }, staff)).data!.disableCustomer.disabledAt).toBe(disabled.data!.disableCustomer.disabledAt);
      expect((await t.adminGql(CUSTOMERS, { search: shopper.email }, staff)).data!.adminCustomers.items[0].disabledAt).toBe(disabled.data!.disableCustomer.disabledAt);

      expect((await t.adminGql(ENABLE, { id: shopper.id }, owner)).data!.enableCustomer.disabledAt).toBeNull();
      expect((await me()).data!.me.id).toBe(shopper.id);
      expect((await restMe()).status).toBe(200);
      expect((await login()).data!.login.__typename).toBe('AuthPayload');

      const audit = await auditOf(shopper.id);
      expect(audit.map((a: { action: string; staffEmail: string }) => [a.action, a.staffEmail])).toEqual([
        ['customer.disable', DEMO_STAFF_MEMBER.email],
        ['customer.disable', DEMO_STAFF_MEMBER.email],
        ['customer.enable', 'admin@kapor.shop'],
      ]);
      expect(audit[0].before.disabledAt).toBeNull();
      expect(audit[0].after.disabledAt).toBeTruthy();
      expect(JSON.stringify(audit)).not.toMatch(/password|argon/i);
    });

    it('refuses anyone without a staff session', async () => {
      const shopper = await signUpCustomer(t);
      for (const token of [undefined, shopper.token]) {
        for (const [doc, vars] of [[CUSTOMERS, {}], [DISABLE, { id: shopper.id }]] as const) {
          const res = await t.adminGql(doc, vars, token);
          expect([res.status, res.errors?.[0].extensions?.code]).toEqual([401, 'UNAUTHENTICATED']);
        }
      }
      expect((await t.gql(`{ me { id } }`, undefined, shopper.token)).data!.me.id).toBe(shopper.id);
    });
  });

  describe('messages', () => {
    it('lists the contact inbox newest first, filtered by handled, and marks messages handled (audited)', async () => {
      const send = async (message: string) => {
        const res = await t.gql(SEND, { input: { name: 'Inbox Test', email: 'inbox@example.com', message } });
        return res.data!.sendContactMessage.id as string;
      };
      const older = await send('Where is my parcel?');
      const newer = await send('Do you ship to Chattogram?');
      const ids = (items: { id: string }[]) => items.map((m) => m.id).filter((id) => id === older || id === newer);

      const waiting = await t.adminGql(MESSAGES, { handled: false }, staff);
      expect(ids(waiting.data!.contactMessages.items)).toEqual([newer, older]);
      expect(waiting.data!.contactMessages.items.find((m: { id: string }) => m.id === older)).toMatchObject({ email: 'inbox@example.com', message: 'Where is my parcel?', handledAt: null, handledBy: null });

      const marked = await t.adminGql(MARK, { id: older, handled: true }, staff);
      expect(marked.data!.markContactMessageHandled.handledAt).toBeTruthy();
      const [{ id: staffId }] = await t.db.query(`SELECT id FROM staff_member WHERE email = $1`, [DEMO_STAFF_MEMBER.email]);
      expect(marked.data!.markContactMessageHandled.handledBy).toBe(staffId);
      expect(ids((await t.adminGql(MESSAGES, { handled: false }, staff)).data!.contactMessages.items)).toEqual([newer]);
      expect(ids((await t.adminGql(MESSAGES, { handled: true }, staff)).data!.contactMessages.items)).toEqual([older]);
      expect(ids((await t.adminGql(MESSAGES, {}, staff)).data!.contactMessages.items)).toEqual([newer, older]);

      const reopened = await t.adminGql(MARK, { id: older, handled: false }, owner);
      expect(reopened.data!.markContactMessageHandled).toMatchObject({ handledAt: null, handledBy: null });
      expect((await auditOf(older)).map((a: { action: string }) => a.action)).toEqual(['contact_message.handle', 'contact_message.reopen']);
      expect((await t.adminGql(MARK, { id: '00000000-0000-4000-8000-000000000000', handled: true }, staff)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await t.adminGql(MESSAGES, {})).status).toBe(401);
    });

    it('pages the newsletter list and exports it as CSV that a spreadsheet cannot run', async () => {
      const email = uniqueEmail('reader');
      await subscribeConfirmed(t, email);
      // Written directly: the newsletter form's checks are not what stands between a spreadsheet and a formula.
      const hostile = `=hyperlink("http://evil.example","x"),@${Date.now()}@example.com`;
      await t.db.query(`INSERT INTO newsletter_subscriber (email, confirmed_at, unsubscribe_token) VALUES ($1, now(), md5($1) || md5($1))`, [hostile]);

      const list = await t.adminGql(SUBSCRIBERS, { pageSize: 100 }, staff);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM newsletter_subscriber WHERE confirmed_at IS NOT NULL`);
      expect(list.data!.newsletterSubscribers.totalItems).toBe(n);
      const second = await t.adminGql(SUBSCRIBERS, { page: 2, pageSize: 1 }, staff);
      expect(second.data!.newsletterSubscribers.items).toHaveLength(n >= 2 ? 1 : 0);

      const csv = await t.http().get('/admin-api/newsletter-subscribers.csv').set('Authorization', `Bearer ${staff}`).expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
      const lines = csv.text.split('\r\n');
      expect(lines[0]).toBe('email,subscribed_at,unsubscribe_url');
      expect(lines.at(-1)).toBe('');
      expect(lines).toHaveLength(n + 2);
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${email.replace(/\./g, '\\.')},\\d{4}-\\d\\d-\\d\\dT`)));
      // Quoted (a comma and quotes inside) and prefixed with an apostrophe, so it is text, not a formula.
      expect(lines).toContainEqual(expect.stringMatching(/^"'=hyperlink\(""http:\/\/evil\.example"",""x""\),@\d+@example\.com",/));
      await t.db.query(`DELETE FROM newsletter_subscriber WHERE email = $1`, [hostile]);
    });

    it('lets only staff download the subscribers', async () => {
      const shopper = await signUpCustomer(t);
      const get = (token?: string) => {
        const req = t.http().get('/admin-api/newsletter-subscribers.csv');
        return token ? req.set('Authorization', `Bearer ${token}`) : req;
      };
      expect((await get()).status).toBe(401);
      expect((await get(shopper.token)).status).toBe(401);
      expect((await get(owner)).status).toBe(200);
      expect((await t.adminGql(SUBSCRIBERS, {}, shopper.token)).status).toBe(401);
    });
  });
});
