import { get } from 'node:http';
import request from 'supertest';
import { DEMO_STAFF_MEMBER, signUpCustomer, staffToken } from './support/auth';
import { variantWithStock } from './support/cart';
import { addToCart, payOnSandbox, placeOrder } from './support/checkout';
import { countStatements } from './support/sql-counter';
import { startTestApp, type TestApp } from './support/test-app';

const LIST = `query($f: AdminOrderFilter, $s: AdminOrderSort, $p: Int, $n: Int) { adminOrders(filter: $f, sort: $s, page: $p, pageSize: $n) {
  totalItems totalPages page items { tranId status paymentState customerEmail deliveryName total { amount } createdAt paidAt } } }`;
const ORDER = `query($t: String!) { adminOrder(tranId: $t) {
  tranId status paymentState promoCode customer { id name email } delivery { fullName phone email city }
  lines { productName sku size colour quantity unitPrice { amount } lineTotal { amount } } subtotal { amount } shipping { amount } total { amount }
  payments { valId status amount { amount currency } accepted } paymentEvents { kind status valId receivedAt }
  timeline { fromStatus status note at } notes { text staffEmail } paidAt } }`;
const ADD_NOTE = `mutation($t: String!, $x: String!) { addOrderNote(tranId: $t, text: $x) {
  __typename ... on OrderNote { id text staffEmail } ... on ValidationError { fields { field message } } } }`;

const STATUSES = ['DELIVERED', 'DELIVERED', 'SHIPPED', 'PAID', 'PAID', 'EXPIRED', 'CANCELLED', 'PAYMENT_FAILED', 'PENDING_PAYMENT', 'DELIVERED'];

/**
 * Orders straight into the table (one set-based statement, as bench/src/dataset.ts makes its past orders):
 * `<prefix><8 digits>`, one every 7 minutes back from now, statuses cycling through STATUSES.
 */
async function insertOrders(t: TestApp, prefix: string, count: number, customerId: string, name = 'Bulk Customer'): Promise<void> {
  await t.db.query(
    `INSERT INTO customer_order (tran_id, customer_id, status, subtotal_cents, shipping_cents, total_cents, delivery, payment_method,
                                 request_hash, return_origin, gateway, expires_at, paid_at, created_at, updated_at)
     SELECT $1 || lpad(o::text, 8, '0'), $3, status, subtotal, 800, subtotal + 800,
            jsonb_build_object('fullName', $4 || ' ' || o, 'phone', '+880 1700-' || lpad(o::text, 6, '0'), 'email', 'delivery-' || o || '@example.com',
                               'country', 'Bangladesh', 'city', 'Dhaka', 'state', 'Dhaka', 'zip', '1207', 'address', 'House ' || o || ', Road 7, Dhanmondi',
                               'deliveryDate', to_char(created + interval '3 days', 'YYYY-MM-DD'), 'deliveryRoute', 'Standard'),
            'online', md5($1 || o), 'http://127.0.0.1', 'sandbox', created + interval '30 minutes',
            CASE WHEN status IN ('PAID', 'SHIPPED', 'DELIVERED') THEN created + interval '2 minutes' END, created, created
       FROM (SELECT o, 1000 + (o * 37) % 9000 AS subtotal, ($5::text[])[1 + o % 10] AS status, now() - make_interval(mins => o * 7) AS created
               FROM generate_series(1, $2) AS o) AS generated`,
    [prefix, count, customerId, name, STATUSES],
  );
}

describe('orders in the admin API', () => {
  let t: TestApp;
  let staff: string;
  let shopper: Awaited<ReturnType<typeof signUpCustomer>>;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await staffToken(t, DEMO_STAFF_MEMBER);
    shopper = await signUpCustomer(t, 'Listed Shopper');
    await insertOrders(t, 'ADM-', 30, shopper.id, 'Farida "Fay" Khan');
  });
  afterAll(() => t.close());

  const list = async (variables: Record<string, unknown>) => {
    const res = await t.adminGql(LIST, variables, staff);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.adminOrders;
  };

  it('filters by status, payment state and days, newest first by default', async () => {
    const shipped = await list({ f: { status: 'SHIPPED', search: 'ADM-' }, n: 100 });
    expect(shipped.totalItems).toBe(3);
    expect(shipped.items.every((o: { status: string }) => o.status === 'SHIPPED')).toBe(true);

    const paid = await list({ f: { paymentState: 'PAID', search: 'ADM-' }, n: 100 });
    expect(paid.totalItems).toBe(18); // DELIVERED ×3, SHIPPED, PAID ×2 in every 10
    expect(new Set(paid.items.map((o: { status: string }) => o.status))).toEqual(new Set(['DELIVERED', 'SHIPPED', 'PAID']));
    const unpaid = await list({ f: { paymentState: 'UNPAID', search: 'ADM-' }, n: 100 });
    expect(unpaid.totalItems).toBe(9);

    const all = await list({ f: { search: 'ADM-' }, n: 100 });
    expect(all.items.map((o: { tranId: string }) => o.tranId)).toEqual(Array.from({ length: 30 }, (_, i) => `ADM-${String(i + 1).padStart(8, '0')}`));

    // The orders span 7 to 210 minutes ago; days are the shop's, the last one included.
    const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: t.config.orders.timeZone }).format(new Date(Date.now() + offset * 86_400_000));
    expect((await list({ f: { search: 'ADM-', from: day(-1), to: day(0) }, n: 100 })).totalItems).toBe(30);
    expect((await list({ f: { search: 'ADM-', from: day(1) } })).totalItems).toBe(0);
    expect((await list({ f: { search: 'ADM-', to: day(-2) } })).totalItems).toBe(0);
    const [{ today }] = await t.db.query(
      `SELECT count(*)::int AS today FROM customer_order WHERE tran_id LIKE 'ADM-%' AND (created_at AT TIME ZONE $1)::date = $2::date`,
      [t.config.orders.timeZone, day(0)],
    );
    expect((await list({ f: { search: 'ADM-', from: day(0), to: day(0) }, n: 100 })).totalItems).toBe(today);
    expect((await list({ f: { search: 'ADM-', to: day(-1) }, n: 100 })).totalItems).toBe(30 - today);

    const bad = await t.adminGql(LIST, { f: { from: '2026-02-30' } }, staff);
    expect(bad.errors?.[0]).toMatchObject({ message: 'from must be a date as YYYY-MM-DD.', extensions: { code: 'BAD_USER_INPUT' } });
    // A year JavaScript knows but PostgreSQL does not is bad input too, not a crash.
    const yearZero = await t.adminGql(LIST, { f: { to: '0000-01-01' } }, staff);
    expect(yearZero.errors?.[0]).toMatchObject({ message: 'to must be a date as YYYY-MM-DD.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('searches by tran id, the customer’s e-mail, the delivery name and phone', async () => {
    expect((await list({ f: { search: 'adm-00000007' } })).items.map((o: { tranId: string }) => o.tranId)).toEqual(['ADM-00000007']);
    const byEmail = await list({ f: { search: shopper.email.toUpperCase() }, n: 100 });
    expect(byEmail.totalItems).toBe(30);
    expect(byEmail.items[0].customerEmail).toBe(shopper.email);
    expect((await list({ f: { search: 'delivery-12@example.com' } })).items.map((o: { tranId: string }) => o.tranId)).toEqual(['ADM-00000012']);
    expect((await list({ f: { search: 'Fay" Khan 5' } })).items.map((o: { tranId: string }) => o.tranId)).toEqual(['ADM-00000005']);
    expect((await list({ f: { search: '01700000029' } })).items.map((o: { tranId: string }) => o.tranId)).toEqual(['ADM-00000029']);
    expect((await list({ f: { search: '100%' } })).totalItems).toBe(0); // LIKE's wildcards are literal
  });

  it('sorts and pages on the server, in at most two statements', async () => {
    const byTotal = await list({ f: { search: 'ADM-' }, s: { field: 'TOTAL', direction: 'ASC' }, n: 100 });
    const totals = byTotal.items.map((o: { total: { amount: number } }) => o.total.amount);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const byStatus = await list({ f: { search: 'ADM-' }, s: { field: 'STATUS', direction: 'DESC' }, n: 100 });
    const statuses = byStatus.items.map((o: { status: string }) => o.status);
    expect(statuses).toEqual([...statuses].sort().reverse());

    const first = await list({ f: { search: 'ADM-' }, p: 1, n: 12 });
    const second = await list({ f: { search: 'ADM-' }, p: 2, n: 12 });
    const third = await list({ f: { search: 'ADM-' }, p: 3, n: 12 });
    expect([first.totalItems, first.totalPages, third.items.length]).toEqual([30, 3, 6]);
    const seen = [...first.items, ...second.items, ...third.items].map((o: { tranId: string }) => o.tranId);
    expect(new Set(seen).size).toBe(30);
    const past = await list({ f: { search: 'ADM-' }, p: 9, n: 12 });
    expect([past.items, past.totalItems]).toEqual([[], 30]);

    // The staff session's own lookup, then one statement for a page, two past the last one (the total alone).
    const onePage = await countStatements(() => list({ f: { search: shopper.email, status: 'PAID' }, p: 1, n: 25 }));
    const fullPage = await countStatements(() => list({ f: { search: 'ADM-' }, p: 1, n: 100 }));
    const pastTheEnd = await countStatements(() => list({ f: { search: 'ADM-' }, p: 9, n: 12 }));
    expect([onePage, fullPage, pastTheEnd]).toEqual([2, 2, 3]);
  });

  it('shows a paid order whole: snapshots, customer, delivery, payments, gateway events and timeline', async () => {
    const buyer = await signUpCustomer(t, 'Paying Shopper');
    const v = await variantWithStock(t);
    await addToCart(t, buyer.token, v, 2);
    const session = await placeOrder(t, buyer.token, undefined, { fullName: 'Rina Akter', email: 'rina@example.com' });
    await payOnSandbox(t, session.url, 'pay');
    const order = (await t.adminGql(ORDER, { t: session.tranId }, staff)).data!.adminOrder;
    expect(order).toMatchObject({
      tranId: session.tranId,
      status: 'PAID',
      paymentState: 'PAID',
      promoCode: null,
      customer: { id: buyer.id, name: 'Paying Shopper', email: buyer.email },
      delivery: { fullName: 'Rina Akter', email: 'rina@example.com', city: 'Dhaka' },
      lines: [{ productName: v.name, sku: v.sku, size: v.size, colour: v.colour, quantity: 2, unitPrice: { amount: v.priceCents }, lineTotal: { amount: 2 * v.priceCents } }],
      notes: [],
    });
    expect(order.paidAt).not.toBeNull();
    expect(order.payments).toEqual([expect.objectContaining({ accepted: true, amount: { amount: order.total.amount, currency: 'USD' } })]);
    expect(order.paymentEvents.length).toBeGreaterThan(0);
    expect(order.paymentEvents.some((e: { valId: string | null }) => e.valId === order.payments[0].valId)).toBe(true);
    expect(order.timeline.map((e: { status: string }) => e.status)).toEqual(['PENDING_PAYMENT', 'PAID']);
    expect(order.timeline[1].fromStatus).toBe('PENDING_PAYMENT');
    expect((await t.adminGql(ORDER, { t: 'no-such-order' }, staff)).data!.adminOrder).toBeNull();
  });

  it('keeps internal notes, each audited, and refuses empty or overlong ones', async () => {
    const auditRows = async () => (await t.db.query(`SELECT action, entity_id, after FROM audit_entry WHERE action = 'order.note' ORDER BY id`)) as { action: string; entity_id: string; after: unknown }[];
    const added = (await t.adminGql(ADD_NOTE, { t: 'ADM-00000003', x: '  Customer called: leave it with the guard.  ' }, staff)).data!.addOrderNote;
    expect(added).toMatchObject({ __typename: 'OrderNote', text: 'Customer called: leave it with the guard.', staffEmail: DEMO_STAFF_MEMBER.email });
    expect(await auditRows()).toEqual([{ action: 'order.note', entity_id: 'ADM-00000003', after: { note: 'Customer called: leave it with the guard.' } }]);

    for (const text of ['   ', 'x'.repeat(2001)]) {
      const refused = (await t.adminGql(ADD_NOTE, { t: 'ADM-00000003', x: text }, staff)).data!.addOrderNote;
      expect(refused).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'text' }] });
    }
    expect((await t.adminGql(ADD_NOTE, { t: 'ADM-00000003', x: 'é'.repeat(2000) }, staff)).data!.addOrderNote.__typename).toBe('OrderNote');
    const missing = await t.adminGql(ADD_NOTE, { t: 'no-such-order', x: 'Hello' }, staff);
    expect(missing.errors?.[0].extensions?.code).toBe('ORDER_NOT_FOUND');
    expect((await auditRows()).length).toBe(2);
    const order = (await t.adminGql(ORDER, { t: 'ADM-00000003' }, staff)).data!.adminOrder;
    expect(order.notes.map((n: { text: string }) => n.text)).toEqual(['Customer called: leave it with the guard.', 'é'.repeat(2000)]);
  });

  describe('the CSV export', () => {
    const csv = (query: string, token?: string) => {
      const req = request(t.baseUrl).get(`/admin-api/orders.csv${query}`);
      if (token) req.set('Authorization', `Bearer ${token}`);
      return req.buffer(true).parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });
    };

    it('is for staff only', async () => {
      expect((await csv('')).status).toBe(401);
      expect((await csv('', shopper.token)).status).toBe(401);
      expect((await csv('?search=ADM-', staff)).status).toBe(200);
      const bad = await csv('?status=LOST', staff);
      expect(bad.status).toBe(400);
    });

    it('exports the filtered list, escaped and safe from formulas', async () => {
      await insertOrders(t, 'CSV-', 1, shopper.id, '=HYPERLINK("http://evil"),');
      const res = await csv(`?search=${encodeURIComponent('CSV-')}`, staff);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = (res.body as string).split('\r\n');
      expect(lines[0]).toBe('Tran ID,Created,Paid,Status,Payment,Customer e-mail,Delivery name,Phone,Currency,Subtotal,Discount,Shipping,Total');
      const [{ created_at: created, subtotal_cents: subtotal }] = await t.db.query(`SELECT created_at, subtotal_cents FROM customer_order WHERE tran_id = 'CSV-00000001'`);
      const money = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(lines[1]).toBe(
        `CSV-00000001,${created.toISOString()},${new Date(created.getTime() + 120_000).toISOString()},DELIVERED,PAID,${shopper.email},"'=HYPERLINK(""http://evil""), 1",'+880 1700-000001,USD,${money(subtotal)},0.00,8.00,${money(subtotal + 800)}`,
      );
      expect(lines.slice(2)).toEqual(['']);

      const paid = await csv('?search=ADM-&paymentState=PAID', staff);
      expect((paid.body as string).split('\r\n').length - 2).toBe(18);
    });

    it('streams 100,000 orders from a cursor with bounded memory', async () => {
      await insertOrders(t, 'BULK-', 100_000, shopper.id);
      global.gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      let rows = 0;
      let rest = '';
      const started = Date.now();
      try {
        await new Promise<void>((resolve, reject) => {
          // Counted as it arrives: the test itself must not hold the export in memory either.
          request(t.baseUrl)
            .get('/admin-api/orders.csv?search=BULK-')
            .set('Authorization', `Bearer ${staff}`)
            .buffer(true)
            .parse((res, done) => {
              expect(res.statusCode).toBe(200);
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => {
                const parts = (rest + chunk).split('\r\n');
                rest = parts.pop()!;
                rows += parts.length;
              });
              res.on('end', () => done(null, null));
            })
            .end((error) => (error ? reject(error) : resolve()));
        });
      } finally {
        clearInterval(sampler);
      }
      const growthMb = (peak - baseline) / 1024 / 1024;
      console.log(`CSV export of 100,000 orders: ${rows} lines in ${Date.now() - started} ms; peak RSS growth ${growthMb.toFixed(1)} MB`);
      expect(rest).toBe('');
      expect(rows).toBe(100_000 + 1);
      expect(growthMb).toBeLessThan(100);
    }, 120_000);

    it('gives its database connection back when a download is abandoned', async () => {
      // More abandoned downloads than the pool has connections: each must give its own back.
      for (let i = 0; i < t.config.databasePoolSize + 2; i += 1) {
        await new Promise<void>((resolve, reject) => {
          const req = get(`${t.baseUrl}/admin-api/orders.csv?search=BULK-`, { headers: { authorization: `Bearer ${staff}` } }, (res) => {
            res.once('data', () => req.destroy());
            res.once('close', () => resolve());
          });
          req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
        });
      }
      // Had the cursors kept their connections, the pool would be empty and this would fail.
      expect((await list({ f: { search: 'ADM-00000001' } })).totalItems).toBe(1);
    }, 60_000);
  });
});
