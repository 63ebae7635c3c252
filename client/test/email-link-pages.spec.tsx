import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import ConfirmEmailPage from '../src/features/account/ConfirmEmailPage';
import ConfirmAccountPage from '../src/features/auth/ConfirmAccountPage';
import NewsletterConfirmPage from '../src/features/pages/NewsletterConfirmPage';
import NewsletterUnsubscribePage from '../src/features/pages/NewsletterUnsubscribePage';
import { ConfirmEmailChangeDocument, ConfirmNewsletterDocument, ConfirmSignUpDocument, MeDocument, UnsubscribeNewsletterDocument } from '../src/gql/graphql';
import { renderInShop } from './shop-render';

const TOKEN = 't'.repeat(43);
const INVALID_LINK = { __typename: 'InvalidLinkError', code: 'INVALID_LINK', message: 'This link has expired or was already used. Please ask for a new one.' };

/** A link's page at `path`, with the token in its query (or without one). */
const renderLink = (path: string, page: ReactElement, mocks: MockLink.MockedResponse[], token: string | null = TOKEN) =>
  renderInShop(page, { path: token === null ? path : `${path}?token=${token}`, route: path, mocks });

beforeEach(() => localStorage.clear());

describe('the pages of mailed links', () => {
  it('opens the account with the sign-up link, on a click (mail scanners open links), and logs the shopper in', async () => {
    const u = userEvent.setup();
    const confirm = jest.fn(() => ({
      data: { confirmSignUp: { __typename: 'AuthPayload', token: 'jwt-new', customer: { __typename: 'Customer', id: 'c-1', name: 'Rina Akter', email: 'rina@example.com' } } },
    }));
    renderLink('/confirm-account', <ConfirmAccountPage />, [{ request: { query: ConfirmSignUpDocument, variables: { token: TOKEN } }, result: confirm }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Open your account' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: 'Open my account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Welcome to Kapor, Rina Akter! Your account is open and you are logged in.');
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(localStorage.getItem('auth-token')).toBe('jwt-new');
  });

  it('refuses a spent link for good and shows the way to a new one', async () => {
    const u = userEvent.setup();
    renderLink('/confirm-account', <ConfirmAccountPage />, [{ request: { query: ConfirmSignUpDocument, variables: { token: TOKEN } }, result: { data: { confirmSignUp: INVALID_LINK } } }]);
    await u.click(screen.getByRole('button', { name: 'Open my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK.message);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(localStorage.getItem('auth-token')).toBeNull();
  });

  it('lets a failed request be tried again', async () => {
    const u = userEvent.setup();
    renderLink('/confirm-account', <ConfirmAccountPage />, [{ request: { query: ConfirmSignUpDocument, variables: { token: TOKEN } }, error: new Error('offline') }]);
    await u.click(screen.getByRole('button', { name: 'Open my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Open my account' })).toBeEnabled();
  });

  it('says at once that a link without its token is incomplete', () => {
    renderLink('/newsletter/confirm', <NewsletterConfirmPage />, [], null);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('confirms a new e-mail address and shows it', async () => {
    const u = userEvent.setup();
    localStorage.setItem('auth-token', 'jwt-1');
    renderLink('/confirm-email', <ConfirmEmailPage />, [
      { request: { query: ConfirmEmailChangeDocument, variables: { token: TOKEN } }, result: { data: { confirmEmailChange: { __typename: 'EmailChanged', email: 'new@example.com' } } } },
      { request: { query: MeDocument }, result: { data: { me: { __typename: 'Customer', id: 'c-1', name: 'Rina Akter', email: 'new@example.com' } } } },
    ]);
    await u.click(screen.getByRole('button', { name: 'Confirm this address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is now new@example.com.');
  });

  it('says clearly when the new address got another account meanwhile', async () => {
    const u = userEvent.setup();
    const message = 'Another account uses this e-mail address now, so yours cannot change to it.';
    renderLink('/confirm-email', <ConfirmEmailPage />, [
      { request: { query: ConfirmEmailChangeDocument, variables: { token: TOKEN } }, result: { data: { confirmEmailChange: { __typename: 'EmailTakenError', code: 'EMAIL_TAKEN', message } } } },
    ]);
    await u.click(screen.getByRole('button', { name: 'Confirm this address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('subscribes to the newsletter with the confirmation link', async () => {
    const u = userEvent.setup();
    renderLink('/newsletter/confirm', <NewsletterConfirmPage />, [
      { request: { query: ConfirmNewsletterDocument, variables: { token: TOKEN } }, result: { data: { confirmNewsletter: { __typename: 'NewsletterSubscription', email: 'ana@example.com' } } } },
    ]);
    await u.click(screen.getByRole('button', { name: 'Yes, subscribe me' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The Kapor letter will come to ana@example.com');
  });

  it('unsubscribes with the link every newsletter carries', async () => {
    const u = userEvent.setup();
    renderLink('/newsletter/unsubscribe', <NewsletterUnsubscribePage />, [
      { request: { query: UnsubscribeNewsletterDocument, variables: { token: TOKEN } }, result: { data: { unsubscribeNewsletter: { __typename: 'NewsletterUnsubscribed', email: 'ana@example.com' } } } },
    ]);
    await u.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ana@example.com is off the list: no more newsletters.');
  });
});
