import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressBookMock, savedAddress } from '../../../test/shop-fixtures';
import { BANGLA_PREFERENCES, HINDI_PREFERENCES, shopSettingsMock } from '../../../test/shop-render';
import { AccountOrderDocument, MyDetailsDocument, MyOrdersDocument, TrackOrderLookupDocument, UpdateMyDetailsDocument } from '../../gql/graphql';
import AccountPage from './AccountPage';
import OrderPage from './OrderPage';
import OrderTrackingPage from './OrderTrackingPage';
import { money, paidOrder, renderPage } from './test-utils';

const customer = { __typename: 'Customer', id: 'c1', name: 'Nadia Rahman', firstName: 'Nadia', secondName: 'Rahman', email: 'nadia@example.com', phone: null, birthDate: null };
const me = { request: { query: MyDetailsDocument }, result: { data: { me: customer } }, maxUsageCount: Infinity };

const listed = (tranId: string, status: string, quantities: number[], total: number, createdAt: string) => ({
  __typename: 'Order',
  id: `order-${tranId}`,
  tranId,
  createdAt,
  status,
  paymentOnHold: false,
  total: money(total),
  lines: quantities.map((quantity, i) => ({ __typename: 'OrderLine', id: `${tranId}-${i}`, quantity })),
  shipment: null,
});

const ordersMock = {
  request: { query: MyOrdersDocument, variables: { page: 1, pageSize: 10 } },
  result: {
    data: {
      myOrders: {
        __typename: 'OrderPage',
        page: 1,
        pageSize: 10,
        totalItems: 2,
        totalPages: 1,
        items: [listed('KPR-260301-AAAA', 'PAID', [1, 2], 8450, '2026-03-01T10:00:00Z'), listed('KPR-260220-BBBB', 'PAYMENT_FAILED', [1], 2500, '2026-02-20T09:30:00Z')],
      },
    },
  },
};

const shipped = {
  ...paidOrder,
  status: 'SHIPPED',
  discount: null,
  total: money(10000),
  timeline: [...paidOrder.timeline, { __typename: 'OrderEvent', status: 'SHIPPED', at: '2026-03-02T08:00:00Z', note: 'Handed to the courier.' }],
  shipment: {
    __typename: 'Shipment',
    carrier: 'Pathao Courier',
    trackingNumber: 'PTH-2026-000123',
    trackingUrl: 'https://merchant.pathao.com/tracking?consignment_id=PTH-2026-000123',
    shippedAt: '2026-03-02T08:00:00Z',
    deliveredAt: null,
  },
  refunded: money(4500),
  refunds: [{ __typename: 'OrderRefund', id: 'r1', amount: money(4500), status: 'PENDING', ofUnwantedPayment: false, createdAt: '2026-03-04T09:00:00Z' }],
};

afterEach(() => localStorage.clear());

describe('My Account in Bangla', () => {
  it('asks a visitor to log in, in Bangla', () => {
    renderPage(<AccountPage />, { url: '/account', path: '/account', mocks: [], preferences: BANGLA_PREFERENCES });
    expect(screen.getByRole('heading', { level: 1, name: 'আমার অ্যাকাউন্ট' })).toBeInTheDocument();
    expect(screen.getByText('আপনার তথ্য, অর্ডার ও নিউজলেটার দেখতে লগ ইন করুন।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'অর্ডার ট্র্যাক করুন' })).toHaveAttribute('href', '/orderTrac');
  });

  it('lists the orders with Bangla words, digits and dates', async () => {
    localStorage.setItem('auth-token', 'token');
    renderPage(<AccountPage />, { url: '/account?section=orders', path: '/account', mocks: [me, ordersMock], preferences: BANGLA_PREFERENCES });
    expect(await screen.findByRole('heading', { level: 1, name: 'হ্যালো, Nadia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আমার অর্ডার' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'আমার অ্যাকাউন্ট' })).toHaveTextContent('আমার ঠিকানা বই');

    const table = await screen.findByRole('table', { name: 'আপনার অর্ডার, নতুনগুলো আগে' });
    expect(screen.getByText('২টি অর্ডার')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'অবস্থা' })).toBeInTheDocument();
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getByText('পেমেন্ট হয়েছে')).toBeInTheDocument();
    expect(within(first).getByText('৩টি পণ্য')).toBeInTheDocument();
    expect(within(first).getByText('১ মার্চ, ২০২৬')).toBeInTheDocument();
    expect(within(first).getByText('$৮৪.৫০')).toBeInTheDocument();
    // The transaction id is the shop's code, the same in every language.
    expect(within(first).getByRole('link', { name: 'KPR-260301-AAAA' })).toBeInTheDocument();
    expect(within(second).getByText('পেমেন্ট ব্যর্থ')).toBeInTheDocument();
    expect(within(second).getByText('১টি পণ্য')).toBeInTheDocument();
  });

  it('shows the address book in Bangla', async () => {
    localStorage.setItem('auth-token', 'token');
    const home = savedAddress();
    const office = savedAddress({ id: 'addr-2', label: 'Office', zip: '1212', address: 'Level 4, 10 Gulshan Avenue', isDefault: false });
    renderPage(<AccountPage />, { url: '/account?section=addresses', path: '/account', mocks: [me, shopSettingsMock(), addressBookMock([home, office])], preferences: BANGLA_PREFERENCES });
    const book = await screen.findByRole('list', { name: 'সংরক্ষিত ঠিকানা' });
    expect(within(book).getAllByRole('heading')[0]).toHaveTextContent('Homeপ্রধান');
    expect(within(book).getByRole('button', { name: 'Office প্রধান ঠিকানা করুন' })).toHaveTextContent('প্রধান করুন');
    expect(within(book).getByRole('button', { name: 'Home মুছুন' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ঠিকানা যোগ করুন' }));
    expect(screen.getByRole('form', { name: 'নতুন ঠিকানা' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^পুরো নাম/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'দেশ বেছে নিন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ঠিকানা সংরক্ষণ করুন' })).toBeInTheDocument();
  });

  it('shows an order page in Bangla: timeline, shipment, refund and delivery', async () => {
    localStorage.setItem('auth-token', 'token');
    renderPage(<OrderPage />, {
      url: '/account/orders/KPR-260301-AAAA',
      path: '/account/orders/:tranId',
      mocks: [{ request: { query: AccountOrderDocument, variables: { tranId: 'KPR-260301-AAAA' } }, result: { data: { order: shipped } } }],
      preferences: BANGLA_PREFERENCES,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'অর্ডার KPR-260301-AAAA' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← আমার অর্ডার' })).toHaveAttribute('href', '/account?section=orders');
    expect(screen.getByText('আপনার পার্সেল কুরিয়ারের কাছে, পথে আছে।')).toBeInTheDocument();

    const timeline = screen.getByRole('list', { name: 'অর্ডারের অবস্থার ইতিহাস' });
    expect(timeline).toHaveTextContent('পেমেন্টের অপেক্ষায়');
    expect(timeline).toHaveTextContent('পাঠানো হয়েছে');
    expect(timeline).toHaveTextContent('ডেলিভারি হয়েছে');
    expect(timeline).toHaveTextContent('এখনও বাকি');
    // What the server wrote stays as it wrote it.
    expect(timeline).toHaveTextContent('Handed to the courier.');

    const shipment = screen.getByRole('region', { name: 'শিপমেন্ট' });
    expect(within(shipment).getByText('কুরিয়ার').nextSibling).toHaveTextContent('Pathao Courier');
    expect(within(shipment).getByText('পাঠানোর তারিখ').nextSibling).toHaveTextContent('২ মার্চ, ২০২৬');
    expect(within(shipment).getByRole('link', { name: 'PTH-2026-000123 (Pathao Courier-এর সাইটে ট্র্যাক করুন, নতুন ট্যাবে খুলবে)' })).toBeInTheDocument();

    const refunds = screen.getByRole('region', { name: 'টাকা ফেরত' });
    expect(refunds).toHaveTextContent('৪ মার্চ, ২০২৬');
    expect(refunds).toHaveTextContent('$৪৫.০০ ফেরত দেওয়া হয়েছে।');
    expect(refunds).toHaveTextContent('টাকা সেখানে ফেরার পথে।');

    const delivery = screen.getByRole('region', { name: 'ডেলিভারি' });
    expect(within(delivery).getByText('ডেলিভারির তারিখ').nextSibling).toHaveTextContent('৫ মার্চ, ২০২৬');
    expect(within(delivery).getByText('পেমেন্ট').nextSibling).toHaveTextContent('অনলাইন পেমেন্ট');
  });
});

describe('My Account in Hindi', () => {
  it('saves My details with Hindi labels and answers', async () => {
    localStorage.setItem('auth-token', 'token');
    const input = { firstName: 'Nadia', secondName: 'Rahman', birthDate: '', phone: '+91 98100 00000' };
    const saved = { request: { query: UpdateMyDetailsDocument, variables: { input: { ...input, birthDate: null } } }, result: { data: { updateMyDetails: { ...customer, phone: input.phone } } } };
    renderPage(<AccountPage />, { url: '/account', path: '/account', mocks: [me, saved], preferences: HINDI_PREFERENCES });
    expect(await screen.findByRole('heading', { level: 1, name: 'नमस्ते, Nadia' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'मेरी जानकारी' })).toBeInTheDocument();
    expect(screen.getByLabelText(/पहला नाम/)).toHaveValue('Nadia');
    expect(screen.getByLabelText('उपनाम')).toHaveValue('Rahman');
    expect(screen.getByLabelText('ई-मेल पता')).toHaveAccessibleDescription('इसी ई-मेल से आप लॉग इन करते हैं; इसे खाता सेटिंग्स में बदलें।');
    await userEvent.type(screen.getByLabelText('फ़ोन नंबर'), input.phone);
    await userEvent.click(screen.getByRole('button', { name: 'सहेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent('आपकी जानकारी सहेज ली गई है।');
  });

  it('shows the account settings in Hindi', async () => {
    localStorage.setItem('auth-token', 'token');
    renderPage(<AccountPage />, { url: '/account?section=settings', path: '/account', mocks: [me], preferences: HINDI_PREFERENCES });
    expect(await screen.findByRole('heading', { level: 2, name: 'खाता सेटिंग्स' })).toBeInTheDocument();
    expect(screen.getByText(/के रूप में लॉग इन हैं/)).toHaveTextContent('आप nadia@example.com के रूप में लॉग इन हैं।');
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    const emailForm = screen.getByRole('form', { name: 'ई-मेल पता बदलें' });
    expect(within(emailForm).getByRole('button', { name: 'पुष्टि का लिंक भेजें' })).toBeInTheDocument();
    const passwordForm = screen.getByRole('form', { name: 'पासवर्ड बदलें' });
    expect(within(passwordForm).getByLabelText(/नया पासवर्ड/)).toHaveAccessibleDescription('कम से कम 8 अक्षर। बाकी सभी डिवाइस से लॉग आउट हो जाएगा।');

    await userEvent.click(screen.getByRole('button', { name: 'मेरा खाता हटाएँ' }));
    expect(screen.getByLabelText(/पुष्टि के लिए आपका पासवर्ड/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा खाता हमेशा के लिए हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा खाता रहने दें' })).toBeInTheDocument();
  });

  it('tracks an order in Hindi, from the checks before asking to the timeline', async () => {
    const answer = {
      __typename: 'Order',
      id: shipped.id,
      tranId: shipped.tranId,
      createdAt: shipped.createdAt,
      status: shipped.status,
      paymentOnHold: false,
      total: shipped.total,
      timeline: shipped.timeline,
      shipment: shipped.shipment,
      lines: [{ __typename: 'OrderLine', id: 'l1', productName: 'Linen Shirt', size: 'M', colour: 'BLACK', quantity: 2 }],
      delivery: { __typename: 'DeliveryDetails', deliveryDate: '2026-03-05', city: 'Dhaka', country: 'Bangladesh' },
    };
    renderPage(<OrderTrackingPage />, {
      url: '/orderTrac',
      path: '/orderTrac',
      mocks: [{ request: { query: TrackOrderLookupDocument, variables: { tranId: 'KPR-260301-AAAA', email: 'nadia@example.com' } }, result: { data: { trackOrder: answer } } }],
      preferences: HINDI_PREFERENCES,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'ऑर्डर ट्रैकिंग' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ट्रैक करें' }));
    expect(screen.getByLabelText(/ट्रांज़ैक्शन आईडी/)).toHaveAccessibleDescription('कृपया ट्रांज़ैक्शन आईडी डालें।');
    expect(screen.getByLabelText(/ई-मेल/)).toHaveAccessibleDescription('कृपया ऑर्डर में इस्तेमाल किया गया ई-मेल डालें।');

    await userEvent.type(screen.getByLabelText(/ट्रांज़ैक्शन आईडी/), 'KPR-260301-AAAA');
    await userEvent.type(screen.getByLabelText(/ई-मेल/), 'nadia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'ट्रैक करें' }));
    expect(await screen.findByRole('heading', { name: 'ऑर्डर KPR-260301-AAAA' })).toBeInTheDocument();
    expect(screen.getByText(/को ऑर्डर किया गया/)).toHaveTextContent('1 मार्च 2026, 10:00 am को ऑर्डर किया गया · 2 आइटम · $100.00');
    expect(screen.getByText('आपका पार्सल कूरियर के साथ रास्ते में है।')).toBeInTheDocument();
    expect(screen.getByText('Dhaka, Bangladesh में डिलीवरी, 5 मार्च 2026 के लिए तय।')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'ऑर्डर की स्थिति का इतिहास' });
    expect(timeline).toHaveTextContent('भुगतान बाकी');
    expect(timeline).toHaveTextContent('भेज दिया गया');
    expect(timeline).toHaveTextContent('अभी बाकी');
    expect(within(screen.getByRole('region', { name: 'शिपमेंट' })).getByText('भेजने की तारीख').nextSibling).toHaveTextContent('2 मार्च 2026');
  });
});
