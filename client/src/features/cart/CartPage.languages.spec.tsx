import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartData, cartQueryMock, type CartTotalsSpec, type LineSpec } from '../../../test/shop-fixtures';
import { BANGLA_PREFERENCES, HINDI_PREFERENCES, renderInShop } from '../../../test/shop-render';
import { ApplyPromoDocument } from '../../gql/graphql';
import type { InitialPreferences } from '../../lib/preferences';
import CartPage from './CartPage';

/** The cart page as a shopper who chose বাংলা or हिन्दी sees it. */

const dress: LineSpec = { id: 'l1', name: 'Striped Square-Neck Midi Dress', unit: 4000, quantity: 1, lineTotal: 4000, available: 5, size: 'M', colour: 'RED' };
const hoodie: LineSpec = { id: 'l2', name: 'Fleece Zip Hoodie', unit: 3000, quantity: 2, lineTotal: 6000, available: 2, size: 'L', colour: 'BLACK' };
// What the server answers for these carts: literal, never computed here.
const DRESS_AND_TWO_HOODIES: CartTotalsSpec = { itemCount: 3, subtotal: 10000, discount: { percent: 5, amount: 500 }, shipping: 800, amountToFreeShipping: 2000, total: 10300 };
const ONE_DRESS_WELCOME10: CartTotalsSpec = { itemCount: 1, subtotal: 4000, discount: { percent: 10, code: 'WELCOME10', amount: 400 }, shipping: 800, amountToFreeShipping: 8000, total: 4400 };
const THREE_DRESSES_ONE_LEFT: CartTotalsSpec = { itemCount: 3, subtotal: 12000, discount: { percent: 5, amount: 600 }, shipping: 0, amountToFreeShipping: 0, total: 11400 };

function renderCart(preferences: InitialPreferences, mocks: MockLink.MockedResponse[], loggedIn = true) {
  if (loggedIn) localStorage.setItem('auth-token', 'test-token');
  else localStorage.removeItem('auth-token');
  return renderInShop(<CartPage />, { path: '/cart', route: '/cart', mocks, preferences });
}

function row(name: string) {
  return screen.getByRole('link', { name }).closest('tr') as HTMLElement;
}

afterEach(() => localStorage.removeItem('auth-token'));

describe('CartPage in Bangla', () => {
  it('shows the lines, quantities and buttons in Bangla, with Bangla digits', async () => {
    renderCart(BANGLA_PREFERENCES, [cartQueryMock(cartData({ lines: [dress, hoodie], totals: DRESS_AND_TWO_HOODIES }))]);
    expect(await screen.findByRole('heading', { name: 'আপনার কার্ট', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('আপনার কার্ট · Kapor'));

    const table = screen.getByRole('table', { name: 'আপনার কার্টের পণ্য' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['পণ্য', 'নাম', 'দাম', 'পরিমাণ', 'সাবটোটাল', 'সরান']);

    const second = row('Fleece Zip Hoodie');
    expect(within(second).getByText(/^সাইজ L · /)).toBeInTheDocument();
    // The quantity and the line's subtotal in Bangla digits; product names stay as the server sends them.
    expect(within(second).getByRole('group', { name: /^Fleece Zip Hoodie, সাইজ L, .+-এর পরিমাণ$/ })).toHaveTextContent('পরিমাণ ২');
    expect(within(second).getAllByRole('cell')[4]).toHaveTextContent('$৬০.০০');
    const increase = within(second).getByRole('button', { name: /^Fleece Zip Hoodie, সাইজ L, .+-এর পরিমাণ বাড়ান$/ });
    expect(increase).toBeDisabled();
    expect(increase).toHaveAttribute('title', 'স্টকে আছে মাত্র ২টি');
    expect(within(second).getByRole('button', { name: /^কার্ট থেকে Fleece Zip Hoodie, সাইজ L, .+ সরান$/ })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'প্রোমো কোড' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('প্রোমো কোড লিখুন')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'চেকআউট করুন' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'কেনাকাটা চালিয়ে যান' })).toHaveAttribute('href', '/all');
  });

  it("asks to lower a line's quantity in Bangla when stock fell under it", async () => {
    renderCart(BANGLA_PREFERENCES, [cartQueryMock(cartData({ lines: [{ ...dress, quantity: 3, lineTotal: 12000, available: 1 }], totals: THREE_DRESSES_ONE_LEFT }))]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('মাত্র ১টি বাকি আছে: অনুগ্রহ করে পরিমাণ কমান।'));
  });

  it('says in Bangla that a promo code is missing, and which code applies with its percent in Bangla digits', async () => {
    renderCart(BANGLA_PREFERENCES, [cartQueryMock(cartData({ lines: [dress], totals: ONE_DRESS_WELCOME10 }))]);
    const promo = await screen.findByTestId('promo-state');
    expect(within(promo).getByRole('status')).toHaveTextContent('প্রোমো কোড প্রযোজ্য হয়েছে: ১০% ছাড়');
    expect(promo).toHaveTextContent('কোড WELCOME10');
    expect(screen.getByRole('button', { name: 'কোড সরান' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'জমা দিন' }));
    expect(await screen.findByText('অনুগ্রহ করে একটি প্রোমো কোড লিখুন।')).toBeInTheDocument();
  });

  it("says 'Invalid promo code.' in Bangla, and shows a reason the server wrote in Bangla as it is", async () => {
    const refused = (code: string, message: string, reason: string): MockLink.MockedResponse => ({
      request: { query: ApplyPromoDocument, variables: { code } },
      result: { data: { applyPromo: { __typename: 'InvalidPromoCodeError', code: 'INVALID_PROMO_CODE', message, reason } } },
    });
    renderCart(BANGLA_PREFERENCES, [
      cartQueryMock(cartData({ lines: [dress], totals: THREE_DRESSES_ONE_LEFT })),
      refused('NOPE', 'Invalid promo code.', 'UNKNOWN'),
      refused('SUMMER25', 'প্রোমো কোডটি সঠিক নয়: SUMMER25-এর মেয়াদ শেষ হয়ে গেছে।', 'EXPIRED'),
    ]);
    const input = await screen.findByRole('textbox', { name: 'প্রোমো কোড' });
    await userEvent.type(input, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'জমা দিন' }));
    expect(await screen.findByText('প্রোমো কোডটি সঠিক নয়।')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'summer25');
    await userEvent.click(screen.getByRole('button', { name: 'জমা দিন' }));
    expect(await screen.findByText('প্রোমো কোডটি সঠিক নয়: SUMMER25-এর মেয়াদ শেষ হয়ে গেছে।')).toBeInTheDocument();
  });

  it('shows the empty cart in Bangla', async () => {
    renderCart(BANGLA_PREFERENCES, [cartQueryMock(cartData())]);
    expect(await screen.findByText('আপনার কার্ট খালি।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'কেনাকাটা চালিয়ে যান' })).toHaveAttribute('href', '/all');
    expect(screen.getByRole('button', { name: 'চেকআউট করুন' })).toBeDisabled();
  });

  it('asks a visitor to log in, in Bangla', () => {
    renderCart(BANGLA_PREFERENCES, [], false);
    expect(screen.getByRole('heading', { name: 'আপনার কার্ট' })).toBeInTheDocument();
    expect(screen.getByText('আপনার কার্ট দেখতে লগ ইন করুন।')).toBeInTheDocument();
  });
});

describe('CartPage in Hindi', () => {
  it('shows the lines, quantities and buttons in Hindi', async () => {
    renderCart(HINDI_PREFERENCES, [cartQueryMock(cartData({ lines: [dress, hoodie], totals: DRESS_AND_TWO_HOODIES }))]);
    expect(await screen.findByRole('heading', { name: 'आपका कार्ट', level: 1 })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'आपके कार्ट के आइटम' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['उत्पाद', 'नाम', 'कीमत', 'मात्रा', 'उप-योग', 'हटाएँ']);

    const second = row('Fleece Zip Hoodie');
    expect(within(second).getByText(/^साइज़ L · /)).toBeInTheDocument();
    expect(within(second).getByRole('group', { name: /^Fleece Zip Hoodie, साइज़ L, .+ की मात्रा$/ })).toHaveTextContent('मात्रा 2');
    expect(within(second).getByRole('button', { name: /की मात्रा बढ़ाएँ$/ })).toHaveAttribute('title', 'स्टॉक में सिर्फ़ 2 बचे हैं');
    expect(within(second).getAllByRole('cell')[4]).toHaveTextContent('$60.00');
    expect(screen.getByRole('button', { name: 'चेकआउट करें' })).toBeEnabled();
  });

  it('says in Hindi that a promo code is missing, and which code applies', async () => {
    renderCart(HINDI_PREFERENCES, [cartQueryMock(cartData({ lines: [dress], totals: ONE_DRESS_WELCOME10 }))]);
    const promo = await screen.findByTestId('promo-state');
    expect(within(promo).getByRole('status')).toHaveTextContent('प्रोमो कोड लागू हुआ: 10% की छूट');
    expect(promo).toHaveTextContent('कोड WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'सबमिट करें' }));
    expect(await screen.findByText('कृपया एक प्रोमो कोड डालें।')).toBeInTheDocument();
  });

  it('shows the empty cart in Hindi', async () => {
    renderCart(HINDI_PREFERENCES, [cartQueryMock(cartData())]);
    expect(await screen.findByText('आपका कार्ट खाली है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खरीदारी जारी रखें' })).toHaveAttribute('href', '/all');
  });
});
