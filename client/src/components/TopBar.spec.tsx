import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearPreferenceCookies, currenciesMock, preferencesOfNextPage, renderInShop, shopSettingsMock } from '../../test/shop-render';
import { Footer } from './Footer';
import { Header } from './Header';
import { TopBar } from './TopBar';

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
  });

  it('translates the top bar, header navigation and footer, and is remembered', async () => {
    const view = renderInShop(<Chrome />, { mocks: [currenciesMock] });
    expect(screen.getByRole('link', { name: 'My Account' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'bn');

    // The Bangla words arrive in a chunk of their own.
    expect(await screen.findByRole('link', { name: 'আমার অ্যাকাউন্ট' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'নারী' })).toHaveAttribute('href', '/womens');
    expect(screen.getByRole('heading', { name: 'সামাজিক' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    expect(document.cookie).toContain('kapor-language=bn');

    view.unmount();
    renderInShop(<Chrome />, { mocks: [currenciesMock], preferences: await preferencesOfNextPage() });
    // The next page arrives in Bangla from its first render (the server reads the cookie).
    expect(screen.getByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
    expect(screen.getAllByRole('link', { name: 'অর্ডার ট্র্যাকিং' })).toHaveLength(2); // top bar and footer
  });

  it('offers Hindi too', async () => {
    renderInShop(<Chrome />, { mocks: [currenciesMock] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    expect(await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'पुरुष' })).toHaveAttribute('href', '/mens');
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
    renderInShop(<Chrome />, { mocks: [currenciesMock, shopSettingsMock({ freeShippingThreshold: { __typename: 'Money', amount: 15000, currency: 'USD', formatted: '$150.00' } })] });
    expect(await screen.findByText(/^Free shipping on orders over \$150\./)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'bn');
    expect(await screen.findByText(/^\$150-এর বেশি অর্ডারে ফ্রি ডেলিভারি।/)).toBeInTheDocument();
  });
});
