import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWNER, renderAdmin, STAFF } from '../../../test/admin-render';
import { AdminDashboardDocument, type AdminDashboardQuery } from '../../gql/graphql';
import { chartTop } from './RevenueChart';
import { trendOf } from './dashboard-text';

type Dashboard = AdminDashboardQuery['adminDashboard'];

const usd = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'USD', formatted: `$${(amount / 100).toFixed(2)}` });
const bdt = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'BDT', formatted: `BDT ${(amount / 100).toFixed(2)}` });

/** 30 days ending 2026-05-30: $100.00 a day on even days of May, nothing on odd ones, $250.00 today. */
function dailySales(withTaka = false) {
  return Array.from({ length: 30 }, (_, i) => {
    const day = i + 1;
    const amount = day === 30 ? 25_000 : day % 2 === 0 ? 10_000 : 0;
    return {
      __typename: 'DailySales' as const,
      date: `2026-05-${String(day).padStart(2, '0')}`,
      paidOrders: amount === 0 ? 0 : day === 30 ? 3 : 1,
      revenue: withTaka ? [bdt(day === 30 ? 500_000 : 0), usd(amount)] : [usd(amount)],
    };
  });
}

function figures(from: string, to: string, paidOrders: number, revenue: ReturnType<typeof usd>[]) {
  return { __typename: 'SalesFigures' as const, from, to, paidOrders, revenue };
}

/** The answer as the API sends it, __typename and all (Apollo's cache reads them). */
function dashboard(overrides: { [K in keyof Dashboard]?: unknown } = {}) {
  return {
    __typename: 'AdminDashboard' as const,
    timeZone: 'Asia/Dhaka',
    today: '2026-05-30',
    periods: [
      { __typename: 'PeriodSales', period: 'TODAY', days: 1, current: figures('2026-05-30', '2026-05-30', 3, [usd(25_000)]), previous: figures('2026-05-29', '2026-05-29', 0, [usd(0)]) },
      { __typename: 'PeriodSales', period: 'LAST_7_DAYS', days: 7, current: figures('2026-05-24', '2026-05-30', 6, [usd(55_000)]), previous: figures('2026-05-17', '2026-05-23', 4, [usd(40_000)]) },
      { __typename: 'PeriodSales', period: 'LAST_30_DAYS', days: 30, current: figures('2026-05-01', '2026-05-30', 17, [usd(165_000)]), previous: figures('2026-04-01', '2026-04-30', 20, [usd(220_000)]) },
    ],
    dailySales: dailySales(),
    ordersByStatus: [
      { __typename: 'OrderStatusCount', status: 'PENDING_PAYMENT', count: 2 },
      { __typename: 'OrderStatusCount', status: 'PAID', count: 5 },
      { __typename: 'OrderStatusCount', status: 'PAYMENT_FAILED', count: 0 },
      { __typename: 'OrderStatusCount', status: 'CANCELLED', count: 1 },
      { __typename: 'OrderStatusCount', status: 'EXPIRED', count: 4 },
      { __typename: 'OrderStatusCount', status: 'SHIPPED', count: 3 },
      { __typename: 'OrderStatusCount', status: 'DELIVERED', count: 9 },
      { __typename: 'OrderStatusCount', status: 'REFUNDED', count: 1 },
    ],
    lowStock: {
      __typename: 'VariantStockPage',
      totalItems: 14,
      items: [
        { __typename: 'VariantStock', variantId: 'v-1', sku: 'KAP-0007-M-GRN', productName: 'Jamdani Wrap Dress', size: 'M', colour: 'GREEN', available: 0, lowStockThreshold: 5 },
        { __typename: 'VariantStock', variantId: 'v-2', sku: 'KAP-0012-S-RED', productName: 'Khadi Kurta', size: 'S', colour: 'RED', available: 2, lowStockThreshold: 3 },
      ],
    },
    newestOrders: [
      {
        __typename: 'AdminOrderSummary',
        tranId: 'KAP-2026-000123',
        status: 'PAID',
        paymentOnHold: false,
        deliveryName: 'Nadia Rahman',
        customerEmail: 'nadia@example.com',
        createdAt: '2026-05-30T08:15:00.000Z',
        total: usd(12_950),
      },
      {
        __typename: 'AdminOrderSummary',
        tranId: 'KAP-2026-000122',
        status: 'PENDING_PAYMENT',
        paymentOnHold: true,
        deliveryName: 'Rafi Ahmed',
        customerEmail: 'rafi@example.com',
        createdAt: '2026-05-30T07:00:00.000Z',
        total: usd(4_500),
      },
    ],
    ...overrides,
  };
}

const dashboardMock = (answer: ReturnType<typeof dashboard>, asked = jest.fn()): MockLink.MockedResponse => ({
  request: { query: AdminDashboardDocument },
  result: () => {
    asked();
    return { data: { adminDashboard: answer } };
  },
});

const card = (name: string) => screen.getByRole('region', { name });
/** The definition(s) after term `term` in a card. */
const figure = (region: HTMLElement, term: string) =>
  within(within(region).getByText(term, { selector: 'dt' }).parentElement!)
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

describe('DashboardPage', () => {
  it('shows each period’s revenue and paid orders beside the period before, with the change', async () => {
    renderAdmin('/', { as: STAFF, mocks: [dashboardMock(dashboard())] });
    await screen.findByRole('heading', { level: 2, name: 'Sales' });
    expect(screen.getByText(/Days as the shop counts them \(Asia\/Dhaka\)/)).toBeInTheDocument();

    const today = card('Today');
    expect(within(today).getByText('30 May', { exact: false })).toBeInTheDocument();
    expect(figure(today, 'Revenue')).toEqual(['$250.00', 'Yesterday: $0.00, up from nothing']);
    expect(figure(today, 'Paid orders')).toEqual(['3', 'Yesterday: 0, up from nothing']);

    const week = card('Last 7 days');
    expect(figure(week, 'Revenue')).toEqual(['$550.00', 'Previous 7 days: $400.00, up 38%']);
    expect(figure(week, 'Paid orders')).toEqual(['6', 'Previous 7 days: 4, up 50%']);

    const month = card('Last 30 days');
    expect(figure(month, 'Revenue')).toEqual(['$1,650.00', 'Previous 30 days: $2,200.00, down 25%']);
    expect(figure(month, 'Paid orders')).toEqual(['17', 'Previous 30 days: 20, down 15%']);
  });

  it('draws revenue per day as a named chart, with every day in a table', async () => {
    const user = userEvent.setup();
    renderAdmin('/', { as: OWNER, mocks: [dashboardMock(dashboard())] });
    const chart = await screen.findByRole('img', { name: 'Revenue per day in USD, 1 May to 30 May' });
    expect(chart).toHaveAccessibleDescription('$1,650.00 in all; the best day 30 May with $250.00; 15 days without sales.');
    expect(chart.querySelectorAll('rect')).toHaveLength(30);

    await user.click(screen.getByText('Every day’s figures'));
    const table = screen.getByRole('table', { name: 'Revenue and paid orders per day, the last 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows.map((row) => row.textContent)).toContain('30 May$250.003');
    expect(rows.map((row) => row.textContent)).toContain('29 May$0.000');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Day', 'Revenue', 'Paid orders']);
  });

  it('keeps each currency apart: a card figure and a chart per currency', async () => {
    const today = { __typename: 'PeriodSales', period: 'TODAY', days: 1, current: figures('2026-05-30', '2026-05-30', 4, [bdt(500_000), usd(25_000)]), previous: figures('2026-05-29', '2026-05-29', 0, [bdt(0), usd(0)]) };
    renderAdmin('/', { as: OWNER, mocks: [dashboardMock(dashboard({ periods: [today], dailySales: dailySales(true) }))] });
    const card = await screen.findByRole('region', { name: 'Today' });
    expect(figure(card, 'Revenue, BDT')[0]).toMatch(/^BDT\s5,000\.00$/);
    expect(figure(card, 'Revenue, USD')[0]).toBe('$250.00');
    expect(screen.getByRole('img', { name: /Revenue per day in BDT/ })).toHaveAccessibleDescription(/BDT\s5,000\.00 in all/);
    expect(screen.getByRole('img', { name: /Revenue per day in USD/ })).toBeInTheDocument();
  });

  it('lists the newest orders (to their pages), the orders per status and what is running low (to its stock)', async () => {
    renderAdmin('/', { as: OWNER, mocks: [dashboardMock(dashboard())] });
    const newest = await screen.findByRole('table', { name: 'Newest orders' });
    const [first, second] = within(newest).getAllByRole('row').slice(1);
    expect(within(first).getByRole('link', { name: 'KAP-2026-000123' })).toHaveAttribute('href', '/orders/KAP-2026-000123');
    expect(first).toHaveTextContent('Nadia Rahman');
    expect(first).toHaveTextContent('$129.50');
    expect(second).toHaveTextContent('Awaiting payment (held for review)');
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/orders');

    const statuses = screen.getByRole('region', { name: 'Orders by status' });
    expect(within(statuses).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Awaiting payment', 'Paid', 'Payment failed', 'Cancelled', 'Expired', 'Shipped', 'Delivered', 'Refunded']);
    expect(within(statuses).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['2', '5', '0', '1', '4', '3', '9', '1']);

    const low = screen.getByRole('table', { name: 'Low stock, emptiest first' });
    expect(within(low).getByRole('link', { name: 'Stock of KAP-0007-M-GRN' })).toHaveAttribute('href', '/inventory?variant=v-1');
    expect(within(low).getAllByRole('row')[1]).toHaveTextContent('Jamdani Wrap DressM, Green05');
    expect(screen.getByRole('link', { name: 'All 14 variants running low' })).toHaveAttribute('href', '/inventory');
  });

  it('leaves out low stock for staff who may not see stock', async () => {
    renderAdmin('/', { as: OWNER, mocks: [dashboardMock(dashboard({ lowStock: null }))] });
    await screen.findByRole('heading', { level: 2, name: 'Newest orders' });
    expect(screen.queryByRole('heading', { name: 'Low stock' })).toBeNull();
  });

  it('shows staff without the ORDERS permission only their sections, asking for no figures', async () => {
    const asked = jest.fn();
    renderAdmin('/', { as: { ...STAFF, permissions: ['CATALOG', 'STOCK'] }, mocks: [dashboardMock(dashboard(), asked)] });
    const sections = await screen.findByRole('region', { name: 'Your sections' });
    expect(within(sections).getAllByRole('link').map((a) => a.textContent)).toEqual(['Products', 'Reviews', 'Inventory']);
    expect(screen.queryByRole('heading', { name: 'Sales' })).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  it('says so when the figures cannot be loaded, and still offers the sections', async () => {
    renderAdmin('/', { as: OWNER, mocks: [{ request: { query: AdminDashboardDocument }, error: new Error('Service unavailable') }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded: Service unavailable');
    expect(screen.getByRole('region', { name: 'Your sections' })).toBeInTheDocument();
  });
});

describe('dashboard arithmetic', () => {
  it('rounds the chart’s top up to a readable amount', () => {
    expect([0, 1, 99, 100, 101, 16_500, 25_000, 25_001, 120_000].map(chartTop)).toEqual([100, 100, 100, 100, 200, 20_000, 25_000, 50_000, 200_000]);
  });

  it('words the change from the period before', () => {
    expect([trendOf(5, 5), trendOf(3, 0), trendOf(0, 4), trendOf(1001, 1000), trendOf(150, 200)]).toEqual([
      { direction: 'same', text: 'no change' },
      { direction: 'up', text: 'up from nothing' },
      { direction: 'down', text: 'down 100%' },
      { direction: 'up', text: 'up under 1%' },
      { direction: 'down', text: 'down 25%' },
    ]);
  });
});
