import { OrderPaymentsService } from '../src/orders/order-payments.service';
import { DEMO_STAFF_MEMBER, signUpCustomer, staffToken } from './support/auth';
import { auditEntryCount } from './support/audit';
import { variantWithStock, type SeedVariant } from './support/cart';
import { addToCart, payOnSandbox, placeOrder, placePaidOrder } from './support/checkout';
import { startTestApp, type TestApp } from './support/test-app';

const SHIP = `mutation($t: String!, $i: ShipOrderInput!) { markOrderShipped(tranId: $t, input: $i) {
  __typename
  ... on AdminOrder { tranId status shipment { carrier trackingNumber trackingUrl shippedAt deliveredAt } timeline { status note } }
  ... on ErrorResult { code message }
  ... on ValidationError { fields { field message } } } }`;
const DELIVER = `mutation($t: String!) { markOrderDelivered(tranId: $t) {
  __typename ... on AdminOrder { status shipment { shippedAt deliveredAt } } ... on ErrorResult { code message } } }`;
const SHIPMENT = 'shipment { carrier trackingNumber trackingUrl shippedAt deliveredAt }';
const SHOPPER_ORDER = `query($t: String!) { order(tranId: $t) { status timeline { status note } ${SHIPMENT} } }`;
const MY_ORDERS = `{ myOrders { items { tranId status ${SHIPMENT} } } }`;
const TRACK = `query($t: String!, $e: String!) { trackOrder(tranId: $t, email: $e) { status ${SHIPMENT} } }`;

const PATHAO = { carrier: 'Pathao Courier', trackingNumber: 'PTH-2026-000123', trackingUrl: 'https://merchant.pathao.com/tracking?consignment_id=PTH-2026-000123' };

describe('fulfilment: shipping with a carrier and a tracking number', () => {
  let t: TestApp;
  let staff: string;
  let shopper: Awaited<ReturnType<typeof signUpCustomer>>;
  let variant: SeedVariant;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await staffToken(t, DEMO_STAFF_MEMBER);
    shopper = await signUpCustomer(t, 'Shipped Shopper');
    variant = await variantWithStock(t, { setStock: 50 });
  });
  afterAll(() => t.close());

  const ship = async (tranId: string, input: Record<string, unknown>) => (await t.adminGql(SHIP, { t: tranId, i: input }, staff)).data!.markOrderShipped;
  const shipmentColumns = async (tranId: string) =>
    (await t.db.query(`SELECT status, carrier, tracking_number, tracking_url, shipped_at, delivered_at FROM customer_order WHERE tran_id = $1`, [tranId]))[0];
  const auditOf = async (tranId: string) =>
    (await t.db.query(`SELECT action, staff_email, before, after FROM audit_entry WHERE entity_type = 'order' AND entity_id = $1 ORDER BY id`, [tranId])) as {
      action: string;
      staff_email: string;
      before: unknown;
      after: unknown;
    }[];

  it('shows the shopper the carrier and tracking number on their order, in My orders and on the tracking page; delivery adds its date', async () => {
    const tranId = await placePaidOrder(t, shopper.token, variant, { email: 'parcel@example.com' });
    expect((await t.gql(SHOPPER_ORDER, { t: tranId }, shopper.token)).data!.order).toMatchObject({ status: 'PAID', shipment: null });

    const shipped = await ship(tranId, { carrier: '  Pathao  Courier ', trackingNumber: ` ${PATHAO.trackingNumber} `, trackingUrl: PATHAO.trackingUrl });
    expect(shipped).toMatchObject({ __typename: 'AdminOrder', tranId, status: 'SHIPPED', shipment: { ...PATHAO, deliveredAt: null } });
    expect(shipped.timeline.at(-1)).toEqual({ status: 'SHIPPED', note: 'Handed to Pathao Courier, tracking number PTH-2026-000123.' });
    const shippedAt = Date.parse(shipped.shipment.shippedAt);
    expect(Math.abs(shippedAt - Date.now())).toBeLessThan(60_000);

    // The shopper's own views: the order page, My orders, and tracking by tran id and e-mail.
    const order = (await t.gql(SHOPPER_ORDER, { t: tranId }, shopper.token)).data!.order;
    expect(order).toMatchObject({ status: 'SHIPPED', shipment: { ...PATHAO, deliveredAt: null } });
    // The timeline speaks to the shopper; the staff note with the tracking number stays in the back office.
    expect(order.timeline.at(-1)).toEqual({ status: 'SHIPPED', note: 'Handed to the courier.' });
    const listed = (await t.gql(MY_ORDERS, undefined, shopper.token)).data!.myOrders.items.find((o: { tranId: string }) => o.tranId === tranId);
    expect(listed).toMatchObject({ status: 'SHIPPED', shipment: PATHAO });
    expect((await t.gql(TRACK, { t: tranId, e: 'PARCEL@example.com' })).data!.trackOrder).toMatchObject({ status: 'SHIPPED', shipment: PATHAO });
    // Nobody else sees it: another shopper's order query answers as for a missing order, tracking needs the e-mail.
    const stranger = await signUpCustomer(t);
    expect((await t.gql(SHOPPER_ORDER, { t: tranId }, stranger.token)).data!.order).toBeNull();
    expect((await t.gql(TRACK, { t: tranId, e: stranger.email })).data!.trackOrder).toBeNull();

    // The original storefront's success-page call answers as before, and a shipped order counts as paid.
    const legacy = await t.http().get(`/api/order/payment/redirect-success/${tranId}`).set('Authorization', `Bearer ${shopper.token}`).expect(200);
    expect(legacy.body).toEqual({ success: true, tran_id: tranId, status: 'SHIPPED', paid: true, paymentOnHold: false });

    const delivered = (await t.adminGql(DELIVER, { t: tranId }, staff)).data!.markOrderDelivered;
    expect(delivered).toMatchObject({ __typename: 'AdminOrder', status: 'DELIVERED', shipment: { shippedAt: shipped.shipment.shippedAt } });
    expect(Date.parse(delivered.shipment.deliveredAt)).toBeGreaterThanOrEqual(shippedAt);
    expect((await t.gql(SHOPPER_ORDER, { t: tranId }, shopper.token)).data!.order.shipment).toEqual({ ...PATHAO, shippedAt: shipped.shipment.shippedAt, deliveredAt: delivered.shipment.deliveredAt });
    expect((await t.adminGql(`query($t: String!) { adminOrder(tranId: $t) { ${SHIPMENT} } }`, { t: tranId }, staff)).data!.adminOrder.shipment.carrier).toBe('Pathao Courier');

    // One audit entry per move, with the values before and after.
    expect(await auditOf(tranId)).toEqual([
      { action: 'order.shipped', staff_email: DEMO_STAFF_MEMBER.email, before: { status: 'PAID' }, after: { status: 'SHIPPED', ...PATHAO } },
      { action: 'order.delivered', staff_email: DEMO_STAFF_MEMBER.email, before: { status: 'SHIPPED' }, after: { status: 'DELIVERED' } },
    ]);
  });

  it('ships without a tracking page too: the order shows the number alone', async () => {
    const tranId = await placePaidOrder(t, shopper.token, variant);
    expect(await ship(tranId, { carrier: 'Steadfast', trackingNumber: 'SF 77 100', trackingUrl: '' })).toMatchObject({ shipment: { carrier: 'Steadfast', trackingNumber: 'SF 77 100', trackingUrl: null } });
    expect((await t.gql(SHOPPER_ORDER, { t: tranId }, shopper.token)).data!.order.shipment).toMatchObject({ trackingNumber: 'SF 77 100', trackingUrl: null });
  });

  it('refuses an order that is not paid, whatever became of it, with a typed answer and nothing written', async () => {
    const refusals: Record<string, string> = {};
    for (const outcome of ['unpaid', 'fail', 'cancel', 'expired'] as const) {
      await addToCart(t, shopper.token, variant);
      const session = await placeOrder(t, shopper.token);
      if (outcome === 'fail' || outcome === 'cancel') await payOnSandbox(t, session.url, outcome);
      if (outcome === 'expired') {
        // Its payment window closes now rather than in 30 minutes; expiry itself is the shop's own.
        await t.db.query(`UPDATE customer_order SET expires_at = now() - interval '1 second' WHERE tran_id = $1`, [session.tranId]);
        await t.app.get(OrderPaymentsService).expireOverdue();
      }
      const before = await shipmentColumns(session.tranId);
      const audits = await auditEntryCount(t);
      const refused = await ship(session.tranId, PATHAO);
      expect(refused).toMatchObject({ __typename: 'OrderNotShippableError', code: 'ORDER_NOT_SHIPPABLE' });
      refusals[before.status] = refused.message;
      expect(await shipmentColumns(session.tranId)).toEqual(before);
      expect(await auditEntryCount(t)).toBe(audits);
    }
    expect(refusals).toEqual({
      PENDING_PAYMENT: 'Only a paid order can be shipped; this one is still awaiting payment.',
      PAYMENT_FAILED: 'Only a paid order can be shipped; this one is unpaid: its payment failed.',
      CANCELLED: 'Only a paid order can be shipped; this one is cancelled.',
      EXPIRED: 'Only a paid order can be shipped; this one is unpaid: it expired.',
    });
  });

  it('refuses delivering an order that was not shipped, and shipping one twice', async () => {
    const tranId = await placePaidOrder(t, shopper.token, variant);
    expect((await t.adminGql(DELIVER, { t: tranId }, staff)).data!.markOrderDelivered).toMatchObject({
      __typename: 'OrderNotDeliverableError',
      message: 'Only a shipped order can be marked delivered; this one is paid but not shipped yet.',
    });
    await ship(tranId, PATHAO);
    expect(await ship(tranId, { carrier: 'RedX', trackingNumber: 'RX1' })).toMatchObject({
      __typename: 'OrderNotShippableError',
      message: 'Only a paid order can be shipped; this one is already shipped.',
    });
    expect(await shipmentColumns(tranId)).toMatchObject({ carrier: 'Pathao Courier', tracking_number: PATHAO.trackingNumber });
    expect((await auditOf(tranId)).map((entry) => entry.action)).toEqual(['order.shipped']);
  });

  it('ships once when two members of staff press Ship at the same moment', async () => {
    const tranId = await placePaidOrder(t, shopper.token, variant);
    const answers = await Promise.all([ship(tranId, PATHAO), ship(tranId, { carrier: 'RedX', trackingNumber: 'RX-2' })]);
    expect(answers.map((answer) => answer.__typename).sort()).toEqual(['AdminOrder', 'OrderNotShippableError']);
    const winner = answers.find((answer) => answer.__typename === 'AdminOrder');
    expect((await shipmentColumns(tranId)).carrier).toBe(winner.shipment.carrier);
    expect(await auditOf(tranId)).toHaveLength(1);
    const [{ shipped }] = await t.db.query(`SELECT count(*)::int AS shipped FROM order_event e JOIN customer_order o ON o.id = e.order_id WHERE o.tran_id = $1 AND e.to_status = 'SHIPPED'`, [tranId]);
    expect(shipped).toBe(1);
  });

  it('refuses a bad carrier, tracking number or URL field by field, writing nothing', async () => {
    const tranId = await placePaidOrder(t, shopper.token, variant);
    const before = await shipmentColumns(tranId);
    const audits = await auditEntryCount(t);
    const fieldsOf = async (input: Record<string, unknown>) => {
      const answer = await ship(tranId, input);
      expect(answer.__typename).toBe('ValidationError');
      return Object.fromEntries(answer.fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    };
    expect(await fieldsOf({ carrier: ' ', trackingNumber: '', trackingUrl: 'javascript:alert(document.cookie)' })).toEqual({
      carrier: 'Required.',
      trackingNumber: 'Required.',
      trackingUrl: 'Enter a web address starting with https:// or http://.',
    });
    expect(await fieldsOf({ carrier: 'C'.repeat(61), trackingNumber: '7'.repeat(81), trackingUrl: `https://track.example.com/${'x'.repeat(480)}` })).toEqual({
      carrier: 'At most 60 characters.',
      trackingNumber: 'At most 80 characters.',
      trackingUrl: 'At most 500 characters.',
    });
    expect(await fieldsOf({ carrier: '<img src=x onerror=alert(1)>', trackingNumber: '"; DROP TABLE customer_order; --' })).toEqual({
      carrier: "Letters, digits, spaces and & . , ' ( ) / - only.",
      trackingNumber: 'Latin letters, digits, spaces and . _ / - only.',
    });
    expect(await shipmentColumns(tranId)).toEqual(before);
    expect(await auditEntryCount(t)).toBe(audits);
    expect((await t.gql(SHOPPER_ORDER, { t: tranId }, shopper.token)).data!.order).toMatchObject({ status: 'PAID', shipment: null });
  });

  it('is staff work on the admin API only: a missing order is not found, shoppers are refused, the shop API has no such operation', async () => {
    const missing = await t.adminGql(SHIP, { t: 'KPR-NO-SUCH-ORDER', i: PATHAO }, staff);
    expect(missing.errors![0].extensions!.code).toBe('ORDER_NOT_FOUND');
    const tranId = await placePaidOrder(t, shopper.token, variant);
    expect((await t.adminGql(SHIP, { t: tranId, i: PATHAO }, shopper.token)).status).toBe(401);
    expect((await t.gql(SHIP, { t: tranId, i: PATHAO }, shopper.token)).errors!.map((e) => e.message)).toContainEqual(expect.stringMatching(/Cannot query field "markOrderShipped"/));
    expect((await shipmentColumns(tranId)).status).toBe('PAID');
  });
});
