import { CatalogAdminService } from '../src/catalog/admin/catalog-admin.service';
import { SEED_PRODUCTS, SEED_TRANSLATIONS } from '../src/catalog/seed/catalog-seed-data';
import { PermissionDeniedError, StaffActor, type Permission } from '../src/staff/permissions';
import { auditEntryCount } from './support/audit';
import { DEMO_STAFF_MEMBER, signUpCustomer, staffToken } from './support/auth';
import { countStatements } from './support/sql-counter';
import { startTestApp, type GraphQLResponse, type TestApp } from './support/test-app';

const CARD = `id slug name description price { amount } variants { size colour available }`;
const PRODUCT = `query($slug: String) { product(slug: $slug) { ${CARD} } }`;
const LISTING = `query($filter: ProductFilter, $pageSize: Int) {
  products(filter: $filter, pageSize: $pageSize) { totalItems didYouMean items { ${CARD} } facets { inStock onSale } } }`;
const LISTS = `query($productId: ID!) {
  popularProducts(category: WOMEN) { id name }
  newCollection(limit: 24) { id name description }
  relatedProducts(productId: $productId) { id name } }`;
const SUGGESTIONS = `query($prefix: String!) { searchSuggestions(prefix: $prefix, limit: 5) { name slug } }`;

const TRANSLATIONS = `id translations { language name description }`;
const SET_TRANSLATIONS = `mutation($id: ID!, $t: [ProductTranslationInput!]!) { setProductTranslations(id: $id, translations: $t) {
  __typename ... on CatalogProduct { ${TRANSLATIONS} name } ... on ErrorResult { code message } ... on ValidationError { fields { field message } } } }`;
const AUDIT = `query($id: String!) { auditLog(entityType: "product", entityId: $id) { items { action staffEmail before after } } }`;

const seed = (legacyId: number) => SEED_PRODUCTS.find((p) => p.legacyId === legacyId)!;
const translated = (language: 'bn' | 'hi', legacyId: number) => SEED_TRANSLATIONS[language].find((t) => t.legacyId === legacyId)!;

describe('catalogue content in Bangla and Hindi', () => {
  let t: TestApp;
  let slugOf: Map<number, string>;

  beforeAll(async () => {
    t = await startTestApp();
    const rows: { legacy_id: number; slug: string }[] = await t.db.query(`SELECT legacy_id, slug FROM product`);
    slugOf = new Map(rows.map((row) => [row.legacy_id, row.slug]));
  });
  afterAll(() => t.close());

  /** The shop API as the storefront calls it: the shopper's language in its header (or any other header given). */
  async function shop<T = Record<string, any>>(query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<GraphQLResponse<T>> {
    const res = await t.http().post('/graphql').set('Content-Type', 'application/json').set(headers).send({ query, variables });
    return { status: res.status, data: res.body.data, errors: res.body.errors };
  }
  const inLanguage = (language: string) => ({ 'X-Kapor-Language': language });
  async function product(legacyId: number, headers: Record<string, string>) {
    const res = await shop(PRODUCT, { slug: slugOf.get(legacyId) }, headers);
    expect(res.errors).toBeUndefined();
    return res.data!.product as { id: string; name: string; description: string };
  }
  async function listing(filter: Record<string, unknown>, language: string) {
    const res = await shop(LISTING, { filter, pageSize: 100 }, inLanguage(language));
    expect(res.errors).toBeUndefined();
    return res.data!.products as { totalItems: number; didYouMean: string | null; items: { id: string; slug: string; name: string; description: string }[]; facets: { inStock: number; onSale: number } };
  }

  it('names the products of a cart and a wishlist in the shopper’s language, in the same statements', async () => {
    const customer = await signUpCustomer(t, 'Tania Sultana');
    const auth = (language: string) => ({ ...inLanguage(language), Authorization: `Bearer ${customer.token}` });
    const target = await product(13, {});
    const [variant]: { size: string; colour: string }[] = await t.db.query(`SELECT size, colour FROM product_variant WHERE product_id = $1 AND stock_on_hand > 2 LIMIT 1`, [target.id]);
    const ADD = `mutation($p: ID!, $s: Size!, $c: Colour) { addToCart(productId: $p, size: $s, colour: $c) { __typename ... on Cart { lines { product { name } } } } }`;
    const added = await shop(ADD, { p: target.id, s: variant.size, c: variant.colour.toUpperCase() }, auth('bn'));
    expect(added.errors).toBeUndefined();
    expect(added.data!.addToCart.lines.map((l: { product: { name: string } }) => l.product.name)).toEqual([translated('bn', 13).name]);
    const CART = `{ cart { lines { product { name } } } }`;
    expect((await shop(CART, {}, auth('hi'))).data!.cart.lines[0].product.name).toBe(translated('hi', 13).name);
    expect((await shop(CART, {}, auth('en'))).data!.cart.lines[0].product.name).toBe(seed(13).name);

    const SAVE = `mutation($p: ID!) { addToWishlist(productId: $p) { __typename ... on Wishlist { items { product { name } } } } }`;
    expect((await shop(SAVE, { p: target.id }, auth('hi'))).data!.addToWishlist.items[0].product.name).toBe(translated('hi', 13).name);
    const WISHLIST = `{ wishlist { items { product { name } } } }`;
    expect((await shop(WISHLIST, {}, auth('bn'))).data!.wishlist.items[0].product.name).toBe(translated('bn', 13).name);
    // The translation is read by the statement that reads the cart: as many statements in Bangla as in English
    // (each counted on a second call: the first after a change of language also keeps it with the account).
    const statements = async (language: string) => {
      await shop(CART, {}, auth(language));
      return countStatements(() => shop(CART, {}, auth(language)));
    };
    expect(await statements('bn')).toBe(await statements('en'));
  });

  it('answers a product in Bangla and in Hindi, in English otherwise', async () => {
    for (const legacyId of [1, 13, 27, 84]) {
      expect(await product(legacyId, inLanguage('bn'))).toMatchObject({ name: translated('bn', legacyId).name, description: translated('bn', legacyId).description });
      expect(await product(legacyId, inLanguage('hi'))).toMatchObject({ name: translated('hi', legacyId).name, description: translated('hi', legacyId).description });
      expect(await product(legacyId, {})).toMatchObject({ name: seed(legacyId).name, description: seed(legacyId).description });
      expect(await product(legacyId, inLanguage('en'))).toMatchObject({ name: seed(legacyId).name });
    }
    // An integrator's Accept-Language works too; the storefront's header wins over it.
    expect((await product(4, { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' })).name).toBe(translated('hi', 4).name);
    expect((await product(4, { 'Accept-Language': 'hi', 'X-Kapor-Language': 'bn' })).name).toBe(translated('bn', 4).name);
    expect((await product(4, { 'Accept-Language': 'fr-FR' })).name).toBe(seed(4).name);
  });

  it('names a drawn picture in the language of the name it carries', async () => {
    const query = `query($slug: String) { product(slug: $slug) { images { view alt } mainImage { alt } } }`;
    const bn = (await shop(query, { slug: slugOf.get(3) }, inLanguage('bn'))).data!.product;
    expect(bn.images.map((image: { alt: string }) => image.alt)).toEqual(['সামনে থেকে', 'পেছন থেকে', 'কাছ থেকে', 'বিছিয়ে রাখা'].map((view) => `${translated('bn', 3).name}, ${view}`));
    expect((await shop(query, { slug: slugOf.get(3) }, inLanguage('hi'))).data!.product.mainImage.alt).toBe(`${translated('hi', 3).name}, सामने से`);
    expect((await shop(query, { slug: slugOf.get(3) }, {})).data!.product.mainImage.alt).toBe(`${seed(3).name}, front view`);
  });

  it('falls back to English field by field: a missing description, or no translation at all', async () => {
    const id = (await product(2, {})).id;
    await t.db.query(`UPDATE product_translation SET description = NULL WHERE product_id = $1 AND language = 'hi'`, [id]);
    await t.db.query(`UPDATE product_translation SET name = NULL WHERE product_id = $1 AND language = 'bn'`, [id]);
    try {
      expect(await product(2, inLanguage('hi'))).toMatchObject({ name: translated('hi', 2).name, description: seed(2).description });
      expect(await product(2, inLanguage('bn'))).toMatchObject({ name: seed(2).name, description: translated('bn', 2).description });
      await t.db.query(`DELETE FROM product_translation WHERE product_id = $1 AND language = 'hi'`, [id]);
      expect(await product(2, inLanguage('hi'))).toMatchObject({ name: seed(2).name, description: seed(2).description });
      const page = await listing({ category: 'WOMEN' }, 'hi');
      expect(page.items.find((item) => item.id === id)).toMatchObject({ name: seed(2).name });
    } finally {
      await t.db.query(
        `INSERT INTO product_translation (product_id, language, name, description) VALUES ($1, 'hi', $2, $3), ($1, 'bn', $4, $5)
         ON CONFLICT (product_id, language) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description`,
        [id, translated('hi', 2).name, translated('hi', 2).description, translated('bn', 2).name, translated('bn', 2).description],
      );
    }
  });

  it('answers every list of products in the language: pages, popular, new and related products', async () => {
    const names = new Map(SEED_TRANSLATIONS.bn.map((tr) => [slugOf.get(tr.legacyId)!, tr.name]));
    const page = await listing({ category: 'KID' }, 'bn');
    expect(page.items.length).toBeGreaterThan(10);
    for (const item of page.items) expect(item.name).toBe(names.get(item.slug));

    const source = await product(1, {});
    const lists = await shop(LISTS, { productId: source.id }, inLanguage('hi'));
    expect(lists.errors).toBeUndefined();
    const hindi = new Set(SEED_TRANSLATIONS.hi.map((tr) => tr.name));
    const all = [...lists.data!.popularProducts, ...lists.data!.newCollection, ...lists.data!.relatedProducts] as { name: string }[];
    expect(all.length).toBe(4 + 24 + 4);
    for (const item of all) expect(hindi.has(item.name)).toBe(true);
  });

  it('finds a product by its Bangla or Hindi name, and still by English words', async () => {
    const blazer = await listing({ search: translated('bn', 4).name }, 'bn');
    expect(blazer.items[0]).toMatchObject({ slug: slugOf.get(4), name: translated('bn', 4).name });

    // "ব্লেজার" (blazer) is in five Bangla names: every match names it, the name matches ranked first.
    const blazers = await listing({ search: 'ব্লেজার' }, 'bn');
    expect(blazers.items.map((item) => item.slug).sort()).toEqual([4, 18, 31, 66, 77].map((n) => slugOf.get(n)).sort());
    for (const item of blazers.items) expect(item.name).toContain('ব্লেজার');

    const jeans = await listing({ search: 'जींस' }, 'hi');
    expect(jeans.items.map((item) => item.slug).sort()).toEqual([5, 15, 30, 39, 55, 74].map((n) => slugOf.get(n)).sort());
    expect(jeans.didYouMean).toBeNull();

    // A word of the descriptions matches too ("সুতি", cotton), below every name that has it.
    const cotton = await listing({ search: 'সুতি' }, 'bn');
    const inName = cotton.items.map((item) => item.name.includes('সুতি'));
    expect(inName.indexOf(false)).toBeGreaterThan(10);
    expect(inName.slice(inName.indexOf(false))).not.toContain(true);
    for (const item of cotton.items) expect(`${item.name} ${item.description}`).toContain('সুতি');

    // English words keep working for a shopper reading Bangla; the answer is in Bangla.
    const english = await listing({ search: 'jeans' }, 'bn');
    expect(english.items.map((item) => item.slug).sort()).toEqual((await listing({ search: 'jeans' }, 'en')).items.map((item) => item.slug).sort());
    for (const item of english.items) expect(item.name).toContain('জিন্স');

    // In English the Bangla words find nothing: the English search reads products alone.
    expect((await listing({ search: 'ব্লেজার' }, 'en')).totalItems).toBe(0);
  });

  it('tolerates a typo in Bangla and offers the word as the catalogue spells it', async () => {
    const typo = await listing({ search: 'ব্লেজর' }, 'bn');
    expect(typo.items.map((item) => item.slug)).toEqual(expect.arrayContaining([4, 18].map((n) => slugOf.get(n))));
    expect(typo.didYouMean).toBe('ব্লেজার');
  });

  it('counts facets over the matches in the language', async () => {
    const all = await listing({ search: 'সোয়েটশার্ট' }, 'bn');
    expect(all.totalItems).toBeGreaterThanOrEqual(5);
    expect(all.facets.inStock).toBe((await listing({ search: 'সোয়েটশার্ট', inStock: true }, 'bn')).totalItems);
    expect(all.facets.onSale).toBe((await listing({ search: 'সোয়েটশার্ট', onSale: true }, 'bn')).totalItems);
  });

  it('suggests products named in the language as the shopper types', async () => {
    const res = await shop(SUGGESTIONS, { prefix: 'ব্লেজ' }, inLanguage('bn'));
    expect(res.errors).toBeUndefined();
    expect(res.data!.searchSuggestions.length).toBe(5);
    for (const suggestion of res.data!.searchSuggestions) expect(suggestion.name).toContain('ব্লেজার');
    const hindi = await shop(SUGGESTIONS, { prefix: 'हुड' }, inLanguage('hi'));
    for (const suggestion of hindi.data!.searchSuggestions) expect(suggestion.name).toMatch(/हुडी|हुडेड/);
    expect(hindi.data!.searchSuggestions.length).toBeGreaterThanOrEqual(3);
  });

  it('reads the translation in the statements that read the products: the same count in every language', async () => {
    const run = (query: string, variables: Record<string, unknown>, language: string) => countStatements(() => shop(query, variables, inLanguage(language)));
    for (const [query, variables] of [
      [LISTING, { filter: { category: 'WOMEN' }, pageSize: 1 }],
      [LISTING, { filter: { category: 'WOMEN' }, pageSize: 50 }],
      [LISTING, { filter: { search: 'cotton', inStock: true }, pageSize: 24 }],
      [PRODUCT, { slug: slugOf.get(7) }],
    ] as const) {
      const english = await run(query, variables, 'en');
      expect(english).toBeGreaterThanOrEqual(2);
      expect([await run(query, variables, 'bn'), await run(query, variables, 'hi')]).toEqual([english, english]);
    }
    expect(await run(LISTING, { filter: { search: 'ব্লেজার' }, pageSize: 24 }, 'bn')).toBe(await run(LISTING, { filter: { search: 'blazer' }, pageSize: 24 }, 'en'));
  });

  it('keeps the original REST API in English', async () => {
    const res = await t.http().get('/api/product/all_products').set('Accept-Language', 'bn').set('X-Kapor-Language', 'bn').expect(200);
    const first = (res.body as { id: number; name: string }[]).find((p) => p.id === 1)!;
    expect(first.name).toBe(seed(1).name);
  });

  describe('in the back office', () => {
    let staff: string;
    let productId: string;
    beforeAll(async () => {
      staff = await staffToken(t, DEMO_STAFF_MEMBER);
      productId = (await product(9, {})).id;
    });

    it('shows a product’s translations and sets them, audited, for the storefront at once', async () => {
      const read = await t.adminGql(`query($id: ID!) { catalogProduct(id: $id) { ${TRANSLATIONS} } }`, { id: productId }, staff);
      expect(read.data!.catalogProduct.translations).toEqual([
        { language: 'BN', name: translated('bn', 9).name, description: translated('bn', 9).description },
        { language: 'HI', name: translated('hi', 9).name, description: translated('hi', 9).description },
      ]);

      const audits = await auditEntryCount(t);
      const res = await t.adminGql(
        SET_TRANSLATIONS,
        { id: productId, t: [{ language: 'BN', name: '  আরামদায়ক সুতি জার্সি টি-শার্ট ', description: '' }] },
        staff,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.setProductTranslations).toMatchObject({
        __typename: 'CatalogProduct',
        name: seed(9).name,
        translations: [
          { language: 'BN', name: 'আরামদায়ক সুতি জার্সি টি-শার্ট', description: null },
          { language: 'HI', name: translated('hi', 9).name },
        ],
      });
      expect(await auditEntryCount(t)).toBe(audits + 1);
      const [entry] = (await t.adminGql(AUDIT, { id: productId }, staff)).data!.auditLog.items;
      expect(entry).toMatchObject({ action: 'product.translate', staffEmail: DEMO_STAFF_MEMBER.email });
      expect(JSON.parse(entry.before).translations[0]).toEqual({ language: 'bn', name: translated('bn', 9).name, description: translated('bn', 9).description });
      expect(JSON.parse(entry.after).translations[0]).toEqual({ language: 'bn', name: 'আরামদায়ক সুতি জার্সি টি-শার্ট', description: null });

      // The shop answers the new name at once, the English description where the Bangla one was emptied.
      expect(await product(9, inLanguage('bn'))).toMatchObject({ name: 'আরামদায়ক সুতি জার্সি টি-শার্ট', description: seed(9).description });
      expect((await listing({ search: 'আরামদায়ক' }, 'bn')).items.map((item) => item.slug)).toContain(slugOf.get(9));

      // Neither field: the language falls back to English whole.
      const removed = await t.adminGql(SET_TRANSLATIONS, { id: productId, t: [{ language: 'HI', name: null, description: ' ' }] }, staff);
      expect(removed.data!.setProductTranslations.translations.map((tr: { language: string }) => tr.language)).toEqual(['BN']);
      expect(await product(9, inLanguage('hi'))).toMatchObject({ name: seed(9).name, description: seed(9).description });
    });

    it('refuses a field over its limit or a language twice per field, writing nothing', async () => {
      const audits = await auditEntryCount(t);
      const before = (await t.adminGql(`query($id: ID!) { catalogProduct(id: $id) { ${TRANSLATIONS} updatedAt } }`, { id: productId }, staff)).data!.catalogProduct;
      const tooLong = await t.adminGql(SET_TRANSLATIONS, { id: productId, t: [{ language: 'HI', name: 'क'.repeat(201), description: 'ठीक' }] }, staff);
      expect(tooLong.data!.setProductTranslations).toEqual({
        __typename: 'ValidationError',
        code: 'VALIDATION',
        message: 'hi.name: At most 200 characters.',
        fields: [{ field: 'hi.name', message: 'At most 200 characters.' }],
      });
      const twice = await t.adminGql(SET_TRANSLATIONS, { id: productId, t: [{ language: 'BN', name: 'ক' }, { language: 'BN', name: 'খ' }] }, staff);
      expect(twice.data!.setProductTranslations.fields).toEqual([{ field: 'bn', message: 'Each language once.' }]);
      expect(await auditEntryCount(t)).toBe(audits);
      expect((await t.adminGql(`query($id: ID!) { catalogProduct(id: $id) { ${TRANSLATIONS} updatedAt } }`, { id: productId }, staff)).data!.catalogProduct).toEqual(before);
    });

    it('checks the CATALOG permission in the service, and refuses shoppers and strangers', async () => {
      const audits = await auditEntryCount(t);
      const [member] = await t.db.query(`SELECT id, email, name FROM staff_member WHERE email = $1`, [DEMO_STAFF_MEMBER.email]);
      // Every role holds CATALOG today: a member without it is one whose role would not grant it.
      class WithoutCatalog extends StaffActor {
        override can(permission: Permission): boolean {
          return permission !== 'CATALOG' && super.can(permission);
        }
      }
      const service = t.app.get(CatalogAdminService, { strict: false });
      await expect(service.setTranslations(new WithoutCatalog(member.id, member.email, member.name, 'STAFF'), productId, [{ language: 'bn', name: 'ক' }])).rejects.toBeInstanceOf(
        PermissionDeniedError,
      );

      const shopper = await signUpCustomer(t);
      const asShopper = await t.adminGql(SET_TRANSLATIONS, { id: productId, t: [{ language: 'BN', name: 'ক' }] }, shopper.token);
      expect(asShopper.status).toBe(401);
      const anonymous = await t.adminGql(SET_TRANSLATIONS, { id: productId, t: [{ language: 'BN', name: 'ক' }] });
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(await auditEntryCount(t)).toBe(audits);
      expect((await product(9, inLanguage('bn'))).name).not.toBe('ক');
    });

    it('answers an unknown product as not found, writing nothing', async () => {
      const audits = await auditEntryCount(t);
      const res = await t.adminGql(SET_TRANSLATIONS, { id: '00000000-0000-0000-0000-000000000000', t: [{ language: 'BN', name: 'ক' }] }, staff);
      expect(res.errors?.[0].extensions?.code).toBe('PRODUCT_NOT_FOUND');
      expect(await auditEntryCount(t)).toBe(audits);
    });
  });
});
