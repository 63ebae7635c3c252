import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { activeStaffMock, anyVariables, OWNER, renderAdmin } from '../../../test/admin-render';
import { AuditLogDocument, StaffLoginDocument } from '../../gql/graphql';
import { endStaffSession } from '../../lib/session';
import { readStaffToken } from '../../lib/staff-token';

const loginAnswer = (staffLogin: Record<string, unknown>) => ({ request: { query: StaffLoginDocument, variables: anyVariables }, result: { data: { staffLogin } } });

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^E-mail/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('sends a member who is not logged in to log in, then back to the page they asked for', async () => {
    const login = jest.fn(() => ({ data: { staffLogin: { __typename: 'StaffSession', token: 'owner-token', staff: { __typename: 'Staff', id: OWNER.id, name: OWNER.name } } } }));
    const router = renderAdmin('/audit-log?entityType=staff', {
      mocks: [
        { request: { query: StaffLoginDocument, variables: { input: { email: 'admin@kapor.shop', password: 'kapor-admin-2026' } } }, result: login },
        // After logging in: who is this (the session's token is now set)?
        activeStaffMock(OWNER),
        { request: { query: AuditLogDocument, variables: anyVariables }, result: { data: { auditLog: { __typename: 'AuditEntryPage', page: 1, pageSize: 25, totalItems: 0, totalPages: 1, items: [] } } } },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    await logIn('admin@kapor.shop', 'kapor-admin-2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit-log'));
    expect(router.state.location.search).toBe('?entityType=staff');
    expect(login).toHaveBeenCalledTimes(1);
    expect(readStaffToken()).toBe('owner-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  });

  it('needs both fields before asking the server, and says which is missing', async () => {
    const login = jest.fn(() => ({ data: { staffLogin: { __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', message: 'x' } } }));
    renderAdmin('/login', { mocks: [{ request: { query: StaffLoginDocument, variables: anyVariables }, result: login }] });
    await screen.findByRole('heading', { name: 'Log in' });
    await logIn('admin@kapor.shop', '');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-invalid');
    expect(login).not.toHaveBeenCalled();
  });

  it('shows wrong credentials as the form’s error and stays logged out', async () => {
    renderAdmin('/login', { mocks: [loginAnswer({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect.' })] });
    await screen.findByRole('heading', { name: 'Log in' });
    await logIn('admin@kapor.shop', 'wrong-password');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Email or password is incorrect.'));
    expect(readStaffToken()).toBeNull();
  });

  it('says how many minutes to wait after too many attempts', async () => {
    renderAdmin('/login', { mocks: [loginAnswer({ __typename: 'TooManyAttemptsError', code: 'TOO_MANY_ATTEMPTS', message: 'Too many failed logins.', retryAfterSeconds: 541 })] });
    await screen.findByRole('heading', { name: 'Log in' });
    await logIn('admin@kapor.shop', 'wrong-password');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many failed logins. Try again in 10 minutes.'));
  });

  it('puts the server’s field errors on their fields', async () => {
    renderAdmin('/login', {
      mocks: [loginAnswer({ __typename: 'ValidationError', code: 'VALIDATION', message: 'Enter a valid e-mail address.', fields: [{ __typename: 'FieldError', field: 'email', message: 'Enter a valid e-mail address.' }] })],
    });
    await screen.findByRole('heading', { name: 'Log in' });
    await logIn('x'.repeat(300), 'some-password');
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(email).toHaveFocus();
  });

  it('sends the member back to log in, saying why, when the server ends the session (a 401)', async () => {
    const router = renderAdmin('/', { as: OWNER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    act(() => endStaffSession());
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');
    expect(router.state.location.pathname).toBe('/login');
    expect(readStaffToken()).toBeNull();
  });

  it('logs out', async () => {
    renderAdmin('/', { as: OWNER });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You have logged out.');
    expect(readStaffToken()).toBeNull();
  });
});
