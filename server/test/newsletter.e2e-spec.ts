import { staffToken, uniqueEmail } from './support/auth';
import { linkToken, nearMiss } from './support/mail-links';
import { SmtpReceiver } from './support/smtp-receiver';
import { startTestApp, type TestApp } from './support/test-app';

const SUBSCRIBE = `mutation($email: String!) { subscribeToNewsletter(email: $email) {
  __typename ... on LinkMailed { email message } ... on ErrorResult { code message } } }`;
const CONFIRM = `mutation($token: String!) { confirmNewsletter(token: $token) { __typename ... on NewsletterSubscription { email subscribedAt } ... on ErrorResult { code message } } }`;
const UNSUBSCRIBE = `mutation($token: String!) { unsubscribeNewsletter(token: $token) { __typename ... on NewsletterUnsubscribed { email } ... on ErrorResult { code message } } }`;
const SUBSCRIBERS = `{ newsletterSubscribers(pageSize: 100) { items { email } } }`;

describe('newsletter double opt-in (a real SMTP server in the test)', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let staff: string;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    staff = await staffToken(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const mailTo = async (email: string, nth = 1) => (await smtp.waitFor(() => smtp.to(email).length >= nth).then(() => smtp.to(email)))[nth - 1];
  /** Where the back office sees subscribers: its list and its CSV. */
  const listed = async (email: string) => {
    const list = await t.adminGql(SUBSCRIBERS, {}, staff);
    const csv = await t.http().get('/admin-api/newsletter-subscribers.csv').set('Authorization', `Bearer ${staff}`).expect(200);
    return { list: list.data!.newsletterSubscribers.items.some((s: { email: string }) => s.email === email), csv: csv.text.includes(email) };
  };

  it('subscribes only when the mailed link is followed, welcomes with an unsubscribe link that works', async () => {
    const email = uniqueEmail('reader');
    const asked = await t.gql(SUBSCRIBE, { email: email.toUpperCase() });
    expect(asked.data!.subscribeToNewsletter).toEqual({
      __typename: 'LinkMailed',
      email,
      message: `Almost there: unless ${email} is subscribed already, we have sent it a link to confirm your subscription.`,
    });
    expect(await listed(email)).toEqual({ list: false, csv: false });

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Confirm your subscription to the Kapor letter');
    const token = linkToken(mail, '/newsletter/confirm');
    expect((await t.gql(CONFIRM, { token: nearMiss(token) })).data!.confirmNewsletter.code).toBe('INVALID_LINK');
    expect((await t.gql(CONFIRM, { token })).data!.confirmNewsletter).toMatchObject({ __typename: 'NewsletterSubscription', email });
    expect(await listed(email)).toEqual({ list: true, csv: true });
    expect((await t.gql(CONFIRM, { token })).data!.confirmNewsletter.code).toBe('INVALID_LINK');

    const welcome = await mailTo(email, 2);
    expect(welcome.subject).toBe('Welcome to the Kapor letter');
    const unsubscribe = linkToken(welcome, '/newsletter/unsubscribe');
    expect(welcome.html).toContain(`/newsletter/unsubscribe?token=${unsubscribe}`);
    // The CSV carries each subscriber's unsubscribe link, for every newsletter sent from it.
    const csv = await t.http().get('/admin-api/newsletter-subscribers.csv').set('Authorization', `Bearer ${staff}`);
    expect(csv.text).toContain(`${email},`);
    expect(csv.text).toContain(`,${t.baseUrl}/newsletter/unsubscribe?token=${unsubscribe}\r\n`);

    expect((await t.gql(UNSUBSCRIBE, { token: unsubscribe })).data!.unsubscribeNewsletter).toEqual({ __typename: 'NewsletterUnsubscribed', email });
    expect(await listed(email)).toEqual({ list: false, csv: false });
    expect((await t.gql(UNSUBSCRIBE, { token: unsubscribe })).data!.unsubscribeNewsletter.code).toBe('INVALID_LINK');
  });

  it('answers an address already subscribed like a new one, without mailing it again', async () => {
    const subscribed = uniqueEmail('already');
    await t.gql(SUBSCRIBE, { email: subscribed });
    await t.gql(CONFIRM, { token: linkToken(await mailTo(subscribed), '/newsletter/confirm') });
    await mailTo(subscribed, 2); // the welcome

    const fresh = uniqueEmail('fresh');
    const masked = async (email: string) => JSON.stringify((await t.gql(SUBSCRIBE, { email })).data).replaceAll(email, '<email>');
    expect(await masked(subscribed)).toBe(await masked(fresh));
    await mailTo(fresh);
    await new Promise((resolve) => setTimeout(resolve, 2500)); // long enough for a stray mail to arrive
    expect(smtp.to(subscribed)).toHaveLength(2);
  });

  it('lets a confirmation link expire, and asking again sends a new one', async () => {
    const email = uniqueEmail('slow');
    await t.gql(SUBSCRIBE, { email });
    const token = linkToken(await mailTo(email), '/newsletter/confirm');
    const [{ days }] = await t.db.query(`SELECT extract(day FROM confirm_expires_at - created_at)::int AS days FROM newsletter_subscriber WHERE email = $1`, [email]);
    expect(days).toBe(7);
    await t.db.query(`UPDATE newsletter_subscriber SET confirm_expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
    expect((await t.gql(CONFIRM, { token })).data!.confirmNewsletter.code).toBe('INVALID_LINK');

    await t.gql(SUBSCRIBE, { email });
    const again = linkToken(await mailTo(email, 2), '/newsletter/confirm');
    expect((await t.gql(CONFIRM, { token: again })).data!.confirmNewsletter.__typename).toBe('NewsletterSubscription');
  });

  it('limits requests per address', async () => {
    const email = uniqueEmail('often');
    const kinds: string[] = [];
    for (let i = 0; i < 6; i++) kinds.push((await t.gql(SUBSCRIBE, { email })).data!.subscribeToNewsletter.__typename);
    expect(kinds).toEqual([...Array(5).fill('LinkMailed'), 'TooManyAttemptsError']);
  });
});
