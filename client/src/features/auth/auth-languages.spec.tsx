import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANGLA_PREFERENCES, HINDI_PREFERENCES, renderInShop } from '../../../test/shop-render';
import { AuthSignUpDocument, ConfirmSignUpDocument, RequestPasswordResetDocument } from '../../gql/graphql';
import ConfirmAccountPage from './ConfirmAccountPage';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import ResetPasswordPage from './ResetPasswordPage';

const TOKEN = 't'.repeat(43);

beforeEach(() => localStorage.clear());

describe('Login and sign-up in Bangla', () => {
  it('speaks Bangla, the spec’s checks included, before asking the server anything', async () => {
    const u = userEvent.setup();
    renderInShop(<LoginPage />, { path: '/login', route: '/login', preferences: BANGLA_PREFERENCES });
    expect(screen.getByRole('heading', { level: 1, name: 'লগ ইন' })).toBeInTheDocument();
    expect(screen.getByText('আবার স্বাগতম! আপনার কার্ট ও অর্ডার দেখতে লগ ইন করুন।')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'লগ ইন অথবা সাইন আপ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toHaveAttribute('href', '/forgot-password');
    // The hidden word makes the button's name whole: "show password", in Bangla word order.
    expect(screen.getByRole('button', { name: 'পাসওয়ার্ড দেখান' })).toHaveTextContent('পাসওয়ার্ড দেখান');

    await u.click(screen.getByRole('button', { name: 'চালিয়ে যান' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('ই-মেইল ও পাসওয়ার্ড দুটোই দিতে হবে'));
    // The message takes the focus a frame later (for screen readers); typing starts after it, as a shopper's would.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByLabelText(/ই-মেইল ঠিকানা/)).toHaveAccessibleDescription('আবশ্যক।');

    await u.type(screen.getByLabelText(/ই-মেইল ঠিকানা/), 'rina@example.com');
    await u.type(screen.getByLabelText(/^পাসওয়ার্ড/), 'kapor-demo-2026');
    await u.click(screen.getByRole('button', { name: 'চালিয়ে যান' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('লগ ইন করার আগে শর্তাবলিতে সম্মতি দিতে হবে।'));
    const terms = screen.getByRole('checkbox', { name: 'চালিয়ে গিয়ে আমি ব্যবহারের শর্তাবলি ও গোপনীয়তা নীতিতে সম্মতি দিচ্ছি।' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'ব্যবহারের শর্তাবলি' })).toHaveAttribute('href', '/terms');
  });

  it('asks for a new password in Bangla', async () => {
    const u = userEvent.setup();
    const sent = 'If rina@example.com belongs to an account, we have sent it a link to choose a new password.';
    renderInShop(<ForgotPasswordPage />, {
      path: '/forgot-password',
      route: '/forgot-password',
      mocks: [{ request: { query: RequestPasswordResetDocument, variables: { email: 'rina@example.com' } }, result: { data: { requestPasswordReset: { __typename: 'LinkMailed', email: 'rina@example.com', message: sent } } } }],
      preferences: BANGLA_PREFERENCES,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'আমাকে লিংক পাঠান' }));
    expect(screen.getByLabelText(/ই-মেইল ঠিকানা/)).toHaveAccessibleDescription('ই-মেইল দিতে হবে।');
    await u.type(screen.getByLabelText(/ই-মেইল ঠিকানা/), 'rina@example.com');
    await u.click(screen.getByRole('button', { name: 'আমাকে লিংক পাঠান' }));
    // The server's answer as it is (the server speaks the shopper's language), then our hint in Bangla.
    expect(await screen.findByRole('status')).toHaveTextContent(`${sent} কিছু পাননি? স্প্যাম ফোল্ডারে দেখুন`);
    expect(screen.getByRole('link', { name: 'লগ ইনে ফিরে যান' })).toHaveAttribute('href', '/login');
  });
});

describe('Login and sign-up in Hindi', () => {
  it('signs up in Hindi and says to check the inbox', async () => {
    const u = userEvent.setup();
    const mailed = 'Almost there: check your inbox at rina@example.com.';
    renderInShop(<LoginPage />, {
      path: '/login',
      route: '/login',
      mocks: [
        {
          request: { query: AuthSignUpDocument, variables: { input: { name: 'Rina Akter', email: 'rina@example.com', password: 'long-enough-pass' } } },
          result: { data: { signUp: { __typename: 'LinkMailed', email: 'rina@example.com', message: mailed } } },
        },
      ],
      preferences: HINDI_PREFERENCES,
    });
    await u.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    expect(screen.getByRole('heading', { level: 1, name: 'साइन अप' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^पासवर्ड/)).toHaveAccessibleDescription('कम से कम 8 अक्षर।');
    await u.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('सभी फ़ील्ड भरना ज़रूरी है'));
    // The message takes the focus a frame later; under load that frame came after typing began and took keys.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByLabelText(/आपका नाम/)).toHaveAccessibleDescription('ज़रूरी है।');

    await u.type(screen.getByLabelText(/आपका नाम/), 'Rina Akter');
    await u.type(screen.getByLabelText(/ई-मेल पता/), 'rina@example.com');
    await u.type(screen.getByLabelText(/^पासवर्ड/), 'long-enough-pass');
    await u.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('साइन अप करने से पहले आपको शर्तों से सहमत होना होगा।'));
    await u.click(screen.getByRole('checkbox', { name: 'आगे बढ़कर मैं उपयोग की शर्तों और गोपनीयता नीति से सहमत हूँ।' }));
    await u.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'अपना इनबॉक्स देखें' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('कुछ नहीं मिला? स्पैम फ़ोल्डर देखें');
    await u.click(screen.getByRole('button', { name: 'लॉग इन पर वापस जाएँ' }));
    expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument();
  });

  it('opens the account from the mailed link in Hindi', async () => {
    const u = userEvent.setup();
    const customer = { __typename: 'Customer', id: 'c-1', name: 'Rina Akter', email: 'rina@example.com' };
    renderInShop(<ConfirmAccountPage />, {
      path: `/confirm-account?token=${TOKEN}`,
      route: '/confirm-account',
      mocks: [{ request: { query: ConfirmSignUpDocument, variables: { token: TOKEN } }, result: { data: { confirmSignUp: { __typename: 'AuthPayload', token: 'jwt-new', customer } } } }],
      preferences: HINDI_PREFERENCES,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'अपना खाता खोलें' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'मेरा खाता खोलें' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kapor में आपका स्वागत है, Rina Akter! आपका खाता खुल गया है और आप लॉग इन हैं।');
    expect(screen.getByRole('link', { name: 'खरीदारी शुरू करें' })).toHaveAttribute('href', '/all');
    expect(screen.getByRole('link', { name: 'मेरा खाता' })).toHaveAttribute('href', '/account');
  });

  it('says in Hindi that a reset link without its token is incomplete', () => {
    renderInShop(<ResetPasswordPage />, { path: '/reset-password', route: '/reset-password', preferences: HINDI_PREFERENCES });
    expect(screen.getByRole('heading', { level: 1, name: 'नया पासवर्ड चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('यह लिंक अधूरा है। इसे ई-मेल से फिर से खोलें, या नया लिंक मँगवाएँ।');
    expect(screen.getByRole('link', { name: 'नया लिंक मँगवाएँ' })).toHaveAttribute('href', '/forgot-password');
  });
});
