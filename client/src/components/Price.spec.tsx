import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearPreferenceCookies, preferencesOfNextPage, renderInShop } from '../../test/shop-render';
import { Price } from './Price';
import { TopBar } from './TopBar';

const price = { amount: 5000, currency: 'USD' };
const compareAt = { amount: 8050, currency: 'USD' };

function Shop() {
  return (
    <>
      <TopBar />
      <p data-testid="price">
        <Price price={price} compareAt={compareAt} alsoIn="BDT" />
      </p>
    </>
  );
}

describe('Price', () => {
  beforeEach(() => {
    localStorage.clear();
    clearPreferenceCookies();
  });

  it('shows the earlier price struck through, the current one, and the Tk equivalent', async () => {
    renderInShop(<Shop />);
    const shown = screen.getByTestId('price');
    expect(within(shown).getByText('$80.50').closest('del')).not.toBeNull();
    expect(within(shown).getByText('$50.00')).toBeInTheDocument();
    expect(await within(shown).findByText('(Tk 6,125.00)')).toBeInTheDocument();
  });

  it('switches every amount when the top bar currency changes to Tk, and remembers it', async () => {
    renderInShop(<Shop />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    await screen.findByRole('option', { name: 'Tk' });
    await userEvent.selectOptions(select, 'Tk');
    const shown = screen.getByTestId('price');
    expect(within(shown).getByText('Tk 6,125.00')).toBeInTheDocument();
    expect(within(shown).getByText('Tk 9,861.25').closest('del')).not.toBeNull();
    // Already in Tk: no second Tk figure.
    expect(within(shown).queryByText('(Tk 6,125.00)')).not.toBeInTheDocument();
    expect(document.cookie).toContain('kapor-currency=BDT');
  });

  it('shows the currency the cookie names on the next page, as the server rendered it', async () => {
    document.cookie = 'kapor-currency=IDR';
    renderInShop(<Shop />, { preferences: await preferencesOfNextPage() });
    expect(await within(screen.getByTestId('price')).findByText('Rp 812,500')).toBeInTheDocument();
  });

  it("moves a returning shopper's currency from before cookies into the cookie, once", async () => {
    localStorage.setItem('kapor-currency', 'IDR');
    renderInShop(<Shop />);
    expect(await within(screen.getByTestId('price')).findByText('Rp 812,500')).toBeInTheDocument();
    expect(document.cookie).toContain('kapor-currency=IDR');
    expect(localStorage.getItem('kapor-currency')).toBeNull();
  });
});
