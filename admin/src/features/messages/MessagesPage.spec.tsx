import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyVariables, renderAdmin, STAFF } from '../../../test/admin-render';
import { ContactMessagesDocument, MarkContactMessageHandledDocument, type ContactMessageItemFragment, type ContactMessagesQueryVariables } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';

function message(n: number, overrides: Partial<ContactMessageItemFragment> = {}): ContactMessageItemFragment & { __typename: 'ContactMessage' } {
  return { __typename: 'ContactMessage', id: `m-${n}`, name: `Writer ${n}`, email: `writer${n}@example.com`, message: `Where is parcel ${n}?`, customerId: null, receivedAt: '2026-03-02T10:00:00.000Z', handledAt: null, ...overrides };
}

function listMock(asked: ContactMessagesQueryVariables[], items: ContactMessageItemFragment[]): MockLink.MockedResponse {
  return {
    request: { query: ContactMessagesDocument, variables: anyVariables },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: ContactMessagesQueryVariables) => {
      asked.push(variables);
      return { data: { contactMessages: { __typename: 'ContactMessagePage', page: variables.page, pageSize: variables.pageSize, totalItems: items.length, totalPages: 1, items } } };
    },
  };
}

describe('MessagesPage', () => {
  it('lists the messages waiting for an answer, with who wrote and a link to their account', async () => {
    const asked: ContactMessagesQueryVariables[] = [];
    renderAdmin('/messages', { as: STAFF, mocks: [listMock(asked, [message(1, { customerId: 'c-9' }), message(2)])] });
    const table = await screen.findByRole('table', { name: 'Messages waiting for an answer, newest first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(asked[0]).toEqual({ handled: false, page: 1, pageSize: 20 });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      formatDateTime('2026-03-02T10:00:00.000Z'),
      'Writer 1writer1@example.comCustomer account of Writer 1',
      'Where is parcel 1?',
      'Waiting',
      'Mark handled (message from Writer 1)',
    ]);
    expect(within(first).getByRole('link', { name: 'writer1@example.com' })).toHaveAttribute('href', 'mailto:writer1@example.com');
    expect(within(first).getByRole('link', { name: 'Customer account of Writer 1' })).toHaveAttribute('href', '/customers/c-9');
    expect(within(second).queryByRole('link', { name: /Customer account/ })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters handled messages or all of them, kept in the address', async () => {
    const user = userEvent.setup();
    const asked: ContactMessagesQueryVariables[] = [];
    const router = renderAdmin('/messages', { as: STAFF, mocks: [listMock(asked, [])] });
    expect(await screen.findByText('No message is waiting for an answer.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'Handled');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?show=handled'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ handled: true, page: 1, pageSize: 20 }));
    expect(screen.getByRole('table', { name: 'Handled messages, newest first' })).toBeInTheDocument();
    expect(screen.getByText('No messages.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'All messages');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ handled: null, page: 1, pageSize: 20 }));
  });

  it('marks a message handled and reopens it, in place', async () => {
    const user = userEvent.setup();
    const handledAt = '2026-03-03T09:00:00.000Z';
    const mocks: MockLink.MockedResponse[] = [
      listMock([], [message(1)]),
      { request: { query: MarkContactMessageHandledDocument, variables: { id: 'm-1', handled: true } }, result: { data: { markContactMessageHandled: message(1, { handledAt }) } } },
      { request: { query: MarkContactMessageHandledDocument, variables: { id: 'm-1', handled: false } }, result: { data: { markContactMessageHandled: message(1) } } },
    ];
    renderAdmin('/messages', { as: STAFF, mocks });
    await user.click(await screen.findByRole('button', { name: 'Mark handled (message from Writer 1)' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The message from Writer 1 is handled.'));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent(`Handled ${formatDateTime(handledAt)}`);
    await user.click(screen.getByRole('button', { name: 'Reopen (message from Writer 1)' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The message from Writer 1 is waiting again.'));
    expect(screen.getByText('Waiting')).toBeInTheDocument();
  });

  it('shows why a message could not be marked', async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = { request: { query: MarkContactMessageHandledDocument, variables: { id: 'm-1', handled: true } }, result: { errors: [{ message: 'No such message.', extensions: { code: 'NOT_FOUND' } }] } };
    renderAdmin('/messages', { as: STAFF, mocks: [listMock([], [message(1)]), refused] });
    await user.click(await screen.findByRole('button', { name: 'Mark handled (message from Writer 1)' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('The message was not changed: No such message.'));
  });

  it('shows why the inbox could not be loaded', async () => {
    const failing: MockLink.MockedResponse = { request: { query: ContactMessagesDocument, variables: anyVariables }, error: new Error('Failed to fetch') };
    renderAdmin('/messages', { as: STAFF, mocks: [failing] });
    expect(await screen.findByText('The messages could not be loaded: Failed to fetch')).toHaveAttribute('role', 'alert');
  });
});
