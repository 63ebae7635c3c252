import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyVariables, renderAdmin, STAFF } from '../../../test/admin-render';
import { NewsletterSubscribersDocument, type NewsletterSubscribersQueryVariables } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';

function listMock(asked: NewsletterSubscribersQueryVariables[], totalItems: number): MockLink.MockedResponse {
  return {
    request: { query: NewsletterSubscribersDocument, variables: anyVariables },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: NewsletterSubscribersQueryVariables) => {
      asked.push(variables);
      const first = (variables.page - 1) * variables.pageSize;
      const items = Array.from({ length: Math.max(0, Math.min(variables.pageSize, totalItems - first)) }, (_, i) => ({ __typename: 'NewsletterSubscriber', email: `reader${first + i + 1}@example.com`, subscribedAt: '2026-01-05T08:00:00.000Z' }));
      return { data: { newsletterSubscribers: { __typename: 'NewsletterSubscriberPage', page: variables.page, pageSize: variables.pageSize, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / variables.pageSize)), items } } };
    },
  };
}

describe('NewsletterPage', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('lists the subscribers oldest first, paged in the address', async () => {
    const user = userEvent.setup();
    const asked: NewsletterSubscribersQueryVariables[] = [];
    const router = renderAdmin('/messages/newsletter', { as: STAFF, mocks: [listMock(asked, 60)] });
    const table = await screen.findByRole('table', { name: 'Subscribers, oldest first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    expect(asked[0]).toEqual({ page: 1, pageSize: 50 });
    expect(within(within(table).getAllByRole('row')[1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['reader1@example.com', formatDateTime('2026-01-05T08:00:00.000Z')]);
    expect(screen.getByRole('link', { name: 'Newsletter subscribers' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
  });

  it('says when nobody has subscribed', async () => {
    renderAdmin('/messages/newsletter', { as: STAFF, mocks: [listMock([], 0)] });
    expect(await screen.findByText('Nobody has subscribed yet.')).toBeInTheDocument();
  });

  it('exports every subscriber as CSV with the staff token; a refusal says why', async () => {
    const user = userEvent.setup();
    const urls: string[] = [];
    globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
      urls.push(String(url));
      return new Response(JSON.stringify({ success: false, statusCode: 403, message: 'You do not have the ORDERS permission.' }), { status: 403, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    renderAdmin('/messages/newsletter', { as: STAFF, mocks: [listMock([], 1)] });
    await user.click(await screen.findByRole('button', { name: 'Export CSV of every subscriber' }));
    expect(await screen.findByText('The file could not be downloaded: You do not have the ORDERS permission.')).toHaveAttribute('role', 'alert');
    expect(urls).toEqual(['/admin-api/newsletter-subscribers.csv']);
  });
});
