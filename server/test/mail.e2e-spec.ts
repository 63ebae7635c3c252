import { MailService } from '../src/mail/mail.service';
import { OrderPaymentsService } from '../src/orders/order-payments.service';
import { DEMO_STAFF_MEMBER, signUpCustomer, staffToken } from './support/auth';
import { variantWithStock } from './support/cart';
import { addToCart, deliveryDetails, openSecondSession, payOnSandbox, placeOrder } from './support/checkout';
import { SmtpReceiver } from './support/smtp-receiver';
import { startTestApp, type TestApp } from './support/test-app';

const ADMIN_ORDER = `__typename ... on AdminOrder { status refunded { amount } } ... on ErrorResult { code message }`;
const ADMIN_ORDER_OR_INVALID = `${ADMIN_ORDER} ... on ValidationError { fields { field message } }`;
const SHIP = `mutation($t: String!, $i: ShipOrderInput!) { markOrderShipped(tranId: $t, input: $i) { ${ADMIN_ORDER_OR_INVALID} } }`;
const DELIVER = `mutation($t: String!) { markOrderDelivered(tranId: $t) { ${ADMIN_ORDER} } }`;
const REFUND = `mutation($t: String!, $i: RefundOrderInput!) { refundOrder(tranId: $t, input: $i) { ${ADMIN_ORDER_OR_INVALID} } }`;
const CANCEL = `mutation($t: String!, $i: CancelOrderInput!) { cancelOrder(tranId: $t, input: $i) { ${ADMIN_ORDER_OR_INVALID} } }`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('transactional mail over SMTP (a real SMTP server in the test)', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Kapor <orders@kapor.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('confirms a paid order once, with its lines, totals, delivery details and a link to it, however often the payment is reported', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 9 });
    await addToCart(t, token, v, 2);
    const email = `confirm.${Date.now()}@example.com`;
    const session = await placeOrder(t, token, undefined, { email });
    const paid = await payOnSandbox(t, session.url, 'pay');
    expect(paid.location).toMatch(/\/payment\/success\//);
    // The gateway's news again, as IPNs and returns repeat it: still one mail.
    for (let i = 0; i < 3; i++) await t.http().post('/api/payment/ipn').type('form').send(paid.form.fields).expect(200);

    const [mail] = await smtp.waitFor(() => smtp.to(email).length > 0).then(() => smtp.to(email));
    await pause(2500); // long enough for a second mail to have arrived
    expect(smtp.to(email)).toHaveLength(1);
    expect(mail.subject).toBe(`Your Kapor order ${session.tranId} is confirmed`);
    expect(mail.from?.value).toEqual([{ name: 'Kapor', address: 'orders@kapor.test' }]);
    const line = session.order.lines[0];
    const total = `$${(session.order.total.amount / 100).toFixed(2)}`;
    expect(mail.text).toContain(`- ${line.productName} (${line.size}, `);
    expect(mail.text).toContain(`× 2: $${((line.unitPrice.amount * 2) / 100).toFixed(2)}`);
    expect(mail.text).toContain(`Total: ${total}`);
    expect(mail.text).toContain(`Delivery to ${deliveryDetails().fullName}, ${deliveryDetails().address}`);
    expect(mail.text).toContain(`/account/orders/${session.tranId}`);
    expect(mail.html).toContain(total);
  });

  it('retries a mail the SMTP server refuses for a while, then delivers it once', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 9 });
    await addToCart(t, token, v);
    const email = `retry.${Date.now()}@example.com`;
    const session = await placeOrder(t, token, undefined, { email });
    smtp.refuseNext(2);
    await payOnSandbox(t, session.url, 'pay');
    await smtp.waitFor(() => smtp.to(email).length > 0, 30_000);
    // The server really said no twice (451), and the job tried again after each, with its back-off.
    expect(smtp.refused).toEqual([[email], [email]]);
    expect(smtp.to(email)).toHaveLength(1);
    expect(smtp.to(email)[0].subject).toContain(session.tranId);
    const [job] = await t.db.query(`SELECT state, retry_count FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1`, [email]);
    expect(job).toEqual({ state: 'completed', retry_count: 2 });
  });

  it('enqueues one mail for one key, however often it is asked for', async () => {
    const mail = t.app.get(MailService);
    const email = `once.${Date.now()}@example.com`;
    const request = { to: email, template: 'order-delivered' as const, data: { name: 'Nadia', tranId: 'KP-ONCE', orderUrl: 'http://127.0.0.1/account/orders/KP-ONCE' }, language: 'en' as const, key: `once:${email}` };
    for (let i = 0; i < 3; i += 1) await t.db.transaction((tx) => mail.enqueue(tx, request));
    // A job enqueued in a transaction that rolls back never existed.
    await t.db.transaction(async (tx) => {
      await mail.enqueue(tx, { ...request, key: `rolled-back:${email}` });
      throw new Error('roll back');
    }).catch(() => undefined);
    await smtp.waitFor(() => smtp.to(email).length > 0);
    await pause(2500);
    expect(smtp.to(email)).toHaveLength(1);
    expect(await t.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1`, [email])).toEqual([{ n: 1 }]);
  });

  it('never mails an address of the reserved .invalid domain (erased accounts and their orders)', async () => {
    const mail = t.app.get(MailService);
    const request = { to: `deleted-${Date.now()}@deleted.invalid`, template: 'order-delivered' as const, data: { name: 'Deleted customer', tranId: 'KP-GONE', orderUrl: 'http://127.0.0.1/account/orders/KP-GONE' }, language: 'en' as const };
    await t.db.transaction((tx) => mail.enqueue(tx, request));
    expect(await t.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1`, [request.to])).toEqual([{ n: 0 }]);
  });

  describe("the shopper's mail about an order, in HTML and plain text, each once", () => {
    let staff: string;
    beforeAll(async () => {
      staff = await staffToken(t, DEMO_STAFF_MEMBER);
    });

    /** A new shopper's order of `quantity` units, awaiting payment, whose mail goes to a new address. */
    async function ordered(quantity = 1) {
      const shopper = await signUpCustomer(t);
      await addToCart(t, shopper.token, await variantWithStock(t, { setStock: 20 }), quantity);
      const email = `${shopper.email.split('@')[0]}.mail@example.com`;
      const session = await placeOrder(t, shopper.token, undefined, { email });
      return { ...session, email, shopper } as { tranId: string; url: string; order: { lines: { productName: string; size: string; colour: string }[]; total: { amount: number } }; email: string };
    }

    async function paid(quantity = 1) {
      const order = await ordered(quantity);
      await payOnSandbox(t, order.url, 'pay');
      await mailTo(order.email, `Your Kapor order ${order.tranId} is confirmed`);
      return order;
    }

    /** Waits for the mail with this subject, then long enough for a second one to have come. */
    async function mailTo(email: string, subject: string) {
      await smtp.waitFor(() => smtp.to(email).some((m) => m.subject === subject), 30_000);
      return smtp.to(email).find((m) => m.subject === subject)!;
    }
    async function onlyOne(email: string, subject: string) {
      await pause(2500);
      expect(smtp.to(email).filter((m) => m.subject === subject)).toHaveLength(1);
    }

    /** Shopper-facing words: none of the gateway's or the back office's terms. */
    function speaksToShoppers(mail: { text?: string; html?: string | false }) {
      for (const body of [mail.text ?? '', String(mail.html)]) expect(body).not.toMatch(/gateway|IPN|val_id|bank_tran|tran_id|webhook|staff/i);
    }

    async function admin(query: string, variables: Record<string, unknown>) {
      const res = await t.adminGql(query, variables, staff);
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      return Object.values(res.data)[0] as Record<string, any>;
    }

    it('a failed payment: nothing charged, and a link back to checkout that retries this order', async () => {
      const order = await ordered();
      const failed = await payOnSandbox(t, order.url, 'fail');
      expect(failed.location).toMatch(/\/payment\/fail\//);
      await t.http().post(new URL(failed.form.action).pathname).type('form').send(failed.form.fields); // the browser's return again
      const subject = `Your payment for Kapor order ${order.tranId} did not go through`;
      const mail = await mailTo(order.email, subject);
      const [{ return_origin }] = await t.db.query(`SELECT return_origin FROM customer_order WHERE tran_id = $1`, [order.tranId]);
      const retry = `${return_origin}/checkout?retry=${order.tranId}`;
      expect(mail.text).toContain(`Your payment of $${(order.order.total.amount / 100).toFixed(2)} for order ${order.tranId} did not go through, and you have not been charged.`);
      expect(mail.text).toContain(`Try again: ${retry}`);
      expect(mail.html).toContain(`href="${retry}"`);
      speaksToShoppers(mail);
      await onlyOne(order.email, subject);
    });

    it('shipped, with the carrier, the tracking number and its link; then delivered', async () => {
      const order = await paid();
      const shipment = { carrier: 'Pathao Courier', trackingNumber: 'PTH-2026-000777', trackingUrl: 'https://merchant.pathao.com/tracking?consignment_id=PTH-2026-000777' };
      expect((await admin(SHIP, { t: order.tranId, i: shipment })).status).toBe('SHIPPED');
      const shipped = await mailTo(order.email, `Your Kapor order ${order.tranId} is on its way`);
      expect(shipped.text).toContain(`We handed order ${order.tranId} to Pathao Courier.`);
      expect(shipped.text).toContain('Tracking number: PTH-2026-000777');
      expect(shipped.text).toContain(`Track your parcel: ${shipment.trackingUrl}`);
      expect(shipped.html).toContain(`href="${shipment.trackingUrl}"`);
      expect(shipped.html).toContain('PTH-2026-000777');
      speaksToShoppers(shipped);

      expect((await admin(DELIVER, { t: order.tranId })).status).toBe('DELIVERED');
      const delivered = await mailTo(order.email, `Your Kapor order ${order.tranId} was delivered`);
      expect(delivered.text).toContain(`/account/orders/${order.tranId}`);
      speaksToShoppers(delivered);
      await pause(2500);
      expect(smtp.to(order.email).map((m) => m.subject)).toEqual([
        `Your Kapor order ${order.tranId} is confirmed`,
        `Your Kapor order ${order.tranId} is on its way`,
        `Your Kapor order ${order.tranId} was delivered`,
      ]);
    });

    it('a refund of one unit says what went back; the refund of the rest says the order is refunded in full', async () => {
      const order = await paid(2);
      const [line] = (await admin(`query($t: String!) { adminOrder(tranId: $t) { lines { id productName size colour unitPrice { amount } } } }`, { t: order.tranId })).lines;
      const one = await admin(REFUND, { t: order.tranId, i: { lines: [{ orderLineId: line.id, quantity: 1 }], remarks: 'Too small', restock: true } });
      expect(one.__typename).toBe('AdminOrder');
      const part = await mailTo(order.email, `A refund for your Kapor order ${order.tranId}`);
      const refundedCents = one.refunded.amount;
      expect(part.text).toContain(`We refunded $${(refundedCents / 100).toFixed(2)} of order ${order.tranId} to the card or account you paid with.`);
      expect(part.text).toContain(`- 1 × ${line.productName} (${line.size}, ${line.colour})`);
      expect(part.text).not.toContain('closed');
      expect(part.html).toContain(`1 × ${line.productName}`);
      speaksToShoppers(part);

      expect((await admin(REFUND, { t: order.tranId, i: { remarks: 'Returned the other one too' } })).status).toBe('REFUNDED');
      const rest = await mailTo(order.email, `Your Kapor order ${order.tranId} was refunded`);
      expect(rest.text).toContain(`$${((order.order.total.amount - refundedCents) / 100).toFixed(2)}`);
      expect(rest.text).toContain('Everything you paid for this order has now been refunded, and the order is closed.');
      speaksToShoppers(rest);
      await onlyOne(order.email, `A refund for your Kapor order ${order.tranId}`);
    });

    it("a payment the order could not take: the shop's own refund of it, explained", async () => {
      const order = await ordered();
      const second = await openSecondSession(t, order.tranId);
      await payOnSandbox(t, order.url, 'pay');
      await mailTo(order.email, `Your Kapor order ${order.tranId} is confirmed`);
      await payOnSandbox(t, second, 'pay'); // paid twice: the second payment goes back
      const subject = `We refunded a payment for Kapor order ${order.tranId}`;
      const mail = await mailTo(order.email, subject);
      const total = `$${(order.order.total.amount / 100).toFixed(2)}`;
      expect(mail.text).toContain(`We received a payment of ${total} for order ${order.tranId} that this order could not take, and refunded all of it to the card or account it came from.`);
      expect(mail.text).toContain('The order had already been paid: this was a second payment for it.');
      speaksToShoppers(mail);
      await t.app.get(OrderPaymentsService).reconcileRecent(0); // the same news again
      await onlyOne(order.email, subject);
    });

    it('an unpaid order the shop cancels', async () => {
      const order = await ordered();
      expect((await admin(CANCEL, { t: order.tranId, i: { remarks: 'Out of stock in the warehouse' } })).status).toBe('CANCELLED');
      const mail = await mailTo(order.email, `Your Kapor order ${order.tranId} was cancelled`);
      expect(mail.text).toContain(`We cancelled order ${order.tranId} before it was paid, so nothing was charged.`);
      expect(mail.text).not.toContain('warehouse'); // staff's reasons stay in the back office
      speaksToShoppers(mail);
    });
  });
});

describe('the development outbox (no SMTP server configured)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps every mail and shows it, text links included, at /dev/outbox', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 9 });
    await addToCart(t, token, v);
    const email = `outbox.${Date.now()}@example.com`;
    const session = await placeOrder(t, token, undefined, { email });
    await payOnSandbox(t, session.url, 'pay');
    const subject = `Your Kapor order ${session.tranId} is confirmed`;
    const until = Date.now() + 20_000;
    let list = '';
    while (!list.includes(subject) && Date.now() < until) {
      list = (await t.http().get('/dev/outbox').expect(200)).text;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(list).toContain(email);
    const href = new RegExp(`href="(/dev/outbox/\\d+)">${subject}<`).exec(list)?.[1];
    const page = (await t.http().get(href!).expect(200)).text;
    expect(page).toContain(`<a href="${`http://127.0.0.1`}`);
    expect(page).toContain(`/account/orders/${session.tranId}</a>`);
    // The HTML is a sandboxed document of its own: no script of the mail's runs, nothing of the shop's is reachable.
    const html = await t.http().get(`${href}/html`).expect(200);
    expect(html.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(html.text).toContain(session.tranId);
    expect((await t.http().get('/dev/outbox/999999999')).status).toBe(404);
  });
});
