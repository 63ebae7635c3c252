import { createHash } from 'node:crypto';
import { AccountsService } from '../src/accounts/accounts.service';
import { LOGIN_MUTATION, signUpCustomer, uniqueEmail } from './support/auth';
import { linkToken, nearMiss } from './support/mail-links';
import { SmtpReceiver } from './support/smtp-receiver';
import { startTestApp, type TestApp } from './support/test-app';
import { expectSameCost } from './support/timing';

const REQUEST = `mutation($email: String!) { requestPasswordReset(email: $email) {
  __typename ... on LinkMailed { email message } ... on ErrorResult { code message } ... on TooManyAttemptsError { retryAfterSeconds } } }`;
const RESET = `mutation($token: String!, $password: String!) { resetPassword(token: $token, newPassword: $password) {
  __typename ... on PasswordReset { email } ... on ErrorResult { code message } ... on ValidationError { fields { field message } } } }`;
const ME = '{ me { id email } }';
const INVALID_LINK = { __typename: 'InvalidLinkError', code: 'INVALID_LINK', message: 'This link has expired or was already used. Please ask for a new one.' };


describe('password reset (a real SMTP server in the test)', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    t = await startTestApp({ SMTP_URL: smtp.url, PASSWORD_RESETS_PER_IP_PER_HOUR: '1000' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const login = (email: string, password: string) => t.gql(LOGIN_MUTATION, { input: { email, password } });
  /** Asks for a link and answers the token of the mail that brings it (the n-th mail to the address). */
  async function requestLink(email: string, nth = 1): Promise<string> {
    expect((await t.gql(REQUEST, { email })).data!.requestPasswordReset.__typename).toBe('LinkMailed');
    await smtp.waitFor(() => smtp.to(email).length >= nth);
    return linkToken(smtp.to(email)[nth - 1], '/reset-password');
  }

  it('mails a link that sets a new password once and ends every session of the account', async () => {
    const shopper = await signUpCustomer(t, 'Nadia Rahman');
    const otherDevice = (await login(shopper.email, shopper.password)).data!.login.token;

    const asked = await t.gql(REQUEST, { email: shopper.email.toUpperCase() });
    expect(asked.data!.requestPasswordReset).toEqual({
      __typename: 'LinkMailed',
      email: shopper.email,
      message: `If ${shopper.email} belongs to an account, we have sent it a link to choose a new password. The link works for 30 minutes.`,
    });
    const [mail] = await smtp.waitFor(() => smtp.to(shopper.email).length > 0).then(() => smtp.to(shopper.email));
    expect(mail.subject).toBe('Reset your Kapor password');
    expect(mail.text).toContain('Hello Nadia Rahman,');
    expect(mail.text).toContain('within 30 minutes');
    const token = linkToken(mail, '/reset-password');
    expect(mail.text).toContain(`${t.baseUrl}/reset-password?token=${token}`);
    expect(mail.html).toContain(`/reset-password?token=${token}`);

    const reset = await t.gql(RESET, { token, password: 'a brand new password' });
    expect(reset.data!.resetPassword).toEqual({ __typename: 'PasswordReset', email: shopper.email });
    // Every session ended: both devices' tokens are refused.
    for (const session of [shopper.token, otherDevice]) expect((await t.gql(ME, undefined, session)).status).toBe(401);
    expect((await login(shopper.email, shopper.password)).data!.login.__typename).toBe('InvalidCredentialsError');
    const fresh = await login(shopper.email, 'a brand new password');
    expect(fresh.data!.login.__typename).toBe('AuthPayload');
    expect((await t.gql(ME, undefined, fresh.data!.login.token)).data!.me.id).toBe(shopper.id);

    // Used once: not again, and the password stays.
    expect((await t.gql(RESET, { token, password: 'someone else again' })).data!.resetPassword).toEqual(INVALID_LINK);
    expect((await login(shopper.email, 'a brand new password')).data!.login.__typename).toBe('AuthPayload');
  });

  it('keeps only the SHA-256 of the token, which expires 30 minutes after it was mailed', async () => {
    const shopper = await signUpCustomer(t);
    const token = await requestLink(shopper.email);
    const rows = await t.db.query(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at)::int AS seconds FROM account_token WHERE customer_id = $1 AND purpose = 'password-reset'`,
      [shopper.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toEqual(createHash('sha256').update(token).digest());
    expect(rows[0].seconds).toBe(30 * 60);
    expect(JSON.stringify(await t.db.query(`SELECT * FROM account_token WHERE customer_id = $1`, [shopper.id]))).not.toContain(token);

    await t.db.query(`UPDATE account_token SET created_at = now() - interval '31 minutes', expires_at = now() - interval '1 minute' WHERE customer_id = $1`, [shopper.id]);
    expect((await t.gql(RESET, { token, password: 'too late for this' })).data!.resetPassword).toEqual(INVALID_LINK);
    expect((await login(shopper.email, shopper.password)).data!.login.__typename).toBe('AuthPayload');
  });

  it('opens nothing with a guessed, near-miss or malformed token, and the real one still works', async () => {
    const shopper = await signUpCustomer(t);
    const token = await requestLink(shopper.email);
    const guesses = [nearMiss(token), token.slice(1), `${token}A`, token.toUpperCase(), 'A'.repeat(43), '', 'x'.repeat(5000), "' OR 1=1 --"];
    for (const guess of guesses) expect((await t.gql(RESET, { token: guess, password: 'a guessed password' })).data!.resetPassword).toEqual(INVALID_LINK);
    expect((await t.gql(RESET, { token, password: 'the real new one' })).data!.resetPassword.__typename).toBe('PasswordReset');
  });

  it('refuses a password that breaks the rules without using up the link', async () => {
    const shopper = await signUpCustomer(t);
    const token = await requestLink(shopper.email);
    for (const [password, message] of [
      ['short', /at least 8/],
      [shopper.email, /e-mail/],
      ['x'.repeat(129), /at most 128/],
    ] as const) {
      const res = await t.gql(RESET, { token, password });
      expect(res.data!.resetPassword).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'newPassword', message: expect.stringMatching(message) }] });
    }
    expect((await t.gql(RESET, { token, password: 'long enough now' })).data!.resetPassword.__typename).toBe('PasswordReset');
  });

  it('voids the other links when one is used, and every link when the password changes', async () => {
    const shopper = await signUpCustomer(t);
    const first = await requestLink(shopper.email, 1);
    const second = await requestLink(shopper.email, 2);
    expect((await t.gql(RESET, { token: second, password: 'chosen with the second' })).data!.resetPassword.__typename).toBe('PasswordReset');
    expect((await t.gql(RESET, { token: first, password: 'chosen with the first' })).data!.resetPassword).toEqual(INVALID_LINK);

    // A password change ends the other sessions (AccountsService.endOtherSessions), which voids a link mailed before it.
    const third = await requestLink(shopper.email, 3);
    await t.db.transaction((tx) => t.app.get(AccountsService).endOtherSessions(tx, shopper.id));
    expect((await t.gql(RESET, { token: third, password: 'after the change' })).data!.resetPassword).toEqual(INVALID_LINK);
    expect((await login(shopper.email, 'chosen with the second')).data!.login.__typename).toBe('AuthPayload');
  });

  it('answers an unknown, a disabled and an existing address alike, in the same time, and mails only the account', async () => {
    const existing = await Promise.all(Array.from({ length: 10 }, () => signUpCustomer(t)));
    const disabled = await signUpCustomer(t);
    await t.db.query(`UPDATE customer SET disabled_at = now() WHERE id = $1`, [disabled.id]);
    const unknown = Array.from({ length: 10 }, () => uniqueEmail('nobody'));

    const answer = async (email: string) => {
      const started = process.hrtime.bigint();
      const res = await t.http().post('/graphql').set('Content-Type', 'application/json').send({ query: REQUEST, variables: { email } });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      return { ms, status: res.status, body: JSON.stringify(res.body).replaceAll(email, '<email>') };
    };
    const known: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const [a, b] = [await answer(existing[i].email), await answer(unknown[i])];
      expect(b.status).toBe(a.status);
      expect(b.body).toBe(a.body);
      known.push(a.ms);
      unknownTimes.push(b.ms);
    }
    expect(await answer(disabled.email)).toMatchObject({ status: 200, body: (await answer(unknown[0])).body });
    // The request only enqueues a job, whoever the address is: the times differ by noise only.
    expectSameCost(unknownTimes, known, { below: 0.6, above: 1.6 });

    await smtp.waitFor(() => existing.every((shopper) => smtp.to(shopper.email).length === 1));
    await new Promise((resolve) => setTimeout(resolve, 2500)); // long enough for a stray mail to arrive
    for (const email of [...unknown, disabled.email]) expect(smtp.to(email)).toEqual([]);
  });

  it('says what is wrong with a malformed address', async () => {
    const res = await t.gql(REQUEST, { email: 'not an address' });
    expect(res.data!.requestPasswordReset).toEqual({ __typename: 'ValidationError', code: 'VALIDATION', message: 'Enter a valid e-mail address.' });
  });
});

// Behind a trusted proxy, X-Forwarded-For names each client, so the test plays several networks.
describe('password reset limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback', PASSWORD_RESETS_PER_IP_PER_HOUR: '3', MAIL_REQUESTS_PER_ADDRESS_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  const requestFrom = async (address: string, email: string) => {
    const res = await t.http().post('/graphql').set('Content-Type', 'application/json').set('X-Forwarded-For', address).send({ query: REQUEST, variables: { email } });
    const { retryAfterSeconds, ...answer } = res.body.data.requestPasswordReset;
    if (answer.__typename === 'TooManyAttemptsError') expect(retryAfterSeconds).toBeGreaterThan(3000);
    return answer;
  };

  it('limits requests per address the same whether or not it has an account', async () => {
    const { email } = await signUpCustomer(t);
    const nobody = uniqueEmail('nobody');
    const kinds = async (target: string, network: number) => {
      const out: string[] = [];
      for (let i = 0; i < 3; i++) out.push((await requestFrom(`198.51.100.${network + i}`, target)).__typename);
      return out;
    };
    expect(await kinds(email, 10)).toEqual(['LinkMailed', 'LinkMailed', 'TooManyAttemptsError']);
    expect(await kinds(nobody, 20)).toEqual(['LinkMailed', 'LinkMailed', 'TooManyAttemptsError']);
    expect(await requestFrom('198.51.100.30', email)).toEqual({ __typename: 'TooManyAttemptsError', code: 'TOO_MANY_ATTEMPTS', message: 'Too many requests for this e-mail address. Try again in 60 minutes.' });
  });

  it('limits requests per network', async () => {
    for (let i = 0; i < 3; i++) expect((await requestFrom('203.0.113.9', uniqueEmail('spray'))).__typename).toBe('LinkMailed');
    expect(await requestFrom('203.0.113.9', uniqueEmail('spray'))).toEqual({
      __typename: 'TooManyAttemptsError',
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many password reset requests from this network. Try again in 60 minutes.',
    });
    expect((await requestFrom('203.0.113.10', uniqueEmail('elsewhere'))).__typename).toBe('LinkMailed');
  });
});
