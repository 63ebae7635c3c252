import { ActiveStaffDocument, StaffLoginDocument } from '../gql/graphql';
import { createApolloClient } from './apollo';
import { writeStaffToken } from './staff-token';

/** The admin API as fetch sees it: one canned answer, every request recorded. */
function serverAnswering(status: number, body: unknown) {
  const requests: { url: string; authorization: string | null }[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return requests;
}

describe('the back office’s Apollo client', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends the staff token to /admin-api, and ends the session on a 401', async () => {
    writeStaffToken('expired-token');
    const requests = serverAnswering(401, { errors: [{ message: 'Your back-office session is not valid. Please log in again.', extensions: { code: 'UNAUTHENTICATED' } }] });
    const onUnauthorized = jest.fn();
    const client = createApolloClient({ onUnauthorized });
    await expect(client.query({ query: ActiveStaffDocument })).rejects.toThrow();
    expect(requests).toEqual([{ url: '/admin-api', authorization: 'Bearer expired-token' }]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('logs in without the old token, so an expired one cannot stand in the way', async () => {
    writeStaffToken('expired-token');
    const requests = serverAnswering(200, { data: { staffLogin: { __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect.' } } });
    const onUnauthorized = jest.fn();
    const client = createApolloClient({ onUnauthorized });
    await client.mutate({ mutation: StaffLoginDocument, variables: { input: { email: 'a@b.co', password: 'x' } } });
    expect(requests).toEqual([{ url: '/admin-api', authorization: null }]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
