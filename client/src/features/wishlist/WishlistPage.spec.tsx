import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartData, cartQueryMock, money, renderShop } from '../../../test/shop-fixtures';
import { Header } from '../../components/Header';
import { MoveWishlistItemToCartDocument, RemoveFromWishlistDocument, WishlistIdsDocument, WishlistPageDocument } from '../../gql/graphql';
import WishlistPage from './WishlistPage';

function item(id: string, name: string, options: { inStock?: boolean; price?: number } = {}) {
  const inStock = options.inStock ?? true;
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
      colours: ['RED', 'BLACK'],
      price: money(options.price ?? 4000),
      compareAtPrice: null,
      variants: ['S', 'M', 'L', 'XL', 'XXL'].flatMap((size) =>
        ['RED', 'BLACK'].map((colour) => ({ __typename: 'ProductVariant', id: `v-${id}-${size}-${colour}`, size, colour, available: inStock && size !== 'XXL' ? 4 : 0 })),
      ),
    },
  };
}

const dress = item('1', 'Striped Square-Neck Midi Dress');
const coat = item('2', 'Wool Blend Car Coat', { inStock: false, price: 12000 });
const idOf = (i: ReturnType<typeof item>) => ({ __typename: 'WishlistItem', id: i.id, product: { __typename: 'Product', id: i.product.id } });
const wishlist = (items: unknown[]) => ({ __typename: 'Wishlist', id: 'wish-1', itemCount: items.length, items });

/** The saved list, as the wishlist page and the header's heart count both read it from the server. */
function wishlistMocks(items: ReturnType<typeof item>[]): MockLink.MockedResponse[] {
  const ids = items.map(idOf);
  return [
    { request: { query: WishlistPageDocument }, result: { data: { wishlist: wishlist(items) } } },
    { request: { query: WishlistIdsDocument }, result: { data: { wishlist: wishlist(ids) } }, maxUsageCount: Infinity },
  ];
}

function renderWishlist(mocks: MockLink.MockedResponse[], loggedIn = true, cartMocks = [cartQueryMock(cartData())]) {
  return renderShop(<WishlistPage />, { path: '/wish', mocks: [...cartMocks, ...mocks], loggedIn, beside: <Header /> });
}

describe('WishlistPage', () => {
  it('asks visitors to log in', () => {
    renderWishlist([], false);
    expect(screen.getByRole('heading', { name: 'My Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see the products you saved.')).toBeInTheDocument();
  });

  it('lists saved products with the price in $ and tk. and their real stock status', async () => {
    renderWishlist(wishlistMocks([dress, coat]));
    const dressRow = (await screen.findByRole('link', { name: 'Striped Square-Neck Midi Dress' })).closest('tr')!;
    expect(within(dressRow).getByText('$40.00')).toBeInTheDocument();
    // The Tk amount waits for the display rates, which may arrive after the wishlist.
    expect(await within(dressRow).findByText('(Tk 4,900.00)')).toBeInTheDocument();
    expect(within(dressRow).getByText('In Stock')).toBeInTheDocument();
    expect(within(dressRow).getByRole('button', { name: 'Add to Bag' })).toBeEnabled();

    const coatRow = screen.getByRole('link', { name: 'Wool Blend Car Coat' }).closest('tr')!;
    expect(within(coatRow).getByText('Out of stock')).toBeInTheDocument();
    expect(within(coatRow).getByRole('button', { name: 'Add to Bag' })).toBeDisabled();
    expect(screen.getAllByRole('link', { name: 'View Cart' })[0]).toHaveAttribute('href', '/cart');
  });

  it('shows an empty state', async () => {
    renderWishlist(wishlistMocks([]));
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
  });

  it("'Add to Bag' asks for a size, moves the item into the bag and the header's cart follows", async () => {
    const after = cartData({ lines: [{ id: 'l9', name: 'Striped Square-Neck Midi Dress', unit: 4000, quantity: 1, lineTotal: 4000, size: 'M', colour: 'BLACK' }], totals: { itemCount: 1, subtotal: 4000, discount: { percent: 5, amount: 200 }, shipping: 800, amountToFreeShipping: 8000, total: 4600 } });
    renderWishlist(
      [
        ...wishlistMocks([dress]),
        {
          request: { query: MoveWishlistItemToCartDocument, variables: { productId: 'p-1', size: 'M', colour: 'BLACK' } },
          result: { data: { moveWishlistItemToCart: { __typename: 'WishlistMove', cart: { __typename: 'Cart', id: after.id, itemCount: 1 }, wishlist: wishlist([]) } } },
        },
      ],
      true,
      // The cart before, then as refetched after the move.
      [cartQueryMock(cartData(), 1), cartQueryMock(after, 1)],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Bag' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Colour of Striped Square-Neck Midi Dress' }), 'BLACK');
    expect(screen.getByRole('button', { name: 'Size XXL' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Size M' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added Striped Square-Neck Midi Dress (size M, Black) to your bag.');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$40.00'); // the subtotal (docs/SPEC.md §9)
    expect(screen.getByText('Your wishlist is empty.')).toBeInTheDocument();
  });

  it('removes an item', async () => {
    renderWishlist([
      ...wishlistMocks([dress, coat]),
      // The one removeFromWishlist operation the hearts use too: it answers the ids left, not the page's fields.
      { request: { query: RemoveFromWishlistDocument, variables: { productId: 'p-2' } }, result: { data: { removeFromWishlist: wishlist([idOf(dress)]) } } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Wool Blend Car Coat from wishlist' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Wool Blend Car Coat' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Removed Wool Blend Car Coat from your wishlist.'));
    // The item left keeps what the page shows.
    expect(screen.getByRole('link', { name: 'Striped Square-Neck Midi Dress' }).closest('tr')).toHaveTextContent('$40.00');
  });
});
