import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, STAFF } from '../../../test/admin-render';
import { AuditLogDocument } from '../../gql/graphql';

function entry(n: number) {
  return {
    __typename: 'AuditEntry' as const,
    id: String(n),
    at: `2026-03-0${(n % 9) + 1}T10:00:00.000Z`,
    action: 'staff.update',
    entityType: 'staff',
    entityId: `1b2c3d4e-0000-4000-8000-00000000000${n % 10}`,
    staffId: 'owner-1',
    staffEmail: 'admin@kapor.shop',
    before: JSON.stringify({ name: 'Rafi Ahmed', role: 'STAFF', active: true }),
    after: JSON.stringify({ name: 'Rafi Ahmed', role: 'OWNER', active: true }),
  };
}

function logMock(variables: { entityType: string | null; entityId: string | null; page: number; pageSize: number }, totalItems: number, answer = jest.fn()): MockLink.MockedResponse {
  const first = (variables.page - 1) * variables.pageSize;
  const items = Array.from({ length: Math.max(0, Math.min(variables.pageSize, totalItems - first)) }, (_, i) => entry(first + i + 1));
  return {
    request: { query: AuditLogDocument, variables },
    result: () => {
      answer(variables);
      return { data: { auditLog: { __typename: 'AuditEntryPage', page: variables.page, pageSize: variables.pageSize, totalItems, totalPages: Math.ceil(totalItems / variables.pageSize), items } } };
    },
  };
}

describe('AuditLogPage', () => {
  it('pages through the log on the server', async () => {
    const user = userEvent.setup();
    const asked = jest.fn();
    const router = renderAdmin('/audit-log', {
      as: STAFF,
      mocks: [logMock({ entityType: null, entityId: null, page: 1, pageSize: 25 }, 60, asked), logMock({ entityType: null, entityId: null, page: 2, pageSize: 25 }, 60, asked)],
    });
    const table = await screen.findByRole('table', { name: 'All changes, newest first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    const pages = screen.getByRole('navigation', { name: 'All changes, newest first: pages' });
    expect(pages).toHaveTextContent('1–25 of 60');

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith({ entityType: null, entityId: null, page: 2, pageSize: 25 }));
    expect(pages).toHaveTextContent('26–50 of 60');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('filters by entity, from the form or from an entry’s link, and shows what changed', async () => {
    const user = userEvent.setup();
    const id = entry(1).entityId;
    renderAdmin('/audit-log', {
      as: STAFF,
      mocks: [logMock({ entityType: null, entityId: null, page: 1, pageSize: 25 }, 3), logMock({ entityType: 'staff', entityId: id, page: 1, pageSize: 25 }, 1), logMock({ entityType: 'order', entityId: null, page: 1, pageSize: 25 }, 0)],
    });
    const table = await screen.findByRole('table', { name: 'All changes, newest first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const firstRow = within(table).getAllByRole('row')[1];
    await user.click(within(firstRow).getByRole('link', { name: /show every change to this staff/ }));
    const filtered = await screen.findByRole('table', { name: `Changes to staff ${id}` });
    expect(screen.getByLabelText('Entity ID')).toHaveValue(id);

    await waitFor(() => expect(within(filtered).getAllByRole('row')).toHaveLength(2));
    const row = within(filtered).getAllByRole('row')[1];
    await user.click(within(row).getByText('1 field changed'));
    expect(within(row).getByRole('term')).toHaveTextContent('Role');
    expect(within(row).getByRole('definition')).toHaveTextContent('before: STAFF → after: OWNER');

    await user.clear(screen.getByLabelText('Entity ID'));
    await user.clear(screen.getByLabelText(/^Entity type/));
    await user.type(screen.getByLabelText(/^Entity type/), 'order');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const orders = await screen.findByRole('table', { name: 'Changes to order' });
    await waitFor(() => expect(orders).toHaveTextContent('No change matches these filters.'));
  });
});
