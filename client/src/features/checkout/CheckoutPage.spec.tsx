import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IN_FLIGHT_MS, addressBookMock, cartData, cartQueryMock, current, meMock, renderShop, savedAddress, type LineSpec } from '../../../test/shop-fixtures';
import { shopSettingsMock } from '../../../test/shop-render';
import { PlaceOrderDocument, RetryOrderDeliveryDocument, type PlaceOrderMutationVariables } from '../../gql/graphql';
import CheckoutPage from './CheckoutPage';
import { earliestDeliveryDate } from './checkout-form';
import { goToPaymentPage } from './gateway';

jest.mock('./gateway', () => ({ goToPaymentPage: jest.fn() }));

const longName: LineSpec = { id: 'l1', name: 'Hand-Embroidered Cotton Anarkali Kurta Set', unit: 6000, quantity: 1, lineTotal: 6000 };
const cart = cartData({ lines: [longName], totals: { itemCount: 1, subtotal: 6000, discount: { percent: 5, amount: 300 }, shipping: 800, amountToFreeShipping: 6000, total: 6500 } });
const today = earliestDeliveryDate('Asia/Dhaka');

const filled = {
  fullName: 'Nadia Rahman',
  phone: '+880 1711-000000',
  email: 'nadia@example.com',
  country: 'Bangladesh',
  city: 'Dhaka',
  state: 'Dhaka Division',
  zip: '1205',
  address: 'House 12, Road 7, Dhanmondi',
  deliveryDate: today,
  deliveryRoute: 'Inside Dhaka',
  paymentMethod: 'online',
  termsAccepted: true,
  // The total the summary showed: the server places the order at that total or says what changed.
  expectedTotal: cart.total.amount,
};

/** A placeOrder mock matching the filled form, or `input` (any idempotency key, which is recorded). */
function placeOrderMock(placeOrder: unknown, keys: string[] = [], extra: Partial<MockLink.MockedResponse> = {}, input: Record<string, unknown> = filled): MockLink.MockedResponse {
  return {
    request: {
      query: PlaceOrderDocument,
      variables: (variables: PlaceOrderMutationVariables) => {
        const matches = JSON.stringify(variables.input) === JSON.stringify(input) && typeof variables.idempotencyKey === 'string' && variables.idempotencyKey.length >= 8;
        if (matches) keys.push(variables.idempotencyKey!);
        return matches;
      },
    },
    result: { data: { placeOrder } },
    ...extra,
  };
}

function renderCheckout(mocks: MockLink.MockedResponse[], loggedIn = true, { book = [], path = '/checkout' }: { book?: ReturnType<typeof savedAddress>[]; path?: string } = {}) {
  return renderShop(<CheckoutPage />, { path, route: '/checkout', mocks: [meMock, addressBookMock(book), ...mocks], loggedIn });
}

const home = savedAddress();
const office = savedAddress({ id: 'addr-2', label: 'Office', phone: '+880 1811-000000', zip: '1212', address: 'Level 4, 10 Gulshan Avenue', isDefault: false });

async function fillForm() {
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue('Nadia Rahman'));
  await user.type(screen.getByLabelText(/Phone/), filled.phone);
  await user.selectOptions(screen.getByLabelText(/Country/), 'Bangladesh');
  await user.type(screen.getByLabelText(/City/), filled.city);
  await user.type(screen.getByLabelText(/State/), filled.state);
  await user.type(screen.getByLabelText(/Zip code/), filled.zip);
  await user.type(screen.getByLabelText(/Address/), filled.address);
  fireEvent.change(screen.getByLabelText(/Delivery date/), { target: { value: today } });
  await user.selectOptions(screen.getByLabelText(/Delivery route/), 'Inside Dhaka');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  return user;
}

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(goToPaymentPage).mockClear();
});

describe('CheckoutPage', () => {
  it('asks visitors to log in first', () => {
    renderCheckout([], false);
    expect(screen.getByText('Log in to check out and pay for your order.')).toBeInTheDocument();
  });

  it('says the cart is empty, with a way back to the shop', async () => {
    renderCheckout([cartQueryMock(cartData())]);
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/all');
    expect(screen.queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
  });

  it("offers and checks what the server's shop settings say, not a copy of them", async () => {
    const settings = shopSettingsMock({ countries: ['Nepal', 'India'], deliveryRoutes: ['Kathmandu Valley'], zipPattern: '^\\d{5}$' });
    renderCheckout([cartQueryMock(cart), settings]);
    const country = await screen.findByLabelText(/Country/);
    expect(within(country).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a country', 'Nepal', 'India']);
    expect(within(screen.getByLabelText(/Delivery route/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a route', 'Kathmandu Valley']);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Zip code/), '1205');
    await user.tab();
    expect(await screen.findByText('Enter a valid zip code.')).toBeInTheDocument();
  });

  it("shows the sections, the payment methods (only online selectable) and the order summary with names cut at 25 characters", async () => {
    renderCheckout([cartQueryMock(cart)]);
    expect(await screen.findByRole('heading', { name: 'Delivery information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Schedule Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Online payment/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /POS on Delivery/ })).toBeDisabled();
    expect(within(screen.getByLabelText(/Country/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a country', 'Bangladesh', 'Pakistan', 'Afghanistan', 'India', 'Nepal', 'Malaysia']);
    expect(screen.getByLabelText(/Delivery date/)).toHaveAttribute('min', today);

    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    expect(within(summary).getByText('Hand-Embroidered Cotton A…')).toBeInTheDocument();
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('$60.00');
    expect(within(summary).getByText('Store promotion (5% off)').nextSibling).toHaveTextContent('−$3.00');
    expect(within(summary).getByText('Shipping').nextSibling).toHaveTextContent('$8.00');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$65.00');
  });

  it('fills name and e-mail from the account', async () => {
    renderCheckout([cartQueryMock(cart)]);
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue('Nadia Rahman'));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('nadia@example.com');
  });

  it('shows every missing field its own message, moves focus to the first, and sends nothing', async () => {
    const keys: string[] = [];
    renderCheckout([cartQueryMock(cart), placeOrderMock({}, keys)]);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue('Nadia Rahman'));
    await user.clear(screen.getByLabelText(/Full name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the 11 highlighted fields below.');
    const messages = {
      'Full name': 'Full name is required.',
      Phone: 'Phone number is required.',
      Email: 'Email is required.',
      Country: 'Please choose a country.',
      City: 'City is required.',
      State: 'State is required.',
      'Zip code': 'Zip code is required.',
      Address: 'Address is required.',
      'Delivery date': 'Delivery date is required.',
      'Delivery route': 'Please choose a delivery route.',
    };
    for (const [label, message] of Object.entries(messages)) {
      const control = screen.getByLabelText(new RegExp(`^${label}`));
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(message);
    }
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAccessibleDescription('You must accept the terms and conditions.');
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
    expect(keys).toEqual([]);
  });

  it('checks a field when the shopper leaves it, and clears the message once fixed', async () => {
    renderCheckout([cartQueryMock(cart)]);
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveValue('nadia@example.com'));
    await user.clear(email);
    await user.type(email, 'nadia@');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    await user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
  });

  it('places the order once, keeps the tran_id and goes to the payment page', async () => {
    const keys: string[] = [];
    renderCheckout([
      cartQueryMock(cart),
      placeOrderMock({ __typename: 'PaymentSession', tranId: 'KPR-123', url: 'http://127.0.0.1/sandbox-gateway/pay/abc' }, keys, { delay: IN_FLIGHT_MS }),
    ]);
    const user = await fillForm();
    const confirm = screen.getByRole('button', { name: 'Confirm Order' });
    await user.dblClick(confirm);
    expect(screen.getByRole('button', { name: 'Placing order...' })).toBeDisabled();
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('KPR-123', 'http://127.0.0.1/sandbox-gateway/pay/abc'));
    expect(keys).toHaveLength(1);
  });

  it("shows the server's field errors beside their fields and keeps everything typed", async () => {
    renderCheckout([
      cartQueryMock(cart),
      placeOrderMock({
        __typename: 'ValidationError',
        code: 'VALIDATION',
        message: 'Please correct the highlighted fields.',
        fields: [
          { __typename: 'FieldError', field: 'zip', message: 'Enter a valid zip code.' },
          { __typename: 'FieldError', field: 'deliveryDate', message: 'Delivery date cannot be in the past.' },
        ],
      }),
    ]);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByLabelText(/Zip code/)).toHaveAccessibleDescription('Enter a valid zip code.'));
    expect(screen.getByLabelText(/Delivery date/)).toHaveAccessibleDescription('Delivery date cannot be in the past.');
    expect(screen.getByLabelText(/Zip code/)).toHaveFocus();
    expect(screen.getByLabelText(/Address/)).toHaveValue(filled.address);
    expect(screen.getByLabelText(/Country/)).toHaveValue('Bangladesh');
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
  });

  it('says which lines are short of stock and how many are left', async () => {
    renderCheckout([
      cartQueryMock(cart),
      placeOrderMock({
        __typename: 'InsufficientStockError',
        code: 'INSUFFICIENT_STOCK',
        message: 'Only 1 of Hand-Embroidered Cotton Anarkali Kurta Set (M, RED) left. Please update your cart.',
        lines: [{ __typename: 'ShortLine', sku: 'SKU-l1', name: 'Hand-Embroidered Cotton Anarkali Kurta Set', size: 'M', colour: 'RED', requested: 2, available: 1 }],
      }),
    ]);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Only 1 of Hand-Embroidered Cotton Anarkali Kurta Set (M, RED) left. Please update your cart.');
    expect(notice).toHaveTextContent('Hand-Embroidered Cotton Anarkali Kurta Set (M, Red): you asked for 2, 1 left.');
    expect(within(notice).getByRole('link', { name: 'Update your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByLabelText(/City/)).toHaveValue('Dhaka');
  });

  it.each([
    ['EmptyCartError', 'EMPTY_CART', 'Your cart is empty.'],
    ['InvalidPromoCodeError', 'INVALID_PROMO_CODE', 'Invalid promo code: FLASH50 has been fully redeemed.'],
    ['PaymentUnavailableError', 'PAYMENT_UNAVAILABLE', 'The payment service is not available right now.'],
  ])('shows a %s as a notice', async (typename, code, message) => {
    renderCheckout([cartQueryMock(cart), placeOrderMock({ __typename: typename, code, message, ...(typename === 'InvalidPromoCodeError' ? { reason: 'LIMIT_REACHED' } : {}) })]);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('says so when the shop cannot be reached, and the same details retry with the same key', async () => {
    const keys: string[] = [];
    renderCheckout([
      cartQueryMock(cart),
      { ...placeOrderMock({}, keys), result: undefined, error: new Error('offline') },
      placeOrderMock({ __typename: 'PaymentSession', tranId: 'KPR-9', url: 'http://127.0.0.1/pay' }, keys),
    ]);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Checkout failed.'));
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('KPR-9', 'http://127.0.0.1/pay'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('remembers what was typed for this tab (a failed payment sends the shopper back here)', async () => {
    sessionStorage.setItem('kapor-checkout-draft', JSON.stringify({ city: 'Chattogram', zip: '4000' }));
    renderCheckout([cartQueryMock(cart)]);
    expect(await screen.findByLabelText(/City/)).toHaveValue('Chattogram');
    expect(screen.getByLabelText(/Zip code/)).toHaveValue('4000');
    expect(current.location?.pathname).toBe('/checkout');
  });

  describe('with the address book', () => {
    const place = () => ['Full name', 'Phone', 'Country', 'City', 'State', 'Zip code', 'Address'].map((label) => (screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value);

    it('starts from the default address and offers the others, with no tick for an address already saved', async () => {
      renderCheckout([cartQueryMock(cart)], true, { book: [home, office] });
      await waitFor(() => expect(screen.getByLabelText(/^Address/)).toHaveValue(home.address));
      expect(place()).toEqual([home.fullName, home.phone, home.country, home.city, home.state, home.zip, home.address]);
      await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('nadia@example.com')); // from the account, which may answer after the address book
      const saved = screen.getByLabelText('Deliver to a saved address');
      expect(saved).toHaveValue(home.id);
      expect(within(saved).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'A new address',
        'Home · Nadia Rahman · House 12, Road 7, Dhanmondi · Dhaka (default)',
        'Office · Nadia Rahman · Level 4, 10 Gulshan Avenue · Dhaka',
      ]);
      expect(screen.queryByRole('checkbox', { name: 'Save this address to my address book' })).not.toBeInTheDocument();

      const user = userEvent.setup();
      await user.selectOptions(saved, office.id);
      expect(place()).toEqual([office.fullName, office.phone, office.country, office.city, office.state, office.zip, office.address]);
      // Changing a field makes it a new address, which may be saved.
      await user.type(screen.getByLabelText(/^Address/), ', Flat 2');
      expect(saved).toHaveValue('');
      expect(screen.getByRole('checkbox', { name: 'Save this address to my address book' })).not.toBeChecked();
      await user.selectOptions(saved, '');
      expect(place()).toEqual([office.fullName, '', '', '', '', '', '']);
    });

    it('sends the tick with the order, for the server to save the typed address', async () => {
      const keys: string[] = [];
      renderCheckout([cartQueryMock(cart), placeOrderMock({ __typename: 'PaymentSession', tranId: 'KPR-5', url: 'http://127.0.0.1/pay' }, keys, {}, { ...filled, saveAddress: true })]);
      const user = await fillForm();
      await user.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
      await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
      await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('KPR-5', 'http://127.0.0.1/pay'));
      expect(keys).toHaveLength(1);
    });

    it('keeps what this tab typed rather than the default address', async () => {
      sessionStorage.setItem('kapor-checkout-draft', JSON.stringify({ city: 'Chattogram', zip: '4000' }));
      renderCheckout([cartQueryMock(cart)], true, { book: [home] });
      expect(await screen.findByLabelText('Deliver to a saved address')).toHaveValue('');
      expect(screen.getByLabelText(/^City/)).toHaveValue('Chattogram');
      expect(screen.getByLabelText(/^Address/)).toHaveValue('');
    });

    it('opens a retry after a failed payment with the details of the order it retries, not the default address', async () => {
      const retried = { fullName: 'Rafi Ahmed', phone: '01911000000', email: 'rafi@example.com', country: 'Bangladesh', city: 'Sylhet', state: 'Sylhet', zip: '3100', address: 'Zindabazar 5', deliveryDate: today, deliveryRoute: 'Outside Dhaka' };
      const retryMock = {
        request: { query: RetryOrderDeliveryDocument, variables: { tranId: 'KPR-FAILED' } },
        result: { data: { order: { __typename: 'Order', id: 'o1', tranId: 'KPR-FAILED', delivery: { __typename: 'DeliveryDetails', ...retried } } } },
      };
      renderCheckout([cartQueryMock(cart), retryMock], true, { book: [home], path: '/checkout?retry=KPR-FAILED' });
      await waitFor(() => expect(screen.getByLabelText(/^Address/)).toHaveValue('Zindabazar 5'));
      expect(place()).toEqual(['Rafi Ahmed', '01911000000', 'Bangladesh', 'Sylhet', 'Sylhet', '3100', 'Zindabazar 5']);
      expect(screen.getByLabelText(/^Email/)).toHaveValue('rafi@example.com');
    });
  });
});
