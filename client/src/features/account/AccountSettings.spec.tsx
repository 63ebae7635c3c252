import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordDocument, DeleteMyAccountDocument, MyDetailsDocument } from '../../gql/graphql';
import AccountPage from './AccountPage';
import { renderPage } from './test-utils';

const customer = { __typename: 'Customer', id: 'c1', name: 'Nadia Rahman', firstName: 'Nadia', secondName: 'Rahman', email: 'nadia@example.com', phone: null, birthDate: null };
const me = { request: { query: MyDetailsDocument }, result: { data: { me: customer } }, maxUsageCount: Infinity };

function changePassword(input: Record<string, string>, answer: Record<string, unknown>) {
  return { request: { query: ChangePasswordDocument, variables: { input } }, result: { data: { changePassword: answer } } };
}
function deleteAccount(password: string, answer: Record<string, unknown>) {
  return { request: { query: DeleteMyAccountDocument, variables: { input: { password } } }, result: { data: { deleteMyAccount: answer } } };
}
const wrongPassword = { __typename: 'WrongPasswordError', code: 'WRONG_PASSWORD', message: 'That is not your current password.' };

function renderSettings(mocks: object[]) {
  localStorage.setItem('auth-token', 'old-token');
  renderPage(<AccountPage />, { url: '/account?section=settings', path: '/account', mocks: [me, ...(mocks as [])] });
}

describe('Account settings', () => {
  afterEach(() => localStorage.clear());

  it('changes the password and keeps this browser logged in with the fresh token', async () => {
    renderSettings([
      changePassword({ currentPassword: 'guess', newPassword: 'a brand new secret' }, wrongPassword),
      changePassword({ currentPassword: 'old secret 1', newPassword: 'a brand new secret' }, { __typename: 'AuthPayload', token: 'fresh-token' }),
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Current password/), 'guess');
    await user.type(screen.getByLabelText(/New password/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText(/Current password/)).toHaveAccessibleDescription('That is not your current password.'));
    expect(localStorage.getItem('auth-token')).toBe('old-token');

    await user.clear(screen.getByLabelText(/Current password/));
    await user.type(screen.getByLabelText(/Current password/), 'old secret 1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password is changed/)).toHaveTextContent('every other device was logged out');
    expect(localStorage.getItem('auth-token')).toBe('fresh-token');
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
    expect(screen.getByLabelText(/New password/)).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Hello, Nadia' })).toBeInTheDocument();
  });

  it('shows the password rules the server applies beside the new password', async () => {
    const tooShort = {
      __typename: 'ValidationError',
      code: 'VALIDATION',
      message: 'Password must be at least 8 characters.',
      fields: [{ __typename: 'FieldError', field: 'newPassword', message: 'Password must be at least 8 characters.' }],
    };
    renderSettings([changePassword({ currentPassword: 'old secret 1', newPassword: 'short' }, tooShort)]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Current password/), 'old secret 1');
    await user.type(screen.getByLabelText(/New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText(/New password/)).toHaveAccessibleDescription(/Password must be at least 8 characters\./));
  });

  it('deletes the account after a confirmation with the password, then logs out', async () => {
    renderSettings([deleteAccount('guess', wrongPassword), deleteAccount('old secret 1', { __typename: 'AccountDeleted', deletedAt: '2026-03-01T10:00:00Z' })]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText(/Your orders are kept for our accounts/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByLabelText(/Your password, to confirm/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(screen.getByLabelText(/Your password, to confirm/), 'guess');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(screen.getByLabelText(/Your password, to confirm/)).toHaveAccessibleDescription('That is not your current password.'));
    expect(localStorage.getItem('auth-token')).toBe('old-token');

    await user.clear(screen.getByLabelText(/Your password, to confirm/));
    await user.type(screen.getByLabelText(/Your password, to confirm/), 'old secret 1');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByRole('heading', { name: 'Your account is deleted' })).toBeInTheDocument();
    expect(localStorage.getItem('auth-token')).toBeNull();
  });

  it('says why an account with an order on its way cannot be deleted yet', async () => {
    const inProgress = { __typename: 'OrdersInProgressError', code: 'ORDERS_IN_PROGRESS', message: 'You have an order awaiting payment or delivery.' };
    renderSettings([deleteAccount('old secret 1', inProgress)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.type(screen.getByLabelText(/Your password, to confirm/), 'old secret 1');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You have an order awaiting payment or delivery.'));
    expect(localStorage.getItem('auth-token')).toBe('old-token');
  });
});
