/**
 * The cart is one normalised Cart entry in Apollo's cache: one mutation response (add to cart, a
 * quantity change) updates the header badge and total, the cart page and the checkout summary at
 * once, with no refetch. They render together here on one cache created by createCache().
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Header } from '../src/components/Header';
import CartPage from '../src/features/cart/CartPage';
import CheckoutPage from '../src/features/checkout/CheckoutPage';
import { AddToCartDocument, UpdateCartLineDocument } from '../src/gql/graphql';
import { useAddToCart } from '../src/lib/cart';
import { IN_FLIGHT_MS, cartData, cartQueryMock, emptyWishlistIdsMock, meMock, renderShop, type CartTotalsSpec, type LineSpec } from './shop-fixtures';

const dress: LineSpec = { id: 'l1', name: 'Striped Square-Neck Midi Dress', unit: 4000, quantity: 1, lineTotal: 4000, available: 5 };
const hoodie: LineSpec = { id: 'l2', name: 'Fleece Zip Hoodie', unit: 3000, quantity: 1, lineTotal: 3000, available: 5, size: 'L', colour: 'BLACK' };
// The totals the server answers for these carts (5% store promotion, $8 shipping under $120): literal, never computed here.
const ONE_DRESS: CartTotalsSpec = { itemCount: 1, subtotal: 4000, discount: { percent: 5, amount: 200 }, shipping: 800, amountToFreeShipping: 8000, total: 4600 };
const TWO_DRESSES: CartTotalsSpec = { itemCount: 2, subtotal: 8000, discount: { percent: 5, amount: 400 }, shipping: 800, amountToFreeShipping: 4000, total: 8400 };
const THREE_DRESSES: CartTotalsSpec = { itemCount: 3, subtotal: 12000, discount: { percent: 5, amount: 600 }, shipping: 0, amountToFreeShipping: 0, total: 11400 };
const DRESS_AND_HOODIE: CartTotalsSpec = { itemCount: 2, subtotal: 7000, discount: { percent: 5, amount: 350 }, shipping: 800, amountToFreeShipping: 5000, total: 7450 };

/** Stands in for a product page's ADD TO CART. */
function AddHoodie() {
  const { add } = useAddToCart();
  const [status, setStatus] = useState('');
  return (
    <>
      <button type="button" onClick={async () => setStatus((await add({ productId: 'p-l2', size: 'L', colour: 'BLACK' })).ok ? 'added' : 'failed')}>
        Add hoodie
      </button>
      <output>{status}</output>
    </>
  );
}

function renderTogether(mocks: MockLink.MockedResponse[]) {
  return renderShop(
    <>
      <CartPage />
      <CheckoutPage />
    </>,
    {
      path: '/cart',
      mocks: [emptyWishlistIdsMock, meMock, ...mocks],
      beside: (
        <>
          <Header />
          <AddHoodie />
        </>
      ),
    },
  );
}

const summary = () => screen.getByRole('complementary', { name: 'Order Summary' });
/** The checkout renders once both the cart and the shop's rules have arrived, in either order. */
const summaryShown = () => screen.findByRole('complementary', { name: 'Order Summary' });
const cartTotals = () => screen.getByRole('region', { name: 'Cart Totals' });

describe('the cart in the cache', () => {
  it('an add to cart updates the header badge and total, the cart page and the checkout summary from one response', async () => {
    const before = cartData({ lines: [dress], totals: ONE_DRESS });
    const after = cartData({ lines: [dress, hoodie], totals: DRESS_AND_HOODIE });
    renderTogether([
      cartQueryMock(before),
      { request: { query: AddToCartDocument, variables: { productId: 'p-l2', size: 'L', colour: 'BLACK', quantity: 1 } }, result: { data: { addToCart: after } } },
    ]);

    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
    await summaryShown();
    // The header shows the subtotal (docs/SPEC.md §9), the cart and checkout the total.
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$40.00');
    expect(within(summary()).queryByText('Fleece Zip Hoodie')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add hoodie' }));
    expect(await screen.findByText('added')).toBeInTheDocument();

    // Header: two items, the server's new subtotal; the total is $70 − 5% + $8 shipping.
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$70.00');
    // Cart page: the new line and totals.
    expect(screen.getByRole('link', { name: 'Fleece Zip Hoodie' })).toBeInTheDocument();
    expect(within(cartTotals()).getByText('Total').nextSibling).toHaveTextContent('$74.50');
    // Checkout summary: the same.
    expect(within(summary()).getByText('Fleece Zip Hoodie')).toBeInTheDocument();
    expect(within(summary()).getByText('Total').nextSibling).toHaveTextContent('$74.50');
  });

  it('a quantity change moves the badge at once, then every view shows the totals of the one server answer', async () => {
    const after = cartData({ lines: [{ ...dress, quantity: 3, lineTotal: 12000 }], totals: THREE_DRESSES });
    renderTogether([
      cartQueryMock(cartData({ lines: [{ ...dress, quantity: 2, lineTotal: 8000 }], totals: TWO_DRESSES })),
      { request: { query: UpdateCartLineDocument, variables: { lineId: 'l1', quantity: 3 } }, result: { data: { updateCartLine: after } }, delay: IN_FLIGHT_MS },
    ]);
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('2'));
    await summaryShown();

    await userEvent.click(screen.getByRole('button', { name: /increase quantity of striped/i }));
    // Optimistic: the count everywhere before the server answers.
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(within(summary()).getByText(/Qty 3/)).toBeInTheDocument();

    // A subtotal of $120 in the header; $120 − 5% with free shipping, $114.00, on the cart page and the summary.
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('$120.00'));
    expect(within(cartTotals()).getByText('Total').nextSibling).toHaveTextContent('$114.00');
    expect(within(summary()).getByText('Total').nextSibling).toHaveTextContent('$114.00');
    expect(within(summary()).getByText('Shipping').nextSibling).toHaveTextContent('Free');
  });
});
