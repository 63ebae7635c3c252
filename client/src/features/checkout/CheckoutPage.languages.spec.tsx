import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressBookMock, cartData, cartQueryMock, meMock, type LineSpec } from '../../../test/shop-fixtures';
import { BANGLA_PREFERENCES, HINDI_PREFERENCES, renderInShop } from '../../../test/shop-render';
import { PlaceOrderDocument, type PlaceOrderMutationVariables } from '../../gql/graphql';
import type { InitialPreferences } from '../../lib/preferences';
import CheckoutPage from './CheckoutPage';
import { earliestDeliveryDate } from './checkout-form';
import { goToPaymentPage } from './gateway';

/** Checkout as a shopper who chose বাংলা or हिन्दी sees it: what is sent to the server stays the shop's values. */

jest.mock('./gateway', () => ({ goToPaymentPage: jest.fn() }));

const kurta: LineSpec = { id: 'l1', name: 'Hand-Embroidered Cotton Anarkali Kurta Set', unit: 6000, quantity: 1, lineTotal: 6000 };
const cart = cartData({ lines: [kurta], totals: { itemCount: 1, subtotal: 6000, discount: { percent: 5, amount: 300 }, shipping: 800, amountToFreeShipping: 6000, total: 6500 } });
const today = earliestDeliveryDate('Asia/Dhaka');

function renderCheckout(preferences: InitialPreferences, mocks: MockLink.MockedResponse[], loggedIn = true) {
  if (loggedIn) localStorage.setItem('auth-token', 'test-token');
  else localStorage.removeItem('auth-token');
  return renderInShop(<CheckoutPage />, { path: '/checkout', route: '/checkout', mocks: [meMock, addressBookMock(), ...mocks], preferences });
}

const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(goToPaymentPage).mockClear();
});
afterEach(() => localStorage.removeItem('auth-token'));

describe('CheckoutPage in Bangla', () => {
  it('shows the form, the choices and the order summary in Bangla, with Bangla digits', async () => {
    renderCheckout(BANGLA_PREFERENCES, [cartQueryMock(cart)]);
    expect(await screen.findByRole('heading', { name: 'চেকআউট', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('চেকআউট · Kapor'));
    expect(screen.getByRole('heading', { name: 'ডেলিভারির তথ্য' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ডেলিভারির সময়সূচি' })).toBeInTheDocument();
    expect(screen.getByText(/চিহ্নিত ঘরগুলো পূরণ করা আবশ্যক।/)).toHaveTextContent('* চিহ্নিত ঘরগুলো পূরণ করা আবশ্যক।');
    await waitFor(() => expect(screen.getByLabelText(/^পুরো নাম/)).toHaveValue('Nadia Rahman'));

    // The countries and routes in Bangla; the value sent stays the shop's.
    const country = screen.getByLabelText(/^দেশ/);
    expect(optionTexts(country)).toEqual(['দেশ নির্বাচন করুন', 'বাংলাদেশ', 'পাকিস্তান', 'আফগানিস্তান', 'ভারত', 'নেপাল', 'মালয়েশিয়া']);
    expect(within(country).getByRole('option', { name: 'বাংলাদেশ' })).toHaveValue('Bangladesh');
    expect(optionTexts(screen.getByLabelText(/^ডেলিভারি এলাকা/))).toEqual(['এলাকা নির্বাচন করুন', 'ঢাকার ভেতরে', 'ঢাকার বাইরে']);

    expect(screen.getByRole('radio', { name: /অনলাইন পেমেন্ট/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /ক্যাশ অন ডেলিভারি/ })).toBeDisabled();
    expect(screen.getAllByText('শিগগিরই আসছে')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: /শর্তাবলি পড়েছি/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'শর্তাবলি' })).toHaveAttribute('href', '/terms');

    const summary = screen.getByRole('complementary', { name: 'অর্ডারের সারসংক্ষেপ' });
    expect(within(summary).getByText(/· পরিমাণ ১$/)).toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-charge')).toHaveTextContent(/^পেমেন্ট গেটওয়েতে \$৬৫\.০০ \(মার্কিন ডলার, USD\) চার্জ করা হবে।$/);
    expect(within(summary).getByRole('button', { name: 'অর্ডার নিশ্চিত করুন' })).toBeEnabled();
    expect(within(summary).getByText('এরপর পেমেন্ট গেটওয়ের নিরাপদ পেজে পেমেন্ট করবেন।')).toBeInTheDocument();
  });

  it('says the amounts in Tk are for reference, in Bangla', async () => {
    renderCheckout({ ...BANGLA_PREFERENCES, currency: 'BDT' }, [cartQueryMock(cart)]);
    expect(await screen.findByTestId('checkout-charge')).toHaveTextContent('Tk-এ দেখানো দাম শুধু ধারণা দেওয়ার জন্য, আমাদের প্রদর্শন-হারে হিসাব করা।');
  });

  it("checks the form in Bangla: each field's message, how many to correct (Bangla digits), a bad phone number", async () => {
    const user = userEvent.setup();
    renderCheckout(BANGLA_PREFERENCES, [cartQueryMock(cart)]);
    await waitFor(() => expect(screen.getByLabelText(/^পুরো নাম/)).toHaveValue('Nadia Rahman'));
    await user.click(screen.getByRole('button', { name: 'অর্ডার নিশ্চিত করুন' }));

    expect(await screen.findByText('অনুগ্রহ করে নিচের চিহ্নিত ৯টি ঘর ঠিক করুন।')).toBeInTheDocument();
    const phone = screen.getByLabelText(/^ফোন/);
    expect(phone).toHaveAccessibleDescription('ফোন নম্বর লিখতে হবে।');
    expect(phone).toHaveFocus();
    expect(screen.getByLabelText(/^দেশ/)).toHaveAccessibleDescription('অনুগ্রহ করে একটি দেশ বেছে নিন।');
    expect(screen.getByLabelText(/^পোস্ট কোড/)).toHaveAccessibleDescription('পোস্ট কোড লিখতে হবে।');
    expect(screen.getByLabelText(/^ডেলিভারির তারিখ/)).toHaveAccessibleDescription('ডেলিভারির তারিখ দিতে হবে।');
    expect(screen.getByRole('checkbox', { name: /শর্তাবলি পড়েছি/ })).toHaveAccessibleDescription('শর্তাবলিতে আপনার সম্মতি দিতে হবে।');

    await user.type(phone, '12');
    expect(phone).toHaveAccessibleDescription('৭ থেকে ১৫ অঙ্কের একটি ফোন নম্বর লিখুন।');
    fireEvent.change(screen.getByLabelText(/^ডেলিভারির তারিখ/), { target: { value: '2000-01-01' } });
    expect(screen.getByLabelText(/^ডেলিভারির তারিখ/)).toHaveAccessibleDescription('ডেলিভারির তারিখ অতীতের হতে পারবে না।');
  });

  it("sends the shop's values and shows the server's stock notice with Bangla lines", async () => {
    const sent: PlaceOrderMutationVariables[] = [];
    const placeOrder: MockLink.MockedResponse = {
      request: {
        query: PlaceOrderDocument,
        variables: (variables: PlaceOrderMutationVariables) => {
          sent.push(variables);
          return true;
        },
      },
      result: {
        data: {
          placeOrder: {
            __typename: 'InsufficientStockError',
            code: 'INSUFFICIENT_STOCK',
            message: 'Hand-Embroidered Cotton Anarkali Kurta Set (M, লাল) মাত্র ১টি বাকি আছে। অনুগ্রহ করে কার্ট আপডেট করুন।',
            lines: [{ __typename: 'ShortLine', sku: 'SKU-l1', name: 'Hand-Embroidered Cotton Anarkali Kurta Set', size: 'M', colour: 'RED', requested: 2, available: 1 }],
          },
        },
      },
    };
    const user = userEvent.setup();
    renderCheckout(BANGLA_PREFERENCES, [cartQueryMock(cart), placeOrder]);
    await waitFor(() => expect(screen.getByLabelText(/^পুরো নাম/)).toHaveValue('Nadia Rahman'));
    await user.type(screen.getByLabelText(/^ফোন/), '+880 1711-000000');
    await user.selectOptions(screen.getByLabelText(/^দেশ/), 'বাংলাদেশ');
    await user.type(screen.getByLabelText(/^শহর/), 'ঢাকা');
    await user.type(screen.getByLabelText(/^বিভাগ/), 'ঢাকা বিভাগ');
    await user.type(screen.getByLabelText(/^পোস্ট কোড/), '1205');
    await user.type(screen.getByLabelText(/^ঠিকানা/), 'বাড়ি ১২, রোড ৭, ধানমন্ডি');
    fireEvent.change(screen.getByLabelText(/^ডেলিভারির তারিখ/), { target: { value: today } });
    await user.selectOptions(screen.getByLabelText(/^ডেলিভারি এলাকা/), 'ঢাকার ভেতরে');
    await user.click(screen.getByRole('checkbox', { name: /শর্তাবলি পড়েছি/ }));
    await user.click(screen.getByRole('button', { name: 'অর্ডার নিশ্চিত করুন' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Hand-Embroidered Cotton Anarkali Kurta Set (M, লাল) মাত্র ১টি বাকি আছে। অনুগ্রহ করে কার্ট আপডেট করুন।');
    expect(notice).toHaveTextContent(/Hand-Embroidered Cotton Anarkali Kurta Set \(M, .+\): আপনি চেয়েছেন ২টি, বাকি আছে ১টি।/);
    expect(within(notice).getByRole('link', { name: 'কার্ট আপডেট করুন' })).toHaveAttribute('href', '/cart');
    expect(sent).toHaveLength(1);
    expect(sent[0].input).toMatchObject({ country: 'Bangladesh', deliveryRoute: 'Inside Dhaka', paymentMethod: 'online', city: 'ঢাকা', deliveryDate: today, termsAccepted: true });
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('shows the empty cart in Bangla', async () => {
    renderCheckout(BANGLA_PREFERENCES, [cartQueryMock(cartData())]);
    expect(await screen.findByText('আপনার কার্ট খালি।')).toBeInTheDocument();
    expect(screen.getByText('পছন্দের কিছু কার্টে যোগ করুন, তারপর চেকআউট করতে ফিরে আসুন।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'কেনাকাটা চালিয়ে যান' })).toHaveAttribute('href', '/all');
  });
});

describe('CheckoutPage in Hindi', () => {
  it('shows the form, the choices and the order summary in Hindi', async () => {
    renderCheckout(HINDI_PREFERENCES, [cartQueryMock(cart)]);
    expect(await screen.findByRole('heading', { name: 'चेकआउट', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'डिलीवरी की जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'भुगतान का तरीका' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^पूरा नाम/)).toHaveValue('Nadia Rahman'));
    expect(optionTexts(screen.getByLabelText(/^देश/))).toEqual(['देश चुनें', 'बांग्लादेश', 'पाकिस्तान', 'अफ़ग़ानिस्तान', 'भारत', 'नेपाल', 'मलेशिया']);
    expect(optionTexts(screen.getByLabelText(/^डिलीवरी क्षेत्र/))).toEqual(['क्षेत्र चुनें', 'ढाका के अंदर', 'ढाका के बाहर']);
    expect(screen.getByRole('radio', { name: /ऑनलाइन भुगतान/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /कैश ऑन डिलीवरी/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/terms');

    const summary = screen.getByRole('complementary', { name: 'ऑर्डर सारांश' });
    expect(within(summary).getByText(/· मात्रा 1$/)).toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-charge')).toHaveTextContent(/^पेमेंट गेटवे \$65\.00 \(अमेरिकी डॉलर, USD\) चार्ज करेगा।$/);
    expect(within(summary).getByRole('button', { name: 'ऑर्डर कन्फ़र्म करें' })).toBeEnabled();
  });

  it("checks the form in Hindi: each field's message and how many to correct", async () => {
    const user = userEvent.setup();
    renderCheckout(HINDI_PREFERENCES, [cartQueryMock(cart)]);
    await waitFor(() => expect(screen.getByLabelText(/^पूरा नाम/)).toHaveValue('Nadia Rahman'));
    await user.click(screen.getByRole('button', { name: 'ऑर्डर कन्फ़र्म करें' }));
    expect(await screen.findByText('कृपया नीचे हाइलाइट किए गए 9 फ़ील्ड ठीक करें।')).toBeInTheDocument();
    expect(screen.getByLabelText(/^फ़ोन/)).toHaveAccessibleDescription('फ़ोन नंबर ज़रूरी है।');
    expect(screen.getByLabelText(/^पिन कोड/)).toHaveAccessibleDescription('पिन कोड ज़रूरी है।');
    expect(screen.getByLabelText(/^डिलीवरी क्षेत्र/)).toHaveAccessibleDescription('कृपया डिलीवरी क्षेत्र चुनें।');
    expect(screen.getByRole('checkbox', { name: /नियम और शर्तें/ })).toHaveAccessibleDescription('आपको नियम और शर्तें स्वीकार करनी होंगी।');
    await user.type(screen.getByLabelText(/^ईमेल/), '{Control>}a{/Control}nadia@');
    await user.tab();
    expect(screen.getByLabelText(/^ईमेल/)).toHaveAccessibleDescription('एक मान्य ईमेल पता डालें।');
  });

  it('asks a visitor to log in, in Hindi', () => {
    renderCheckout(HINDI_PREFERENCES, [], false);
    expect(screen.getByRole('heading', { name: 'चेकआउट' })).toBeInTheDocument();
    expect(screen.getByText('चेकआउट करने और अपने ऑर्डर का भुगतान करने के लिए लॉग इन करें।')).toBeInTheDocument();
  });
});
