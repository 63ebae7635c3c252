import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IN_FLIGHT_MS, cartData, cartQueryMock, current, renderShop, type CartTotalsSpec, type LineSpec } from '../../../test/shop-fixtures';
import { ApplyPromoDocument, RemoveCartLineDocument, RemovePromoDocument, UpdateCartLineDocument } from '../../gql/graphql';
import CartPage from './CartPage';

const dress: LineSpec = { id: 'l1', name: 'Striped Square-Neck Midi Dress', unit: 4000, quantity: 1, lineTotal: 4000, available: 5, size: 'M', colour: 'RED' };
const hoodie: LineSpec = { id: 'l2', name: 'Fleece Zip Hoodie', unit: 3000, quantity: 2, lineTotal: 6000, available: 2, size: 'L', colour: 'BLACK' };
// The totals the server answers for these carts (5% store promotion, $8 shipping under $120): literal, never computed here.
const ONE_DRESS: CartTotalsSpec = { itemCount: 1, subtotal: 4000, discount: { percent: 5, amount: 200 }, shipping: 800, amountToFreeShipping: 8000, total: 4600 };
const TWO_DRESSES: CartTotalsSpec = { itemCount: 2, subtotal: 8000, discount: { percent: 5, amount: 400 }, shipping: 800, amountToFreeShipping: 4000, total: 8400 };
const THREE_DRESSES: CartTotalsSpec = { itemCount: 3, subtotal: 12000, discount: { percent: 5, amount: 600 }, shipping: 0, amountToFreeShipping: 0, total: 11400 };
const FOUR_DRESSES_WELCOME10: CartTotalsSpec = { itemCount: 4, subtotal: 16000, discount: { percent: 10, code: 'WELCOME10', amount: 1600 }, shipping: 0, amountToFreeShipping: 0, total: 14400 };
const ONE_DRESS_WELCOME10: CartTotalsSpec = { itemCount: 1, subtotal: 4000, discount: { percent: 10, code: 'WELCOME10', amount: 400 }, shipping: 800, amountToFreeShipping: 8000, total: 4400 };
const DRESS_AND_TWO_HOODIES: CartTotalsSpec = { itemCount: 3, subtotal: 10000, discount: { percent: 5, amount: 500 }, shipping: 800, amountToFreeShipping: 2000, total: 10300 };

function renderCart(mocks: MockLink.MockedResponse[], loggedIn = true) {
  return renderShop(<CartPage />, { path: '/cart', mocks, loggedIn });
}

function row(name: string) {
  return screen.getByRole('link', { name }).closest('tr') as HTMLElement;
}

describe('CartPage', () => {
  it('asks visitors to log in, coming back to the cart', async () => {
    renderCart([], false);
    expect(screen.getByText('Log in to see your cart.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'Log in' })[0]);
    expect(current.location?.pathname).toBe('/login');
    expect(current.location?.state).toEqual({ from: '/cart' });
  });

  it('lists each line with its picture, size and colour, unit price in $ and tk., quantity and subtotal', async () => {
    renderCart([cartQueryMock(cartData({ lines: [dress, hoodie], totals: DRESS_AND_TWO_HOODIES }))]);
    const table = await screen.findByRole('table', { name: 'Items in your cart' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Products', 'Title', 'Price', 'Quantity', 'Subtotal', 'Remove']);

    const first = row('Striped Square-Neck Midi Dress');
    expect(first.querySelector('img')?.closest('a')).toHaveAttribute('href', '/product/striped-square-neck-midi-dress');
    expect(within(first).getByRole('link', { name: 'Striped Square-Neck Midi Dress' })).toHaveAttribute('href', '/product/striped-square-neck-midi-dress');
    expect(within(first).getByText('Size M · Red')).toBeInTheDocument();
    const [, , price, , subtotal] = within(first).getAllByRole('cell');
    expect(price).toHaveTextContent('$40.00(Tk 4,900.00)');
    expect(subtotal).toHaveTextContent('$40.00');
    expect(within(first).getByRole('button', { name: /decrease quantity of striped/i })).toBeDisabled();
    expect(within(first).getByRole('button', { name: /increase quantity of striped/i })).toBeEnabled();

    const second = row('Fleece Zip Hoodie');
    expect(within(second).getAllByRole('cell')[4]).toHaveTextContent('$60.00');
    // Two in the cart, two in stock: no more can be added.
    expect(within(second).getByRole('button', { name: /increase quantity of fleece/i })).toBeDisabled();
    expect(within(second).getByRole('button', { name: /decrease quantity of fleece/i })).toBeEnabled();
    expect(within(second).getByRole('button', { name: 'Remove Fleece Zip Hoodie, size L, Black from cart' })).toBeInTheDocument();
  });

  it("says 'No image available' for a product without a picture", async () => {
    renderCart([cartQueryMock(cartData({ lines: [{ ...dress, image: '' }], totals: ONE_DRESS }))]);
    expect(await screen.findByText('No image available')).toBeInTheDocument();
  });

  it('shows the totals the server computed: subtotal, the store promotion, the shipping fee and how far free shipping is', async () => {
    renderCart([cartQueryMock(cartData({ lines: [dress], totals: ONE_DRESS }))]);
    const totals = await screen.findByRole('region', { name: 'Cart Totals' });
    expect(within(totals).getByText('Subtotal').nextSibling).toHaveTextContent('$40.00');
    expect(within(totals).getByText('Store promotion (5% off)').nextSibling).toHaveTextContent('−$2.00');
    expect(within(totals).getByText('Shipping').nextSibling).toHaveTextContent('$8.00');
    expect(within(totals).getByText('Add $80.00 more for free shipping (orders from $120.00).')).toBeInTheDocument();
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('$46.00');
  });

  it('shows free shipping and a promo code line when the server says so', async () => {
    renderCart([cartQueryMock(cartData({ lines: [{ ...dress, quantity: 4, lineTotal: 16000 }], totals: FOUR_DRESSES_WELCOME10 }))]);
    const totals = await screen.findByRole('region', { name: 'Cart Totals' });
    expect(within(totals).getByText('Promo WELCOME10 (10% off)').nextSibling).toHaveTextContent('−$16.00');
    expect(within(totals).getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(within(totals).queryByText(/more for free shipping/)).not.toBeInTheDocument();
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('$144.00');
    expect(screen.getByText('WELCOME10')).toBeInTheDocument();
  });

  it("says 'Your cart is empty.' and keeps PROCEED TO CHECKOUT disabled", async () => {
    renderCart([cartQueryMock(cartData())]);
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PROCEED TO CHECKOUT' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/all');
  });

  it('goes to checkout', async () => {
    renderCart([cartQueryMock(cartData({ lines: [dress], totals: ONE_DRESS }))]);
    await userEvent.click(await screen.findByRole('button', { name: 'PROCEED TO CHECKOUT' }));
    expect(current.location?.pathname).toBe('/checkout');
  });

  it('changes a quantity at once (optimistic) and then shows the totals the server answers with', async () => {
    const after = cartData({ lines: [{ ...dress, quantity: 2, lineTotal: 8000 }], totals: TWO_DRESSES });
    renderCart([
      cartQueryMock(cartData({ lines: [dress], totals: ONE_DRESS })),
      { request: { query: UpdateCartLineDocument, variables: { lineId: 'l1', quantity: 2 } }, result: { data: { updateCartLine: after } }, delay: IN_FLIGHT_MS },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /increase quantity of striped/i }));
    // Before the server answers: the new quantity and line subtotal, the totals marked as updating.
    const first = row('Striped Square-Neck Midi Dress');
    expect(within(first).getByText('2')).toBeInTheDocument();
    expect(within(first).getByText('$80.00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cart Totals' })).toHaveAttribute('aria-busy', 'true');
    // Then the server's totals.
    await waitFor(() => expect(screen.getByText('Total').nextSibling).toHaveTextContent('$84.00'));
    expect(screen.getByRole('region', { name: 'Cart Totals' })).toHaveAttribute('aria-busy', 'false');
    expect(within(row('Striped Square-Neck Midi Dress')).getByRole('button', { name: /decrease quantity/i })).toBeEnabled();
  });

  it('shows an out-of-stock answer beside the line and puts the quantity back', async () => {
    renderCart([
      cartQueryMock(cartData({ lines: [dress], totals: ONE_DRESS })),
      {
        request: { query: UpdateCartLineDocument, variables: { lineId: 'l1', quantity: 2 } },
        result: { data: { updateCartLine: { __typename: 'OutOfStockError', code: 'OUT_OF_STOCK', message: 'Only 1 of Striped Square-Neck Midi Dress (M, Red) left.', available: 1, canAdd: 0 } } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /increase quantity of striped/i }));
    expect(await screen.findByText('Only 1 of Striped Square-Neck Midi Dress (M, Red) left.')).toBeInTheDocument();
    expect(within(row('Striped Square-Neck Midi Dress')).getByText('1')).toBeInTheDocument();
  });

  it("says 'Error updating cart item' when the change cannot reach the server", async () => {
    renderCart([cartQueryMock(cartData({ lines: [{ ...dress, quantity: 3, lineTotal: 12000 }], totals: THREE_DRESSES })), { request: { query: UpdateCartLineDocument, variables: { lineId: 'l1', quantity: 2 } }, error: new Error('offline') }]);
    await userEvent.click(await screen.findByRole('button', { name: /decrease quantity of striped/i }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error updating cart item'));
    expect(within(row('Striped Square-Neck Midi Dress')).getByText('3')).toBeInTheDocument();
  });

  it('removes a line', async () => {
    renderCart([
      cartQueryMock(cartData({ lines: [dress, hoodie], totals: DRESS_AND_TWO_HOODIES })),
      { request: { query: RemoveCartLineDocument, variables: { lineId: 'l2' } }, result: { data: { removeCartLine: cartData({ lines: [dress], totals: ONE_DRESS }) } } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Fleece Zip Hoodie, size L, Black from cart' }));
    await waitFor(() => expect(screen.queryByText('Fleece Zip Hoodie')).not.toBeInTheDocument());
    expect(screen.getByText('Striped Square-Neck Midi Dress')).toBeInTheDocument();
  });
});

describe('the promo box', () => {
  const start = cartData({ lines: [dress], totals: ONE_DRESS });

  it("asks for a code when the box is empty, without a request", async () => {
    renderCart([cartQueryMock(start)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a promo code.');
  });

  it('trims and upper-cases the code, then says how much it takes off', async () => {
    renderCart([
      cartQueryMock(start),
      { request: { query: ApplyPromoDocument, variables: { code: 'WELCOME10' } }, result: { data: { applyPromo: cartData({ lines: [dress], totals: ONE_DRESS_WELCOME10 }) } } },
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Promo code' }), '  welcome10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Promo applied: 10% off');
    expect(screen.getByText('Promo WELCOME10 (10% off)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
  });

  it("says 'Invalid promo code.' with the server's reason", async () => {
    renderCart([
      cartQueryMock(start),
      {
        request: { query: ApplyPromoDocument, variables: { code: 'SUMMER25' } },
        result: { data: { applyPromo: { __typename: 'InvalidPromoCodeError', code: 'INVALID_PROMO_CODE', message: 'Invalid promo code: SUMMER25 has expired.', reason: 'EXPIRED' } } },
      },
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'summer25');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid promo code. SUMMER25 has expired.'));
  });

  it("says just 'Invalid promo code.' for a code that does not exist", async () => {
    renderCart([
      cartQueryMock(start),
      {
        request: { query: ApplyPromoDocument, variables: { code: 'NOPE' } },
        result: { data: { applyPromo: { __typename: 'InvalidPromoCodeError', code: 'INVALID_PROMO_CODE', message: 'Invalid promo code.', reason: 'UNKNOWN' } } },
      },
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Invalid promo code\.$/));
  });

  it("says 'Error validating promo code.' when the request fails", async () => {
    renderCart([cartQueryMock(start), { request: { query: ApplyPromoDocument, variables: { code: 'WELCOME10' } }, error: new Error('offline') }]);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error validating promo code.'));
  });

  it('says once, from the server cart, that the code it holds does not apply and why', async () => {
    const notice = 'Code KAPOR20 not applied: it needs a subtotal of at least $100.00.';
    renderCart([cartQueryMock(cartData({ lines: [dress], totals: ONE_DRESS, promoCode: 'KAPOR20', promoNotice: notice }))]);
    expect(await screen.findByText(notice)).toHaveAttribute('role', 'status');
    expect(screen.getAllByText(/KAPOR20/)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Promo applied/)).not.toBeInTheDocument();
    expect(screen.getByText('Store promotion (5% off)')).toBeInTheDocument();
  });

  it('drops the message about a refused code once the cart changes', async () => {
    renderCart([
      cartQueryMock(start),
      {
        request: { query: ApplyPromoDocument, variables: { code: 'KAPOR20' } },
        result: { data: { applyPromo: { __typename: 'InvalidPromoCodeError', code: 'INVALID_PROMO_CODE', message: 'Invalid promo code: KAPOR20 needs a subtotal of at least $100.00.', reason: 'MINIMUM_NOT_MET' } } },
      },
      { request: { query: UpdateCartLineDocument, variables: { lineId: 'l1', quantity: 2 } }, result: { data: { updateCartLine: cartData({ lines: [{ ...dress, quantity: 2, lineTotal: 8000 }], totals: TWO_DRESSES }) } } },
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'kapor20');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid promo code. KAPOR20 needs a subtotal of at least $100.00.'));
    await userEvent.click(screen.getByRole('button', { name: /^Increase quantity of Striped/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('takes an applied code off again', async () => {
    renderCart([
      cartQueryMock(cartData({ lines: [dress], totals: ONE_DRESS_WELCOME10 })),
      { request: { query: RemovePromoDocument }, result: { data: { removePromo: start } } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove code' }));
    expect(await screen.findByText('Store promotion (5% off)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove code' })).not.toBeInTheDocument();
  });
});
