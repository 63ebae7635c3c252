import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyVariables, OWNER, renderAdmin } from '../../../test/admin-render';
import { CreateStaffMemberDocument, StaffMembersDocument, UpdateStaffMemberDocument, type StaffMemberRowFragment } from '../../gql/graphql';

type Member = StaffMemberRowFragment & { __typename: 'Staff' };

function member(overrides: Partial<Member>): Member {
  return { __typename: 'Staff', id: 'm', name: 'Someone', email: 'someone@kapor.shop', role: 'STAFF', active: true, createdAt: '2026-01-05T10:00:00.000Z', lastLoginAt: null, ...overrides };
}

const owner = member({ id: OWNER.id, name: OWNER.name, email: OWNER.email, role: 'OWNER', lastLoginAt: '2026-03-01T09:30:00.000Z' });
const rafi = member({ id: 'staff-2', name: 'Rafi Ahmed', email: 'rafi@kapor.shop' });

function membersMock(members: Member[]): MockLink.MockedResponse {
  return { request: { query: StaffMembersDocument }, result: { data: { staffMembers: members } } };
}

async function openStaffPage(mocks: MockLink.MockedResponse[]) {
  renderAdmin('/staff', { as: OWNER, mocks: [membersMock([owner, rafi]), ...mocks] });
  await screen.findByRole('cell', { name: 'rafi@kapor.shop' });
}

async function fillNewMember(user: ReturnType<typeof userEvent.setup>, values: { name: string; email: string; password: string; role?: string }) {
  const form = screen.getByRole('form', { name: 'Add a member of staff' });
  await user.type(within(form).getByLabelText(/^Name/), values.name);
  await user.type(within(form).getByLabelText(/^E-mail/), values.email);
  await user.type(within(form).getByLabelText(/^First password/), values.password);
  if (values.role) await user.selectOptions(within(form).getByLabelText(/^Role/), values.role);
  await user.click(within(form).getByRole('button', { name: 'Add member' }));
  return form;
}

describe('StaffPage', () => {
  it('lists the members of staff', async () => {
    await openStaffPage([]);
    const table = screen.getByRole('table', { name: 'Members of staff' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Ayesha Khan (you)', 'Rafi Ahmed']);
    expect(within(rows[1]).getByRole('cell', { name: 'Never' })).toBeInTheDocument();
  });

  it('adds a member with the chosen role and lists them', async () => {
    const user = userEvent.setup();
    const nadia = member({ id: 'staff-3', name: 'Nadia Islam', email: 'nadia@kapor.shop', role: 'OWNER' });
    const create = jest.fn(() => ({ data: { createStaffMember: nadia } }));
    await openStaffPage([
      { request: { query: CreateStaffMemberDocument, variables: { input: { name: 'Nadia Islam', email: 'nadia@kapor.shop', password: 'first-pass-2026', role: 'OWNER' } } }, result: create },
      membersMock([owner, rafi, nadia]),
    ]);
    await fillNewMember(user, { name: 'Nadia Islam', email: 'nadia@kapor.shop', password: 'first-pass-2026', role: 'OWNER' });
    expect(await screen.findByText('Nadia Islam was added and can log in now.')).toHaveAttribute('role', 'status');
    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('cell', { name: 'nadia@kapor.shop' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('shows the server’s field errors on their fields: a taken e-mail, a password the server refuses', async () => {
    const user = userEvent.setup();
    await openStaffPage([
      { request: { query: CreateStaffMemberDocument, variables: anyVariables }, result: { data: { createStaffMember: { __typename: 'StaffEmailTakenError', code: 'STAFF_EMAIL_TAKEN', message: 'A member of staff already uses this e-mail.' } } } },
      {
        request: { query: CreateStaffMemberDocument, variables: anyVariables },
        result: { data: { createStaffMember: { __typename: 'ValidationError', code: 'VALIDATION', message: 'Password must not be your e-mail address.', fields: [{ __typename: 'FieldError', field: 'password', message: 'Password must not be your e-mail address.' }] } } },
      },
    ]);
    const form = await fillNewMember(user, { name: 'Rafi Again', email: 'rafi@kapor.shop', password: 'long-enough' });
    const email = within(form).getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('A member of staff already uses this e-mail.');
    expect(email).toHaveFocus();

    await user.clear(email);
    await user.type(email, 'new.person@kapor.shop');
    await user.clear(within(form).getByLabelText(/^First password/));
    await user.type(within(form).getByLabelText(/^First password/), 'new.person@kapor.shop');
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    const password = within(form).getByLabelText(/^First password/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/Password must not be your e-mail address\./);
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('checks the fields before asking the server', async () => {
    const user = userEvent.setup();
    const create = jest.fn();
    await openStaffPage([{ request: { query: CreateStaffMemberDocument, variables: anyVariables }, result: create }]);
    const form = await fillNewMember(user, { name: 'Nadia', email: 'not-an-address', password: 'short' });
    expect(within(form).getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(within(form).getByLabelText(/^First password/)).toHaveAccessibleDescription(/Password must be at least 8 characters\./);
    expect(create).not.toHaveBeenCalled();
  });

  it('asks before deactivating, and does nothing when the owner cancels', async () => {
    const user = userEvent.setup();
    const update = jest.fn(() => ({ data: { updateStaffMember: { ...rafi, active: false } } }));
    await openStaffPage([{ request: { query: UpdateStaffMemberDocument, variables: { id: 'staff-2', input: { active: false } } }, result: update }]);
    const deactivate = screen.getByRole('button', { name: 'Deactivate Rafi Ahmed' });

    await user.click(deactivate);
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Rafi Ahmed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(update).not.toHaveBeenCalled();
    expect(deactivate).toHaveFocus();

    await user.click(deactivate);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Reactivate Rafi Ahmed' })).toBeInTheDocument();
    expect(screen.getByText('Rafi Ahmed is deactivated.')).toBeInTheDocument();
  });

  it('shows why the last owner cannot be demoted', async () => {
    const user = userEvent.setup();
    await openStaffPage([
      {
        request: { query: UpdateStaffMemberDocument, variables: { id: OWNER.id, input: { role: 'STAFF' } } },
        result: { data: { updateStaffMember: { __typename: 'LastOwnerError', code: 'LAST_OWNER', message: 'The shop needs at least one active owner. Make someone else owner first.' } } },
      },
    ]);
    await user.click(screen.getByRole('button', { name: /^Make staff\W+Ayesha Khan$/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Make Ayesha Khan staff?' })).getByRole('button', { name: 'Make staff' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('The shop needs at least one active owner. Make someone else owner first.'));
  });
});
