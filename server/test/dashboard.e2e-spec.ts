import { DEMO_STAFF_MEMBER, signUpCustomer, staffToken } from './support/auth';
import { variantWithStock } from './support/cart';
import { addToCart, payOnSandbox, placeOrder } from './support/checkout';
import { countStatements } from './support/sql-counter';
import { startTestApp, type TestApp } from './support/test-app';

const FIGURES = `from to revenue { amount currency } paidOrders`;
const DASHBOARD = `{ adminDashboard {
  timeZone today
  periods { period days current { ${FIGURES} } previous { ${FIGURES} } }
  dailySales { date revenue { amount currency } paidOrders }
  ordersByStatus { status count }
  lowStock { totalItems items { variantId sku available lowStockThreshold } }
  newestOrders { tranId status total { amount currency } } } }`;

interface Figures {
  from: string;
  to: string;
  revenue: { amount: number; currency: string }[];
  paidOrders: number;
}
interface Dashboard {
  timeZone: string;
  today: string;
  periods: { period: string; days: number; current: Figures; previous: Figures }[];
  dailySales: { date: string; revenue: Figures['revenue']; paidOrders: number }[];
  ordersByStatus: { status: string; count: number }[];
  lowStock: { totalItems: number; items: { variantId: string; sku: string; available: number; lowStockThreshold: number }[] } | null;
  newestOrders: { tranId: string; status: string; total: { amount: number; currency: string } }[];
}

/** Revenue of one currency in a figure (0 when it is listed without sales). */
const revenueIn = (figures: { revenue: Figures['revenue'] }, currency = 'USD') => figures.revenue.find((m) => m.currency === currency)?.amount;

/** A calendar day `offset` days from today in `timeZone`, YYYY-MM-DD. */
function shopDay(timeZone: string, offset: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

describe('the admin dashboard', () => {
  let t: TestApp;
  let staff: string;
  let customerId: string;
  let timeZone: string;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await staffToken(t, DEMO_STAFF_MEMBER);
    customerId = (await signUpCustomer(t, 'Dashboard Shopper')).id;
    timeZone = t.config.orders.timeZone;
  });
  afterAll(() => t.close());

  const dashboard = async (): Promise<Dashboard> => {
    const res = await t.adminGql<{ adminDashboard: Dashboard }>(DASHBOARD, {}, staff);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.adminDashboard;
  };
  const period = (d: Dashboard, name: string) => d.periods.find((p) => p.period === name)!;

  /**
   * An order straight into the table, placed at `at` (an SQL timestamptz expression; $1 is the shop's time
   * zone, typed whether `at` uses it or not) and paid then unless `paid` is false; its tran id.
   */
  async function insertOrder({ at, totalCents, currency = 'USD', status = 'DELIVERED', paid = true }: { at: string; totalCents: number; currency?: string; status?: string; paid?: boolean }) {
    serial += 1;
    const tranId = `DSH-${String(serial).padStart(6, '0')}`;
    await t.db.query(
      `INSERT INTO customer_order (tran_id, customer_id, status, currency, subtotal_cents, shipping_cents, total_cents, delivery, payment_method,
                                   request_hash, return_origin, gateway, expires_at, paid_at, created_at, updated_at)
       SELECT $2, $3, $4, $5, $6 - 800, 800, $6, '{"fullName": "Past Buyer", "phone": "+880 1700-000000"}'::jsonb, 'online',
              md5($2), 'http://127.0.0.1', 'sandbox', at + interval '30 minutes', CASE WHEN $7 THEN at END, at - interval '2 minutes', at
         FROM (SELECT ${at} AS at, $1::text AS time_zone) AS moment`,
      [timeZone, tranId, customerId, status, currency, totalCents, paid],
    );
    return tranId;
  }
  /** Noon of the shop's day `daysAgo` days before today. */
  const noonDaysAgo = (daysAgo: number) => `(((now() AT TIME ZONE $1)::date - ${daysAgo}) + time '12:00') AT TIME ZONE $1`;

  it('adds up what the orders say: today, 7 and 30 days beside the periods before them, in the shop’s days', async () => {
    const empty = await dashboard();
    expect(empty.timeZone).toBe(timeZone);
    expect(empty.today).toBe(shopDay(timeZone, 0));
    expect(empty.periods.map((p) => [p.period, p.days, p.current.paidOrders, p.current.revenue, p.previous.revenue])).toEqual([
      ['TODAY', 1, 0, [{ amount: 0, currency: 'USD' }], [{ amount: 0, currency: 'USD' }]],
      ['LAST_7_DAYS', 7, 0, [{ amount: 0, currency: 'USD' }], [{ amount: 0, currency: 'USD' }]],
      ['LAST_30_DAYS', 30, 0, [{ amount: 0, currency: 'USD' }], [{ amount: 0, currency: 'USD' }]],
    ]);
    expect(period(empty, 'LAST_7_DAYS').current).toMatchObject({ from: shopDay(timeZone, -6), to: shopDay(timeZone, 0) });
    expect(period(empty, 'LAST_7_DAYS').previous).toMatchObject({ from: shopDay(timeZone, -13), to: shopDay(timeZone, -7) });
    expect(period(empty, 'LAST_30_DAYS').previous).toMatchObject({ from: shopDay(timeZone, -59), to: shopDay(timeZone, -30) });

    // Today: a shopper pays through checkout and the sandbox; another places an order and never pays.
    const buyer = await signUpCustomer(t, 'Paying Shopper');
    await addToCart(t, buyer.token, await variantWithStock(t), 2);
    const paid = await placeOrder(t, buyer.token);
    await payOnSandbox(t, paid.url, 'pay');
    const unpaidBuyer = await signUpCustomer(t, 'Browsing Shopper');
    await addToCart(t, unpaidBuyer.token, await variantWithStock(t), 1);
    await placeOrder(t, unpaidBuyer.token);
    const [{ total_cents: todayCents }] = await t.db.query(`SELECT total_cents FROM customer_order WHERE tran_id = $1 AND status = 'PAID'`, [paid.tranId]);

    // The past, paid at noon of days before today: each lands in one period or in the one before it.
    const past: [number, number][] = [
      [1, 1_000], // yesterday: today's previous period, and the last 7 days
      [6, 2_000], // the last 7 days' first day
      [7, 4_000], // the 7 days before
      [13, 8_000], // the 7 days before, first day
      [14, 16_000], // the last 30 days only
      [29, 32_000], // the last 30 days' first day
      [30, 64_000], // the 30 days before
      [59, 128_000], // the 30 days before, first day
      [60, 256_000], // before every period
    ];
    for (const [daysAgo, cents] of past) await insertOrder({ at: noonDaysAgo(daysAgo), totalCents: cents });
    // Orders that were never paid, or whose payment went back in full, add nothing.
    await insertOrder({ at: noonDaysAgo(2), totalCents: 99_900, status: 'REFUNDED' });
    await insertOrder({ at: noonDaysAgo(1), totalCents: 5_000, status: 'EXPIRED', paid: false });
    // Days start at midnight in the shop's time zone, not UTC's: a second before is yesterday, a second after today.
    const yesterdayLate = 512_000;
    const todayEarly = 1_024_000;
    await insertOrder({ at: `((now() AT TIME ZONE $1)::date - interval '1 second') AT TIME ZONE $1`, totalCents: yesterdayLate });
    await insertOrder({ at: `((now() AT TIME ZONE $1)::date + interval '1 second') AT TIME ZONE $1`, totalCents: todayEarly });

    const d = await dashboard();
    const sum = (from: number, to: number) => past.filter(([daysAgo]) => daysAgo >= from && daysAgo <= to).reduce((total, [, cents]) => total + cents, 0);
    const count = (from: number, to: number) => past.filter(([daysAgo]) => daysAgo >= from && daysAgo <= to).length;
    const today = todayCents + todayEarly;
    expect(d.periods.map((p) => [p.period, revenueIn(p.current), p.current.paidOrders, revenueIn(p.previous), p.previous.paidOrders])).toEqual([
      ['TODAY', today, 2, sum(1, 1) + yesterdayLate, 2],
      ['LAST_7_DAYS', today + sum(1, 6) + yesterdayLate, 2 + count(1, 6) + 1, sum(7, 13), count(7, 13)],
      ['LAST_30_DAYS', today + sum(1, 29) + yesterdayLate, 2 + count(1, 29) + 1, sum(30, 59), count(30, 59)],
    ]);

    // The same figures, straight from the orders table: what each order kept, by its paid day in the shop.
    const [direct] = await t.db.query(
      `SELECT coalesce(sum(total_cents - refunded_cents) FILTER (WHERE status IN ('PAID', 'SHIPPED', 'DELIVERED')), 0)::int AS kept
         FROM customer_order WHERE (paid_at AT TIME ZONE $1)::date BETWEEN (now() AT TIME ZONE $1)::date - 29 AND (now() AT TIME ZONE $1)::date`,
      [timeZone],
    );
    expect(revenueIn(period(d, 'LAST_30_DAYS').current)).toBe(direct.kept);
  });

  it('has every one of the last 30 days in the daily series, zeros included, adding up to the 30 days', async () => {
    const d = await dashboard();
    expect(d.dailySales.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, i) => shopDay(timeZone, i - 29)));
    const byDate = new Map(d.dailySales.map((day) => [day.date, day]));
    expect(revenueIn(byDate.get(shopDay(timeZone, -1))!)).toBe(1_000 + 512_000);
    expect(byDate.get(shopDay(timeZone, -1))!.paidOrders).toBe(2);
    expect(byDate.get(shopDay(timeZone, -2))).toEqual({ date: shopDay(timeZone, -2), revenue: [{ amount: 0, currency: 'USD' }], paidOrders: 0 });
    expect(revenueIn(byDate.get(shopDay(timeZone, -29))!)).toBe(32_000);
    const last30 = period(d, 'LAST_30_DAYS').current;
    expect(d.dailySales.reduce((total, day) => total + revenueIn(day)!, 0)).toBe(revenueIn(last30));
    expect(d.dailySales.reduce((total, day) => total + day.paidOrders, 0)).toBe(last30.paidOrders);
  });

  it('counts what the shop kept: a refund lowers revenue, a full one takes the order out of the count', async () => {
    const before = await dashboard();
    const today = (d: Dashboard) => period(d, 'TODAY').current;
    const buyer = await signUpCustomer(t, 'Returning Shopper');
    await addToCart(t, buyer.token, await variantWithStock(t), 1);
    const order = await placeOrder(t, buyer.token);
    await payOnSandbox(t, order.url, 'pay');
    const paid = await dashboard();
    expect(revenueIn(today(paid))).toBe(revenueIn(today(before))! + order.order.total.amount);
    expect(today(paid).paidOrders).toBe(today(before).paidOrders + 1);

    // Staff refund part of it through the gateway: the order still counts, for what is left of it.
    const refund = (input: Record<string, unknown>) =>
      t.adminGql(`mutation($t: String!, $i: RefundOrderInput!) { refundOrder(tranId: $t, input: $i) { __typename ... on AdminOrder { status } } }`, { t: order.tranId, i: input }, staff);
    expect((await refund({ amountCents: 500, remarks: 'A missing button' })).data!.refundOrder).toEqual({ __typename: 'AdminOrder', status: 'PAID' });
    const partly = await dashboard();
    expect(revenueIn(today(partly))).toBe(revenueIn(today(paid))! - 500);
    expect(today(partly).paidOrders).toBe(today(paid).paidOrders);
    expect(revenueIn(partly.dailySales.at(-1)!)).toBe(revenueIn(today(partly)));

    // The rest goes back: the order is REFUNDED and today is as it was before it was paid.
    expect((await refund({ remarks: 'Returned whole' })).data!.refundOrder).toEqual({ __typename: 'AdminOrder', status: 'REFUNDED' });
    const refunded = await dashboard();
    expect(today(refunded)).toEqual(today(before));
    expect(period(refunded, 'LAST_30_DAYS').current).toEqual(period(before, 'LAST_30_DAYS').current);
  });

  it('reports each currency apart, never adding taka to dollars', async () => {
    const before = await dashboard();
    await insertOrder({ at: 'now()', totalCents: 150_000, currency: 'BDT' });
    await insertOrder({ at: noonDaysAgo(8), totalCents: 70_000, currency: 'BDT' });
    const d = await dashboard();
    const today = period(d, 'TODAY');
    expect(today.current.revenue).toEqual([
      { amount: 150_000, currency: 'BDT' },
      { amount: revenueIn(period(before, 'TODAY').current), currency: 'USD' },
    ]);
    expect(today.current.paidOrders).toBe(period(before, 'TODAY').current.paidOrders + 1);
    // Every figure lists the same currencies, a period without taka sales showing 0.
    expect(today.previous.revenue.map((m) => m.currency)).toEqual(['BDT', 'USD']);
    expect(revenueIn(today.previous, 'BDT')).toBe(0);
    expect(revenueIn(period(d, 'LAST_7_DAYS').previous, 'BDT')).toBe(70_000);
    expect(revenueIn(period(d, 'LAST_7_DAYS').previous)).toBe(revenueIn(period(before, 'LAST_7_DAYS').previous));
    expect(revenueIn(d.dailySales.at(-1)!, 'BDT')).toBe(150_000);
    expect(d.dailySales.every((day) => day.revenue.length === 2)).toBe(true);
  });

  it('counts orders per status, lists the newest orders and the emptiest variants, in a few statements', async () => {
    const d = await dashboard();
    const rows: { status: string; count: number }[] = await t.db.query(`SELECT status, count(*)::int AS count FROM customer_order GROUP BY status`);
    const expected = new Map(rows.map((row) => [row.status, row.count]));
    expect(d.ordersByStatus.map((s) => s.status)).toEqual(['PENDING_PAYMENT', 'PAID', 'PAYMENT_FAILED', 'CANCELLED', 'EXPIRED', 'SHIPPED', 'DELIVERED', 'REFUNDED']);
    for (const { status, count } of d.ordersByStatus) expect([status, count]).toEqual([status, expected.get(status) ?? 0]);

    const newest: { tran_id: string }[] = await t.db.query(`SELECT tran_id FROM customer_order ORDER BY created_at DESC, id DESC LIMIT 8`);
    expect(d.newestOrders.map((o) => o.tranId)).toEqual(newest.map((o) => o.tran_id));

    // A variant that runs out joins the low-stock list, which is the stock page's first page.
    const variant = await variantWithStock(t, { setStock: 100 });
    const lowBefore = (await dashboard()).lowStock!.totalItems;
    await t.db.query(`UPDATE product_variant SET stock_on_hand = 0 WHERE id = $1`, [variant.variantId]);
    const low = (await dashboard()).lowStock!;
    expect(low.totalItems).toBe(lowBefore + 1);
    expect(low.items.map((v) => v.available)).toEqual(low.items.map((v) => v.available).sort((a, b) => a - b));
    const stockPage = await t.adminGql(`{ lowStock(pageSize: 10) { totalItems items { variantId sku available lowStockThreshold } } }`, {}, staff);
    expect((await dashboard()).lowStock).toEqual(stockPage.data!.lowStock);

    // The staff session's lookup, then one statement each for the days, the statuses, the newest orders and low stock.
    expect(await countStatements(dashboard)).toBe(5);
  });
});
