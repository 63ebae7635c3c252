import { randomUUID } from 'node:crypto';
import { sandboxCredentials } from '../src/dev/sandbox-gateway/sandbox-credentials';
import { OrderPaymentsService } from '../src/orders/order-payments.service';
import { RefundsService } from '../src/orders/refunds.service';
import { PaymentGateway, PaymentUnavailableError } from '../src/payments/payment-gateway';
import { auditEntryCount } from './support/audit';
import { DEMO_STAFF_MEMBER, signUpCustomer, staffToken } from './support/auth';
import { APPLY_PROMO, variantWithStock, type SeedVariant } from './support/cart';
import { addToCart, openSecondSession, payOnSandbox, placeOrder, stockOf } from './support/checkout';
import { startTestApp, type TestApp } from './support/test-app';

type Shopper = Awaited<ReturnType<typeof signUpCustomer>>;
type RefundInput = { lines?: { orderLineId: string; quantity: number }[]; amountCents?: number; remarks: string; restock?: boolean; idempotencyKey?: string };

const ADMIN_ORDER_FIELDS = `tranId status paymentState paymentOnHold total { amount } refunded { amount } refundable { amount }
  lines { id sku quantity unitPrice { amount } refundedQuantity }
  payments { valId bankTranId accepted amount { amount } } timeline { fromStatus status note }
  refunds { amount { amount } reason status remarks failureReason restock staffEmail refundRefId lines { orderLineId quantity amount { amount } } }`;
const ADMIN_ORDER = `query($t: String!) { adminOrder(tranId: $t) { ${ADMIN_ORDER_FIELDS} } }`;
const REFUND_RESULT = `__typename ... on AdminOrder { ${ADMIN_ORDER_FIELDS} } ... on ErrorResult { code message }
  ... on ValidationError { fields { field message } } ... on RefundExceedsPaymentError { refundableCents } ... on RefundFailedError { reason }`;
const REVIEW_RESULT = `__typename ... on AdminOrder { ${ADMIN_ORDER_FIELDS} } ... on ErrorResult { code message } ... on ValidationError { fields { field message } }`;
const REFUND = `mutation($t: String!, $i: RefundOrderInput!) { refundOrder(tranId: $t, input: $i) { ${REFUND_RESULT} } }`;
const CANCEL = `mutation($t: String!, $i: CancelOrderInput!) { cancelOrder(tranId: $t, input: $i) { ${REFUND_RESULT} } }`;
const RELEASE = `mutation($t: String!) { releaseHeldPayment(tranId: $t) { ${REVIEW_RESULT} } }`;
const REFUSE = `mutation($t: String!, $r: String!) { refuseHeldPayment(tranId: $t, remarks: $r) { ${REVIEW_RESULT} } }`;
const SHIP = `mutation($t: String!) { markOrderShipped(tranId: $t, input: { carrier: "Pathao Courier", trackingNumber: "PTH-1" }) { ... on AdminOrder { status } } }`;
const MOVEMENTS = `query($v: ID!) { stockMovements(variantId: $v, pageSize: 100) { items { kind onHandChange reservedChange staffEmail tranId note } } }`;
const SHOPPER_ORDER = `query($t: String!) { order(tranId: $t) { status paymentState refunded { amount }
  refunds { amount { amount } status ofUnwantedPayment } lines { sku quantity refundedQuantity } timeline { status note } } }`;

/** The shopper's timeline words for the refund events (order-status.ts). */
const PART_REFUNDED = 'Part of your payment was refunded to the card or account you paid with.';
const UNWANTED_PAYMENT_NOTE = 'We received a payment this order could not take, and are refunding all of it to the card or account it came from.';
const REFUNDED_IN_FULL = 'Refunded in full; the order is closed.';

describe('refunds, cancellation and held payments, through the sandbox gateway over HTTP', () => {
  let t: TestApp;
  let staff: string;
  /** Variants a test has taken: each test gets its own, so no test resets stock another one reserved. */
  const taken: string[] = [];

  beforeAll(async () => {
    // No IPN from the sandbox: each test delivers the gateway's news itself (browser return, IPN, reconciliation).
    t = await startTestApp({ SANDBOX_IPN: 'false' });
    staff = await staffToken(t, DEMO_STAFF_MEMBER);
  });
  afterAll(() => t.close());

  // --- the shop's side: a variant, an order, a payment -------------------------------------------------

  async function freshVariant(stock = 20): Promise<SeedVariant> {
    const v = await variantWithStock(t, { setStock: stock, exclude: taken });
    taken.push(v.variantId);
    return v;
  }

  /** A promo code only one order may ever use, made for one test. */
  async function limitOneCode(percentOff = 20): Promise<string> {
    const code = `ONCE${randomUUID().slice(0, 8).toUpperCase()}`;
    await t.db.query(`INSERT INTO promo_code (code, description, percent_off, usage_limit) VALUES ($1, 'For the first order only', $2, 1)`, [code, percentOff]);
    return code;
  }

  interface Placed {
    tranId: string;
    url: string;
    shopper: Shopper;
  }

  /** A new shopper's order for `items`, awaiting payment; with `code` applied. */
  async function placed(items: [SeedVariant, number][], code?: string): Promise<Placed> {
    const shopper = await signUpCustomer(t);
    for (const [variant, quantity] of items) await addToCart(t, shopper.token, variant, quantity);
    if (code) expect((await t.gql(APPLY_PROMO, { code }, shopper.token)).data!.applyPromo.__typename).toBe('Cart');
    const session = await placeOrder(t, shopper.token);
    if (session.__typename !== 'PaymentSession') throw new Error(`checkout failed: ${JSON.stringify(session)}`);
    return { tranId: session.tranId, url: session.url, shopper };
  }

  /** The same, paid through the sandbox's hosted page and the browser's return. */
  async function paid(items: [SeedVariant, number][], code?: string): Promise<Placed> {
    const order = await placed(items, code);
    await payOnSandbox(t, order.url, 'pay');
    expect((await adminOrder(order.tranId)).status).toBe('PAID');
    return order;
  }

  /** Whether a shopper who never used `code` can check out with it now (their order then holds it). */
  async function codeUsable(code: string): Promise<boolean> {
    const shopper = await signUpCustomer(t);
    await addToCart(t, shopper.token, await freshVariant());
    const applied = (await t.gql(APPLY_PROMO, { code }, shopper.token)).data!.applyPromo;
    return applied.__typename === 'Cart' && (await placeOrder(t, shopper.token)).__typename === 'PaymentSession';
  }

  // --- what staff and shoppers see ------------------------------------------------------------------------

  async function adminOrder(tranId: string) {
    const res = await t.adminGql(ADMIN_ORDER, { t: tranId }, staff);
    if (!res.data?.adminOrder) throw new Error(JSON.stringify(res));
    return res.data.adminOrder;
  }

  async function shopperOrder(order: Placed) {
    return (await t.gql(SHOPPER_ORDER, { t: order.tranId }, order.shopper.token)).data!.order;
  }

  async function refund(tranId: string, input: RefundInput) {
    const res = await t.adminGql(REFUND, { t: tranId, i: input }, staff);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.refundOrder;
  }

  async function cancel(tranId: string, input: { remarks: string; restock?: boolean }) {
    const res = await t.adminGql(CANCEL, { t: tranId, i: input }, staff);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.cancelOrder;
  }

  type AdminLine = { id: string; sku: string; quantity: number; unitPrice: { amount: number }; refundedQuantity: number };
  const lineOf = (order: { lines: AdminLine[] }, v: SeedVariant) => order.lines.find((l) => l.sku === v.sku)!;
  const returnedMovements = async (v: SeedVariant) =>
    ((await t.adminGql(MOVEMENTS, { v: v.variantId }, staff)).data!.stockMovements.items as { kind: string }[]).filter((m) => m.kind === 'RETURNED');
  const auditOf = async (tranId: string) =>
    (await t.db.query(`SELECT action, staff_email AS "staffEmail", before, after FROM audit_entry WHERE entity_type = 'order' AND entity_id = $1 ORDER BY id`, [tranId])) as {
      action: string;
      staffEmail: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }[];

  // --- the gateway's side -----------------------------------------------------------------------------------

  /** What the sandbox refunded of an order's payments, as the gateway's own records have it. */
  const gatewayRefunds = async (tranId: string) =>
    (await t.db.query(
      `SELECT r.val_id AS "valId", r.amount, r.refund_ref_id AS "refundRefId" FROM sandbox_refund r JOIN sandbox_transaction s ON s.val_id = r.val_id WHERE s.tran_id = $1 ORDER BY r.created_at`,
      [tranId],
    )) as { valId: string; amount: string; refundRefId: string }[];
  const refundRows = async (tranId: string) =>
    (await t.db.query(`SELECT count(*)::int AS n FROM refund r JOIN customer_order o ON o.id = r.order_id WHERE o.tran_id = $1`, [tranId]))[0].n as number;
  const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

  /** The maintenance pass a minute on: the gateway is asked how the refunds it is processing stand. */
  async function followUpRefunds(): Promise<void> {
    await t.db.query(`UPDATE refund SET updated_at = updated_at - interval '2 minutes' WHERE status IN ('REQUESTED', 'PENDING')`);
    await t.app.get(RefundsService).sendDue();
  }

  /** Refunds part of a payment at the gateway's own merchant panel, behind the shop's back. */
  async function refundAtTheGateway(bankTranId: string, cents: number) {
    const { storeId, storePassword } = sandboxCredentials(t.config);
    const res = await t
      .http()
      .get('/sandbox-gateway/validator/api/merchantTransIDvalidationAPI.php')
      .query({ bank_tran_id: bankTranId, refund_amount: decimal(cents), refund_remarks: 'Refunded from the merchant panel', store_id: storeId, store_passwd: storePassword, format: 'json' })
      .expect(200);
    expect(res.body.status).toBe('success');
  }

  const postIpn = (fields: Record<string, string>) => t.http().post('/api/payment/ipn').type('form').send(fields).expect(200);
  const reconcile = () => t.app.get(OrderPaymentsService).reconcileRecent(0);

  /** A unit price at which 3 units, `percentOff` off and shipped free, cost less than 3 times what was paid per unit, rounded. */
  async function priceThatRoundsUp(percentOff: number): Promise<number> {
    const [settings] = await t.db.query(`SELECT free_shipping_threshold_cents AS threshold FROM shop_setting`);
    const threshold: number = settings?.threshold ?? t.config.shop.freeShippingThresholdCents;
    for (let price = Math.ceil(threshold / 3); ; price += 1) {
      const subtotal = 3 * price;
      const paidForGoods = subtotal - Math.round((subtotal * percentOff) / 100);
      if (3 * Math.round((price * paidForGoods) / subtotal) > paidForGoods) return price;
    }
  }

  describe('staff refunds', () => {
    it('refunds lines at the price paid (the discount shared out), restocking only when asked, then an amount, then everything left', async () => {
      const a = await freshVariant(10);
      const b = await freshVariant(10);
      const code = await limitOneCode(10);
      const order = await paid([[a, 2], [b, 1]], code);
      const [row] = await t.db.query(`SELECT subtotal_cents, discount_cents, shipping_cents, total_cents FROM customer_order WHERE tran_id = $1`, [order.tranId]);
      expect(row.discount_cents).toBeGreaterThan(0);
      // What was paid for goods worth `gross` before the discount: the discount shared out in proportion.
      const paidFor = (gross: number) => Math.round((gross * (row.subtotal_cents - row.discount_cents)) / row.subtotal_cents);
      const before = await adminOrder(order.tranId);
      const [lineA, lineB] = [lineOf(before, a), lineOf(before, b)];
      expect(await stockOf(t, a.variantId)).toEqual({ onHand: 8, reserved: 0 });

      // One unit of A, back on the shelf.
      const oneOfA = paidFor(lineA.unitPrice.amount);
      const first = await refund(order.tranId, { lines: [{ orderLineId: lineA.id, quantity: 1 }], remarks: 'Too small', restock: true });
      expect(first).toMatchObject({
        __typename: 'AdminOrder',
        status: 'PAID',
        paymentState: 'PARTIALLY_REFUNDED',
        refunded: { amount: oneOfA },
        refundable: { amount: row.total_cents - oneOfA },
        refunds: [
          { amount: { amount: oneOfA }, reason: 'STAFF', status: 'PENDING', remarks: 'Too small', failureReason: null, restock: true, staffEmail: DEMO_STAFF_MEMBER.email, lines: [{ orderLineId: lineA.id, quantity: 1, amount: { amount: oneOfA } }] },
        ],
      });
      expect(lineOf(first, a).refundedQuantity).toBe(1);
      expect(await stockOf(t, a.variantId)).toEqual({ onHand: 9, reserved: 0 });
      expect(await returnedMovements(a)).toEqual([{ kind: 'RETURNED', onHandChange: 1, reservedChange: 0, staffEmail: DEMO_STAFF_MEMBER.email, tranId: order.tranId, note: 'Returned to stock by a refund.' }]);

      // Line B without restocking: the unit stays out (damaged, kept by the shopper…).
      // Shared out over the goods refunded so far, so that refunds by line add up to exactly what was paid.
      const oneOfB = paidFor(lineA.unitPrice.amount + lineB.unitPrice.amount) - oneOfA;
      const second = await refund(order.tranId, { lines: [{ orderLineId: lineB.id, quantity: 1 }], remarks: 'Arrived torn' });
      expect(second).toMatchObject({ status: 'PAID', paymentState: 'PARTIALLY_REFUNDED', refunded: { amount: oneOfA + oneOfB } });
      expect(lineOf(second, b).refundedQuantity).toBe(1);
      expect(await stockOf(t, b.variantId)).toEqual({ onHand: 9, reserved: 0 });
      expect(await returnedMovements(b)).toEqual([]);

      // An amount: a goodwill gesture, no units involved.
      const third = await refund(order.tranId, { amountCents: 150, remarks: 'Late delivery' });
      expect(third).toMatchObject({ status: 'PAID', refunded: { amount: oneOfA + oneOfB + 150 }, refundable: { amount: row.total_cents - oneOfA - oneOfB - 150 } });
      expect(third.refunds[2]).toMatchObject({ amount: { amount: 150 }, lines: [], restock: false });

      const listed = await t.adminGql(`query($s: String!) { adminOrders(filter: { search: $s, paymentState: PARTIALLY_REFUNDED }) { items { tranId paymentState } } }`, { s: order.tranId }, staff);
      expect(listed.data!.adminOrders.items).toEqual([{ tranId: order.tranId, paymentState: 'PARTIALLY_REFUNDED' }]);
      const midway = await shopperOrder(order);
      expect(midway).toMatchObject({ status: 'PAID', paymentState: 'PARTIALLY_REFUNDED', refunded: { amount: oneOfA + oneOfB + 150 } });
      expect(midway.refunds).toEqual([oneOfA, oneOfB, 150].map((amount) => ({ amount: { amount }, status: 'PENDING', ofUnwantedPayment: false })));
      expect(midway.timeline.map((e: { note: string }) => e.note)).toEqual(['Order placed; awaiting payment.', 'Payment received.', PART_REFUNDED, PART_REFUNDED, PART_REFUNDED]);

      // Everything left: the last unit of A (restocked) and the shipping; the order closes.
      const left = row.total_cents - oneOfA - oneOfB - 150;
      const last = await refund(order.tranId, { remarks: 'Returned the rest', restock: true });
      expect(last).toMatchObject({ status: 'REFUNDED', paymentState: 'REFUNDED', refunded: { amount: row.total_cents }, refundable: { amount: 0 } });
      expect(last.refunds[3]).toMatchObject({ amount: { amount: left }, lines: [{ orderLineId: lineA.id, quantity: 1, amount: { amount: paidFor(row.subtotal_cents) - oneOfA - oneOfB } }] });
      expect(last.lines.map((l: { quantity: number; refundedQuantity: number }) => l.refundedQuantity - l.quantity)).toEqual([0, 0]);
      expect(await stockOf(t, a.variantId)).toEqual({ onHand: 10, reserved: 0 });
      expect(await stockOf(t, b.variantId)).toEqual({ onHand: 9, reserved: 0 });

      // The gateway gave back exactly what was paid, in four refunds, and says so when asked.
      const atGateway = await gatewayRefunds(order.tranId);
      expect(atGateway.map((r) => r.amount)).toEqual([oneOfA, oneOfB, 150, left].map(decimal));
      expect(last.refunds.map((r: { refundRefId: string }) => r.refundRefId)).toEqual(atGateway.map((r) => r.refundRefId));
      await followUpRefunds();
      expect((await adminOrder(order.tranId)).refunds.map((r: { status: string }) => r.status)).toEqual(['REFUNDED', 'REFUNDED', 'REFUNDED', 'REFUNDED']);
      const closed = await shopperOrder(order);
      expect(closed).toMatchObject({ status: 'REFUNDED', paymentState: 'REFUNDED', refunded: { amount: row.total_cents } });
      expect(closed.refunds.every((r: { status: string }) => r.status === 'REFUNDED')).toBe(true);
      // The last refund closed the order: the shopper reads that it was refunded in full, not in part.
      expect(closed.timeline.map((e: { note: string }) => e.note)).toEqual(['Order placed; awaiting payment.', 'Payment received.', PART_REFUNDED, PART_REFUNDED, PART_REFUNDED, REFUNDED_IN_FULL]);
      // Refunded in full: the order no longer used its limit-1 code.
      expect(await codeUsable(code)).toBe(true);
      const audited = await auditOf(order.tranId);
      expect(audited.map((e) => [e.action, e.staffEmail])).toEqual(Array(4).fill(['order.refund', DEMO_STAFF_MEMBER.email]));
      expect(audited[0]).toMatchObject({
        before: { refundedCents: 0 },
        after: { refundId: expect.any(String), lines: [{ orderLineId: lineA.id, quantity: 1 }], amountCents: null, remarks: 'Too small', restock: true },
      });
      expect(audited[2].after).toMatchObject({ lines: null, amountCents: 150, restock: false });
    });

    it('refunds every unit of a line one at a time, the last one too, and never more than was paid', async () => {
      const percentOff = 10;
      const code = await limitOneCode(percentOff);
      const v = await freshVariant(10);
      await t.db.query(`UPDATE product SET price_cents = $2 WHERE id = $1`, [v.productId, await priceThatRoundsUp(percentOff)]);
      const order = await paid([[v, 3]], code);
      const { total, lines } = await adminOrder(order.tranId);
      const results = [];
      for (let unit = 0; unit < 3; unit += 1) results.push(await refund(order.tranId, { lines: [{ orderLineId: lines[0].id, quantity: 1 }], remarks: `Unit ${unit + 1} returned`, restock: true }));
      expect(results.map((r) => r.__typename)).toEqual(['AdminOrder', 'AdminOrder', 'AdminOrder']);
      expect(results[2]).toMatchObject({ status: 'REFUNDED', refunded: total, refundable: { amount: 0 }, lines: [{ refundedQuantity: 3 }] });
      const amounts = results[2].refunds.map((r: { amount: { amount: number } }) => r.amount.amount);
      expect(amounts.reduce((sum: number, a: number) => sum + a, 0)).toBe(total.amount);
      expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
      expect(await stockOf(t, v.variantId)).toEqual({ onHand: 10, reserved: 0 });
    });
  });

  describe('cancellation', () => {
    it('cancels an unpaid order: its stock reservation and its limit-1 code are free again', async () => {
      const v = await freshVariant(5);
      const code = await limitOneCode();
      const order = await placed([[v, 2]], code);
      expect(await stockOf(t, v.variantId)).toEqual({ onHand: 5, reserved: 2 });
      expect(await codeUsable(code)).toBe(false);

      const cancelled = await cancel(order.tranId, { remarks: 'Customer phoned to cancel' });
      expect(cancelled).toMatchObject({ __typename: 'AdminOrder', status: 'CANCELLED', paymentState: 'UNPAID', refunds: [], refundable: { amount: 0 } });
      expect(await stockOf(t, v.variantId)).toEqual({ onHand: 5, reserved: 0 });
      expect(await codeUsable(code)).toBe(true);
      const seen = await shopperOrder(order);
      expect(seen).toMatchObject({ status: 'CANCELLED', refunds: [] });
      expect(seen.timeline.at(-1)).toEqual({ status: 'CANCELLED', note: 'Cancelled before payment; nothing was charged.' });
      expect(await gatewayRefunds(order.tranId)).toEqual([]);
      expect(await auditOf(order.tranId)).toEqual([
        { action: 'order.cancel', staffEmail: DEMO_STAFF_MEMBER.email, before: { status: 'PENDING_PAYMENT' }, after: { status: 'CANCELLED', remarks: 'Customer phoned to cancel' } },
      ]);
    });

    it('cancels a paid order through a full refund: REFUNDED, units back in stock, the limit-1 code usable again', async () => {
      const v = await freshVariant(5);
      const code = await limitOneCode();
      const order = await paid([[v, 2]], code);
      const { total } = await adminOrder(order.tranId);
      expect(await stockOf(t, v.variantId)).toEqual({ onHand: 3, reserved: 0 });
      expect(await codeUsable(code)).toBe(false);

      const cancelled = await cancel(order.tranId, { remarks: 'Ordered by mistake' });
      expect(cancelled).toMatchObject({ __typename: 'AdminOrder', status: 'REFUNDED', paymentState: 'REFUNDED', refunded: total, refundable: { amount: 0 } });
      expect(cancelled.refunds).toEqual([expect.objectContaining({ amount: total, reason: 'STAFF', status: 'PENDING', restock: true, remarks: 'Ordered by mistake' })]);
      expect(await stockOf(t, v.variantId)).toEqual({ onHand: 5, reserved: 0 });
      expect(await returnedMovements(v)).toEqual([expect.objectContaining({ onHandChange: 2, tranId: order.tranId, staffEmail: DEMO_STAFF_MEMBER.email })]);
      expect(await codeUsable(code)).toBe(true);
      expect((await gatewayRefunds(order.tranId)).map((r) => r.amount)).toEqual([decimal(total.amount)]);
      const seen = await shopperOrder(order);
      expect(seen).toMatchObject({ status: 'REFUNDED', refunded: total, refunds: [{ amount: total, status: 'PENDING', ofUnwantedPayment: false }] });
      expect(seen.timeline).toEqual([
        { status: 'PENDING_PAYMENT', note: 'Order placed; awaiting payment.' },
        { status: 'PAID', note: 'Payment received.' },
        { status: 'REFUNDED', note: REFUNDED_IN_FULL },
      ]);
      // Staff read who refunded what, and why.
      const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
      expect(cancelled.timeline.at(-1)).toEqual({ fromStatus: 'PAID', status: 'REFUNDED', note: `Refund of ${money(total.amount)} taken by the gateway (Ordered by mistake); everything paid was refunded.` });
      expect((await auditOf(order.tranId)).map((e) => e.action)).toEqual(['order.cancel']);
    });

    it('cancels an unpaid order once when ten requests arrive at once', async () => {
      const v = await freshVariant(5);
      const order = await placed([[v, 2]]);
      const audits = await auditEntryCount(t);
      const answers = await Promise.all(Array.from({ length: 10 }, () => t.adminGql(CANCEL, { t: order.tranId, i: { remarks: 'Double click' } }, staff)));
      expect(answers.filter((a) => a.data?.cancelOrder.__typename === 'AdminOrder')).toHaveLength(1);
      expect(await auditEntryCount(t)).toBe(audits + 1);
      expect(await stockOf(t, v.variantId)).toEqual({ onHand: 5, reserved: 0 });
      const movements = (await t.adminGql(MOVEMENTS, { v: v.variantId }, staff)).data!.stockMovements.items as { kind: string }[];
      expect(movements.filter((m) => m.kind === 'RELEASED')).toHaveLength(1);
      expect((await shopperOrder(order)).timeline.filter((e: { status: string }) => e.status === 'CANCELLED')).toHaveLength(1);
    });

    it('refuses to cancel a shipped order, which is refunded instead', async () => {
      const v = await freshVariant(5);
      const order = await paid([[v, 1]]);
      expect((await t.adminGql(SHIP, { t: order.tranId }, staff)).data!.markOrderShipped.status).toBe('SHIPPED');
      const audits = await auditEntryCount(t);
      const refused = await cancel(order.tranId, { remarks: 'Too late' });
      expect(refused).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'order', message: 'Already shipped.' }] });
      expect(refused.message).toMatch(/refund it instead/);
      expect(await auditEntryCount(t)).toBe(audits);
      expect(await refundRows(order.tranId)).toBe(0);

      const refunded = await refund(order.tranId, { remarks: 'Returned by the courier' });
      expect(refunded).toMatchObject({ status: 'REFUNDED', paymentState: 'REFUNDED' });
      // Not restocked unless asked: the parcel is still with the courier.
      expect(await stockOf(t, v.variantId)).toEqual({ onHand: 4, reserved: 0 });
    });
  });

  describe('what a refund never does', () => {
    let order: Placed;
    let lineId: string;
    let total: number;
    beforeAll(async () => {
      order = await paid([[await freshVariant(10), 2]]);
      const seen = await adminOrder(order.tranId);
      [lineId, total] = [seen.lines[0].id, seen.total.amount];
    });

    /** Everything a refund request writes, here and at the gateway. */
    const written = async () => ({
      refunds: await refundRows(order.tranId),
      audits: await auditEntryCount(t),
      atGateway: (await gatewayRefunds(order.tranId)).length,
      order: (await t.db.query(`SELECT status, refunded_cents FROM customer_order WHERE tran_id = $1`, [order.tranId]))[0],
    });

    it('gives back more than was paid, or more units than are left of a line', async () => {
      const before = await written();
      expect(await refund(order.tranId, { amountCents: total + 1, remarks: 'Too much' })).toMatchObject({ __typename: 'RefundExceedsPaymentError', code: 'REFUND_EXCEEDS_PAYMENT', refundableCents: total });
      expect(await refund(order.tranId, { lines: [{ orderLineId: lineId, quantity: 3 }], remarks: 'Three of two' })).toMatchObject({
        __typename: 'ValidationError',
        fields: [{ field: 'lines.0', message: 'At most 2.' }],
      });
      expect(await written()).toEqual(before);

      expect((await refund(order.tranId, { lines: [{ orderLineId: lineId, quantity: 1 }], remarks: 'One back' })).__typename).toBe('AdminOrder');
      const { refunded } = await adminOrder(order.tranId);
      const left = total - refunded.amount;
      const after = await written();
      expect(await refund(order.tranId, { amountCents: left + 1, remarks: 'A cent too much' })).toMatchObject({ __typename: 'RefundExceedsPaymentError', refundableCents: left });
      expect(await refund(order.tranId, { lines: [{ orderLineId: lineId, quantity: 2 }], remarks: 'Two of one left' })).toMatchObject({ fields: [{ field: 'lines.0', message: 'At most 1.' }] });
      expect(await written()).toEqual(after);
    });

    it('refunds an order that has no payment to give back', async () => {
      const pending = await placed([[await freshVariant(), 1]]);
      const failed = await placed([[await freshVariant(), 1]]);
      await payOnSandbox(t, failed.url, 'fail');
      const audits = await auditEntryCount(t);
      for (const [tranId, status] of [[pending.tranId, 'pending payment'], [failed.tranId, 'payment failed']]) {
        expect(await refund(tranId, { remarks: 'Nothing to give back' })).toMatchObject({
          __typename: 'OrderNotRefundableError',
          code: 'ORDER_NOT_REFUNDABLE',
          message: `An order that is ${status} has no payment to refund.`,
        });
        expect(await refundRows(tranId)).toBe(0);
      }
      expect(await auditEntryCount(t)).toBe(audits);
      const missing = await t.adminGql(REFUND, { t: 'KPR-NO-SUCH-ORDER', i: { remarks: 'Nobody' } }, staff);
      expect(missing.errors?.[0].extensions?.code).toBe('ORDER_NOT_FOUND');
    });

    it.each([
      ['remarks', { remarks: '   ' }],
      ['remarks', { remarks: 'x'.repeat(256) }],
      ['amountCents', { amountCents: 0 }],
      ['amountCents', { amountCents: -500 }],
      ['amountCents', { amountCents: 100, lines: [{ orderLineId: 'LINE', quantity: 1 }] }],
      ['restock', { amountCents: 100, restock: true }],
      ['lines.0', { lines: [{ orderLineId: 'LINE', quantity: 0 }] }],
      ['lines.1', { lines: [{ orderLineId: 'LINE', quantity: 1 }, { orderLineId: randomUUID(), quantity: -1 }] }],
      ['lines', { lines: [{ orderLineId: 'LINE', quantity: 1 }, { orderLineId: 'LINE', quantity: 1 }] }],
      ['lines.0', { lines: [{ orderLineId: randomUUID(), quantity: 1 }] }],
      ['lines.0', { lines: [{ orderLineId: 'not-a-uuid', quantity: 1 }] }],
      ['idempotencyKey', { idempotencyKey: 'k'.repeat(101) }],
    ])('takes a bad %s (%j): refused on its own, nothing written', async (field, input: Partial<RefundInput>) => {
      const withLine = { remarks: 'Valid remarks', ...input, lines: input.lines?.map((l) => ({ ...l, orderLineId: l.orderLineId === 'LINE' ? lineId : l.orderLineId })) };
      const before = await written();
      const answer = await refund(order.tranId, withLine);
      expect(answer).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION' });
      expect(answer.fields).toEqual([{ field, message: expect.any(String) }]);
      expect(await written()).toEqual(before);
    });
  });

  describe('ten requests at once', () => {
    it('with one idempotency key (a double click, two members of staff) refund once', async () => {
      const order = await paid([[await freshVariant(), 1]]);
      const audits = await auditEntryCount(t);
      const input = { amountCents: 500, remarks: 'Price match', idempotencyKey: `refund-${randomUUID()}` };
      const answers = await Promise.all(Array.from({ length: 10 }, () => refund(order.tranId, input)));
      expect(answers.map((a) => a.__typename)).toEqual(Array(10).fill('AdminOrder'));
      expect(await refundRows(order.tranId)).toBe(1);
      expect((await gatewayRefunds(order.tranId)).map((r) => r.amount)).toEqual(['5.00']);
      expect(await auditEntryCount(t)).toBe(audits + 1);
      expect(await adminOrder(order.tranId)).toMatchObject({ status: 'PAID', paymentState: 'PARTIALLY_REFUNDED', refunded: { amount: 500 } });
      // A later repeat of the key is answered with the same refund.
      expect((await refund(order.tranId, input)).refunds).toHaveLength(1);
    });

    it('without a key, ten refunds of everything left: one goes through, nine are told nothing is left', async () => {
      const order = await paid([[await freshVariant(), 1]]);
      const { total } = await adminOrder(order.tranId);
      const audits = await auditEntryCount(t);
      const answers = await Promise.all(Array.from({ length: 10 }, () => refund(order.tranId, { remarks: 'Full refund' })));
      expect(answers.filter((a) => a.__typename === 'AdminOrder')).toHaveLength(1);
      const refused = answers.filter((a) => a.__typename !== 'AdminOrder');
      expect(refused).toHaveLength(9);
      expect(refused.every((a) => a.__typename === 'RefundExceedsPaymentError' && a.refundableCents === 0)).toBe(true);
      expect(refused[0].message).toBe('Everything paid for this order has already been refunded.');
      expect(await refundRows(order.tranId)).toBe(1);
      expect((await gatewayRefunds(order.tranId)).map((r) => r.amount)).toEqual([decimal(total.amount)]);
      expect(await auditEntryCount(t)).toBe(audits + 1);
      expect(await adminOrder(order.tranId)).toMatchObject({ status: 'REFUNDED', refunded: total });
      // A request arriving once the refund has closed the order is told the same.
      expect(await refund(order.tranId, { remarks: 'Full refund' })).toMatchObject({ __typename: 'RefundExceedsPaymentError', refundableCents: 0 });
      expect(await cancel(order.tranId, { remarks: 'Cancel it' })).toMatchObject({ __typename: 'RefundExceedsPaymentError', refundableCents: 0 });
    });
  });

  describe('a gateway that refuses or does not answer', () => {
    /** Asks for a refund of one restocked unit that will not go through, and checks the order is as it was. */
    async function refundThatFails(order: Placed, v: SeedVariant, expectedReason: string | RegExp) {
      const before = await adminOrder(order.tranId);
      const stock = await stockOf(t, v.variantId);
      const audits = await auditEntryCount(t);
      const answer = await refund(order.tranId, { lines: [{ orderLineId: before.lines[0].id, quantity: 1 }], remarks: 'Wrong colour', restock: true });
      expect(answer).toMatchObject({ __typename: 'RefundFailedError', code: 'REFUND_FAILED', reason: expectedReason });
      expect(answer.message).toMatch(/^The refund did not go through: .* Nothing was refunded\.$/);

      const after = await adminOrder(order.tranId);
      expect(after).toMatchObject({ status: before.status, paymentState: before.paymentState, refunded: before.refunded, refundable: before.refundable, lines: before.lines });
      expect(after.refunds.at(-1)).toMatchObject({ status: 'FAILED', failureReason: expectedReason, remarks: 'Wrong colour', refundRefId: null });
      expect(await stockOf(t, v.variantId)).toEqual(stock);
      expect(await returnedMovements(v)).toEqual([]);
      // The request is on record; nothing else is.
      expect(await auditEntryCount(t)).toBe(audits + 1);
      const seen = await shopperOrder(order);
      expect(seen).toMatchObject({ status: 'PAID', refunded: { amount: 0 }, refunds: [] });
      expect(seen.timeline.map((e: { note: string }) => e.note)).not.toContain(PART_REFUNDED);
      return after;
    }

    it('refused: the payment was already refunded at the gateway’s own panel', async () => {
      const v = await freshVariant(5);
      const order = await paid([[v, 2]]);
      const { payments, total } = await adminOrder(order.tranId);
      await refundAtTheGateway(payments[0].bankTranId, total.amount);
      await refundThatFails(order, v, `Refund amount exceeds the refundable amount (0.00 USD)`);
      expect(await gatewayRefunds(order.tranId)).toHaveLength(1);
    });

    it('no answer: the gateway timed out', async () => {
      const v = await freshVariant(5);
      const order = await paid([[v, 2]]);
      const gatewayRefund = jest.spyOn(t.app.get(PaymentGateway), 'refund').mockRejectedValueOnce(new PaymentUnavailableError());
      try {
        await refundThatFails(order, v, 'The payment gateway did not answer.');
      } finally {
        gatewayRefund.mockRestore();
      }
      expect(await gatewayRefunds(order.tranId)).toEqual([]);
      // A failed refund leaves the payment whole: staff can try again, and it goes through.
      const again = await refund(order.tranId, { remarks: 'Second try', restock: true });
      expect(again).toMatchObject({ __typename: 'AdminOrder', status: 'REFUNDED' });
      expect(await stockOf(t, v.variantId)).toEqual({ onHand: 5, reserved: 0 });
    });
  });

  describe('a refund cut off by a crash', () => {
    /** Ways the server can die while a staff refund is on its way, each leaving it half sent. */
    const CRASHES: Record<string, () => jest.SpyInstance> = {
      'after writing it, before sending it': () => jest.spyOn(t.app.get(RefundsService), 'send').mockRejectedValueOnce(new Error('The server was killed')),
      'after the gateway took it, before its answer was recorded': () => {
        const gateway = t.app.get(PaymentGateway);
        const realRefund = gateway.refund.bind(gateway);
        return jest.spyOn(gateway, 'refund').mockImplementationOnce(async (request) => {
          await realRefund(request);
          throw new Error('The server was killed');
        });
      },
    };

    it.each(Object.keys(CRASHES))('%s: the maintenance pass sends it again under the same reference, and it counts once', async (crash) => {
      const v = await freshVariant(5);
      const order = await paid([[v, 2]]);
      const { lines } = await adminOrder(order.tranId);
      const killed = CRASHES[crash]();
      try {
        const res = await t.adminGql(REFUND, { t: order.tranId, i: { lines: [{ orderLineId: lines[0].id, quantity: 1 }], remarks: 'Wrong size', restock: true } }, staff);
        expect(res.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      } finally {
        killed.mockRestore();
      }
      expect((await adminOrder(order.tranId)).refunds).toEqual([expect.objectContaining({ status: expect.stringMatching(/^(REQUESTED|SENDING)$/) })]);

      // Later, on another instance: the pass finds it and finishes the job.
      await t.db.query(`UPDATE refund r SET updated_at = now() - interval '11 minutes' FROM customer_order o WHERE o.id = r.order_id AND o.tran_id = $1`, [order.tranId]);
      await t.app.get(RefundsService).sendDue();
      const atGateway = await gatewayRefunds(order.tranId);
      expect(atGateway).toHaveLength(1);
      const after = await adminOrder(order.tranId);
      expect(after).toMatchObject({ status: 'PAID', paymentState: 'PARTIALLY_REFUNDED', lines: [{ refundedQuantity: 1 }] });
      expect(after.refunds).toEqual([expect.objectContaining({ status: 'PENDING', refundRefId: atGateway[0].refundRefId, amount: after.refunded })]);
      expect(await stockOf(t, v.variantId)).toEqual({ onHand: 4, reserved: 0 });
      await followUpRefunds();
      expect((await adminOrder(order.tranId)).refunds).toEqual([expect.objectContaining({ status: 'REFUNDED' })]);
      expect(await gatewayRefunds(order.tranId)).toHaveLength(1);
      expect(await returnedMovements(v)).toHaveLength(1);
    });
  });

  describe('money that arrives for an order that can no longer take it', () => {
    /** Each way a shopper pays for an order that is closed or already paid: answers the payment's callback fields. */
    const SITUATIONS: Record<string, { status: string; reason: string; pay: (order: Placed) => Promise<Record<string, string>> }> = {
      'after its payment failed': {
        status: 'PAYMENT_FAILED',
        reason: 'LATE_PAYMENT',
        async pay(order) {
          await payOnSandbox(t, order.url, 'fail');
          return (await payOnSandbox(t, await openSecondSession(t, order.tranId), 'pay', { followReturn: false })).form.fields;
        },
      },
      'after staff cancelled it': {
        status: 'CANCELLED',
        reason: 'LATE_PAYMENT',
        async pay(order) {
          expect((await cancel(order.tranId, { remarks: 'Out of stock in the warehouse' })).status).toBe('CANCELLED');
          return (await payOnSandbox(t, order.url, 'pay', { followReturn: false })).form.fields;
        },
      },
      'after it expired': {
        status: 'EXPIRED',
        reason: 'LATE_PAYMENT',
        async pay(order) {
          await t.db.query(`UPDATE customer_order SET expires_at = now() - interval '1 second' WHERE tran_id = $1`, [order.tranId]);
          await t.app.get(OrderPaymentsService).expireOverdue();
          return (await payOnSandbox(t, order.url, 'pay', { followReturn: false })).form.fields;
        },
      },
      'a second time, once it was paid': {
        status: 'PAID',
        reason: 'EXTRA_PAYMENT',
        async pay(order) {
          const second = await openSecondSession(t, order.tranId);
          await payOnSandbox(t, order.url, 'pay');
          return (await payOnSandbox(t, second, 'pay', { followReturn: false })).form.fields;
        },
      },
    };
    const DELIVERIES: Record<string, (fields: Record<string, string>) => Promise<void>> = {
      'its IPN ten times at once, then reconciliation': async (fields) => {
        await Promise.all(Array.from({ length: 10 }, () => postIpn(fields)));
        await reconcile();
        await reconcile();
      },
      'reconciliation alone (its IPN lost), then the IPN ten times, late': async (fields) => {
        await reconcile();
        await reconcile();
        for (let i = 0; i < 10; i += 1) await postIpn(fields);
      },
    };
    const cases = Object.keys(SITUATIONS).flatMap((situation) => Object.keys(DELIVERIES).map((delivery) => [situation, delivery]));

    it.each(cases)('a payment made %s, learnt of by %s, is refunded in full exactly once', async (situation, delivery) => {
      const { status, reason, pay } = SITUATIONS[situation];
      const v = await freshVariant(5);
      const order = await placed([[v, 1]]);
      const fields = await pay(order);
      const stock = await stockOf(t, v.variantId);
      await DELIVERIES[delivery](fields);

      const seenByStaff = await adminOrder(order.tranId);
      expect(seenByStaff.status).toBe(status);
      const total = seenByStaff.total.amount;
      expect(seenByStaff.payments.find((p: { valId: string }) => p.valId === fields.val_id)).toMatchObject({ accepted: false, amount: { amount: total } });
      expect(seenByStaff.refunds).toEqual([
        expect.objectContaining({ amount: { amount: total }, reason, status: 'PENDING', staffEmail: null, restock: false, lines: [], remarks: expect.stringMatching(/refunded in full/) }),
      ]);
      // Staff refunds are for the payment the order kept: this one counts for nothing there.
      expect(seenByStaff.refunded.amount).toBe(0);
      expect(await gatewayRefunds(order.tranId)).toEqual([expect.objectContaining({ valId: fields.val_id, amount: decimal(total) })]);
      expect(await stockOf(t, v.variantId)).toEqual(stock);

      await followUpRefunds();
      await postIpn(fields);
      expect(await refundRows(order.tranId)).toBe(1);
      expect(await gatewayRefunds(order.tranId)).toHaveLength(1);
      expect((await adminOrder(order.tranId)).refunds).toEqual([expect.objectContaining({ reason, status: 'REFUNDED' })]);
      const seenByShopper = await shopperOrder(order);
      expect(seenByShopper.status).toBe(status);
      expect(seenByShopper.refunds).toEqual([{ amount: { amount: total }, status: 'REFUNDED', ofUnwantedPayment: true }]);
      expect(seenByShopper.timeline.filter((e: { note: string }) => e.note === UNWANTED_PAYMENT_NOTE)).toHaveLength(1);
    });
  });

  describe('payments held for review', () => {
    /** An order paid with the sandbox's "Pay, flagged as risky" button, with a limit-1 code. */
    async function heldOrder(v: SeedVariant) {
      const code = await limitOneCode();
      const order = await placed([[v, 2]], code);
      const { form } = await payOnSandbox(t, order.url, 'risky');
      expect(await adminOrder(order.tranId)).toMatchObject({ status: 'PENDING_PAYMENT', paymentOnHold: true, refunds: [] });
      return { order, code, fields: form.fields };
    }

    it('holds the order and its stock until staff release the payment: then it is paid', async () => {
      const v = await freshVariant(5);
      const { order, code } = await heldOrder(v);
      expect(await stockOf(t, v.variantId)).toEqual({ onHand: 5, reserved: 2 });
      expect(await codeUsable(code)).toBe(false);
      expect((await shopperOrder(order)).status).toBe('PENDING_PAYMENT');

      // Not cancelled while a payment is held: staff decide on the payment first.
      expect(await cancel(order.tranId, { remarks: 'Suspicious' })).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'order', message: 'Payment held for review.' }] });
      const released = (await t.adminGql(RELEASE, { t: order.tranId }, staff)).data!.releaseHeldPayment;
      expect(released).toMatchObject({ __typename: 'AdminOrder', status: 'PAID', paymentState: 'PAID', paymentOnHold: false, refunds: [] });
      expect(released.payments).toEqual([expect.objectContaining({ accepted: true })]);
      expect(await stockOf(t, v.variantId)).toEqual({ onHand: 3, reserved: 0 });
      expect(await codeUsable(code)).toBe(false);
      expect((await shopperOrder(order)).status).toBe('PAID');
      expect(await auditOf(order.tranId)).toEqual([
        { action: 'order.payment.release', staffEmail: DEMO_STAFF_MEMBER.email, before: { status: 'PENDING_PAYMENT', paymentOnHold: true }, after: { status: 'PAID' } },
      ]);
    });

    it('refunds a refused payment once, and frees the stock and the code', async () => {
      const v = await freshVariant(5);
      const { order, code, fields } = await heldOrder(v);
      const refused = (await t.adminGql(REFUSE, { t: order.tranId, r: 'Card reported stolen' }, staff)).data!.refuseHeldPayment;
      expect(refused).toMatchObject({ __typename: 'AdminOrder', status: 'REFUNDED', paymentOnHold: false });
      expect(refused.refunds).toEqual([expect.objectContaining({ reason: 'REVIEW_REFUSED', status: 'PENDING', amount: refused.total })]);
      expect(await stockOf(t, v.variantId)).toEqual({ onHand: 5, reserved: 0 });
      expect(await codeUsable(code)).toBe(true);

      // Whatever repeats the payment's news, it is not taken nor refunded again.
      await Promise.all(Array.from({ length: 10 }, () => postIpn(fields)));
      await reconcile();
      await followUpRefunds();
      expect(await adminOrder(order.tranId)).toMatchObject({ status: 'REFUNDED', refunds: [expect.objectContaining({ status: 'REFUNDED' })] });
      expect(await gatewayRefunds(order.tranId)).toEqual([expect.objectContaining({ valId: fields.val_id, amount: decimal(refused.total.amount) })]);
      const seen = await shopperOrder(order);
      expect(seen).toMatchObject({ status: 'REFUNDED', refunds: [{ amount: refused.total, status: 'REFUNDED', ofUnwantedPayment: true }] });
      expect(seen.timeline.at(-1)).toEqual({ status: 'REFUNDED', note: REFUNDED_IN_FULL });
      expect((await auditOf(order.tranId)).map((e) => [e.action, e.after.remarks])).toEqual([['order.payment.refuse', 'Card reported stolen']]);
      // The order kept no payment: staff have nothing more to refund.
      expect(await refund(order.tranId, { remarks: 'Again' })).toMatchObject({ __typename: 'OrderNotRefundableError' });
    });

    it(`refunds a payment nobody reviewed within PAYMENT_REVIEW_HOURS, freeing its stock; a newer one waits`, async () => {
      const stale = await freshVariant(5);
      const fresh = await freshVariant(5);
      const { order, code, fields } = await heldOrder(stale);
      const waiting = await heldOrder(fresh);
      await t.db.query(`UPDATE customer_order SET held_at = now() - make_interval(hours => $2 + 1) WHERE tran_id = $1`, [order.tranId, t.config.payments.reviewHours]);

      expect(await t.app.get(RefundsService).expireReviews()).toBe(1);
      expect(await t.app.get(RefundsService).expireReviews()).toBe(0);
      expect(await adminOrder(order.tranId)).toMatchObject({ status: 'REFUNDED', paymentOnHold: false, refunds: [expect.objectContaining({ reason: 'REVIEW_EXPIRED', status: 'PENDING' })] });
      expect(await stockOf(t, stale.variantId)).toEqual({ onHand: 5, reserved: 0 });
      expect(await codeUsable(code)).toBe(true);
      expect(await gatewayRefunds(order.tranId)).toEqual([expect.objectContaining({ valId: fields.val_id })]);
      expect(await adminOrder(waiting.order.tranId)).toMatchObject({ status: 'PENDING_PAYMENT', paymentOnHold: true, refunds: [] });
      expect(await stockOf(t, fresh.variantId)).toEqual({ onHand: 5, reserved: 2 });
    });

    it('refunds the held payment once when a second, clean payment completes the order', async () => {
      const v = await freshVariant(5);
      const { order, code, fields } = await heldOrder(v);
      const clean = await payOnSandbox(t, await openSecondSession(t, order.tranId), 'pay', { followReturn: false });
      await Promise.all([...Array.from({ length: 10 }, () => postIpn(clean.form.fields)), ...Array.from({ length: 10 }, () => postIpn(fields))]);
      await reconcile();
      const seen = await adminOrder(order.tranId);
      expect(seen).toMatchObject({ status: 'PAID', paymentOnHold: false, refunded: { amount: 0 } });
      expect(seen.refunds).toEqual([expect.objectContaining({ reason: 'EXTRA_PAYMENT', status: 'PENDING', amount: seen.total })]);
      expect(await gatewayRefunds(order.tranId)).toEqual([expect.objectContaining({ valId: fields.val_id })]);
      expect(await stockOf(t, v.variantId)).toEqual({ onHand: 3, reserved: 0 });
      expect(await codeUsable(code)).toBe(false);
      // Nothing is held any more: there is nothing to release or refuse.
      expect((await t.adminGql(RELEASE, { t: order.tranId }, staff)).data!.releaseHeldPayment.__typename).toBe('NoPaymentHeldError');
    });

    it('takes one decision when staff release and refuse the same payment at once', async () => {
      const v = await freshVariant(5);
      const { order } = await heldOrder(v);
      const audits = await auditEntryCount(t);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2 ? t.adminGql(RELEASE, { t: order.tranId }, staff).then((r) => r.data!.releaseHeldPayment) : t.adminGql(REFUSE, { t: order.tranId, r: 'Looks stolen' }, staff).then((r) => r.data!.refuseHeldPayment),
        ),
      );
      const decided = answers.filter((a) => a.__typename === 'AdminOrder');
      expect(decided).toHaveLength(1);
      expect(answers.filter((a) => a.__typename === 'NoPaymentHeldError')).toHaveLength(9);
      expect(await auditEntryCount(t)).toBe(audits + 1);
      const final = await adminOrder(order.tranId);
      expect(final.status).toBe(decided[0].status);
      if (final.status === 'PAID') {
        expect(final.refunds).toEqual([]);
        expect(await stockOf(t, v.variantId)).toEqual({ onHand: 3, reserved: 0 });
      } else {
        expect(final.refunds).toEqual([expect.objectContaining({ reason: 'REVIEW_REFUSED' })]);
        expect(await stockOf(t, v.variantId)).toEqual({ onHand: 5, reserved: 0 });
      }
      expect(await gatewayRefunds(order.tranId)).toHaveLength(final.status === 'PAID' ? 0 : 1);
    });

    it('refuses to release or refuse an order with no payment held', async () => {
      const paidOrder = await paid([[await freshVariant(), 1]]);
      const pending = await placed([[await freshVariant(), 1]]);
      const audits = await auditEntryCount(t);
      for (const tranId of [paidOrder.tranId, pending.tranId]) {
        expect((await t.adminGql(RELEASE, { t: tranId }, staff)).data!.releaseHeldPayment).toMatchObject({ __typename: 'NoPaymentHeldError', code: 'NO_PAYMENT_HELD' });
        expect((await t.adminGql(REFUSE, { t: tranId, r: 'Suspicious' }, staff)).data!.refuseHeldPayment).toMatchObject({ __typename: 'NoPaymentHeldError' });
      }
      expect((await t.adminGql(REFUSE, { t: pending.tranId, r: ' ' }, staff)).data!.refuseHeldPayment).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'remarks' }] });
      expect(await auditEntryCount(t)).toBe(audits);
      expect((await adminOrder(paidOrder.tranId)).status).toBe('PAID');
      expect((await adminOrder(pending.tranId)).status).toBe('PENDING_PAYMENT');
    });
  });
});
