import { LOGIN_MUTATION, signUpCustomer, signUpLinkSql, uniqueEmail } from './support/auth';
import { linkToken, nearMiss } from './support/mail-links';
import { SmtpReceiver } from './support/smtp-receiver';
import { startTestApp, type TestApp } from './support/test-app';

const REQUEST = `mutation($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) {
  __typename ... on LinkMailed { email message } ... on ErrorResult { code message } ... on ValidationError { fields { field message } } } }`;
const CONFIRM = `mutation($token: String!) { confirmEmailChange(token: $token) { __typename ... on EmailChanged { email } ... on ErrorResult { code message } } }`;
const RESET_REQUEST = `mutation($email: String!) { requestPasswordReset(email: $email) { __typename } }`;
const RESET = `mutation($token: String!) { resetPassword(token: $token, newPassword: "reset by the owner") { __typename } }`;
const ME = '{ me { id email } }';

describe('e-mail change, confirmed from the new address (a real SMTP server in the test)', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    t = await startTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const login = (email: string, password: string) => t.gql(LOGIN_MUTATION, { input: { email, password } });
  const mailTo = async (email: string, nth = 1) => (await smtp.waitFor(() => smtp.to(email).length >= nth).then(() => smtp.to(email)))[nth - 1];
  const requestChange = (token: string, newEmail: string, currentPassword: string) => t.gql(REQUEST, { input: { newEmail, currentPassword } }, token);

  it('changes the address only when the link mailed to the new one is followed, and tells the old one', async () => {
    const shopper = await signUpCustomer(t, 'Nadia Rahman');
    const newEmail = uniqueEmail('moved');
    const asked = await requestChange(shopper.token, newEmail.toUpperCase(), shopper.password);
    expect(asked.data!.requestEmailChange).toEqual({ __typename: 'LinkMailed', email: newEmail, message: `We have sent a link to ${newEmail}. Your e-mail address changes when you follow it.` });

    const notice = await mailTo(shopper.email);
    expect(notice.subject).toBe('Your Kapor e-mail address is about to change');
    expect(notice.text).toContain(`change its e-mail address to ${newEmail}`);
    expect(notice.text).toContain(`${t.baseUrl}/forgot-password`);
    expect(notice.text).not.toMatch(/token=/);
    const mail = await mailTo(newEmail);
    expect(mail.subject).toBe('Confirm your new e-mail address at Kapor');
    const token = linkToken(mail, '/confirm-email');
    expect((await t.gql(ME, undefined, shopper.token)).data!.me.email).toBe(shopper.email);

    expect((await t.gql(CONFIRM, { token: nearMiss(token) })).data!.confirmEmailChange.code).toBe('INVALID_LINK');
    expect((await t.gql(CONFIRM, { token })).data!.confirmEmailChange).toEqual({ __typename: 'EmailChanged', email: newEmail });
    // The session goes on, with the new address; logging in takes the new address only.
    expect((await t.gql(ME, undefined, shopper.token)).data!.me).toEqual({ id: shopper.id, email: newEmail });
    expect((await login(newEmail, shopper.password)).data!.login.__typename).toBe('AuthPayload');
    expect((await login(shopper.email, shopper.password)).data!.login.__typename).toBe('InvalidCredentialsError');
    expect((await t.gql(CONFIRM, { token })).data!.confirmEmailChange.code).toBe('INVALID_LINK');
  });

  it('asks for the current password and a new, valid address, and needs a login', async () => {
    const shopper = await signUpCustomer(t);
    const wrong = await requestChange(shopper.token, uniqueEmail('x'), 'not my password');
    expect(wrong.data!.requestEmailChange).toMatchObject({ __typename: 'WrongPasswordError', code: 'WRONG_PASSWORD' });
    const same = await requestChange(shopper.token, shopper.email.toUpperCase(), shopper.password);
    expect(same.data!.requestEmailChange).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'newEmail', message: 'This is already your e-mail address.' }] });
    const both = await requestChange(shopper.token, 'nope', '');
    expect(both.data!.requestEmailChange.fields.map((f: { field: string }) => f.field)).toEqual(['newEmail', 'currentPassword']);
    expect((await requestChange('', uniqueEmail('x'), shopper.password)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await t.db.query(`SELECT 1 FROM account_token WHERE customer_id = $1`, [shopper.id])).toEqual([]);
  });

  it('says clearly when the new address got an account meanwhile, and changes nothing', async () => {
    const shopper = await signUpCustomer(t);
    const wanted = uniqueEmail('wanted');
    await requestChange(shopper.token, wanted, shopper.password);
    const token = linkToken(await mailTo(wanted), '/confirm-email');
    const other = await signUpLinkSql('Quicker Person', wanted, 'quicker password');
    await t.db.query(other.sql);
    await t.gql(`mutation($t: String!) { confirmSignUp(token: $t) { __typename } }`, { t: other.token });

    expect((await t.gql(CONFIRM, { token })).data!.confirmEmailChange).toEqual({
      __typename: 'EmailTakenError',
      code: 'EMAIL_TAKEN',
      message: 'Another account uses this e-mail address now, so yours cannot change to it.',
    });
    expect((await t.gql(ME, undefined, shopper.token)).data!.me.email).toBe(shopper.email);
  });

  it('is stopped by a password reset, and its link expires after 24 hours', async () => {
    const shopper = await signUpCustomer(t);
    const stolen = uniqueEmail('attacker');
    await requestChange(shopper.token, stolen, shopper.password);
    const token = linkToken(await mailTo(stolen), '/confirm-email');
    const [row] = await t.db.query(`SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM account_token WHERE customer_id = $1 AND purpose = 'email-change'`, [shopper.id]);
    expect(row.seconds).toBe(24 * 3600);

    // The owner, warned at the old address, resets the password: the change's link is void.
    await t.gql(RESET_REQUEST, { email: shopper.email });
    const reset = await mailTo(shopper.email, 2); // after the notice
    expect((await t.gql(RESET, { token: linkToken(reset, '/reset-password') })).data!.resetPassword.__typename).toBe('PasswordReset');
    expect((await t.gql(CONFIRM, { token })).data!.confirmEmailChange.code).toBe('INVALID_LINK');

    const again = await signUpCustomer(t);
    const later = uniqueEmail('later');
    await requestChange(again.token, later, again.password);
    const lateToken = linkToken(await mailTo(later), '/confirm-email');
    await t.db.query(`UPDATE account_token SET expires_at = now() - interval '1 second' WHERE customer_id = $1`, [again.id]);
    expect((await t.gql(CONFIRM, { token: lateToken })).data!.confirmEmailChange.code).toBe('INVALID_LINK');
  });
});
