import { signUpCustomer } from './support/auth';
import { variantWithStock } from './support/cart';
import { addToCart, deliveryDetails, payOnSandbox, placeOrder } from './support/checkout';
import { SmtpReceiver } from './support/smtp-receiver';
import { startTestApp, type TestApp } from './support/test-app';

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
    await new Promise((resolve) => setTimeout(resolve, 2500)); // long enough for a second mail to have arrived
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

  it('retries a mail the SMTP server refuses for a while, then delivers it', async () => {
    const { token } = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 9 });
    await addToCart(t, token, v);
    const email = `retry.${Date.now()}@example.com`;
    const session = await placeOrder(t, token, undefined, { email });
    smtp.refuseNext(2);
    await payOnSandbox(t, session.url, 'pay');
    await smtp.waitFor(() => smtp.to(email).length > 0, 30_000);
    expect(smtp.to(email)).toHaveLength(1);
    expect(smtp.to(email)[0].subject).toContain(session.tranId);
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
    expect((await t.http().get('/dev/outbox/999999999')).status).toBe(404);
  });
});
