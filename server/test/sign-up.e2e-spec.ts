import { CONFIRM_SIGN_UP_MUTATION, LOGIN_MUTATION, SIGN_UP_MUTATION, signUpCustomer, uniqueEmail } from './support/auth';
import { linkToken, nearMiss } from './support/mail-links';
import { SmtpReceiver } from './support/smtp-receiver';
import { startTestApp, type TestApp } from './support/test-app';
import { expectSameCost, timed } from './support/timing';

const ME = '{ me { id name email } }';
const INVALID_LINK = { __typename: 'InvalidLinkError', code: 'INVALID_LINK', message: 'This link has expired or was already used. Please ask for a new one.' };

describe('sign-up without account enumeration (a real SMTP server in the test)', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_REQUESTS_PER_ADDRESS_PER_HOUR: '6' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const signUp = (input: Record<string, unknown>) => t.gql(SIGN_UP_MUTATION, { input });
  const confirm = (token: string) => t.gql(CONFIRM_SIGN_UP_MUTATION, { token });
  const login = (email: string, password: string) => t.gql(LOGIN_MUTATION, { input: { email, password } });
  const mailTo = async (email: string) => (await smtp.waitFor(() => smtp.to(email).length > 0).then(() => smtp.to(email)))[0];
  /** GraphQL and REST answers, with the address (the only part that may differ) masked. */
  const answers = async (email: string, password = 'a fine password') => {
    const gql = await t.http().post('/graphql').set('Content-Type', 'application/json').send({ query: SIGN_UP_MUTATION, variables: { input: { name: 'Someone', email, password } } });
    const rest = await t.http().post('/api/users/signup').send({ name: 'Someone', email, password });
    const masked = (body: unknown) => JSON.stringify(body).replaceAll(email.trim().toLowerCase(), '<email>');
    return { gql: { status: gql.status, body: masked(gql.body) }, rest: { status: rest.status, body: masked(rest.body) } };
  };

  it('mails a new address a link that opens the account, logged in, once', async () => {
    const email = uniqueEmail('new');
    const up = await signUp({ name: '  Nadia   Rahman ', email: `  ${email.toUpperCase()} `, password: 'summer-dress-42' });
    expect(up.data!.signUp).toEqual({ __typename: 'LinkMailed', email, message: `Almost there: check your inbox at ${email} and follow the link we sent to finish signing up.` });
    expect(await t.db.query(`SELECT 1 FROM customer WHERE email = $1`, [email])).toEqual([]);

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Confirm your e-mail address to open your Kapor account');
    expect(mail.text).toContain('Hello Nadia Rahman,');
    const token = linkToken(mail, '/confirm-account');
    expect(mail.text).toContain(`${t.baseUrl}/confirm-account?token=${token}`);

    const opened = await confirm(token);
    expect(opened.data!.confirmSignUp).toMatchObject({ __typename: 'AuthPayload', customer: { name: 'Nadia Rahman', email } });
    expect((await t.gql(ME, undefined, opened.data!.confirmSignUp.token)).data!.me).toMatchObject({ email, name: 'Nadia Rahman' });
    expect((await login(email, 'summer-dress-42')).data!.login.__typename).toBe('AuthPayload');
    expect((await confirm(token)).data!.confirmSignUp).toEqual(INVALID_LINK);
  });

  it('answers a taken address exactly like a new one, on GraphQL and REST, and mails its owner instead', async () => {
    const owner = await signUpCustomer(t, 'Owner Person');
    const fresh = uniqueEmail('fresh');
    const forNew = await answers(fresh);
    for (const variant of [owner.email, owner.email.toUpperCase(), ` ${owner.email} `]) expect(await answers(variant)).toEqual(forNew);
    expect(forNew.gql.status).toBe(200);
    expect(forNew.rest).toEqual({ status: 202, body: JSON.stringify({ success: false, message: 'Almost there: check your inbox at <email> and follow the link we sent to finish signing up.' }) });

    // Six sign-ups for the owner's address (three addresses, GraphQL and REST): six notes, no link, no second account.
    await smtp.waitFor(() => smtp.to(owner.email).length >= 6);
    for (const mail of smtp.to(owner.email)) {
      expect(mail.subject).toBe('Someone tried to sign up at Kapor with your e-mail address');
      expect(mail.text).toContain('Hello Owner Person,');
      expect(mail.text).toContain(`Log in: ${t.baseUrl}/login`);
      expect(mail.text).toContain(`${t.baseUrl}/forgot-password`);
      expect(mail.text).not.toMatch(/token=/);
    }
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM customer WHERE lower(email) = $1`, [owner.email]);
    expect(n).toBe(1);
    expect((await login(owner.email, owner.password)).data!.login.__typename).toBe('AuthPayload');
    expect((await login(owner.email, 'a fine password')).data!.login.__typename).toBe('InvalidCredentialsError');
    // The new address, asked twice (GraphQL and REST), got two links.
    await smtp.waitFor(() => smtp.to(fresh).length >= 2);
    expect(smtp.to(fresh).map((m) => m.subject)).toEqual(Array(2).fill('Confirm your e-mail address to open your Kapor account'));
  });

  it('opens nothing with a near-miss or expired link', async () => {
    const email = uniqueEmail('late');
    await signUp({ name: 'Late Comer', email, password: 'late-password-1' });
    const token = linkToken(await mailTo(email), '/confirm-account');
    for (const guess of [nearMiss(token), token.slice(0, 42), '']) expect((await confirm(guess)).data!.confirmSignUp).toEqual(INVALID_LINK);
    await t.db.query(`UPDATE account_token SET expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
    expect((await confirm(token)).data!.confirmSignUp).toEqual(INVALID_LINK);
    expect(await t.db.query(`SELECT 1 FROM customer WHERE email = $1`, [email])).toEqual([]);
  });

  it('opens one account when two links for one address are both followed', async () => {
    const email = uniqueEmail('twice');
    await signUp({ name: 'First Try', email, password: 'first-password' });
    await signUp({ name: 'Second Try', email, password: 'second-password' });
    await smtp.waitFor(() => smtp.to(email).length >= 2);
    // The two mails may arrive in either order (separate jobs): whichever link is followed first opens the
    // account with that sign-up's name and password; the other then finds the address taken.
    const [one, other] = smtp.to(email).map((mail) => linkToken(mail, '/confirm-account'));
    const opened = (await confirm(one)).data!.confirmSignUp;
    expect(opened).toMatchObject({ __typename: 'AuthPayload', customer: { name: expect.stringMatching(/^(First|Second) Try$/) } });
    expect((await confirm(other)).data!.confirmSignUp).toMatchObject({ __typename: 'EmailTakenError', message: 'An account with this e-mail already exists. Log in instead?' });
    const [password, refused] = opened.customer.name === 'First Try' ? ['first-password', 'second-password'] : ['second-password', 'first-password'];
    expect((await login(email, password)).data!.login.__typename).toBe('AuthPayload');
    expect((await login(email, refused)).data!.login.__typename).not.toBe('AuthPayload');
  });

  it('limits sign-ups per address, alike for a taken and a new one', async () => {
    const owner = await signUpCustomer(t);
    const fresh = uniqueEmail('often');
    const kinds = async (email: string) => {
      const out: string[] = [];
      for (let i = 0; i < 7; i++) out.push((await signUp({ name: 'Often', email, password: 'often-password' })).data!.signUp.__typename);
      return out;
    };
    const expected = [...Array(6).fill('LinkMailed'), 'TooManyAttemptsError'];
    expect(await kinds(owner.email)).toEqual(expected);
    expect(await kinds(fresh)).toEqual(expected);
  });

  // Last: its twenty sign-ups queue forty jobs, which the other tests' mails would wait behind.
  it('takes the same time for a taken address as for a new one (the password is hashed either way)', async () => {
    const owners = await Promise.all(Array.from({ length: 10 }, () => signUpCustomer(t)));
    const time = (email: string) =>
      timed(async () => expect((await signUp({ name: 'Timing', email, password: 'timing-password' })).data!.signUp.__typename).toBe('LinkMailed'));
    const taken: number[] = [];
    const fresh: number[] = [];
    for (const owner of owners) {
      taken.push(await time(owner.email));
      fresh.push(await time(uniqueEmail('timing')));
    }
    expectSameCost(fresh, taken, { below: 0.6, above: 1.6 });
  });
});
