import { DEMO_OWNER, DEMO_STAFF_MEMBER, signUpCustomer, staffToken } from './support/auth';
import { variantWithStock, type SeedVariant } from './support/cart';
import { addToCart, payOnSandbox, placeOrder, stockOf } from './support/checkout';
import { startTestApp, type TestApp } from './support/test-app';

const VARIANT_STOCK = `variantId productId productName sku size colour onHand reserved available lowStockThreshold usesDefaultThreshold lowStock`;
const THRESHOLD_RESULT = `__typename
  ... on VariantStock { ${VARIANT_STOCK} }
  ... on ErrorResult { code message }
  ... on ValidationError { fields { field message } }`;
const STOCK_RESULT = `${THRESHOLD_RESULT}
  ... on StockBelowReservedError { onHand reserved }`;
const ADJUST = `mutation($v: ID!, $c: Int!, $r: StockAdjustmentReason!, $n: String) { adjustStock(variantId: $v, change: $c, reason: $r, note: $n) { ${STOCK_RESULT} } }`;
const SET_STOCK = `mutation($v: ID!, $o: Int!, $r: StockAdjustmentReason, $n: String) { setStock(variantId: $v, onHand: $o, reason: $r, note: $n) { ${STOCK_RESULT} } }`;
const SET_THRESHOLD = `mutation($v: ID!, $t: Int) { setLowStockThreshold(variantId: $v, threshold: $t) { ${THRESHOLD_RESULT} } }`;
const MOVEMENTS = `query($v: ID!, $page: Int, $size: Int) { stockMovements(variantId: $v, page: $page, pageSize: $size) {
  totalItems items { id at kind onHandChange reservedChange onHandAfter reservedAfter note staffId staffEmail tranId } } }`;
const VARIANT = `query($v: ID!) { variantStock(variantId: $v) { ${VARIANT_STOCK} } }`;
const LOW_STOCK = `query($page: Int, $size: Int) { lowStock(page: $page, pageSize: $size) { totalItems totalPages items { ${VARIANT_STOCK} } } }`;

interface Movement {
  kind: string;
  onHandChange: number;
  reservedChange: number;
  onHandAfter: number;
  reservedAfter: number;
  note: string | null;
  staffEmail: string | null;
  tranId: string | null;
}

describe('inventory in the admin API', () => {
  let t: TestApp;
  let owner: string;
  let staff: string;
  const used: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    owner = await staffToken(t, DEMO_OWNER);
    staff = await staffToken(t, DEMO_STAFF_MEMBER);
  });
  afterAll(() => t.close());

  /** A variant no other test here touches, its stock as the seed left it (so its whole history is in stock_movement). */
  async function freshVariant(): Promise<SeedVariant> {
    const v = await variantWithStock(t, { exclude: used });
    used.push(v.variantId);
    return v;
  }
  const adjust = async (v: SeedVariant, change: number, reason: string, note?: string, token = staff) => (await t.adminGql(ADJUST, { v: v.variantId, c: change, r: reason, n: note }, token)).data!.adjustStock;
  const setStock = async (v: SeedVariant, onHand: number, reason?: string) => (await t.adminGql(SET_STOCK, { v: v.variantId, o: onHand, r: reason }, staff)).data!.setStock;
  const history = async (v: SeedVariant): Promise<Movement[]> => (await t.adminGql(MOVEMENTS, { v: v.variantId, size: 100 }, staff)).data!.stockMovements.items;
  const audits = async (variantId: string) => (await t.db.query(`SELECT action, before, after, staff_email FROM audit_entry WHERE entity_type = 'variant' AND entity_id = $1 ORDER BY id`, [variantId])) as { action: string; before: any; after: any; staff_email: string }[];
  const everything = async (variantId: string) => ({
    stock: await stockOf(t, variantId),
    movements: (await t.db.query(`SELECT count(*)::int AS n FROM stock_movement WHERE variant_id = $1`, [variantId]))[0].n,
    audits: (await audits(variantId)).length,
  });

  it('adjusts stock up and down with a reason, keeps each movement and audits on hand before and after', async () => {
    const v = await freshVariant();
    const { onHand } = await stockOf(t, v.variantId);

    const received = await adjust(v, 12, 'RECEIVED', '  Delivery from the Dhaka mill  ');
    expect(received).toMatchObject({ __typename: 'VariantStock', variantId: v.variantId, sku: v.sku, productName: v.name, onHand: onHand + 12, reserved: 0, available: onHand + 12 });
    expect((await adjust(v, -2, 'DAMAGED', 'Torn seams', owner)).onHand).toBe(onHand + 10);
    const counted = await setStock(v, onHand + 7);
    expect(counted).toMatchObject({ __typename: 'VariantStock', onHand: onHand + 7, available: onHand + 7 });
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: onHand + 7, reserved: 0 });

    // Newest first, down to the stock the seed gave it.
    expect(await history(v)).toEqual([
      expect.objectContaining({ kind: 'CORRECTION', onHandChange: -3, reservedChange: 0, onHandAfter: onHand + 7, reservedAfter: 0, note: null, staffEmail: DEMO_STAFF_MEMBER.email, tranId: null }),
      expect.objectContaining({ kind: 'DAMAGED', onHandChange: -2, onHandAfter: onHand + 10, note: 'Torn seams', staffEmail: DEMO_OWNER.email }),
      expect.objectContaining({ kind: 'RECEIVED', onHandChange: 12, onHandAfter: onHand + 12, note: 'Delivery from the Dhaka mill', staffEmail: DEMO_STAFF_MEMBER.email }),
      expect.objectContaining({ kind: 'INITIAL', onHandChange: onHand, onHandAfter: onHand, staffEmail: null, tranId: null }),
    ]);

    expect(await audits(v.variantId)).toEqual([
      { action: 'stock.adjust', staff_email: DEMO_STAFF_MEMBER.email, before: { sku: v.sku, onHand }, after: { sku: v.sku, onHand: onHand + 12, reason: 'RECEIVED', note: 'Delivery from the Dhaka mill' } },
      { action: 'stock.adjust', staff_email: DEMO_OWNER.email, before: { sku: v.sku, onHand: onHand + 12 }, after: { sku: v.sku, onHand: onHand + 10, reason: 'DAMAGED', note: 'Torn seams' } },
      { action: 'stock.adjust', staff_email: DEMO_STAFF_MEMBER.email, before: { sku: v.sku, onHand: onHand + 10 }, after: { sku: v.sku, onHand: onHand + 7, reason: 'CORRECTION', note: null } },
    ]);
  });

  it('never takes on hand below the units reserved for unpaid orders, nor breaks a rule, and then writes nothing', async () => {
    const v = await freshVariant();
    await setStock(v, 3);
    const shopper = await signUpCustomer(t);
    await addToCart(t, shopper.token, v, 2);
    expect((await placeOrder(t, shopper.token)).__typename).toBe('PaymentSession');
    const before = await everything(v.variantId);
    expect(before.stock).toEqual({ onHand: 3, reserved: 2 });

    const refused = await adjust(v, -2, 'DAMAGED');
    expect(refused).toMatchObject({ __typename: 'StockBelowReservedError', code: 'STOCK_BELOW_RESERVED', onHand: 3, reserved: 2 });
    expect(refused.message).toBe('Only 1 of the 3 units on hand are free: 2 are held for orders awaiting payment. On hand cannot go below 2.');
    expect(await setStock(v, 1)).toMatchObject({ __typename: 'StockBelowReservedError', onHand: 3, reserved: 2 });

    const invalid: [string, Record<string, unknown>, string][] = [
      [ADJUST, { c: 0, r: 'CORRECTION' }, 'change'],
      [ADJUST, { c: 2_000_000, r: 'RECEIVED' }, 'change'],
      // Within the largest change, but over what a variant can hold (on hand is an integer column).
      [ADJUST, { c: 1_000_000, r: 'RECEIVED' }, 'change'],
      [ADJUST, { c: -1, r: 'RECEIVED' }, 'reason'],
      [ADJUST, { c: 1, r: 'DAMAGED' }, 'reason'],
      [ADJUST, { c: 1, r: 'RECEIVED', n: 'x'.repeat(501) }, 'note'],
      [SET_STOCK, { o: 3 }, 'onHand'],
      [SET_STOCK, { o: -1 }, 'onHand'],
      [SET_STOCK, { o: 5, r: 'DAMAGED' }, 'reason'],
      [SET_THRESHOLD, { t: -1 }, 'threshold'],
    ];
    for (const [doc, variables, field] of invalid) {
      const res = await t.adminGql(doc, { v: v.variantId, ...variables }, staff);
      const answer = Object.values(res.data!)[0] as { __typename: string; fields: { field: string }[] };
      expect([variables, answer.__typename, answer.fields.map((f) => f.field)]).toEqual([variables, 'ValidationError', [field]]);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-variant']) {
      const res = await t.adminGql(ADJUST, { v: id, c: 1, r: 'RECEIVED' }, staff);
      expect(res.errors?.[0].extensions?.code).toBe('VARIANT_NOT_FOUND');
    }
    expect(await everything(v.variantId)).toEqual(before);

    // Down to the reserved units is allowed: nothing is left to sell, the order can still be paid.
    expect(await adjust(v, -1, 'CORRECTION', 'Recount')).toMatchObject({ onHand: 2, reserved: 2, available: 0 });
  });

  it('shows one variant’s stock, reserved units and threshold; nothing for a variant there is not', async () => {
    const v = await freshVariant();
    await setStock(v, 6);
    const shopper = await signUpCustomer(t);
    await addToCart(t, shopper.token, v, 2);
    expect((await placeOrder(t, shopper.token)).__typename).toBe('PaymentSession');
    const variant = async () => (await t.adminGql(VARIANT, { v: v.variantId }, staff)).data!.variantStock;
    expect(await variant()).toEqual({ variantId: v.variantId, productId: v.productId, productName: v.name, sku: v.sku, size: v.size, colour: v.colourEnum, onHand: 6, reserved: 2, available: 4, lowStockThreshold: 5, usesDefaultThreshold: true, lowStock: true });
    await t.adminGql(SET_THRESHOLD, { v: v.variantId, t: 3 }, staff);
    expect(await variant()).toMatchObject({ available: 4, lowStockThreshold: 3, usesDefaultThreshold: false, lowStock: false });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-variant']) {
      expect((await t.adminGql(VARIANT, { v: id }, staff)).data!.variantStock).toBeNull();
    }
  });

  it('shows the shop’s own movements: reserved then sold for a paid order, reserved then released for a failed one', async () => {
    const v = await freshVariant();
    const { onHand } = await stockOf(t, v.variantId);
    const paying = await signUpCustomer(t);
    await addToCart(t, paying.token, v, 2);
    const paid = await placeOrder(t, paying.token);
    await payOnSandbox(t, paid.url, 'pay');
    const failing = await signUpCustomer(t);
    await addToCart(t, failing.token, v, 1);
    const failed = await placeOrder(t, failing.token);
    await payOnSandbox(t, failed.url, 'fail');

    const shop = { note: null, staffEmail: null };
    expect(await history(v)).toEqual([
      expect.objectContaining({ kind: 'RELEASED', onHandChange: 0, reservedChange: -1, onHandAfter: onHand - 2, reservedAfter: 0, tranId: failed.tranId, ...shop }),
      expect.objectContaining({ kind: 'RESERVED', onHandChange: 0, reservedChange: 1, onHandAfter: onHand - 2, reservedAfter: 1, tranId: failed.tranId, ...shop }),
      expect.objectContaining({ kind: 'SOLD', onHandChange: -2, reservedChange: -2, onHandAfter: onHand - 2, reservedAfter: 0, tranId: paid.tranId, ...shop }),
      expect.objectContaining({ kind: 'RESERVED', onHandChange: 0, reservedChange: 2, onHandAfter: onHand, reservedAfter: 2, tranId: paid.tranId, ...shop }),
      expect.objectContaining({ kind: 'INITIAL', onHandAfter: onHand }),
    ]);
    expect(await stockOf(t, v.variantId)).toEqual({ onHand: onHand - 2, reserved: 0 });
  });

  it('never loses a unit when adjustments race checkouts and payments on one variant', async () => {
    const v = await freshVariant();
    await setStock(v, 20);
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => signUpCustomer(t)));
    for (const s of shoppers) await addToCart(t, s.token, v, 1);
    const initial = await stockOf(t, v.variantId);
    expect(initial).toEqual({ onHand: 20, reserved: 0 });
    const [{ last }] = await t.db.query(`SELECT max(id) AS last FROM stock_movement WHERE variant_id = $1`, [v.variantId]);
    const auditsBefore = (await audits(v.variantId)).length;
    const adjustments = (n: number) => Array.from({ length: n }, (_, i) => adjust(v, i % 2 === 0 ? 1 : -1, 'CORRECTION', `Race ${i}`, i % 4 < 2 ? staff : owner));
    const answered = (results: { __typename: string }[], allowed: string[]) => expect(results.filter((r) => !allowed.includes(r.__typename))).toEqual([]);

    // Twenty checkouts of one unit against twenty adjustments of one unit up or down, all at once…
    const [checkouts, first] = await Promise.all([Promise.all(shoppers.map((s) => placeOrder(t, s.token))), Promise.all(adjustments(20))]);
    answered(checkouts, ['PaymentSession', 'InsufficientStockError']);
    const placed = checkouts.filter((c) => c.__typename === 'PaymentSession');
    expect(placed.length).toBeGreaterThan(0);
    // …then half of those orders paid and half failed, against twenty more.
    const [, second] = await Promise.all([Promise.all(placed.map((c, i) => payOnSandbox(t, c.url, i % 2 === 0 ? 'pay' : 'fail'))), Promise.all(adjustments(20))]);
    const answers = [...first, ...second];
    answered(answers, ['VariantStock', 'StockBelowReservedError']);

    // The stock is exactly what the movements say, and every movement starts where the one before ended.
    const final = await stockOf(t, v.variantId);
    const movements: (Movement & { id: string })[] = await t.db.query(
      `SELECT id, kind, on_hand_change AS "onHandChange", reserved_change AS "reservedChange", on_hand_after AS "onHandAfter", reserved_after AS "reservedAfter"
         FROM stock_movement WHERE variant_id = $1 ORDER BY id`,
      [v.variantId],
    );
    const race = movements.filter((m) => BigInt(m.id) > BigInt(last));
    expect(race.reduce((sum, m) => sum + m.onHandChange, 0)).toBe(final.onHand - initial.onHand);
    expect(race.reduce((sum, m) => sum + m.reservedChange, 0)).toBe(final.reserved);
    expect(movements.reduce((sum, m) => sum + m.onHandChange, 0)).toBe(final.onHand);
    movements.slice(1).forEach((m, i) => {
      expect([m.onHandAfter, m.reservedAfter]).toEqual([movements[i].onHandAfter + m.onHandChange, movements[i].reservedAfter + m.reservedChange]);
      expect(m.reservedAfter).toBeGreaterThanOrEqual(0);
      expect(m.onHandAfter).toBeGreaterThanOrEqual(m.reservedAfter);
    });

    // And it is what the answers said happened: each success once, each refusal not at all.
    const adjusted = race.filter((m) => m.kind === 'CORRECTION');
    const count = (kind: string) => race.filter((m) => m.kind === kind).length;
    expect(adjusted.length).toBe(answers.filter((a) => a.__typename === 'VariantStock').length);
    expect([count('RESERVED'), count('SOLD') + count('RELEASED')]).toEqual([placed.length, placed.length]);
    expect(count('SOLD')).toBe(Math.ceil(placed.length / 2));
    const netAdjusted = adjusted.reduce((sum, m) => sum + m.onHandChange, 0);
    expect(final).toEqual({ onHand: initial.onHand + netAdjusted - count('SOLD'), reserved: 0 });
    expect((await audits(v.variantId)).length - auditsBefore).toBe(adjusted.length);
  }, 60_000);

  it('lists the variants at or below their low-stock threshold, the emptiest first, each with its own threshold or the shop’s', async () => {
    const all = async () => {
      const items: { variantId: string; available: number; lowStockThreshold: number; usesDefaultThreshold: boolean; lowStock: boolean }[] = [];
      for (let page = 1; ; page++) {
        const res = (await t.adminGql(LOW_STOCK, { page, size: 100 }, staff)).data!.lowStock;
        items.push(...res.items);
        if (page >= res.totalPages) return items;
      }
    };
    const a = await freshVariant();
    const b = await freshVariant();
    await setStock(a, 2);
    await setStock(b, 8);
    expect(t.config.inventory.lowStockThreshold).toBe(5);

    let list = await all();
    expect(list.map((item) => item.available)).toEqual([...list.map((item) => item.available)].sort((x, y) => x - y));
    expect(list.every((item) => item.lowStock && item.available <= item.lowStockThreshold)).toBe(true);
    expect(list.find((item) => item.variantId === a.variantId)).toMatchObject({ available: 2, lowStockThreshold: 5, usesDefaultThreshold: true });
    expect(list.some((item) => item.variantId === b.variantId)).toBe(false);

    const raised = (await t.adminGql(SET_THRESHOLD, { v: b.variantId, t: 10 }, staff)).data!.setLowStockThreshold;
    expect(raised).toMatchObject({ __typename: 'VariantStock', available: 8, lowStockThreshold: 10, usesDefaultThreshold: false, lowStock: true });
    expect((await t.adminGql(SET_THRESHOLD, { v: a.variantId, t: 1 }, owner)).data!.setLowStockThreshold).toMatchObject({ lowStockThreshold: 1, lowStock: false });
    list = await all();
    expect(list.find((item) => item.variantId === b.variantId)).toMatchObject({ available: 8, lowStockThreshold: 10 });
    expect(list.some((item) => item.variantId === a.variantId)).toBe(false);

    // Back to the shop's default.
    expect((await t.adminGql(SET_THRESHOLD, { v: a.variantId, t: null }, staff)).data!.setLowStockThreshold).toMatchObject({ lowStockThreshold: 5, usesDefaultThreshold: true, lowStock: true });
    expect((await all()).some((item) => item.variantId === a.variantId)).toBe(true);
    expect((await audits(a.variantId)).filter((entry) => entry.action === 'stock.threshold').map((entry) => [entry.before, entry.after])).toEqual([
      [{ sku: a.sku, lowStockThreshold: null }, { sku: a.sku, lowStockThreshold: 1 }],
      [{ sku: a.sku, lowStockThreshold: 1 }, { sku: a.sku, lowStockThreshold: null }],
    ]);
  });
});
