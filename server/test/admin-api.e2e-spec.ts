import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { createFirstOwner, OwnerExistsError } from '../src/staff/create-owner';
import { SCHEMA_FILES } from '../src/graphql/schema-file';
import { DEMO_OWNER, DEMO_STAFF_MEMBER, signUpCustomer, staffToken, STAFF_LOGIN_MUTATION, uniqueEmail } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';
import { auditEntryCount } from './support/audit';
import { variantWithStock } from './support/cart';
import { placePaidOrder } from './support/checkout';

/** Every operation of the committed admin schema, by root type. */
function adminOperations(): { type: 'Query' | 'Mutation'; name: string }[] {
  const schema = buildSchema(readFileSync(SCHEMA_FILES.admin, 'utf8'));
  return (['Query', 'Mutation'] as const).flatMap((type) => Object.keys((schema.getType(type) as GraphQLObjectType).getFields()).map((name) => ({ type, name })));
}

type Who = 'nobody' | 'customer' | 'STAFF' | 'OWNER';

/**
 * One call per admin operation, and who may make it. A new admin operation must be added here, or the
 * matrix test fails: nothing reaches the admin API unreviewed.
 */
interface Call {
  doc: string;
  variables?: (ids: Ids) => Record<string, unknown>;
  allowed: Who[];
  /** A successful call writes this many audit rows (0 for reads). */
  audits: number;
}
interface Ids {
  staffId: string;
  email: string;
  tranId: string;
  /** An order paid and not shipped yet, and one shipped and not delivered: one of each per caller who may move them. */
  paidTranId: string;
  shippedTranId: string;
  productId: string;
  variantId: string;
  promoCodeId: string;
  /** A promo code nobody has yet. */
  newCode: string;
}

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** Each stocktake counts a number the last did not, so that every allowed one changes something. */
let stocktake = 100;

const CALLS: Record<string, Call> = {
  staffLogin: { doc: `mutation($i: StaffLoginInput!) { staffLogin(input: $i) { __typename } }`, variables: () => ({ i: DEMO_STAFF_MEMBER }), allowed: ['nobody', 'STAFF', 'OWNER'], audits: 0 },
  activeStaff: { doc: `{ activeStaff { id role permissions } }`, allowed: ['STAFF', 'OWNER'], audits: 0 },
  staffMembers: { doc: `{ staffMembers { id } }`, allowed: ['OWNER'], audits: 0 },
  auditLog: { doc: `{ auditLog { totalItems } }`, allowed: ['STAFF', 'OWNER'], audits: 0 },
  createStaffMember: {
    doc: `mutation($i: CreateStaffInput!) { createStaffMember(input: $i) { __typename } }`,
    variables: (ids) => ({ i: { name: 'New Hire', email: ids.email, password: 'new-hire-2026', role: 'STAFF' } }),
    allowed: ['OWNER'],
    audits: 1,
  },
  updateStaffMember: {
    doc: `mutation($id: ID!, $i: UpdateStaffInput!) { updateStaffMember(id: $id, input: $i) { __typename } }`,
    variables: (ids) => ({ id: ids.staffId, i: { role: 'STAFF', active: true } }),
    allowed: ['OWNER'],
    audits: 1,
  },
  markOrderShipped: {
    doc: `mutation($t: String!) { markOrderShipped(tranId: $t, input: { carrier: "Pathao Courier", trackingNumber: "PTH-100200" }) { ... on AdminOrder { status } } }`,
    variables: (ids) => ({ t: ids.paidTranId }),
    allowed: ['STAFF', 'OWNER'],
    audits: 1,
  },
  markOrderDelivered: { doc: `mutation($t: String!) { markOrderDelivered(tranId: $t) { ... on AdminOrder { status } } }`, variables: (ids) => ({ t: ids.shippedTranId }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  adminDashboard: { doc: `{ adminDashboard { today periods { period current { paidOrders } } lowStock { totalItems } } }`, allowed: ['STAFF', 'OWNER'], audits: 0 },
  adminOrders: { doc: `{ adminOrders(filter: { paymentState: PAID }, sort: { field: TOTAL }) { totalItems } }`, allowed: ['STAFF', 'OWNER'], audits: 0 },
  refundOrder: {
    doc: `mutation($t: String!) { refundOrder(tranId: $t, input: { amountCents: 100, remarks: "Matrix refund" }) { __typename } }`,
    variables: (ids) => ({ t: ids.tranId }),
    allowed: ['STAFF', 'OWNER'],
    audits: 1,
  },
  cancelOrder: { doc: `mutation($t: String!) { cancelOrder(tranId: $t, input: { remarks: "Matrix cancel" }) { __typename } }`, variables: (ids) => ({ t: ids.tranId }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  releaseHeldPayment: { doc: `mutation($t: String!) { releaseHeldPayment(tranId: $t) { __typename } }`, variables: (ids) => ({ t: ids.tranId }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  refuseHeldPayment: { doc: `mutation($t: String!) { refuseHeldPayment(tranId: $t, remarks: "Matrix refusal") { __typename } }`, variables: (ids) => ({ t: ids.tranId }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  adminOrder: { doc: `query($t: String!) { adminOrder(tranId: $t) { tranId } }`, variables: (ids) => ({ t: ids.tranId }), allowed: ['STAFF', 'OWNER'], audits: 0 },
  addOrderNote: { doc: `mutation($t: String!) { addOrderNote(tranId: $t, text: "Matrix note") { __typename } }`, variables: (ids) => ({ t: ids.tranId }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  catalogProducts: { doc: `{ catalogProducts(filter: { status: DRAFT }) { totalItems } }`, allowed: ['STAFF', 'OWNER'], audits: 0 },
  catalogProduct: { doc: `query($id: ID!) { catalogProduct(id: $id) { id } }`, variables: (ids) => ({ id: ids.productId }), allowed: ['STAFF', 'OWNER'], audits: 0 },
  createProduct: {
    doc: `mutation($i: CreateProductInput!) { createProduct(input: $i) { __typename } }`,
    variables: () => ({ i: { name: 'Matrix Tee', description: 'Made by the permission matrix.', category: 'MEN', priceCents: 2500, colours: ['BLACK'], sizes: ['M'] } }),
    allowed: ['STAFF', 'OWNER'],
    audits: 1,
  },
  updateProduct: {
    doc: `mutation($id: ID!, $i: UpdateProductInput!) { updateProduct(id: $id, input: $i) { __typename } }`,
    variables: (ids) => ({ id: ids.productId, i: { description: 'Edited by the permission matrix.' } }),
    allowed: ['STAFF', 'OWNER'],
    audits: 1,
  },
  setProductTranslations: {
    doc: `mutation($id: ID!, $t: [ProductTranslationInput!]!) { setProductTranslations(id: $id, translations: $t) { __typename } }`,
    variables: (ids) => ({ id: ids.productId, t: [{ language: 'BN', name: `ম্যাট্রিক্স টি ${stocktake++}` }] }),
    allowed: ['STAFF', 'OWNER'],
    audits: 1,
  },
  publishProduct: { doc: `mutation($id: ID!) { publishProduct(id: $id) { status } }`, variables: (ids) => ({ id: ids.productId }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  unpublishProduct: { doc: `mutation($id: ID!) { unpublishProduct(id: $id) { status } }`, variables: (ids) => ({ id: ids.productId }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  archiveProduct: { doc: `mutation($id: ID!) { archiveProduct(id: $id) { status } }`, variables: (ids) => ({ id: ids.productId }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  deleteProduct: { doc: `mutation($id: ID!) { deleteProduct(id: $id) { __typename } }`, variables: () => ({ id: NO_SUCH_ID }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  // Product photos: uploading is REST (test/product-images.e2e-spec.ts checks who may); a made-up id is a clean NOT_FOUND.
  productImages: { doc: `query($p: ID!) { productImages(productId: $p) { id } }`, variables: () => ({ p: NO_SUCH_ID }), allowed: ['STAFF', 'OWNER'], audits: 0 },
  reorderProductImages: { doc: `mutation($p: ID!) { reorderProductImages(productId: $p, ids: []) { id } }`, variables: () => ({ p: NO_SUCH_ID }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  updateProductImage: { doc: `mutation($id: ID!) { updateProductImage(id: $id, input: { alt: "Front" }) { __typename } }`, variables: () => ({ id: NO_SUCH_ID }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  deleteProductImage: { doc: `mutation($id: ID!) { deleteProductImage(id: $id) { id } }`, variables: () => ({ id: NO_SUCH_ID }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  adjustStock: {
    doc: `mutation($v: ID!) { adjustStock(variantId: $v, change: 1, reason: RECEIVED) { __typename ... on VariantStock { onHand } } }`,
    variables: (ids) => ({ v: ids.variantId }),
    allowed: ['STAFF', 'OWNER'],
    audits: 1,
  },
  setStock: {
    doc: `mutation($v: ID!, $n: Int!) { setStock(variantId: $v, onHand: $n) { __typename ... on VariantStock { onHand } } }`,
    variables: (ids) => ({ v: ids.variantId, n: stocktake++ }),
    allowed: ['STAFF', 'OWNER'],
    audits: 1,
  },
  setLowStockThreshold: {
    doc: `mutation($v: ID!) { setLowStockThreshold(variantId: $v, threshold: 3) { __typename ... on VariantStock { lowStockThreshold } } }`,
    variables: (ids) => ({ v: ids.variantId }),
    allowed: ['STAFF', 'OWNER'],
    audits: 1,
  },
  variantStock: { doc: `query($v: ID!) { variantStock(variantId: $v) { onHand } }`, variables: (ids) => ({ v: ids.variantId }), allowed: ['STAFF', 'OWNER'], audits: 0 },
  stockMovements: { doc: `query($v: ID!) { stockMovements(variantId: $v) { totalItems } }`, variables: (ids) => ({ v: ids.variantId }), allowed: ['STAFF', 'OWNER'], audits: 0 },
  lowStock: { doc: `{ lowStock { totalItems } }`, allowed: ['STAFF', 'OWNER'], audits: 0 },
  shopSettingsAdmin: { doc: `{ shopSettingsAdmin { automaticPromotionPercent } }`, allowed: ['OWNER'], audits: 0 },
  updateShopSettings: {
    doc: `mutation($i: UpdateShopSettingsInput!) { updateShopSettings(input: $i) { __typename } }`,
    variables: () => ({ i: { shippingFeeCents: 800 } }),
    allowed: ['OWNER'],
    audits: 1,
  },
  updateCurrencyRate: { doc: `mutation { updateCurrencyRate(code: "BDT", perUsd: 122.5) { __typename } }`, allowed: ['OWNER'], audits: 1 },
  promoCodes: { doc: `{ promoCodes { totalItems } }`, allowed: ['STAFF', 'OWNER'], audits: 0 },
  promoCodeRedemptions: { doc: `query($id: ID!) { promoCodeRedemptions(codeId: $id) { totalItems } }`, variables: (ids) => ({ id: ids.promoCodeId }), allowed: ['STAFF', 'OWNER'], audits: 0 },
  createPromoCode: {
    doc: `mutation($i: PromoCodeInput!) { createPromoCode(input: $i) { __typename } }`,
    variables: (ids) => ({ i: { code: ids.newCode, percentOff: 10 } }),
    allowed: ['STAFF', 'OWNER'],
    audits: 1,
  },
  updatePromoCode: {
    doc: `mutation($id: ID!, $i: PromoCodeInput!) { updatePromoCode(id: $id, input: $i) { __typename } }`,
    variables: (ids) => ({ id: ids.promoCodeId, i: { code: 'MATRIX', percentOff: 15 } }),
    allowed: ['STAFF', 'OWNER'],
    audits: 1,
  },
  disablePromoCode: { doc: `mutation($id: ID!) { disablePromoCode(id: $id) { status } }`, variables: (ids) => ({ id: ids.promoCodeId }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  enablePromoCode: { doc: `mutation($id: ID!) { enablePromoCode(id: $id) { status } }`, variables: (ids) => ({ id: ids.promoCodeId }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  adminCustomers: { doc: `{ adminCustomers(search: "shopper") { totalItems } }`, allowed: ['STAFF', 'OWNER'], audits: 0 },
  adminCustomer: { doc: `query($id: ID!) { adminCustomer(id: $id) { id } }`, variables: () => ({ id: NO_SUCH_ID }), allowed: ['STAFF', 'OWNER'], audits: 0 },
  // A made-up customer is a clean NOT_FOUND: disabling the matrix's own shopper would log its token out.
  disableCustomer: { doc: `mutation($id: ID!) { disableCustomer(id: $id) { id } }`, variables: () => ({ id: NO_SUCH_ID }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  enableCustomer: { doc: `mutation($id: ID!) { enableCustomer(id: $id) { id } }`, variables: () => ({ id: NO_SUCH_ID }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  staffReviews: { doc: `{ staffReviews(hidden: false) { totalItems } }`, allowed: ['STAFF', 'OWNER'], audits: 0 },
  hideReview: { doc: `mutation($id: ID!) { hideReview(id: $id, reason: "Spam") { id } }`, variables: () => ({ id: NO_SUCH_ID }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  showReview: { doc: `mutation($id: ID!) { showReview(id: $id) { id } }`, variables: () => ({ id: NO_SUCH_ID }), allowed: ['STAFF', 'OWNER'], audits: 1 },
  contactMessages: { doc: `{ contactMessages(handled: false) { totalItems } }`, allowed: ['STAFF', 'OWNER'], audits: 0 },
  markContactMessageHandled: {
    doc: `mutation($id: ID!) { markContactMessageHandled(id: $id, handled: true) { id } }`,
    variables: () => ({ id: NO_SUCH_ID }),
    allowed: ['STAFF', 'OWNER'],
    audits: 1,
  },
  newsletterSubscribers: { doc: `{ newsletterSubscribers { totalItems } }`, allowed: ['STAFF', 'OWNER'], audits: 0 },
};

describe('the admin API', () => {
  let t: TestApp;
  let tokens: Record<Who, string | undefined>;
  const auditRows = () => auditEntryCount(t);

  beforeAll(async () => {
    t = await startTestApp();
    tokens = { nobody: undefined, customer: (await signUpCustomer(t)).token, STAFF: await staffToken(t, DEMO_STAFF_MEMBER), OWNER: await staffToken(t, DEMO_OWNER) };
  });
  afterAll(() => t.close());

  it('lives at /admin-api only: the shop API has none of its operations or types', async () => {
    const shop = await t.gql(`{ __schema { types { name } queryType { fields { name } } mutationType { fields { name } } } }`);
    const shopTypes = new Set(shop.data!.__schema.types.map((type: { name: string }) => type.name));
    for (const type of ['Staff', 'StaffRole', 'StaffSession', 'AuditEntry', 'Permission', 'LastOwnerError', 'CatalogProduct', 'ProductStatus', 'VariantStock', 'StockMovement', 'StockBelowReservedError', 'PromoCode', 'PromoCodeTakenError', 'ShopSettingsAdmin', 'CustomerAccount', 'CustomerDetail', 'ContactMessage', 'NewsletterSubscriber', 'AdminRefund', 'RefundReason', 'RefundStatus', 'RefundOrderResult']) expect(shopTypes.has(type)).toBe(false);
    for (const { type, name } of adminOperations()) {
      const res = await t.gql(`${type === 'Mutation' ? 'mutation' : 'query'} { ${name} { __typename } }`, undefined, tokens.OWNER);
      expect(res.errors?.[0].message).toMatch(new RegExp(`Cannot query field "${name}" on type "${type}"`));
    }
  });

  it('allows each operation to exactly the people who may make it, and audits only what was done', async () => {
    const operations = adminOperations();
    expect(operations.map((o) => o.name).sort()).toEqual(Object.keys(CALLS).sort());
    const owner = await signUpStaffOwnerless();
    const [{ id: productId }] = await t.db.query(`SELECT id FROM product WHERE legacy_id = 1`);
    const [{ id: variantId }] = await t.db.query(`SELECT id FROM product_variant ORDER BY sku LIMIT 1`);
    const promoCode = await t.adminGql(`mutation { createPromoCode(input: { code: "MATRIX", percentOff: 15 }) { ... on PromoCode { id } } }`, undefined, tokens.OWNER);
    const { paid, shipped } = await ordersToMove();
    let codes = 0;
    for (const { name } of operations) {
      const call = CALLS[name];
      for (const who of ['nobody', 'customer', 'STAFF', 'OWNER'] as Who[]) {
        const ids: Ids = {
          staffId: owner,
          email: uniqueEmail('hire'),
          tranId: 'no-such-order',
          paidTranId: paid[who] ?? 'no-such-order',
          shippedTranId: shipped[who] ?? 'no-such-order',
          productId,
          variantId,
          promoCodeId: promoCode.data!.createPromoCode.id,
          newCode: `MATRIX${++codes}`,
        };
        const before = await auditRows();
        const res = await t.adminGql(call.doc, call.variables?.(ids), tokens[who]);
        const code = res.errors?.[0]?.extensions?.code;
        const what = `${name} by ${who}`;
        if (call.allowed.includes(who)) {
          // Allowed: answered, or refused for what was asked (not found, a rule) — never for who asked, never by a crash.
          expect([what, code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'INTERNAL_SERVER_ERROR' ? code : 'allowed']).toEqual([what, 'allowed']);
          // A change refused for what was asked writes no audit row either.
          expect([what, (await auditRows()) - before]).toEqual([what, res.errors ? 0 : call.audits]);
        } else {
          expect([what, code]).toEqual([what, who === 'STAFF' ? 'FORBIDDEN' : 'UNAUTHENTICATED']);
          expect([what, res.status]).toEqual([what, who === 'STAFF' ? 200 : 401]);
          expect([what, await auditRows()]).toEqual([what, before]);
        }
      }
    }

    /** A second member to update, so the matrix never touches the demo owner's own role. */
    async function signUpStaffOwnerless(): Promise<string> {
      const res = await t.adminGql(
        CALLS.createStaffMember.doc.replace('__typename', '__typename ... on Staff { id }'),
        CALLS.createStaffMember.variables!({ staffId: '', email: uniqueEmail('second'), tranId: '', paidTranId: '', shippedTranId: '', productId: '', variantId: '', promoCodeId: '', newCode: '' }),
        tokens.OWNER,
      );
      return res.data!.createStaffMember.id;
    }

    /** For each caller allowed to move orders, a paid order to ship and a shipped one to deliver. */
    async function ordersToMove(): Promise<{ paid: Partial<Record<Who, string>>; shipped: Partial<Record<Who, string>> }> {
      const shopper = await signUpCustomer(t);
      const variant = await variantWithStock(t, { setStock: 10 });
      const paid: Partial<Record<Who, string>> = {};
      const shipped: Partial<Record<Who, string>> = {};
      for (const who of ['STAFF', 'OWNER'] as const) {
        paid[who] = await placePaidOrder(t, shopper.token, variant);
        shipped[who] = await placePaidOrder(t, shopper.token, variant);
        await t.adminGql(CALLS.markOrderShipped.doc, { t: shipped[who] }, tokens.OWNER);
      }
      return { paid, shipped };
    }
  });

  it('keeps staff and shoppers apart: each token is refused by the other API, and staff sessions are shorter', async () => {
    const shopper = await signUpCustomer(t);
    expect((await t.gql(`{ me { id } }`, undefined, tokens.OWNER)).status).toBe(401);
    expect((await t.adminGql(`{ activeStaff { id } }`, undefined, shopper.token)).status).toBe(401);
    // Staff log in with their own accounts: a shopper's password opens nothing here.
    const asStaff = await t.adminGql(STAFF_LOGIN_MUTATION, { input: { email: shopper.email, password: shopper.password } });
    expect(asStaff.data!.staffLogin).toMatchObject({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS' });
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const staff = claims(tokens.OWNER!);
    const customer = claims(shopper.token);
    expect(staff.aud).toBe('kapor-admin');
    expect(customer.aud).toBe('kapor-shop');
    expect(staff.exp - staff.iat).toBe(8 * 3600);
    expect(staff.exp - staff.iat).toBeLessThan(customer.exp - customer.iat);
  });

  it('writes who, what, when and the values before and after, and refuses to edit or delete an entry', async () => {
    const email = uniqueEmail('audited');
    const created = await t.adminGql(`mutation($i: CreateStaffInput!) { createStaffMember(input: $i) { ... on Staff { id } } }`, { i: { name: 'Audited Hire', email, password: 'audited-2026', role: 'STAFF' } }, tokens.OWNER);
    const id = created.data!.createStaffMember.id;
    await t.adminGql(`mutation($id: ID!) { updateStaffMember(id: $id, input: { role: OWNER }) { __typename } }`, { id }, tokens.OWNER);
    const log = await t.adminGql(`query($id: String!) { auditLog(entityType: "staff", entityId: $id) { totalItems items { action staffEmail at before after } } }`, { id }, tokens.STAFF);
    expect(log.data!.auditLog.totalItems).toBe(2);
    const [update, create] = log.data!.auditLog.items;
    expect(create).toMatchObject({ action: 'staff.create', staffEmail: DEMO_OWNER.email, before: null });
    expect(JSON.parse(create.after)).toMatchObject({ id, email, role: 'STAFF' });
    expect(create.after).not.toMatch(/password/i);
    expect(update.action).toBe('staff.update');
    expect([JSON.parse(update.before).role, JSON.parse(update.after).role]).toEqual(['STAFF', 'OWNER']);
    expect(Date.parse(update.at)).toBeGreaterThan(Date.now() - 60_000);

    await expect(t.db.query(`UPDATE audit_entry SET action = 'nothing happened'`)).rejects.toThrow(/cannot be changed or removed/);
    await expect(t.db.query(`DELETE FROM audit_entry`)).rejects.toThrow(/cannot be changed or removed/);
    await expect(t.db.query(`TRUNCATE audit_entry`)).rejects.toThrow(/cannot be changed or removed/);
  });

  it('never leaves the shop without an active owner, and a deactivated member’s session ends at once', async () => {
    const email = uniqueEmail('leaver');
    const created = await t.adminGql(`mutation($i: CreateStaffInput!) { createStaffMember(input: $i) { ... on Staff { id } } }`, { i: { name: 'Leaver', email, password: 'leaver-2026-x', role: 'STAFF' } }, tokens.OWNER);
    const leaver = await staffToken(t, { email, password: 'leaver-2026-x' });
    expect((await t.adminGql(`{ activeStaff { email } }`, undefined, leaver)).data!.activeStaff.email).toBe(email);
    await t.adminGql(`mutation($id: ID!) { updateStaffMember(id: $id, input: { active: false }) { __typename } }`, { id: created.data!.createStaffMember.id }, tokens.OWNER);
    expect((await t.adminGql(`{ activeStaff { email } }`, undefined, leaver)).status).toBe(401);

    // Demote every owner but the demo owner, then try the demo owner: refused, and nothing changes.
    const owners: { id: string; email: string }[] = (await t.db.query(`SELECT id, email FROM staff_member WHERE role = 'OWNER' AND active`)) as never;
    for (const other of owners.filter((o) => o.email !== DEMO_OWNER.email)) {
      await t.adminGql(`mutation($id: ID!) { updateStaffMember(id: $id, input: { role: STAFF }) { __typename } }`, { id: other.id }, tokens.OWNER);
    }
    const me = owners.find((o) => o.email === DEMO_OWNER.email)!;
    const before = await auditRows();
    const refused = await t.adminGql(`mutation($id: ID!) { updateStaffMember(id: $id, input: { active: false }) { __typename ... on ErrorResult { code message } } }`, { id: me.id }, tokens.OWNER);
    expect(refused.data!.updateStaffMember).toMatchObject({ __typename: 'LastOwnerError', code: 'LAST_OWNER' });
    expect(await auditRows()).toBe(before);
    expect((await t.db.query(`SELECT active, role FROM staff_member WHERE id = $1`, [me.id]))[0]).toEqual({ active: true, role: 'OWNER' });
  });

  it('creates the first owner once, with the password the operator gives', async () => {
    await expect(createFirstOwner(t.db, { name: 'Second First', email: uniqueEmail('owner'), password: 'owner-password-1' })).rejects.toBeInstanceOf(OwnerExistsError);
    await t.db.query(`UPDATE staff_member SET role = 'STAFF'`);
    await expect(createFirstOwner(t.db, { name: 'Weak', email: uniqueEmail('owner'), password: 'short' })).rejects.toMatchObject({ code: 'VALIDATION' });
    const email = uniqueEmail('owner');
    const owner = await createFirstOwner(t.db, { name: 'First Owner', email, password: 'first-owner-2026' });
    expect(owner).toMatchObject({ email, role: 'OWNER', active: true });
    const res = await t.adminGql(`{ activeStaff { role } }`, undefined, await staffToken(t, { email, password: 'first-owner-2026' }));
    expect(res.errors).toBeUndefined();
    expect(res.data!.activeStaff.role).toBe('OWNER');
  });

  // Last: a second app takes over passport's process-wide strategies (support/test-app.ts).
  it('counts failed staff logins with the shop’s limits', async () => {
    const limited = await startTestApp({ LOGIN_MAX_FAILURES: '3' });
    try {
      const wrong = { email: DEMO_STAFF_MEMBER.email, password: 'not-the-password' };
      const answers: string[] = [];
      for (let i = 0; i < 4; i++) answers.push((await limited.adminGql(STAFF_LOGIN_MUTATION, { input: wrong })).data!.staffLogin.__typename);
      expect(answers).toEqual(['InvalidCredentialsError', 'InvalidCredentialsError', 'InvalidCredentialsError', 'TooManyAttemptsError']);
    } finally {
      await limited.close();
    }
  });
});
