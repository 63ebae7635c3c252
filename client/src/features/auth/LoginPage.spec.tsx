import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthLoginDocument, AuthSignUpDocument, MeDocument } from '../../gql/graphql';
import { IN_FLIGHT_MS } from '../../../test/shop-fixtures';
import { currenciesMock, ENGLISH_PREFERENCES } from '../../../test/shop-render';
import { createCache } from '../../lib/apollo';
import { AuthProvider } from '../../lib/auth';
import { PreferencesProvider } from '../../lib/preferences';
import { returnPath } from './auth-rules';
import LoginPage from './LoginPage';

const customer = { __typename: 'Customer', id: 'c-1', name: 'Rina Akter', email: 'rina@example.com' };
const payload = (token: string) => ({ __typename: 'AuthPayload', token, customer });
const MAILED = 'Almost there: check your inbox at rina@example.com and follow the link we sent to finish signing up.';
const linkMailed = { __typename: 'LinkMailed', email: 'rina@example.com', message: MAILED };

function Where() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

function renderLogin(mocks: MockLink.MockedResponse[] = [], from?: string) {
  render(
    <MockedProvider mocks={[currenciesMock, ...mocks]} cache={createCache()}>
      <AuthProvider>
        {/* The page's words come from the shop's language (English here), as in the app. */}
        <PreferencesProvider initial={ENGLISH_PREFERENCES}>
          <MemoryRouter initialEntries={[{ pathname: '/login', state: from ? { from } : undefined }]}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </PreferencesProvider>
      </AuthProvider>
    </MockedProvider>,
  );
}

const user = () => userEvent.setup();

async function fillLogin(u: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await u.type(screen.getByLabelText(/Email Address/), email);
  if (password) await u.type(screen.getByLabelText(/^Password/), password);
}

const agree = (u: ReturnType<typeof userEvent.setup>) => u.click(screen.getByRole('checkbox', { name: 'By continuing, I agree to the terms of use & privacy policy.' }));
const submit = (u: ReturnType<typeof userEvent.setup>) => u.click(screen.getByRole('button', { name: 'Continue' }));

/** Matches a mutation whatever its variables (the test is about what happens with the answer). */
const anyVariables = () => true;

beforeEach(() => localStorage.clear());

describe('LoginPage', () => {
  it('needs e-mail and password before logging in, and asks nothing of the server', async () => {
    const u = user();
    const login = jest.fn(() => ({ data: { login: payload('t') } }));
    renderLogin([{ request: { query: AuthLoginDocument, variables: anyVariables }, result: login }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await agree(u);
    await u.type(screen.getByLabelText(/Email Address/), 'rina@example.com');
    await submit(u);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Email and password field are required'));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(login).not.toHaveBeenCalled();
  });

  it('needs name, e-mail and password to sign up', async () => {
    const u = user();
    renderLogin();
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    await agree(u);
    await fillLogin(u, 'rina@example.com', 'long-enough-pass');
    await submit(u);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('All Fields are required'));
    expect(screen.getByLabelText(/Your Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('will not send anything until the terms box is ticked', async () => {
    const u = user();
    const signUp = jest.fn(() => ({ data: { signUp: linkMailed } }));
    renderLogin([{ request: { query: AuthSignUpDocument, variables: anyVariables }, result: signUp }]);
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    await u.type(screen.getByLabelText(/Your Name/), 'Rina Akter');
    await fillLogin(u, 'rina@example.com', 'long-enough-pass');
    await submit(u);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You must agree to the terms before signing up.'));
    expect(signUp).not.toHaveBeenCalled();
  });

  it("stores the token under 'auth-token' and returns to the page the shopper came from", async () => {
    const u = user();
    renderLogin(
      [
        {
          request: { query: AuthLoginDocument, variables: { input: { email: 'rina@example.com', password: 'kapor-demo-2026' } } },
          result: { data: { login: payload('jwt-123') } },
          delay: IN_FLIGHT_MS,
        },
      ],
      '/product/striped-square-neck-midi-dress',
    );
    await fillLogin(u, '  rina@example.com ', 'kapor-demo-2026');
    await agree(u);
    await submit(u);
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(await screen.findByText('Now at /product/striped-square-neck-midi-dress')).toBeInTheDocument();
    expect(localStorage.getItem('auth-token')).toBe('jwt-123');
  });

  it('after signing up, says to check the inbox (the mailed link opens the account) and logs nobody in', async () => {
    const u = user();
    renderLogin([
      {
        request: { query: AuthSignUpDocument, variables: { input: { name: 'Rina Akter', email: 'rina@example.com', password: 'long-enough-pass' } } },
        result: { data: { signUp: linkMailed } },
      },
    ]);
    await u.click(screen.getByRole('button', { name: 'Create an account' }));
    await u.type(screen.getByLabelText(/Your Name/), 'Rina Akter');
    await fillLogin(u, 'rina@example.com', 'long-enough-pass');
    await agree(u);
    await submit(u);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(MAILED);
    expect(localStorage.getItem('auth-token')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('offers a new password to a shopper who forgot it', async () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it("shows the server's message for wrong credentials and keeps the shopper logged out", async () => {
    const u = user();
    renderLogin([
      {
        request: { query: AuthLoginDocument, variables: anyVariables },
        result: { data: { login: { __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', message: 'E-mail or password is wrong.' } } },
      },
    ]);
    await fillLogin(u, 'rina@example.com', 'wrong-password');
    await agree(u);
    await submit(u);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('E-mail or password is wrong.'));
    expect(localStorage.getItem('auth-token')).toBeNull();
  });

  it('puts field messages beside their fields', async () => {
    const u = user();
    renderLogin([
      {
        request: { query: AuthSignUpDocument, variables: anyVariables },
        result: {
          data: {
            signUp: {
              __typename: 'ValidationError',
              code: 'VALIDATION',
              message: 'Password must be at least 8 characters.',
              fields: [{ __typename: 'FieldError', field: 'password', message: 'Password must be at least 8 characters.' }],
            },
          },
        },
      },
    ]);
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    await u.type(screen.getByLabelText(/Your Name/), 'Rina');
    await fillLogin(u, 'rina@example.com', 'short');
    await agree(u);
    await submit(u);
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters\./);
  });

  it('says so when the request itself fails', async () => {
    const u = user();
    renderLogin([{ request: { query: AuthLoginDocument, variables: anyVariables }, error: new Error('Network down') }]);
    await fillLogin(u, 'rina@example.com', 'kapor-demo-2026');
    await agree(u);
    await submit(u);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please check credentials or try again later'));
  });

  it('shows who is logged in, and logs out', async () => {
    const u = user();
    localStorage.setItem('auth-token', 'jwt-123');
    renderLogin([
      { request: { query: MeDocument }, result: { data: { me: customer } } },
      // Logging out resets the store, which asks again.
      { request: { query: MeDocument }, result: { data: { me: null } }, maxUsageCount: Infinity },
    ]);
    expect(await screen.findByText('Rina Akter')).toBeInTheDocument();
    expect(screen.getByText('rina@example.com')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have been logged out.');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('auth-token')).toBeNull();
  });
});

describe('returnPath', () => {
  it('goes back only to pages of this site, never to the login page', () => {
    expect(returnPath({ from: '/cart' })).toBe('/cart');
    expect(returnPath({ from: '/all?search=dress' })).toBe('/all?search=dress');
    expect(returnPath({ from: '//evil.example' })).toBe('/');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/');
    expect(returnPath({ from: '/user_login' })).toBe('/');
    expect(returnPath(null)).toBe('/');
  });
});
