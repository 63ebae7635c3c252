import type { AdminOrderDetailFragment, AdminOrderRowFragment } from '../../gql/graphql';

/** Test data for the Orders pages, shaped as the admin API answers (with __typename, as Apollo's cache wants). */

export const money = (amount: number, currency = 'USD') => ({ __typename: 'Money' as const, amount, currency, formatted: `${currency === 'USD' ? '$' : `${currency} `}${(amount / 100).toFixed(2)}` });

export function orderRow(n: number, overrides: Partial<AdminOrderRowFragment> = {}): AdminOrderRowFragment & { __typename: 'AdminOrderSummary' } {
  return {
    __typename: 'AdminOrderSummary',
    tranId: `KP-${1000 + n}`,
    status: 'PAID',
    paymentState: 'PAID',
    paymentOnHold: false,
    customerEmail: `shopper${n}@example.com`,
    deliveryName: `Shopper ${n}`,
    deliveryPhone: '+880 1711-000000',
    total: money(1000 * n),
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A paid order of two lines with a promo code, as the order page's query answers it. */
export function orderDetail(overrides: Partial<AdminOrderDetailFragment> = {}) {
  const order = {
    __typename: 'AdminOrder',
    id: 'order-1',
    tranId: 'KP-1001',
    status: 'PAID',
    paymentState: 'PAID',
    paymentOnHold: false,
    paymentMethod: 'online',
    createdAt: '2026-03-02T10:00:00.000Z',
    paidAt: '2026-03-02T10:05:00.000Z',
    expiresAt: '2026-03-02T10:30:00.000Z',
    customer: { __typename: 'AdminOrderCustomer', id: 'c-1', name: 'Nadia Rahman', email: 'nadia@example.com' },
    delivery: {
      __typename: 'DeliveryDetails',
      fullName: 'Nadia Rahman',
      phone: '+880 1711-000000',
      email: 'nadia.delivery@example.com',
      address: 'House 12, Road 5, Dhanmondi',
      city: 'Dhaka',
      state: 'Dhaka Division',
      zip: '1205',
      country: 'Bangladesh',
      deliveryDate: '2026-03-05',
      deliveryRoute: 'Inside Dhaka',
    },
    lines: [
      { __typename: 'OrderLine', id: 'l-1', productId: 'p-1', productName: 'Linen Summer Dress', sku: 'KP-0201-RED-M', size: 'M', colour: 'Red', quantity: 2, refundedQuantity: 0, unitPrice: money(6400), lineTotal: money(12_800) },
      { __typename: 'OrderLine', id: 'l-2', productId: 'p-2', productName: 'Cotton Shirt', sku: 'KP-0105-BLACK-L', size: 'L', colour: 'Black', quantity: 1, refundedQuantity: 0, unitPrice: money(3000), lineTotal: money(3000) },
    ],
    promoCode: 'WELCOME10',
    discount: { __typename: 'OrderDiscount', label: 'Promo WELCOME10 (10% off)', percent: 10, amount: money(1580) },
    subtotal: money(15_800),
    shipping: money(0),
    total: money(14_220),
    payments: [
      { __typename: 'AdminPayment', valId: 'VAL-1', bankTranId: 'BANK-1', status: 'VALID', amount: money(14_220), cardType: 'VISA-Dutch Bangla', riskLevel: 0, accepted: true, note: '', createdAt: '2026-03-02T10:05:00.000Z' },
    ],
    paymentEvents: [
      { __typename: 'AdminPaymentEvent', kind: 'success', status: 'VALID', valId: 'VAL-1', receivedAt: '2026-03-02T10:05:00.000Z' },
      { __typename: 'AdminPaymentEvent', kind: 'ipn', status: 'VALID', valId: 'VAL-1', receivedAt: '2026-03-02T10:05:01.000Z' },
    ],
    timeline: [
      { __typename: 'AdminOrderEvent', at: '2026-03-02T10:00:00.000Z', fromStatus: null, status: 'PENDING_PAYMENT', note: 'Order placed.' },
      { __typename: 'AdminOrderEvent', at: '2026-03-02T10:05:00.000Z', fromStatus: 'PENDING_PAYMENT', status: 'PAID', note: 'val_id VAL-1' },
    ],
    notes: [{ __typename: 'OrderNote', id: '1', text: 'Called to confirm the size.', staffEmail: 'staff@kapor.shop', createdAt: '2026-03-02T11:00:00.000Z' }],
    refunded: money(0),
    refundable: money(14_220),
    refunds: [],
    shipment: null,
  };
  // Typed after the fact: the generated types leave out the __typename the cache wants on nested objects.
  return { ...order, ...overrides } as AdminOrderDetailFragment & { __typename: 'AdminOrder' };
}
