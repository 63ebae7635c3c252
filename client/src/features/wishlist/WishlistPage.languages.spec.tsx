import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartData, cartQueryMock, money } from '../../../test/shop-fixtures';
import { BANGLA_PREFERENCES, HINDI_PREFERENCES, renderInShop } from '../../../test/shop-render';
import { MoveWishlistItemToCartDocument, WishlistPageDocument } from '../../gql/graphql';
import type { InitialPreferences } from '../../lib/preferences';
import WishlistPage from './WishlistPage';

/** My Wishlist as a shopper who chose বাংলা or हिन्दी sees it. */

function item(id: string, name: string, inStock = true) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    __typename: 'WishlistItem',
    id: `wi-${id}`,
    addedAt: '2026-01-01T00:00:00Z',
    inStock,
    product: {
      __typename: 'Product',
      id: `p-${id}`,
      slug,
      name,
      image: `/images/products/${slug}/front.svg`,
      defaultColour: 'RED',
      colours: ['RED'],
      price: money(4000),
      compareAtPrice: null,
      variants: ['S', 'M', 'L', 'XL', 'XXL'].map((size) => ({ __typename: 'ProductVariant', id: `v-${id}-${size}`, size, colour: 'RED', available: inStock ? 4 : 0 })),
    },
  };
}

const dress = item('1', 'Striped Square-Neck Midi Dress');
const coat = item('2', 'Wool Blend Car Coat', false);
const wishlistMock = (items: unknown[]): MockLink.MockedResponse => ({
  request: { query: WishlistPageDocument },
  result: { data: { wishlist: { __typename: 'Wishlist', id: 'wish-1', itemCount: items.length, items } } },
});

function renderWishlist(preferences: InitialPreferences, mocks: MockLink.MockedResponse[], loggedIn = true) {
  if (loggedIn) localStorage.setItem('auth-token', 'test-token');
  else localStorage.removeItem('auth-token');
  return renderInShop(<WishlistPage />, { path: '/wish', route: '/wish', mocks: [cartQueryMock(cartData()), ...mocks], preferences });
}

afterEach(() => localStorage.removeItem('auth-token'));

describe('WishlistPage in Bangla', () => {
  it('lists the saved products with their stock and actions in Bangla', async () => {
    renderWishlist(BANGLA_PREFERENCES, [wishlistMock([dress, coat])]);
    const table = await screen.findByRole('table', { name: 'রেখে দেওয়া পণ্য' });
    expect(screen.getByRole('heading', { name: 'আমার পছন্দের তালিকা', level: 1 })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['পণ্য', 'একক দাম', 'স্টকের অবস্থা', 'করণীয়']);
    const dressRow = screen.getByRole('link', { name: 'Striped Square-Neck Midi Dress' }).closest('tr') as HTMLElement;
    expect(within(dressRow).getByText('স্টকে আছে')).toBeInTheDocument();
    expect(within(dressRow).getByRole('button', { name: 'পছন্দের তালিকা থেকে Striped Square-Neck Midi Dress সরান' })).toBeInTheDocument();
    const coatRow = screen.getByRole('link', { name: 'Wool Blend Car Coat' }).closest('tr') as HTMLElement;
    expect(within(coatRow).getByText('স্টকে নেই')).toBeInTheDocument();
    expect(within(coatRow).getByRole('button', { name: 'ব্যাগে যোগ করুন' })).toBeDisabled();
    expect(screen.getAllByRole('link', { name: 'কার্ট দেখুন' })[0]).toHaveAttribute('href', '/cart');
  });

  it('moves a product into the bag and says so in Bangla', async () => {
    renderWishlist(BANGLA_PREFERENCES, [
      wishlistMock([dress]),
      {
        request: { query: MoveWishlistItemToCartDocument, variables: { productId: 'p-1', size: 'M', colour: 'RED' } },
        result: {
          data: { moveWishlistItemToCart: { __typename: 'WishlistMove', cart: { __typename: 'Cart', id: 'cart-1', itemCount: 1 }, wishlist: { __typename: 'Wishlist', id: 'wish-1', itemCount: 0, items: [] } } },
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'ব্যাগে যোগ করুন' }));
    expect(screen.getByRole('group', { name: 'Striped Square-Neck Midi Dress-এর রঙ ও সাইজ বেছে নিন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'সাইজ M' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Striped Square-Neck Midi Dress \(সাইজ M, .+\) আপনার ব্যাগে যোগ করা হয়েছে। কার্ট দেখুন$/);
  });

  it('shows the empty wishlist in Bangla', async () => {
    renderWishlist(BANGLA_PREFERENCES, [wishlistMock([])]);
    expect(await screen.findByText('আপনার পছন্দের তালিকা খালি।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'পণ্য দেখুন' })).toHaveAttribute('href', '/all');
  });
});

describe('WishlistPage in Hindi', () => {
  it('lists the saved products with their stock in Hindi', async () => {
    renderWishlist(HINDI_PREFERENCES, [wishlistMock([dress, coat])]);
    const table = await screen.findByRole('table', { name: 'सेव किए गए उत्पाद' });
    expect(screen.getByRole('heading', { name: 'मेरी विशलिस्ट', level: 1 })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['उत्पाद', 'प्रति नग कीमत', 'स्टॉक की स्थिति', 'कार्रवाई']);
    expect(within(table).getByText('स्टॉक में है')).toBeInTheDocument();
    expect(within(table).getByText('स्टॉक में नहीं')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'बैग में डालें' })).toHaveLength(2);
  });

  it('asks a visitor to log in, in Hindi', () => {
    renderWishlist(HINDI_PREFERENCES, [], false);
    expect(screen.getByRole('heading', { name: 'मेरी विशलिस्ट' })).toBeInTheDocument();
    expect(screen.getByText('अपने सेव किए गए उत्पाद देखने के लिए लॉग इन करें।')).toBeInTheDocument();
  });
});
