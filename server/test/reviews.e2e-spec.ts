import { DEMO_STAFF_MEMBER, signUpCustomer, staffToken } from './support/auth';
import { auditEntryCount } from './support/audit';
import { variantWithStock, type SeedVariant } from './support/cart';
import { placePaidOrder } from './support/checkout';
import { holdInTransaction, waitForLockWaiters } from './support/locks';
import { startTestApp, type TestApp } from './support/test-app';

const REVIEW_FIELDS = 'id productId authorName rating title text hidden language';
const WRITE = `mutation($p: ID!, $r: Int!, $t: String!, $x: String!) { writeReview(productId: $p, rating: $r, title: $t, text: $x) {
  __typename ... on Review { ${REVIEW_FIELDS} } ... on ErrorResult { code message } ... on ValidationError { fields { field message } } } }`;
const PRODUCT_REVIEWS = `query($p: ID, $s: String, $page: Int, $size: Int) { productReviews(productId: $p, slug: $s, page: $page, pageSize: $size) {
  average count histogram { stars count } reviews { totalItems totalPages items { ${REVIEW_FIELDS} } } } }`;
const MINE = `query($p: ID!) { myReview(productId: $p) { ${REVIEW_FIELDS} } canReview(productId: $p) }`;
const RATING = `query($p: ID!) { product(id: $p) { rating ratingCount } }`;
const SHIP = `mutation($t: String!) { markOrderShipped(tranId: $t, input: { carrier: "Pathao Courier", trackingNumber: "PTH-1" }) { __typename } }`;
const DELIVER = `mutation($t: String!) { markOrderDelivered(tranId: $t) { __typename } }`;
const HIDE = `mutation($id: ID!, $reason: String) { hideReview(id: $id, reason: $reason) { id hiddenAt hiddenBy hiddenReason productName } }`;
const SHOW = `mutation($id: ID!) { showReview(id: $id) { id hiddenAt } }`;
const STAFF_REVIEWS = `query($hidden: Boolean) { staffReviews(hidden: $hidden) { totalItems items { id productName authorName customerId hiddenAt } } }`;

describe('reviews from buyers', () => {
  let t: TestApp;
  let staff: string;
  let variant: SeedVariant;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await staffToken(t, DEMO_STAFF_MEMBER);
    variant = await variantWithStock(t, { setStock: 100 });
  });
  afterAll(() => t.close());

  const write = async (token: string, rating: number, title = 'Lovely shirt', text = 'Soft and fits well.', productId = variant.productId) =>
    (await t.gql(WRITE, { p: productId, r: rating, t: title, x: text }, token)).data!.writeReview;
  const rating = async () => (await t.gql(RATING, { p: variant.productId })).data!.product as { rating: number; ratingCount: number };
  /** What the visible rows say the rating is. */
  const fromRows = async () => {
    const [row] = await t.db.query(`SELECT coalesce(round(avg(rating), 1), 0)::float AS rating, count(*)::int AS "ratingCount" FROM product_review WHERE product_id = $1 AND hidden_at IS NULL`, [
      variant.productId,
    ]);
    return row as { rating: number; ratingCount: number };
  };
  const reviewRows = async (customerId: string) => (await t.db.query(`SELECT rating, title FROM product_review WHERE customer_id = $1`, [customerId])) as { rating: number; title: string }[];
  /** A customer with a paid order of the product, moved on to `until` by staff. */
  const buyer = async (name: string, until: 'PAID' | 'SHIPPED' | 'DELIVERED' = 'DELIVERED') => {
    const customer = await signUpCustomer(t, name);
    const tranId = await placePaidOrder(t, customer.token, variant);
    if (until !== 'PAID') expect((await t.adminGql(SHIP, { t: tranId }, staff)).data!.markOrderShipped.__typename).toBe('AdminOrder');
    if (until === 'DELIVERED') expect((await t.adminGql(DELIVER, { t: tranId }, staff)).data!.markOrderDelivered.__typename).toBe('AdminOrder');
    return customer;
  };

  it('starts from the seeded reviews: every product’s rating is the average of its visible review rows', async () => {
    const [mismatches] = await t.db.query(
      `SELECT count(*)::int AS n FROM product p,
              LATERAL (SELECT coalesce(round(avg(r.rating), 1), 0) AS average, count(*)::int AS count FROM product_review r WHERE r.product_id = p.id AND r.hidden_at IS NULL) s
        WHERE (p.rating, p.rating_count) IS DISTINCT FROM (s.average, s.count)`,
    );
    expect(mismatches.n).toBe(0);
    expect(await rating()).toEqual(await fromRows());
    expect((await rating()).ratingCount).toBeGreaterThanOrEqual(3);
  });

  it('refuses a review from someone who has not received the product, even with a paid or shipped order, and writes nothing', async () => {
    const before = await rating();
    const stranger = await signUpCustomer(t, 'Never Bought');
    const paid = await buyer('Paid Only', 'PAID');
    const shipped = await buyer('Still Travelling', 'SHIPPED');
    for (const customer of [stranger, paid, shipped]) {
      expect(await write(customer.token, 5)).toEqual({ __typename: 'NotAPurchaserError', code: 'NOT_A_PURCHASER', message: 'Only customers who received this product can review it.' });
      expect((await t.gql(MINE, { p: variant.productId }, customer.token)).data).toEqual({ myReview: null, canReview: false });
      expect(await reviewRows(customer.id)).toEqual([]);
    }
    expect(await rating()).toEqual(before);
    // Anonymous: asked to log in; canReview is simply false.
    expect((await t.gql(WRITE, { p: variant.productId, r: 5, t: 'x', x: 'y' })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(MINE, { p: variant.productId })).data).toEqual({ myReview: null, canReview: false });
  });

  it('lets a buyer of a delivered order review once: the rating changes with it, and a second review edits the first', async () => {
    const before = await rating();
    const customer = await buyer('Rahima Khatun');
    expect((await t.gql(MINE, { p: variant.productId }, customer.token)).data).toEqual({ myReview: null, canReview: true });

    const written = await write(customer.token, 1, '  Shrank in the wash ', 'It lost a size after one wash.');
    expect(written).toMatchObject({ __typename: 'Review', authorName: 'Rahima K.', rating: 1, title: 'Shrank in the wash', hidden: false });
    const after = await rating();
    expect(after).toEqual(await fromRows());
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    expect(after.rating).toBeLessThan(before.rating);

    // Newest first on the product page, in the histogram, with the product's own numbers.
    const page = (await t.gql(PRODUCT_REVIEWS, { p: variant.productId, page: 1, size: 2 })).data!.productReviews;
    expect(page.reviews.items[0]).toMatchObject({ id: written.id, rating: 1 });
    expect(page).toMatchObject({ average: after.rating, count: after.ratingCount, reviews: { totalItems: after.ratingCount, totalPages: Math.ceil(after.ratingCount / 2) } });
    expect(page.histogram.map((h: { stars: number }) => h.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(page.histogram.reduce((sum: number, h: { count: number }) => sum + h.count, 0)).toBe(after.ratingCount);

    const edited = await write(customer.token, 5, 'Better after all', 'It stretched back; I like it now.');
    expect(edited).toMatchObject({ __typename: 'Review', id: written.id, rating: 5, title: 'Better after all' });
    expect(await reviewRows(customer.id)).toEqual([{ rating: 5, title: 'Better after all' }]);
    const final = await rating();
    expect(final).toEqual(await fromRows());
    expect(final.ratingCount).toBe(after.ratingCount);
    expect((await t.gql(MINE, { p: variant.productId }, customer.token)).data!.myReview).toMatchObject({ id: written.id, rating: 5 });
  });

  it('keeps the language a review was written in (the page’s), and the seeded reviews’ as English', async () => {
    const customer = await buyer('Nusrat Jahan');
    const res = await t
      .http()
      .post('/graphql')
      .set('Authorization', `Bearer ${customer.token}`)
      .set('X-Kapor-Language', 'bn')
      .send({ query: WRITE, variables: { p: variant.productId, r: 5, t: 'খুব সুন্দর', x: 'কাপড় নরম, মাপ ঠিক।' } })
      .expect(200);
    expect(res.body.data.writeReview).toMatchObject({ __typename: 'Review', language: 'bn', title: 'খুব সুন্দর' });
    const page = (await t.gql(PRODUCT_REVIEWS, { p: variant.productId, page: 1, size: 1 })).data!.productReviews;
    expect(page.reviews.items[0]).toMatchObject({ title: 'খুব সুন্দর', language: 'bn' });
    expect(await t.db.query(`SELECT DISTINCT language FROM product_review WHERE customer_id IS NULL`)).toEqual([{ language: 'en' }]);
  });

  it('answers bad input with a ValidationError per field and writes nothing', async () => {
    const customer = await buyer('Careful Writer');
    for (const [stars, title, text, field] of [
      [0, 'ok', 'ok', 'rating'],
      [6, 'ok', 'ok', 'rating'],
      [3, '   ', 'ok', 'title'],
      [3, 'x'.repeat(121), 'ok', 'title'],
      [3, 'ok', '', 'text'],
      [3, 'ok', 'x'.repeat(4001), 'text'],
    ] as const) {
      const answer = await write(customer.token, stars, title, text);
      expect(answer).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION' });
      expect(answer.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
    expect(await reviewRows(customer.id)).toEqual([]);
  });

  it('writes the review and the rating in one transaction: when the rating cannot be set, the review is not written either', async () => {
    const customer = await buyer('Rolled Back');
    const before = await rating();
    // Stands in for any failure after the insert: the product refuses a new rating_count.
    await t.db.query(`ALTER TABLE product ADD CONSTRAINT test_rating_frozen CHECK (id <> '${variant.productId}' OR rating_count = ${before.ratingCount}) NOT VALID`);
    try {
      const answer = await t.gql(WRITE, { p: variant.productId, r: 4, t: 'Nice', x: 'Nice fabric.' }, customer.token);
      expect(answer.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await t.db.query(`ALTER TABLE product DROP CONSTRAINT test_rating_frozen`);
    }
    expect(await reviewRows(customer.id)).toEqual([]);
    expect(await rating()).toEqual(before);
  });

  it('counts every review when buyers write at the same moment (the product lock orders them)', async () => {
    const [first, second] = [await buyer('Same Moment A'), await buyer('Same Moment B')];
    const before = await rating();
    const held = await holdInTransaction(t, `SELECT id FROM product WHERE id = $1 FOR UPDATE`, [variant.productId]);
    const writes = Promise.all([write(first.token, 2), write(second.token, 3)]);
    await waitForLockWaiters(t, 2);
    await held.commit();
    expect((await writes).map((w) => w.__typename)).toEqual(['Review', 'Review']);
    const after = await rating();
    expect(after.ratingCount).toBe(before.ratingCount + 2);
    expect(after).toEqual(await fromRows());
  });

  it('lets staff hide a review (audited): it leaves the page and the average, and comes back when shown', async () => {
    const customer = await buyer('Rude Reviewer');
    const review = await write(customer.token, 1, 'Terrible', 'Worst shop ever!!!');
    const withIt = await rating();
    const audits = await auditEntryCount(t);

    const hidden = (await t.adminGql(HIDE, { id: review.id, reason: 'Abusive language' }, staff)).data!.hideReview;
    expect(hidden).toMatchObject({ id: review.id, hiddenReason: 'Abusive language', productName: expect.any(String) });
    expect(hidden.hiddenAt).not.toBeNull();
    const without = await rating();
    expect(without).toEqual(await fromRows());
    expect(without.ratingCount).toBe(withIt.ratingCount - 1);
    expect(without.rating).toBeGreaterThanOrEqual(withIt.rating);
    const listed = (await t.gql(PRODUCT_REVIEWS, { p: variant.productId, size: 100 })).data!.productReviews.reviews.items.map((r: { id: string }) => r.id);
    expect(listed).not.toContain(review.id);
    // Its author still sees it, marked hidden; editing it does not bring it back.
    expect((await t.gql(MINE, { p: variant.productId }, customer.token)).data!.myReview).toMatchObject({ id: review.id, hidden: true });
    expect(await write(customer.token, 2, 'Still bad', 'Meh.')).toMatchObject({ __typename: 'Review', hidden: true });
    expect(await rating()).toEqual(without);

    const [entry] = await t.db.query(`SELECT action, staff_email, before->>'hiddenAt' AS before_hidden, after->>'hiddenReason' AS reason FROM audit_entry WHERE entity_type = 'product_review' AND entity_id = $1`, [review.id]);
    expect(entry).toEqual({ action: 'review.hide', staff_email: DEMO_STAFF_MEMBER.email, before_hidden: null, reason: 'Abusive language' });
    expect(await auditEntryCount(t)).toBe(audits + 1);
    const hiddenList = (await t.adminGql(STAFF_REVIEWS, { hidden: true }, staff)).data!.staffReviews;
    expect(hiddenList.items.map((r: { id: string }) => r.id)).toContain(review.id);

    expect((await t.adminGql(SHOW, { id: review.id }, staff)).data!.showReview).toEqual({ id: review.id, hiddenAt: null });
    expect((await rating()).ratingCount).toBe(withIt.ratingCount);
    expect(await rating()).toEqual(await fromRows());
  });

  it('keeps the review of a deleted account in the rating, signed "Former customer"', async () => {
    const customer = await buyer('Leaving Reviewer');
    const review = await write(customer.token, 4, 'Good basics', 'Wore it all summer.');
    const withIt = await rating();
    const deleted = await t.gql(`mutation($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) { __typename } }`, { input: { password: customer.password } }, customer.token);
    expect(deleted.data!.deleteMyAccount.__typename).toBe('AccountDeleted');
    const listed = (await t.gql(PRODUCT_REVIEWS, { p: variant.productId, size: 100 })).data!.productReviews.reviews.items.find((r: { id: string }) => r.id === review.id);
    expect(listed).toMatchObject({ authorName: 'Former customer', title: 'Good basics' });
    expect(await rating()).toEqual(withIt);
  });

  it('finds a product’s reviews by slug, and answers null for an unknown product', async () => {
    const [{ slug }] = await t.db.query(`SELECT slug FROM product WHERE id = $1`, [variant.productId]);
    expect((await t.gql(PRODUCT_REVIEWS, { s: slug })).data!.productReviews.count).toBe((await rating()).ratingCount);
    expect((await t.gql(PRODUCT_REVIEWS, { s: 'no-such-product' })).data!.productReviews).toBeNull();
    expect((await t.gql(PRODUCT_REVIEWS, {})).errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });
});
