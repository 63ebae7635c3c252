import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderInShop } from '../../../test/shop-render';
import { RequestPasswordResetDocument, ResetPasswordDocument } from '../../gql/graphql';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

const TOKEN = 'k'.repeat(43);
const INVALID_LINK = { __typename: 'InvalidLinkError', code: 'INVALID_LINK', message: 'This link has expired or was already used. Please ask for a new one.' };

/** The page at `url` (its route: the path without the query). */
const renderAt = (url: string, page: ReactElement, mocks: MockLink.MockedResponse[] = []) => renderInShop(page, { path: url, route: url.split('?')[0], mocks });

beforeEach(() => localStorage.clear());

describe('ForgotPasswordPage', () => {
  it('asks for a link and shows the answer, which reads the same for any address', async () => {
    const u = userEvent.setup();
    const message = 'If rina@example.com belongs to an account, we have sent it a link to choose a new password. The link works for 30 minutes.';
    renderAt('/forgot-password', <ForgotPasswordPage />, [
      { request: { query: RequestPasswordResetDocument, variables: { email: 'rina@example.com' } }, result: { data: { requestPasswordReset: { __typename: 'LinkMailed', email: 'rina@example.com', message } } } },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await u.type(screen.getByLabelText(/Email Address/), ' rina@example.com ');
    await u.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Send me a link' })).not.toBeInTheDocument();
  });

  it('says what is wrong before and after asking, and when to come back', async () => {
    const u = userEvent.setup();
    renderAt('/forgot-password', <ForgotPasswordPage />, [
      {
        request: { query: RequestPasswordResetDocument, variables: { email: 'nope' } },
        result: { data: { requestPasswordReset: { __typename: 'ValidationError', code: 'VALIDATION', message: 'Enter a valid e-mail address.', fields: [{ __typename: 'FieldError', field: 'email', message: 'Enter a valid e-mail address.' }] } } },
      },
      {
        request: { query: RequestPasswordResetDocument, variables: { email: 'rina@example.com' } },
        result: { data: { requestPasswordReset: { __typename: 'TooManyAttemptsError', code: 'TOO_MANY_ATTEMPTS', message: 'Too many requests for this e-mail address. Try again in 60 minutes.', retryAfterSeconds: 3600 } } },
      },
    ]);
    const field = screen.getByLabelText(/Email Address/);
    await u.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(field).toHaveAccessibleDescription('E-mail is required.');
    await u.type(field, 'nope');
    await u.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await u.clear(field);
    await u.type(field, 'rina@example.com');
    await u.click(screen.getByRole('button', { name: 'Send me a link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many requests for this e-mail address. Try again in 60 minutes.'));
  });
});

describe('ResetPasswordPage', () => {
  it('sets the new password from the link, logs this browser out and sends the shopper to log in', async () => {
    const u = userEvent.setup();
    localStorage.setItem('auth-token', 'old-session');
    renderAt(`/reset-password?token=${TOKEN}`, <ResetPasswordPage />, [
      { request: { query: ResetPasswordDocument, variables: { token: TOKEN, newPassword: 'a brand new one' } }, result: { data: { resetPassword: { __typename: 'PasswordReset', email: 'rina@example.com' } } } },
    ]);
    const field = screen.getByLabelText(/New password/);
    expect(field).toHaveAttribute('type', 'password');
    await u.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await u.type(field, 'a brand new one');
    await u.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed, and every session of rina@example.com has ended.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('auth-token')).toBeNull();
  });

  it('keeps the form for a password the rules refuse, and offers a new link for a spent one', async () => {
    const u = userEvent.setup();
    renderAt(`/reset-password?token=${TOKEN}`, <ResetPasswordPage />, [
      {
        request: { query: ResetPasswordDocument, variables: { token: TOKEN, newPassword: 'short' } },
        result: { data: { resetPassword: { __typename: 'ValidationError', code: 'VALIDATION', message: 'Password must be at least 8 characters.', fields: [{ __typename: 'FieldError', field: 'newPassword', message: 'Password must be at least 8 characters.' }] } } },
      },
      { request: { query: ResetPasswordDocument, variables: { token: TOKEN, newPassword: 'short-but-longer' } }, result: { data: { resetPassword: INVALID_LINK } } },
    ]);
    const field = screen.getByLabelText(/New password/);
    await u.type(field, 'short');
    await u.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/Password must be at least 8 characters\./);
    await u.type(field, '-but-longer');
    await u.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK.message));
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
  });

  it('says so at once when the link has no token', () => {
    renderAt('/reset-password', <ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete. Open it again from the e-mail, or ask for a new one.');
  });
});
