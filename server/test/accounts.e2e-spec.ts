import jwt from 'jsonwebtoken';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { ARGON2_PARAMS } from '../src/accounts/password-hasher';
import { CONFIRM_SIGN_UP_MUTATION, LOGIN_MUTATION, SIGN_UP_MUTATION, signUpCustomer, signUpLinkSql, uniqueEmail } from './support/auth';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app';
import { expectSameCost, timed } from './support/timing';

const ME = '{ me { id name email } }';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signUp = (input: Record<string, unknown>) => t.gql(SIGN_UP_MUTATION, { input });
  const login = (input: Record<string, unknown>) => t.gql(LOGIN_MUTATION, { input });

  it('logs in and knows who is logged in', async () => {
    const { id, email, password } = await signUpCustomer(t, 'Nadia Rahman');
    const inResult = await login({ email, password });
    expect(inResult.data!.login.__typename).toBe('AuthPayload');
    const me = await t.gql(ME, undefined, inResult.data!.login.token);
    expect(me.data!.me).toMatchObject({ id, email, name: 'Nadia Rahman' });

    expect((await t.gql(ME)).data!.me).toBeNull();
  });

  it('seeds the demo customer the README documents', async () => {
    const res = await login({ email: 'demo@kapor.shop', password: 'kapor-demo-2026' });
    expect(res.data!.login).toMatchObject({ __typename: 'AuthPayload', customer: { email: 'demo@kapor.shop' } });
    expect((await t.gql(ME, undefined, res.data!.login.token)).data!.me.email).toBe('demo@kapor.shop');
  });

  it('logs in whatever the case of the e-mail', async () => {
    const { email, password } = await signUpCustomer(t);
    expect((await login({ email: email.toUpperCase(), password })).data!.login.__typename).toBe('AuthPayload');
  });

  it('names every missing field and writes nothing', async () => {
    const count = async () => (await t.db.query('SELECT (SELECT count(*) FROM customer)::int + (SELECT count(*) FROM account_token)::int AS n'))[0].n;
    const before = await count();
    const res = await signUp({ name: '', email: '', password: '' });
    expect(res.data!.signUp).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION', message: 'All Fields are required' });
    expect(res.data!.signUp.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'name', 'password']);
    expect(await count()).toBe(before);
  });

  it.each([
    ['a short password', { password: 'short7!' }, 'password', /at least 8/],
    ['a password of spaces', { password: '          ' }, 'password', /only spaces/],
    ['a password that is the e-mail', { email: 'same@example.com', password: 'same@example.com' }, 'password', /e-mail/],
    ['an over-long password', { password: 'x'.repeat(129) }, 'password', /at most 128/],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', /valid e-mail/],
    ['an e-mail without a domain dot', { email: 'a@localhost' }, 'email', /valid e-mail/],
    ['an over-long name', { name: 'n'.repeat(101) }, 'name', /at most 100/],
  ])('refuses %s', async (_label, override, field, message) => {
    const res = await signUp({ name: 'Valid Name', email: uniqueEmail(), password: 'long-enough-1', ...override });
    expect(res.data!.signUp.__typename).toBe('ValidationError');
    expect(res.data!.signUp.fields).toEqual([{ field, message: expect.stringMatching(message) }]);
  });

  it('requires both e-mail and password to log in', async () => {
    const res = await login({ email: '', password: '' });
    expect(res.data!.login).toMatchObject({ __typename: 'ValidationError', message: 'Email and password field are required' });
  });

  it('answers a wrong password and an unknown e-mail identically, in similar time', async () => {
    const { email } = await signUpCustomer(t);
    const wrong = await login({ email, password: 'wrong-password' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'wrong-password' });
    expect(wrong).toEqual(unknown);
    expect(wrong.data!.login).toEqual({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' });

    const restWrong = await t.http().post('/api/users/login').send({ email, password: 'wrong-password' });
    const restUnknown = await t.http().post('/api/users/login').send({ email: uniqueEmail('nobody'), password: 'wrong-password' });
    expect(restWrong.status).toBe(401);
    expect(restUnknown.status).toBe(401);
    expect(restWrong.body).toEqual(restUnknown.body);

    // Both paths run one Argon2 verification; without the decoy an unknown e-mail answers about four times faster.
    const time = (body: object) => timed(() => t.http().post('/api/users/login').send(body));
    const known: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time({ email, password: `wrong-${i}` }));
      unknownTimes.push(await time({ email: uniqueEmail('ghost'), password: `wrong-${i}` }));
    }
    expectSameCost(unknownTimes, known, { below: 0.5, above: 2 });
  });

  it('stores an Argon2id hash with OWASP parameters, never the password', async () => {
    const { id, password } = await signUpCustomer(t);
    const [row] = await t.db.query('SELECT password_hash FROM customer WHERE id = $1', [id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, tCost] = row.password_hash.match(/m=(\d+),t=(\d+)/);
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(tCost)).toBeGreaterThanOrEqual(2);
    expect(ARGON2_PARAMS.parallelism).toBe(1);
    expect(row.password_hash).not.toContain(password);
  });

  describe('REST shims as the original storefront calls them', () => {
    it('POST /api/users/signup → 202 { success: false, message }: nobody is signed up until the mailed link is followed', async () => {
      const email = uniqueEmail();
      const res = await t.http().post('/api/users/signup').set('Content-Type', 'applications/json').send(JSON.stringify({ name: 'Rest Shopper', email, password: 'rest-pass-123' }));
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ success: false, message: `Almost there: check your inbox at ${email} and follow the link we sent to finish signing up.` });
      expect(await t.db.query(`SELECT 1 FROM customer WHERE email = $1`, [email])).toEqual([]);
    });

    it('POST /api/users/login → { success, token }', async () => {
      const { email, password } = await signUpCustomer(t);
      const res = await t.http().post('/api/users/login').send({ email, password }).expect(200);
      expect(res.body).toEqual({ success: true, token: expect.any(String) });
    });

    it('answers failures as { success: false, message } with a fitting status', async () => {
      const missing = await t.http().post('/api/users/signup').send({ email: 'x@example.com' }).expect(400);
      expect(missing.body).toMatchObject({ success: false, message: 'All Fields are required' });
      const noBody = await t.http().post('/api/users/login').expect(400);
      expect(noBody.body).toMatchObject({ success: false, message: 'Email and password field are required' });
    });
  });

  describe('tokens', () => {
    let customer: { token: string; id: string };
    beforeAll(async () => {
      customer = await signUpCustomer(t);
    });

    const options = { algorithm: 'HS256' as const, issuer: 'kapor', audience: 'kapor-shop', expiresIn: 600 };
    const forged = (): Record<string, () => string> => ({
      'alg none': () => {
        const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: customer.id, iss: 'kapor', aud: 'kapor-shop', exp: Math.floor(Date.now() / 1000) + 600 })}.`;
      },
      'a wrong signature': () => jwt.sign({ sub: customer.id }, 'not-the-secret-not-the-secret-not-the-secret', options),
      'an expired token': () => jwt.sign({ sub: customer.id, exp: Math.floor(Date.now() / 1000) - 10 }, TEST_JWT_SECRET, { algorithm: 'HS256', issuer: 'kapor', audience: 'kapor-shop' }),
      'a validly signed token without an expiry': () => jwt.sign({ sub: customer.id }, TEST_JWT_SECRET, { algorithm: 'HS256', issuer: 'kapor', audience: 'kapor-shop' }),
      'another audience': () => jwt.sign({ sub: customer.id }, TEST_JWT_SECRET, { ...options, audience: 'someone-else' }),
      'another issuer': () => jwt.sign({ sub: customer.id }, TEST_JWT_SECRET, { ...options, issuer: 'evil' }),
      'HS512 instead of HS256': () => jwt.sign({ sub: customer.id }, TEST_JWT_SECRET, { ...options, algorithm: 'HS512' }),
      '"null", as the logged-out storefront sends': () => 'null',
      'garbage': () => 'abc.def.ghi',
    });

    it('accepts a genuine token', async () => {
      const good = jwt.sign({ sub: customer.id }, TEST_JWT_SECRET, options);
      expect((await t.gql(ME, undefined, good)).data!.me.id).toBe(customer.id);
      await t.http().get('/api/users/me').set('Authorization', `Bearer ${good}`).expect(200);
    });

    it.each(Object.keys(forged()))('refuses %s with 401 on GraphQL and REST', async (name) => {
      const token = forged()[name]();
      const gql = await t.gql(ME, undefined, token);
      expect(gql.status).toBe(401);
      expect(gql.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      expect(gql.data?.me ?? null).toBeNull();
      const rest = await t.http().get('/api/users/me').set('Authorization', `Bearer ${token}`);
      expect(rest.status).toBe(401);
      expect(rest.body).toMatchObject({ success: false, message: expect.stringMatching(/log in/i) });
    });

    it('refuses the token of a customer who no longer exists', async () => {
      const gone = await signUpCustomer(t);
      await t.db.query('DELETE FROM customer WHERE id = $1', [gone.id]);
      expect((await t.gql(ME, undefined, gone.token)).status).toBe(401);
      await t.http().get('/api/users/me').set('Authorization', `Bearer ${gone.token}`).expect(401);
    });

    it('answers 401 on a login-only REST call without any token', async () => {
      const res = await t.http().get('/api/users/me').expect(401);
      expect(res.body).toMatchObject({ success: false, message: 'Please log in to continue.' });
    });
  });
});

describe('login limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  it('refuses the eleventh failed login, even with the right password, and lets the owner in after the window', async () => {
    const { email, password } = await signUpCustomer(t);
    for (let i = 1; i <= 10; i++) {
      const res = await t.gql(LOGIN_MUTATION, { input: { email, password: `wrong-${i}` } });
      expect(res.data!.login.__typename).toBe('InvalidCredentialsError');
    }
    const eleventh = await t.gql(LOGIN_MUTATION, { input: { email, password: 'wrong-11' } });
    expect(eleventh.data!.login).toMatchObject({ __typename: 'TooManyAttemptsError', code: 'TOO_MANY_ATTEMPTS' });
    expect(eleventh.data!.login.retryAfterSeconds).toBeGreaterThan(0);

    const rightButBlocked = await t.http().post('/api/users/login').send({ email, password }).expect(429);
    expect(rightButBlocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(rightButBlocked.body).toMatchObject({ success: false, message: expect.stringMatching(/Too many failed logins/) });

    // The window ends: every count runs out (done in the database, so a slow machine cannot end it early).
    await t.db.query(`UPDATE rate_limit SET expire = $1`, [Date.now() - 1]);
    const after = await t.gql(LOGIN_MUTATION, { input: { email, password } });
    expect(after.data!.login.__typename).toBe('AuthPayload');
  });

  it('counts per account, so another customer is not locked out', async () => {
    const victim = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    for (let i = 0; i < 10; i++) await t.gql(LOGIN_MUTATION, { input: { email: victim.email, password: 'nope-nope' } });
    const res = await t.gql(LOGIN_MUTATION, { input: { email: other.email, password: other.password } });
    expect(res.data!.login.__typename).toBe('AuthPayload');
  });
});

describe('login limits under parallel guesses and across instances', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  it('checks at most ten passwords of one account however many guesses arrive at once', async () => {
    const { email, password } = await signUpCustomer(t);
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => t.gql(LOGIN_MUTATION, { input: { email, password: `burst-${i}` } })));
    const kinds = guesses.map((res) => res.data!.login.__typename);
    expect(kinds.filter((k) => k === 'InvalidCredentialsError')).toHaveLength(10);
    expect(kinds.filter((k) => k === 'TooManyAttemptsError')).toHaveLength(20);
    expect((await t.gql(LOGIN_MUTATION, { input: { email, password } })).data!.login.__typename).toBe('TooManyAttemptsError');
  });

  // Last in this block: the second instance's passport strategy replaces the first's process-wide.
  it('counts failures across server instances that share the database', async () => {
    const { email } = await signUpCustomer(t);
    const other = await createApp(t.config, (t.db.options as { url: string }).url);
    try {
      const guess = (server: ReturnType<TestApp['http']>, i: number) => server.post('/api/users/login').send({ email, password: `spread-${i}` });
      for (let i = 0; i < 5; i++) {
        await guess(t.http(), i).expect(401);
        await guess(request(other.getHttpServer()), i).expect(401);
      }
      await guess(t.http(), 10).expect(429);
      await guess(request(other.getHttpServer()), 11).expect(429);
    } finally {
      await other.close();
    }
  });
});

// Behind a trusted proxy (TRUST_PROXY), X-Forwarded-For names each client, so tests can play several addresses.
describe('login limits when an attacker hammers an account from elsewhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback', LOGIN_MAX_FAILURES_PER_ACCOUNT: '20' });
  });
  afterAll(() => t.close());

  const restLoginFrom = (address: string, body: object) => t.http().post('/api/users/login').set('X-Forwarded-For', address).send(body);
  const gqlLoginFrom = async (address: string, input: object) => {
    const res = await t.http().post('/graphql').set('Content-Type', 'application/json').set('X-Forwarded-For', address).send({ query: LOGIN_MUTATION, variables: { input } });
    return res.body.data.login as { __typename: string; retryAfterSeconds?: number };
  };
  /** The owner opens the account from `address` (following the sign-up link there), which makes it a known address. */
  const signUpFrom = async (address: string) => {
    const email = uniqueEmail('owner');
    const password = 'correct horse battery';
    const link = await signUpLinkSql('Owner', email, password);
    await t.db.query(link.sql);
    const res = await t.http().post('/graphql').set('Content-Type', 'application/json').set('X-Forwarded-For', address).send({ query: CONFIRM_SIGN_UP_MUTATION, variables: { token: link.token } });
    expect(res.body.data.confirmSignUp.__typename).toBe('AuthPayload');
    return { email, password };
  };

  it('lets the owner in from their own address while an attacker elsewhere is throttled', async () => {
    const owner = await signUpFrom('198.51.100.20');
    const attacker = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await restLoginFrom(attacker, { email: owner.email, password: `guess-${i}` })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(15).fill(429));
    // Throttled means not checked: even the right password from the attacker's address is refused.
    const rightFromAttacker = await restLoginFrom(attacker, owner);
    expect(rightFromAttacker.status).toBe(429);
    expect(rightFromAttacker.headers['retry-after']).toMatch(/^\d+$/);

    const fromHome = await restLoginFrom('198.51.100.20', owner).expect(200);
    expect(fromHome.body).toMatchObject({ success: true, token: expect.any(String) });
    // One address's refused guesses do not use up the account's ceiling: a new phone gets in too.
    expect((await gqlLoginFrom('192.0.2.55', owner)).__typename).toBe('AuthPayload');
  });

  it('caps guesses from many addresses at the account ceiling, except from an address the owner has logged in from', async () => {
    const owner = await signUpFrom('198.51.100.21');
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => gqlLoginFrom(`203.0.113.${100 + i}`, { email: owner.email, password: `spread-${i}` })));
    const kinds = guesses.map((res) => res.__typename);
    expect(kinds.filter((k) => k === 'InvalidCredentialsError')).toHaveLength(20);
    expect(kinds.filter((k) => k === 'TooManyAttemptsError')).toHaveLength(10);

    expect((await gqlLoginFrom('192.0.2.77', owner)).__typename).toBe('TooManyAttemptsError');
    expect((await gqlLoginFrom('198.51.100.21', owner)).__typename).toBe('AuthPayload');
  });

  it('counts one IPv6 network as one address, so rotating addresses within it gains nothing', async () => {
    const owner = await signUpFrom('2001:db8:aaaa:1::20');
    const kinds: string[] = [];
    for (let i = 1; i <= 12; i++) kinds.push((await gqlLoginFrom(`2001:db8:bbbb:2::${i.toString(16)}`, { email: owner.email, password: `v6-${i}` })).__typename);
    expect(kinds).toEqual([...Array(10).fill('InvalidCredentialsError'), 'TooManyAttemptsError', 'TooManyAttemptsError']);
    expect((await gqlLoginFrom('2001:db8:aaaa:1::99', owner)).__typename).toBe('AuthPayload');
  });

  it('throttles an unknown e-mail exactly like a wrong password', async () => {
    const owner = await signUpFrom('198.51.100.22');
    const answers = async (email: string, address: string) => {
      const out: { status: number; body: unknown }[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await restLoginFrom(address, { email, password: `same-${i}` });
        // The wait counts down between the two runs; that it is there is checked, not its second.
        const { retryAfterSeconds, ...body } = res.body;
        if (res.status === 429) expect(retryAfterSeconds).toBeGreaterThan(0);
        out.push({ status: res.status, body });
      }
      return out;
    };
    const wrongPassword = await answers(owner.email, '203.0.113.50');
    const unknownEmail = await answers(uniqueEmail('nobody'), '203.0.113.51');
    expect(unknownEmail).toEqual(wrongPassword);
    expect(wrongPassword.map((a) => a.status)).toEqual([...Array(10).fill(401), 429]);
  });
});

describe('login and sign-up limits per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES_PER_IP: '3', SIGNUPS_PER_IP_PER_HOUR: '2' });
  });

  it('limits sign-ups from one address', async () => {
    const signUp = () => t.gql(SIGN_UP_MUTATION, { input: { name: 'Bulk', email: uniqueEmail('bulk'), password: 'bulk-pass-123' } });
    expect((await signUp()).data!.signUp.__typename).toBe('LinkMailed');
    expect((await signUp()).data!.signUp.__typename).toBe('LinkMailed');
    const third = await signUp();
    expect(third.data!.signUp).toMatchObject({ __typename: 'TooManyAttemptsError', message: expect.stringMatching(/Too many sign-ups/) });
  });
  afterAll(() => t.close());

  it('does not count successful logins against the address', async () => {
    const demo = { email: 'demo@kapor.shop', password: 'kapor-demo-2026' };
    for (let i = 0; i < 5; i++) expect((await t.gql(LOGIN_MUTATION, { input: demo })).data!.login.__typename).toBe('AuthPayload');
  });

  it('stops one address guessing across many accounts', async () => {
    for (let i = 0; i < 3; i++) {
      const guess = await t.gql(LOGIN_MUTATION, { input: { email: uniqueEmail('spray'), password: 'guess-guess' } });
      expect(guess.data!.login.__typename).toBe('InvalidCredentialsError');
    }
    const res = await t.gql(LOGIN_MUTATION, { input: { email: uniqueEmail('spray'), password: 'guess-guess' } });
    expect(res.data!.login.__typename).toBe('TooManyAttemptsError');
  });

  // Without TRUST_PROXY behind a load balancer, every shopper shares the balancer's address.
  it('still lets in a customer who has logged in from that address while one address sprays many accounts', async () => {
    const demo = { email: 'demo@kapor.shop', password: 'kapor-demo-2026' };
    const admin = { email: 'admin@kapor.shop', password: 'kapor-admin-2026' };
    expect((await t.gql(LOGIN_MUTATION, { input: demo })).data!.login.__typename).toBe('AuthPayload');
    for (let i = 0; i < 3; i++) await t.gql(LOGIN_MUTATION, { input: { email: uniqueEmail('spray'), password: 'guess-guess' } });
    expect((await t.gql(LOGIN_MUTATION, { input: { email: uniqueEmail('spray'), password: 'guess-guess' } })).data!.login.__typename).toBe('TooManyAttemptsError');

    expect((await t.gql(LOGIN_MUTATION, { input: demo })).data!.login.__typename).toBe('AuthPayload');
    // An account never used from this address stays behind the address's limit.
    expect((await t.gql(LOGIN_MUTATION, { input: admin })).data!.login.__typename).toBe('TooManyAttemptsError');
  });
});
