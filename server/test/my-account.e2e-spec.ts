import jwt from 'jsonwebtoken';
import { AccountDetailsAndAddresses1763800030000 } from '../src/database/migrations/1763800030000-account-details-and-addresses';
import { CONFIRM_SIGN_UP_MUTATION, DEMO_STAFF_MEMBER, LOGIN_MUTATION, signUpCustomer, signUpLinkSql, staffToken } from './support/auth';
import { variantWithStock, type SeedVariant } from './support/cart';
import { addToCart, ORDER, payOnSandbox, placeOrder, placePaidOrder } from './support/checkout';
import { subscribeConfirmed } from './support/mail-links';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app';

const ME = '{ me { id name firstName secondName email phone birthDate } }';
const FORM_ERRORS = '... on ErrorResult { code message } ... on ValidationError { fields { field message } }';
const UPDATE_DETAILS = `mutation($input: MyDetailsInput!) { updateMyDetails(input: $input) {
  __typename ... on Customer { id name firstName secondName phone birthDate } ${FORM_ERRORS} } }`;
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) {
  __typename ... on AuthPayload { token customer { id email } } ${FORM_ERRORS} ... on TooManyAttemptsError { retryAfterSeconds } } }`;
const DELETE_ACCOUNT = `mutation($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) {
  __typename ... on AccountDeleted { deletedAt } ${FORM_ERRORS} } }`;
const ADD_ADDRESS = `mutation($input: AddressInput!) { addAddress(input: $input) { __typename ... on SavedAddress { id } } }`;

const fieldsOf = (result: { fields: { field: string; message: string }[] }) => Object.fromEntries(result.fields.map((f) => [f.field, f.message]));

describe('my account: details, password and deletion', () => {
  let t: TestApp;
  let variant: SeedVariant;
  beforeAll(async () => {
    t = await startTestApp();
    variant = await variantWithStock(t, { setStock: 100 });
  });
  afterAll(() => t.close());

  const me = async (token: string) => t.gql(ME, undefined, token);
  const updateDetails = async (token: string, input: Record<string, unknown>) => (await t.gql(UPDATE_DETAILS, { input }, token)).data!.updateMyDetails;
  const changePassword = async (token: string, input: Record<string, unknown>) => (await t.gql(CHANGE_PASSWORD, { input }, token)).data!.changePassword;
  const deleteAccount = async (token: string, password: string) => (await t.gql(DELETE_ACCOUNT, { input: { password } }, token)).data!.deleteMyAccount;
  const login = async (email: string, password: string) => (await t.gql(LOGIN_MUTATION, { input: { email, password } })).data!.login;

  describe('my details', () => {
    it('splits the name given at sign-up, and keeps the details on the server for every session', async () => {
      const shopper = await signUpCustomer(t, 'Nadia Rahman  Chowdhury');
      expect((await me(shopper.token)).data!.me).toMatchObject({ name: 'Nadia Rahman Chowdhury', firstName: 'Nadia', secondName: 'Rahman Chowdhury', phone: null, birthDate: null });

      const saved = await updateDetails(shopper.token, { firstName: ' Nadia ', secondName: 'Chowdhury', phone: ' +880 1711-000000 ', birthDate: '1994-02-28' });
      expect(saved).toEqual({ __typename: 'Customer', id: shopper.id, name: 'Nadia Chowdhury', firstName: 'Nadia', secondName: 'Chowdhury', phone: '+880 1711-000000', birthDate: '1994-02-28' });

      // Another browser (a fresh login) sees them; so do the REST shim and the back office, by the name.
      const elsewhere = await login(shopper.email, shopper.password);
      expect((await me(elsewhere.token)).data!.me).toMatchObject({ name: 'Nadia Chowdhury', phone: '+880 1711-000000', birthDate: '1994-02-28' });
      const rest = await t.http().get('/api/users/me').set('Authorization', `Bearer ${elsewhere.token}`).expect(200);
      expect(rest.body.user).toEqual({ id: shopper.id, name: 'Nadia Chowdhury', email: shopper.email });
      const staff = await staffToken(t, DEMO_STAFF_MEMBER);
      const listed = await t.adminGql(`query($s: String) { adminCustomers(search: $s) { items { id name } } }`, { s: 'nadia chowdhury' }, staff);
      expect(listed.data!.adminCustomers.items).toContainEqual({ id: shopper.id, name: 'Nadia Chowdhury' });
    });

    it('clears the phone and birth date when they are left empty, and takes a single name', async () => {
      const shopper = await signUpCustomer(t, 'Rafi');
      await updateDetails(shopper.token, { firstName: 'Rafi', phone: '01711000000', birthDate: '2000-01-01' });
      expect(await updateDetails(shopper.token, { firstName: 'Rafi', secondName: '', phone: '', birthDate: null })).toMatchObject({ name: 'Rafi', secondName: '', phone: null, birthDate: null });
    });

    it.each([
      ['a blank first name', { firstName: '  ' }, 'firstName', 'First name is required.'],
      ['a first name over 100 characters', { firstName: 'x'.repeat(101) }, 'firstName', 'First name must be at most 100 characters.'],
      ['a second name over 100 characters', { secondName: 'x'.repeat(101) }, 'secondName', 'Second name must be at most 100 characters.'],
      ['a phone of words', { phone: 'call me' }, 'phone', 'Enter a phone number of 7 to 15 digits.'],
      ['a phone of too few digits', { phone: '+1 2' }, 'phone', 'Enter a phone number of 7 to 15 digits.'],
      ['a phone over 20 characters', { phone: '1'.repeat(21) }, 'phone', 'Phone must be at most 20 characters.'],
      ['a day no calendar has', { birthDate: '2001-02-30' }, 'birthDate', 'Enter a date as YYYY-MM-DD.'],
      ['a date in another format', { birthDate: '28/02/1994' }, 'birthDate', 'Enter a date as YYYY-MM-DD.'],
      ['a birth date in the future', { birthDate: '2999-01-01' }, 'birthDate', 'Your birth date must be in the past.'],
      ['a birth date before 1900', { birthDate: '1066-10-14' }, 'birthDate', 'Enter your real birth date.'],
    ])('refuses %s, saying which field, and changes nothing', async (_case, override, field, message) => {
      const shopper = await signUpCustomer(t, 'Valid Name');
      const result = await updateDetails(shopper.token, { firstName: 'Changed', secondName: 'Changed', phone: '01711000000', birthDate: '1990-05-05', ...override });
      expect(result).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION', message });
      expect(fieldsOf(result)).toEqual({ [field]: message });
      expect((await me(shopper.token)).data!.me).toMatchObject({ name: 'Valid Name', phone: null, birthDate: null });
    });

    it('names every problem at once', async () => {
      const shopper = await signUpCustomer(t);
      const result = await updateDetails(shopper.token, { firstName: '', phone: 'x', birthDate: 'soon' });
      expect(Object.keys(fieldsOf(result)).sort()).toEqual(['birthDate', 'firstName', 'phone']);
    });
  });

  describe('password change', () => {
    it('ends every other session but keeps this browser logged in with a fresh token', async () => {
      const shopper = await signUpCustomer(t);
      const otherBrowser = (await login(shopper.email, shopper.password)).token;
      expect((await me(otherBrowser)).data!.me.id).toBe(shopper.id);

      const changed = await changePassword(shopper.token, { currentPassword: shopper.password, newPassword: 'a brand new secret' });
      expect(changed).toMatchObject({ __typename: 'AuthPayload', customer: { id: shopper.id, email: shopper.email } });

      // Both tokens issued before the change are refused as a disabled account's are; the fresh one works.
      for (const stale of [shopper.token, otherBrowser]) {
        const refused = await me(stale);
        expect(refused.status).toBe(401);
        expect(refused.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
        await t.http().get('/api/users/me').set('Authorization', `Bearer ${stale}`).expect(401);
      }
      expect((await me(changed.token)).data!.me.id).toBe(shopper.id);

      expect((await login(shopper.email, shopper.password)).__typename).toBe('InvalidCredentialsError');
      expect((await login(shopper.email, 'a brand new secret')).__typename).toBe('AuthPayload');
    });

    it('refuses a wrong current password with a typed error, and changes nothing', async () => {
      const shopper = await signUpCustomer(t);
      const result = await changePassword(shopper.token, { currentPassword: 'not my password', newPassword: 'a brand new secret' });
      expect(result).toMatchObject({ __typename: 'WrongPasswordError', code: 'WRONG_PASSWORD' });
      expect((await me(shopper.token)).data!.me.id).toBe(shopper.id);
      expect((await login(shopper.email, shopper.password)).__typename).toBe('AuthPayload');
    });

    it.each([
      ['no current password', { currentPassword: '' }, { currentPassword: 'Enter your current password.' }],
      ['a short new password', { newPassword: 'short' }, { newPassword: 'Password must be at least 8 characters.' }],
      ['a new password of spaces', { newPassword: ' '.repeat(12) }, { newPassword: 'Password cannot be only spaces.' }],
      ['a new password over 128 characters', { newPassword: 'x'.repeat(129) }, { newPassword: 'Password must be at most 128 characters.' }],
      ['the same password again', { newPassword: 'SAME' }, { newPassword: 'Choose a password different from your current one.' }],
    ])('applies the password rules: refuses %s', async (_case, override, fields) => {
      const shopper = await signUpCustomer(t);
      const input = { currentPassword: shopper.password, newPassword: 'a brand new secret', ...override };
      if (input.newPassword === 'SAME') input.newPassword = shopper.password;
      const result = await changePassword(shopper.token, input);
      expect(result.__typename).toBe('ValidationError');
      expect(fieldsOf(result)).toEqual(fields);
      expect((await me(shopper.token)).data!.me.id).toBe(shopper.id);
    });

    it('refuses the e-mail as the new password', async () => {
      const shopper = await signUpCustomer(t);
      const result = await changePassword(shopper.token, { currentPassword: shopper.password, newPassword: shopper.email.toUpperCase() });
      expect(fieldsOf(result)).toEqual({ newPassword: 'Password must not be your e-mail address.' });
    });

    it('counts wrong current passwords like failed logins: a stolen session cannot guess on', async () => {
      const shopper = await signUpCustomer(t);
      const limit = t.config.auth.loginMaxFailuresPerAccountAndIp;
      for (let i = 0; i < limit; i += 1) {
        expect((await changePassword(shopper.token, { currentPassword: `guess number ${i}`, newPassword: 'a brand new secret' })).__typename).toBe('WrongPasswordError');
      }
      const refused = await changePassword(shopper.token, { currentPassword: shopper.password, newPassword: 'a brand new secret' });
      expect(refused).toMatchObject({ __typename: 'TooManyAttemptsError', code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/^Too many wrong passwords/) });
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      // The limit is the login's: logging in from here is refused too.
      expect((await login(shopper.email, shopper.password)).__typename).toBe('TooManyAttemptsError');
    });
  });

  describe('deleting the account', () => {
    it('anonymises the customer, keeps the orders without personal details, removes the rest and ends every session', async () => {
      const shopper = await signUpCustomer(t, 'Leaving Shopper');
      const otherBrowser = (await login(shopper.email, shopper.password)).token;
      await updateDetails(shopper.token, { firstName: 'Leaving', secondName: 'Shopper', phone: '01711000000', birthDate: '1990-01-01' });
      const delivered = await placePaidOrder(t, shopper.token, variant, { fullName: 'Leaving Shopper', email: shopper.email });
      const staff = await staffToken(t, DEMO_STAFF_MEMBER);
      await t.adminGql(`mutation($t: String!) { markOrderShipped(tranId: $t, input: { carrier: "Pathao Courier", trackingNumber: "PTH-1" }) { __typename } }`, { t: delivered }, staff);
      await t.adminGql(`mutation($t: String!) { markOrderDelivered(tranId: $t) { __typename } }`, { t: delivered }, staff);
      await addToCart(t, shopper.token, variant);
      const failed = await placeOrder(t, shopper.token, undefined, { address: 'Flat 3, Road 9, Gulshan' });
      await payOnSandbox(t, failed.url, 'fail');
      await addToCart(t, shopper.token, variant);
      await t.gql(`mutation($p: ID!) { addToWishlist(productId: $p) { __typename } }`, { p: variant.productId }, shopper.token);
      await t.gql(ADD_ADDRESS, { input: { fullName: 'Leaving Shopper', phone: '01711000000', country: 'Bangladesh', city: 'Dhaka', state: 'Dhaka', zip: '1212', address: 'Road 1' } }, shopper.token);
      await subscribeConfirmed(t, shopper.email);

      const result = await deleteAccount(shopper.token, shopper.password);
      expect(result).toMatchObject({ __typename: 'AccountDeleted', deletedAt: expect.any(String) });

      const [row] = await t.db.query(`SELECT name, email, phone, birth_date, password_hash, disabled_at FROM customer WHERE id = $1`, [shopper.id]);
      expect(row).toMatchObject({ name: 'Deleted customer', email: `deleted-${shopper.id}@deleted.invalid`, phone: null, birth_date: null, password_hash: '!' });
      expect(row.disabled_at).not.toBeNull();

      const orders = await t.db.query(`SELECT tran_id, status, total_cents, delivery FROM customer_order WHERE customer_id = $1 ORDER BY created_at`, [shopper.id]);
      expect(orders.map((o: { tran_id: string; status: string }) => [o.tran_id, o.status])).toEqual([
        [delivered, 'DELIVERED'],
        [failed.tranId, 'PAYMENT_FAILED'],
      ]);
      for (const { delivery } of orders) {
        expect(delivery).toMatchObject({ fullName: 'Deleted customer', phone: 'removed', email: 'removed@deleted.invalid', zip: 'removed', country: 'Bangladesh', city: 'Dhaka', state: 'Dhaka' });
        expect(JSON.stringify(delivery)).not.toMatch(/Leaving|Gulshan|Dhanmondi|01711|example\.com/);
      }

      const [left] = await t.db.query(
        `SELECT (SELECT count(*) FROM cart WHERE customer_id = $1)::int AS carts, (SELECT count(*) FROM wishlist_item WHERE customer_id = $1)::int AS wishes,
                (SELECT count(*) FROM customer_address WHERE customer_id = $1)::int AS addresses, (SELECT count(*) FROM newsletter_subscriber WHERE email = $2)::int AS subscriptions`,
        [shopper.id, shopper.email],
      );
      expect(left).toEqual({ carts: 0, wishes: 0, addresses: 0, subscriptions: 0 });

      for (const stale of [shopper.token, otherBrowser]) expect((await me(stale)).status).toBe(401);
      expect((await login(shopper.email, shopper.password)).__typename).toBe('InvalidCredentialsError');
      // The order stays for the shop's accounts (the staff's order page still has it).
      const page = await t.adminGql(`query($t: String!) { adminOrder(tranId: $t) { status customer { name email } } }`, { t: delivered }, staff);
      expect(page.data!.adminOrder).toMatchObject({ status: 'DELIVERED', customer: { name: 'Deleted customer', email: `deleted-${shopper.id}@deleted.invalid` } });

      // The e-mail is free: the shopper may come back as a new customer, who sees none of the old orders.
      const link = await signUpLinkSql('Returning Shopper', shopper.email, 'a fresh start 1');
      await t.db.query(link.sql);
      const again = await t.gql(CONFIRM_SIGN_UP_MUTATION, { token: link.token });
      expect(again.data!.confirmSignUp).toMatchObject({ __typename: 'AuthPayload', customer: { email: shopper.email } });
      expect(again.data!.confirmSignUp.customer.id).not.toBe(shopper.id);
      expect((await t.gql(ORDER, { tranId: delivered }, again.data!.confirmSignUp.token)).data!.order).toBeNull();
    });

    it('refuses a wrong password with a typed error, and deletes nothing', async () => {
      const shopper = await signUpCustomer(t);
      expect(await deleteAccount(shopper.token, 'not my password')).toMatchObject({ __typename: 'WrongPasswordError', code: 'WRONG_PASSWORD' });
      expect(await deleteAccount(shopper.token, '')).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'password', message: 'Enter your password.' }] });
      expect((await me(shopper.token)).data!.me.email).toBe(shopper.email);
    });

    it('is refused while an order awaits payment or delivery: the shop still needs its details', async () => {
      const shopper = await signUpCustomer(t);
      const paid = await placePaidOrder(t, shopper.token, variant);
      expect(await deleteAccount(shopper.token, shopper.password)).toMatchObject({ __typename: 'OrdersInProgressError', code: 'ORDERS_IN_PROGRESS' });
      const [order] = await t.db.query(`SELECT delivery->>'fullName' AS name FROM customer_order WHERE tran_id = $1`, [paid]);
      expect(order.name).toBe('Nadia Rahman');
      expect((await me(shopper.token)).data!.me.email).toBe(shopper.email);
    });
  });

  it('asks every operation for a login', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [UPDATE_DETAILS, { input: { firstName: 'Anyone' } }],
      [CHANGE_PASSWORD, { input: { currentPassword: 'x', newPassword: 'long enough 1' } }],
      [DELETE_ACCOUNT, { input: { password: 'x' } }],
    ];
    for (const [query, variables] of calls) {
      const res = await t.gql(query, variables);
      expect(res.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      expect(res.data).toBeNull();
    }
  });

  it('migrates names: the first word is the first name, the rest the second name', async () => {
    const migration = new AccountDetailsAndAddresses1763800030000();
    const runner = t.db.createQueryRunner();
    await runner.startTransaction();
    try {
      await migration.down(runner);
      await runner.query(
        `INSERT INTO customer (name, email, password_hash) VALUES ('Madonna', 'm@example.com', 'x'), ('  Nadia   Rahman  Chowdhury ', 'n@example.com', 'x')`,
      );
      await migration.up(runner);
      const rows = await runner.query(`SELECT email, name, first_name, second_name FROM customer WHERE email IN ('m@example.com', 'n@example.com') ORDER BY email`);
      expect(rows).toEqual([
        { email: 'm@example.com', name: 'Madonna', first_name: 'Madonna', second_name: '' },
        { email: 'n@example.com', name: 'Nadia Rahman Chowdhury', first_name: 'Nadia', second_name: 'Rahman Chowdhury' },
      ]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('keeps tokens issued before session versions existed working', async () => {
    const shopper = await signUpCustomer(t);
    const [{ version }] = await t.db.query(`SELECT session_version AS version FROM customer WHERE id = $1`, [shopper.id]);
    expect(version).toBe(0);
    // A token from before this release carries no version: it is version 0's.
    const old = jwt.sign({ sub: shopper.id }, TEST_JWT_SECRET, { algorithm: 'HS256', issuer: 'kapor', audience: 'kapor-shop', expiresIn: 600 });
    await t.http().get('/api/users/me').set('Authorization', `Bearer ${old}`).expect(200);
  });
});
