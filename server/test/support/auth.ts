import type { TestApp } from './test-app';

let counter = 0;

/** A unique e-mail per call, so tests never trip over each other's accounts. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) {
  __typename
  ... on AuthPayload { token customer { id name email role } }
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
