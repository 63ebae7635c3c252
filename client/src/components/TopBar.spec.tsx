import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openInLanguage as openInLanguageImpl } from '../lib/language-path';
import { BANGLA_PREFERENCES, HINDI_PREFERENCES, clearPreferenceCookies, currenciesMock, preferencesOfNextPage, renderInShop, shopSettingsMock } from '../../test/shop-render';
import { Footer } from './Footer';
import { Header } from './Header';
import { TopBar } from './TopBar';

jest.mock('../lib/language-path', () => ({ ...jest.requireActual('../lib/language-path'), openInLanguage: jest.fn() }));
const openInLanguage = openInLanguageImpl as jest.MockedFunction<typeof openInLanguageImpl>;

function Chrome() {
  return (
    <>
      <TopBar />
      <Header />
      <Footer />
    </>
  );
}

describe('the language select', () => {
  beforeEach(() => {
    localStorage.clear();
    clearPreferenceCookies();
    openInLanguage.mockClear();
  });

  it('opens the page at its Bangla address and remembers the choice', async () => {
    renderInShop(<Chrome />, { mocks: [currenciesMock] });
    expect(screen.getByRole('link', { name: 'My Account' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'bn');

    expect(openInLanguage).toHaveBeenCalledWith('bn');
    expect(document.cookie).toContain('kapor-language=bn');
    // The server sends an English address on to the remembered language's (entry-server.tsx).
    expect((await preferencesOfNextPage()).language).toBe('bn');
  });

  it('shows the top bar, header navigation and footer in Bangla on a Bangla page', () => {
    renderInShop(<Chrome />, { mocks: [currenciesMock], preferences: BANGLA_PREFERENCES });
    expect(screen.getByRole('link', { name: 'আমার অ্যাকাউন্ট' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'প্রধান' });
    // Links stay written as the app's paths: the router's basename (/bn) keeps them in Bangla.
    expect(within(nav).getByRole('link', { name: 'নারী' })).toHaveAttribute('href', '/womens');
    expect(screen.getByRole('heading', { name: 'সামাজিক' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
    expect(screen.getAllByRole('link', { name: 'অর্ডার ট্র্যাকিং' })).toHaveLength(2); // top bar and footer
    expect(document.documentElement.lang).toBe('bn');
  });

  it('offers Hindi too', async () => {
    renderInShop(<Chrome />, { mocks: [currenciesMock], preferences: HINDI_PREFERENCES });
    expect(within(screen.getByRole('navigation', { name: 'मुख्य' })).getByRole('link', { name: 'पुरुष' })).toHaveAttribute('href', '/mens');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'en');
    expect(openInLanguage).toHaveBeenCalledWith('en');
    expect(document.cookie).toContain('kapor-language=en');
  });
});

describe("the shop's contact details", () => {
  beforeEach(() => localStorage.clear());

  it('come from the settings the owner keeps on the server: top bar and footer', async () => {
    const contact = { __typename: 'ShopContact', phone: '+880 1711-223344', email: 'care@shop.example', address: 'Plot 3, Gulshan Avenue, Dhaka 1212' };
    renderInShop(<Chrome />, { mocks: [currenciesMock, shopSettingsMock({ contact })] });
    expect(await screen.findByRole('link', { name: 'Need help? +880 1711-223344' })).toHaveAttribute('href', 'tel:+8801711223344');
    const footer = within(screen.getByRole('contentinfo')).getByText(/Plot 3, Gulshan Avenue, Dhaka 1212/).closest('address')!;
    expect(footer).toHaveTextContent('Plot 3, Gulshan Avenue, Dhaka 1212care@shop.example · +880 1711-223344');
    expect(within(footer).getByRole('link', { name: 'care@shop.example' })).toHaveAttribute('href', 'mailto:care@shop.example');
  });
});

describe('the promo strip', () => {
  beforeEach(() => localStorage.clear());

  it("advertises the free-shipping threshold the server charges by, in each language", async () => {
    const settings = shopSettingsMock({ freeShippingThreshold: { __typename: 'Money', amount: 15000, currency: 'USD', formatted: '$150.00' } });
    const english = renderInShop(<Chrome />, { mocks: [currenciesMock, settings] });
    expect(await screen.findByText(/^Free shipping on orders over \$150\./)).toBeInTheDocument();
    english.unmount();
    renderInShop(<Chrome />, { mocks: [currenciesMock, settings], preferences: BANGLA_PREFERENCES });
    expect(await screen.findByText(/^\$150-এর বেশি অর্ডারে ফ্রি ডেলিভারি।/)).toBeInTheDocument();
  });
});
