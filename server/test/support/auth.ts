import { linkTokenHash, newLinkToken } from '../../src/common/link-tokens';
import { hashPassword } from '../../src/accounts/password-hasher';
import type { TestApp } from './test-app';

let counter = 0;

/** A unique e-mail per call, so tests never trip over each other's accounts. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) {
  __typename
  ... on LinkMailed { email message }
  ... on ErrorResult { code message }
  ... on ValidationError { fields { field message } }
  ... on TooManyAttemptsError { retryAfterSeconds } } }`;

const CONFIRM_SIGN_UP = `mutation($token: String!) { confirmSignUp(token: $token) {
  __typename
  ... on AuthPayload { token customer { id name email } }
  ... on ErrorResult { code message } } }`;

/**
 * The SQL that stores a sign-up link, as a sign-up does before mailing it, and the link's token: for tests that
 * need an account but are not about signing up (sign-up.e2e-spec.ts follows the real mail), so none waits for
 * the mail. Values are inlined (test data only), for callers that hold a bare SQL connection.
 */
export async function signUpLinkSql(name: string, email: string, password: string): Promise<{ token: string; sql: string }> {
  const { token } = newLinkToken();
  const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const sql = `INSERT INTO account_token (token_hash, purpose, email, name, password_hash, expires_at)
    VALUES ('\\x${linkTokenHash(token)!.toString('hex')}', 'sign-up', ${literal(email)}, ${literal(name)}, ${literal(await hashPassword(password))}, now() + interval '1 hour')`;
  return { token, sql };
}

/** Opens a new customer's account (its sign-up link followed) and returns the token and customer. */
export async function signUpCustomer(t: TestApp, name = 'Test Shopper'): Promise<{ token: string; id: string; email: string; password: string }> {
  const email = uniqueEmail();
  const password = 'correct horse battery';
  const link = await signUpLinkSql(name, email, password);
  await t.db.query(link.sql);
  const res = await t.gql(CONFIRM_SIGN_UP, { token: link.token });
  const payload = res.data!.confirmSignUp;
  if (payload.__typename !== 'AuthPayload') throw new Error(`sign-up failed: ${JSON.stringify(res)}`);
  return { token: payload.token, id: payload.customer.id, email, password };
}

export const SIGN_UP_MUTATION = SIGN_UP;
export const CONFIRM_SIGN_UP_MUTATION = CONFIRM_SIGN_UP;
export const LOGIN_MUTATION = `mutation($input: LoginInput!) { login(input: $input) {
  __typename
  ... on AuthPayload { token customer { id name email } }
  ... on ErrorResult { code message }
  ... on ValidationError { fields { field message } }
  ... on TooManyAttemptsError { retryAfterSeconds } } }`;

const STAFF_LOGIN = `mutation($input: StaffLoginInput!) { staffLogin(input: $input) {
  __typename
  ... on StaffSession { token staff { id email role } }
  ... on ErrorResult { code message } } }`;

/** The demo staff the seed creates (docs: README, Seeded logins). */
export const DEMO_OWNER = { email: 'admin@kapor.shop', password: 'kapor-admin-2026' };
export const DEMO_STAFF_MEMBER = { email: 'staff@kapor.shop', password: 'kapor-staff-2026' };

/** Logs a member of staff in to the admin API and returns their token. */
export async function staffToken(t: TestApp, login: { email: string; password: string } = DEMO_OWNER): Promise<string> {
  const res = await t.adminGql(STAFF_LOGIN, { input: login });
  const session = res.data?.staffLogin;
  if (session?.__typename !== 'StaffSession') throw new Error(`staff login failed: ${JSON.stringify(res)}`);
  return session.token;
}

export const STAFF_LOGIN_MUTATION = STAFF_LOGIN;
