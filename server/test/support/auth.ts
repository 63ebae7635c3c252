import type { TestApp } from './test-app';

let counter = 0;

/** A unique e-mail per call, so tests never trip over each other's accounts. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) {
  __typename
  ... on AuthPayload { token customer { id name email } }
  ... on ErrorResult { code message }
  ... on ValidationError { fields { field message } }
  ... on TooManyAttemptsError { retryAfterSeconds } } }`;

/** Signs a new customer up over GraphQL and returns the token and customer. */
export async function signUpCustomer(t: TestApp, name = 'Test Shopper'): Promise<{ token: string; id: string; email: string; password: string }> {
  const email = uniqueEmail();
  const password = 'correct horse battery';
  const res = await t.gql(SIGN_UP, { input: { name, email, password } });
  const payload = res.data!.signUp;
  if (payload.__typename !== 'AuthPayload') throw new Error(`sign-up failed: ${JSON.stringify(res)}`);
  return { token: payload.token, id: payload.customer.id, email, password };
}

export const SIGN_UP_MUTATION = SIGN_UP;
export const LOGIN_MUTATION = SIGN_UP.replace('$input: SignUpInput!', '$input: LoginInput!').replace('signUp(input: $input)', 'login(input: $input)');

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
