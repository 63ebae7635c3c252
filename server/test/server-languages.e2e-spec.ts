import request from 'supertest';
import { signUpCustomer, STAFF_LOGIN_MUTATION, uniqueEmail } from './support/auth';
import { ADD_TO_CART, variantWithStock } from './support/cart';
import { deliveryDetails, parseReturnForm, PLACE_ORDER } from './support/checkout';
import { SmtpReceiver } from './support/smtp-receiver';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 19: the server answers in the shopper's language — the storefront's x-kapor-language header, else
 * Accept-Language, else English — with every code as it is; mail is written in the language the shop knows
 * for its reader; the sandbox gateway's page follows the storefront's language cookie.
 */
describe("server messages in the shopper's language", () => {
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

  /** A GraphQL call as the storefront makes it, with its headers (a language among them). */
  async function gql(query: string, variables: Record<string, unknown>, headers: Record<string, string>, token?: string, path = '/graphql') {
    const req = request(t.baseUrl).post(path).set('Content-Type', 'application/json').set(headers);
    if (token) req.set('Authorization', `Bearer ${token}`);
    const res = await req.send({ query, variables });
    return { status: res.status, data: res.body.data, errors: res.body.errors };
  }

  /** A variant with exactly 2 units, both already in the shopper's cart. */
  async function soldOutToShopper() {
    const shopper = await signUpCustomer(t);
    const v = await variantWithStock(t, { setStock: 2 });
    const added = await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size, colour: v.colourEnum, quantity: 2 }, shopper.token);
    expect(added.data!.addToCart.__typename).toBe('Cart');
    return { shopper, v };
  }

  describe('errors', () => {
    it('an error result (out of stock) in Bangla and Hindi over GraphQL, its code and facts unchanged', async () => {
      const { shopper, v } = await soldOutToShopper();
      const more = { productId: v.productId, size: v.size, colour: v.colourEnum, quantity: 1 };
      const item = `${v.name} (${v.size}, ${v.colour})`;

      const english = (await gql(ADD_TO_CART, more, {}, shopper.token)).data!.addToCart;
      expect(english).toMatchObject({ __typename: 'OutOfStockError', code: 'OUT_OF_STOCK', available: 2, canAdd: 0 });
      expect(english.message).toBe(`Only 2 of ${item} left, and 2 are already in your cart.`);

      const bangla = (await gql(ADD_TO_CART, more, { 'x-kapor-language': 'bn' }, shopper.token)).data!.addToCart;
      expect(bangla).toMatchObject({ __typename: 'OutOfStockError', code: 'OUT_OF_STOCK', available: 2, canAdd: 0 });
      expect(bangla.message).toContain('আর মাত্র ২টি বাকি আছে');
      expect(bangla.message).toContain('আপনার কার্টে আছে');
      expect(bangla.message).toContain(v.name); // product names are data, not the catalogue's

      // Accept-Language when the storefront names nothing (bn-BD counts as bn, hi-IN as hi).
      const hindi = (await gql(ADD_TO_CART, more, { 'accept-language': 'fr;q=0.9, hi-IN' }, shopper.token)).data!.addToCart;
      expect(hindi).toMatchObject({ __typename: 'OutOfStockError', code: 'OUT_OF_STOCK', available: 2, canAdd: 0 });
      expect(hindi.message).toContain('के केवल 2 बचे हैं');
      expect(hindi.message).toContain('पहले से आपकी कार्ट में हैं');
      // The storefront's header wins over the browser's Accept-Language.
      const chosen = (await gql(ADD_TO_CART, more, { 'x-kapor-language': 'bn', 'accept-language': 'hi' }, shopper.token)).data!.addToCart;
      expect(chosen.message).toBe(bangla.message);
    });

    it('the same failure over REST: the body keeps its code and facts, its message in the language asked for', async () => {
      const { shopper, v } = await soldOutToShopper();
      const add = (headers: Record<string, string>) =>
        request(t.baseUrl)
          .post('/api/cart/add_to_cart')
          .set('Authorization', `Bearer ${shopper.token}`)
          .set(headers)
          .send({ productId: v.productId, quantity: 1, variant: { size: v.size, color: v.colour } });

      const english = await add({});
      expect(english.status).toBe(422);
      expect(english.body).toMatchObject({ success: false, code: 'OUT_OF_STOCK', available: 2, message: expect.stringMatching(/^Only 2 of .* left, and 2 are already in your cart\.$/) });
      const hindi = await add({ 'x-kapor-language': 'hi' });
      expect(hindi.status).toBe(422);
      expect(hindi.body).toMatchObject({ success: false, statusCode: 422, code: 'OUT_OF_STOCK', available: 2, canAdd: 0 });
      expect(hindi.body.message).toContain('के केवल 2 बचे हैं');
      const bangla = await add({ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' });
      expect(bangla.body).toMatchObject({ code: 'OUT_OF_STOCK', available: 2 });
      expect(bangla.body.message).toContain('আর মাত্র ২টি বাকি আছে');
    });

    it("a validation error's field messages in Bangla (GraphQL and REST), each field named as before", async () => {
      const shopper = await signUpCustomer(t);
      const input = deliveryDetails({ fullName: '', zip: '!', termsAccepted: false, paymentMethod: 'cod' });
      const answer = (await gql(PLACE_ORDER, { input }, { 'x-kapor-language': 'bn' }, shopper.token)).data!.placeOrder;
      expect(answer).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION', message: 'অনুগ্রহ করে চিহ্নিত ঘরগুলো ঠিক করুন।' });
      expect(Object.fromEntries(answer.fields.map((f: { field: string; message: string }) => [f.field, f.message]))).toEqual({
        fullName: 'পুরো নাম দেওয়া আবশ্যক।',
        zip: 'একটি সঠিক পোস্ট কোড লিখুন।',
        paymentMethod: 'ক্যাশ অন ডেলিভারি এখনো চালু হয়নি। অনুগ্রহ করে অনলাইনে পেমেন্ট করুন।',
        termsAccepted: 'আপনাকে শর্তাবলি মেনে নিতে হবে।',
      });

      const rest = await request(t.baseUrl)
        .post('/api/order/place_order')
        .set('Authorization', `Bearer ${shopper.token}`)
        .set('x-kapor-language', 'bn')
        .send({ customerData: { ...input, fullName: 'Nadia Rahman', zip: '1205', paymentMethod: 'online' } });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ success: false, code: 'VALIDATION', message: 'অনুগ্রহ করে চিহ্নিত ঘরগুলো ঠিক করুন।', fields: { termsAccepted: 'আপনাকে শর্তাবলি মেনে নিতে হবে।' } });

      // English stays word for word what docs/SPEC.md and the storefront's tests expect.
      const english = (await gql(PLACE_ORDER, { input }, {}, shopper.token)).data!.placeOrder;
      expect(english.message).toBe('Please correct the highlighted fields.');
      expect(english.fields).toEqual(expect.arrayContaining([{ field: 'fullName', message: 'Full name is required.' }]));
    });

    it('a thrown GraphQL error and a REST refusal in Hindi, their codes as they were', async () => {
      const v = await variantWithStock(t);
      const anonymous = await gql(ADD_TO_CART, { productId: v.productId, size: v.size }, { 'x-kapor-language': 'hi' });
      expect(anonymous.status).toBe(401);
      expect(anonymous.errors[0]).toMatchObject({ message: 'जारी रखने के लिए कृपया लॉग इन करें।', extensions: { code: 'UNAUTHENTICATED' } });

      const login = await request(t.baseUrl).post('/api/users/login').set('Accept-Language', 'hi').send({ email: uniqueEmail(), password: 'not the password' });
      expect(login.status).toBe(401);
      expect(login.body).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS', message: 'ई-मेल या पासवर्ड गलत है।' });
    });

    it('the back office answers in English, whatever its browser asks for', async () => {
      const wrong = await gql(STAFF_LOGIN_MUTATION, { input: { email: 'nobody@kapor.shop', password: 'wrong password' } }, { 'accept-language': 'bn-BD', 'x-kapor-language': 'bn' }, undefined, '/admin-api');
      expect(wrong.data!.staffLogin).toMatchObject({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' });
    });
  });

  describe('mail', () => {
    it("confirms a paid order in Bangla to a shopper who ordered in Bangla, and remembers the account's language", async () => {
      const shopper = await signUpCustomer(t);
      const v = await variantWithStock(t, { setStock: 9 });
      const bn = { 'x-kapor-language': 'bn' };
      expect((await gql(ADD_TO_CART, { productId: v.productId, size: v.size, colour: v.colourEnum, quantity: 2 }, bn, shopper.token)).data!.addToCart.__typename).toBe('Cart');
      const email = `${shopper.email.split('@')[0]}.bn@example.com`;
      const session = (await gql(PLACE_ORDER, { input: deliveryDetails({ email }) }, bn, shopper.token)).data!.placeOrder;
      expect(session.__typename).toBe('PaymentSession');
      expect(await t.db.query(`SELECT language FROM customer_order WHERE tran_id = $1`, [session.tranId])).toEqual([{ language: 'bn' }]);
      // The storefront named the shopper's language on a logged-in call: the account keeps it for its mails.
      expect(await t.db.query(`SELECT language FROM customer WHERE id = $1`, [shopper.id])).toEqual([{ language: 'bn' }]);

      // The shopper pays with a browser in English: the order's language is the one it was placed in.
      const agent = request(t.baseUrl);
      const path = new URL(session.url).pathname;
      await agent.get(path).expect(200);
      const form = parseReturnForm((await agent.post(path).type('form').send({ choice: 'pay' }).expect(200)).text);
      await agent.post(new URL(form.action).pathname).type('form').send(form.fields);

      const subject = `আপনার Kapor অর্ডার ${session.tranId} নিশ্চিত হয়েছে`;
      await smtp.waitFor(() => smtp.to(email).some((m) => m.subject === subject), 30_000);
      const mail = smtp.to(email).find((m) => m.subject === subject)!;
      const line = session.order.lines[0];
      const bangla = (n: number) => new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n / 100);
      expect(mail.text).toContain('প্রিয় Nadia Rahman,');
      expect(mail.text).toContain(`অর্ডার ${session.tranId}-এর পেমেন্ট আমরা পেয়েছি।`);
      // The product by its Bangla name (the order line keeps the name it was bought under, in English).
      const [{ name: banglaName }] = await t.db.query(`SELECT name FROM product_translation WHERE product_id = $1 AND language = 'bn'`, [v.productId]);
      expect(banglaName).not.toBe(line.productName);
      expect(mail.text).toContain(`- ${banglaName} (${line.size} সাইজ, `);
      expect(mail.text).toContain(`× ২: $${bangla(line.unitPrice.amount * 2)}`);
      expect(mail.text).toContain(`সর্বমোট: $${bangla(session.order.total.amount)}`);
      expect(mail.text).toContain('ডেলিভারি: Nadia Rahman, House 12, Road 5, Dhanmondi');
      expect(mail.text).toContain(`আপনার অর্ডার দেখুন: `);
      expect(mail.text).not.toMatch(/\b(Hello|Total|Subtotal|Shipping|See your order)\b/);
      expect(mail.html).toContain('lang="bn"');
      expect(mail.html).toContain('ধন্যবাদ — আপনার অর্ডার নিশ্চিত হয়েছে');
      expect(mail.html).toContain('Kapor-এ আপনার অ্যাকাউন্ট বা কোনো অর্ডারের কারণে আপনি এই ই-মেইলটি পাচ্ছেন।');

      // The order's page tells its timeline in the language asked for, each status as it is.
      const timeline = `query($tranId: String!) { order(tranId: $tranId) { timeline { status note } } }`;
      expect((await gql(timeline, { tranId: session.tranId }, bn, shopper.token)).data!.order.timeline).toEqual([
        { status: 'PENDING_PAYMENT', note: 'অর্ডার দেওয়া হয়েছে; পেমেন্টের অপেক্ষায়।' },
        { status: 'PAID', note: 'পেমেন্ট পাওয়া গেছে।' },
      ]);
      expect((await gql(timeline, { tranId: session.tranId }, { 'x-kapor-language': 'en' }, shopper.token)).data!.order.timeline[1].note).toBe('Payment received.');
    });

    it("writes a sign-up's link in the language it was asked in, and opens the account in the language of the page that follows it", async () => {
      const email = uniqueEmail('hindi');
      const signUp = await gql(
        `mutation($input: SignUpInput!) { signUp(input: $input) { __typename ... on LinkMailed { email message } } }`,
        { input: { name: 'Priya Sharma', email, password: 'correct horse battery' } },
        { 'x-kapor-language': 'hi' },
      );
      expect(signUp.data!.signUp).toEqual({ __typename: 'LinkMailed', email, message: `बस थोड़ा-सा बाकी: ${email} का इनबॉक्स देखें और साइन अप पूरा करने के लिए हमारे भेजे लिंक पर जाएँ।` });
      const subject = 'अपना Kapor खाता खोलने के लिए अपने ई-मेल पते की पुष्टि करें';
      await smtp.waitFor(() => smtp.to(email).some((m) => m.subject === subject), 30_000);
      const mail = smtp.to(email).find((m) => m.subject === subject)!;
      expect(mail.text).toContain('नमस्ते Priya Sharma,');
      expect(mail.text).toContain('पुष्टि करें और मेरा खाता खोलें: ');
      expect(mail.text).toContain('यह लिंक केवल एक बार, 24 घंटे के भीतर काम करेगा।');
      expect(mail.html).toContain('lang="hi"');

      const token = new URL(/https?:\/\/\S+confirm-account\S+/.exec(mail.text!)![0]).searchParams.get('token');
      const opened = await gql(`mutation($token: String!) { confirmSignUp(token: $token) { __typename } }`, { token }, { 'x-kapor-language': 'hi' });
      expect(opened.data!.confirmSignUp.__typename).toBe('AuthPayload');
      expect(await t.db.query(`SELECT language FROM customer WHERE email = $1`, [email])).toEqual([{ language: 'hi' }]);
    });
  });

  describe('the sandbox gateway', () => {
    async function sandboxUrl() {
      const shopper = await signUpCustomer(t);
      const v = await variantWithStock(t);
      await t.gql(ADD_TO_CART, { productId: v.productId, size: v.size, colour: v.colourEnum }, shopper.token);
      const session = (await gql(PLACE_ORDER, { input: deliveryDetails() }, {}, shopper.token)).data!.placeOrder;
      return { path: new URL(session.url).pathname, session };
    }

    it("shows its page in Hindi for the storefront's language cookie, in Bangla for Accept-Language, in English otherwise", async () => {
      const { path, session } = await sandboxUrl();
      const amount = `$${(session.order.total.amount / 100).toFixed(2)}`;

      const hindi = await request(t.baseUrl).get(path).set('Cookie', 'kapor-currency=USD; kapor-language=hi').set('Accept-Language', 'bn').expect(200);
      expect(hindi.text).toContain('<html lang="hi">');
      expect(hindi.text).toContain('<title>Kapor सैंडबॉक्स भुगतान</title>');
      expect(hindi.text).toContain(`>${amount} का भुगतान करें</button>`);
      expect(hindi.text).toContain('>भुगतान करें, जोखिम भरा चिह्नित करके</button>');
      expect(hindi.text).toContain('>विफल करें</button>');
      expect(hindi.text).toContain('>रद्द करें</button>');
      expect(hindi.text).toContain(`<dt>ऑर्डर</dt><dd>${session.tranId}</dd>`);
      expect(hindi.text).not.toMatch(/>(Pay|Fail|Cancel)\b/);
      expect(hindi.headers.vary).toContain('Cookie');

      const bangla = await request(t.baseUrl).get(path).set('Accept-Language', 'bn-BD,en;q=0.5').expect(200);
      expect(bangla.text).toContain('<html lang="bn">');
      expect(bangla.text).toContain('>বাতিল করুন</button>');

      const english = await request(t.baseUrl).get(path).expect(200);
      expect(english.text).toContain('<html lang="en">');
      expect(english.text).toContain(`>Pay ${amount}</button>`);

      // The return page that follows a choice speaks the same language.
      const back = await request(t.baseUrl).post(path).set('Cookie', 'kapor-language=hi').type('form').send({ choice: 'cancel' }).expect(200);
      expect(back.text).toContain('>Kapor पर जारी रखें</button>');
      const unknown = await request(t.baseUrl).get('/sandbox-gateway/pay/no-such-session').set('Cookie', 'kapor-language=hi').expect(404);
      expect(unknown.text).toContain('यह भुगतान लिंक अज्ञात है या इसका इस्तेमाल हो चुका है।');
    });
  });
});
