import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currenciesMock, renderInShop, shopSettingsMock } from '../../test/shop-render';
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
  beforeEach(() => localStorage.clear());

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
    expect(localStorage.getItem('kapor-language')).toBe('bn');

    view.unmount();
    renderInShop(<Chrome />, { mocks: [currenciesMock] });
    expect(await screen.findByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
    expect(screen.getAllByRole('link', { name: 'অর্ডার ট্র্যাকিং' })).toHaveLength(2); // top bar and footer
  });

  it('offers Hindi too', async () => {
    renderInShop(<Chrome />, { mocks: [currenciesMock] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    expect(await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'पुरुष' })).toHaveAttribute('href', '/mens');
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
