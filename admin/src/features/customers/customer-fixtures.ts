import type { AdminCustomerQuery, CustomerRowFragment } from '../../gql/graphql';

/** Test data for the Customers pages, shaped as the admin API answers (with __typename, as Apollo's cache wants). */

const money = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'USD', formatted: `$${(amount / 100).toFixed(2)}` });

export function customerRow(n: number, overrides: Partial<CustomerRowFragment> = {}): CustomerRowFragment & { __typename: 'CustomerAccount' } {
  return {
    __typename: 'CustomerAccount',
    id: `c-${n}`,
    name: `Shopper ${n}`,
    email: `shopper${n}@example.com`,
    createdAt: '2026-02-01T09:00:00.000Z',
    disabledAt: null,
    ordersCount: n,
    totalSpent: money(5000 * n),
    ...overrides,
  };
}

type Detail = AdminCustomerQuery['adminCustomer'];

/** A customer with two orders and one address, as their page's query answers it. */
export function customerDetail(overrides: Partial<Detail> = {}) {
  const customer = {
    __typename: 'CustomerDetail',
    id: 'c-1',
    name: 'Nadia Rahman',
    email: 'nadia@example.com',
    createdAt: '2026-02-01T09:00:00.000Z',
    disabledAt: null,
    ordersCount: 2,
    totalSpent: money(14_220),
    newsletterSubscribed: true,
    orders: [
      { __typename: 'CustomerOrderSummary', tranId: 'KP-1002', status: 'PENDING_PAYMENT', total: money(3000), createdAt: '2026-03-03T10:00:00.000Z' },
      { __typename: 'CustomerOrderSummary', tranId: 'KP-1001', status: 'DELIVERED', total: money(14_220), createdAt: '2026-03-02T10:00:00.000Z' },
    ],
    addresses: [
      { __typename: 'CustomerAddress', fullName: 'Nadia Rahman', phone: '+880 1711-000000', address: 'House 12, Road 5, Dhanmondi', city: 'Dhaka', state: 'Dhaka Division', zip: '1205', country: 'Bangladesh', lastUsedAt: '2026-03-03T10:00:00.000Z' },
    ],
  };
  // Typed after the fact: the generated types leave out the __typename the cache wants on nested objects.
  return { ...customer, ...overrides } as Detail;
}
