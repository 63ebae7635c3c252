import type { INestApplication } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import request from 'supertest';
import { CatalogService } from '../src/catalog/catalog.service';
import { CommonModule } from '../src/common/common.module';
import { AllExceptionsFilter } from '../src/common/http/all-exceptions.filter';
import { ConfigModule } from '../src/config/config.module';
import { dataSourceOptions } from '../src/database/data-source-options';
import { JobsModule } from '../src/jobs/jobs.module';
import { MailModule } from '../src/mail/mail.module';
import { SeoModule } from '../src/seo/seo.module';
import { SHOP_PAGES, SITEMAP_PAGE_SIZE } from '../src/seo/sitemap.service';
import { staffToken } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

const CREATE = `mutation($i: CreateProductInput!) { createProduct(input: $i) { ... on CatalogProduct { id slug } ... on ErrorResult { code message } } }`;
const UPDATE = `mutation($id: ID!, $i: UpdateProductInput!) { updateProduct(id: $id, input: $i) { ... on CatalogProduct { id slug } ... on ErrorResult { code message } } }`;
const PUBLISH = `mutation($id: ID!) { publishProduct(id: $id) { id updatedAt } }`;
const ARCHIVE = `mutation($id: ID!) { archiveProduct(id: $id) { id } }`;
const SHOP_PRODUCT = `query($slug: String) { product(slug: $slug) { id slug name } }`;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The <loc>s of a sitemap or sitemap index, unescaped; the text must hold no unescaped markup characters. */
function locsOf(xml: string): string[] {
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<(urlset|sitemapindex) xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/);
  expect(xml).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&(\w+);/g, (_, name: string) => XML_ENTITIES[name]));
}

function lastmodOf(xml: string, loc: string): string | undefined {
  return xml.match(new RegExp(`<loc>${loc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod>`))?.[1];
}

let counter = 0;
function newProduct(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Sitemap Linen Shirt ${counter}`,
    description: 'A crisp linen shirt with a camp collar. Machine wash cold.',
    category: 'MEN',
    priceCents: 4200,
    colours: ['BLACK'],
    sizes: ['M'],
    ...overrides,
  };
}

describe('robots.txt, the sitemaps and old product addresses', () => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await staffToken(t);
  });
  afterAll(() => t.close());

  const admin = async (doc: string, variables: Record<string, unknown>) => {
    const res = await t.adminGql(doc, variables, staff);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return Object.values(res.data!)[0] as any;
  };
  const activeSlugs = async (): Promise<string[]> => (await t.db.query(`SELECT slug FROM product WHERE status = 'ACTIVE' ORDER BY slug`)).map((r: { slug: string }) => r.slug);
  const shopProduct = async (slug: string) => (await t.gql(SHOP_PRODUCT, { slug })).data!.product;

  it('robots.txt keeps crawlers out of personal and technical pages and points at the sitemap', async () => {
    const res = await t.http().get('/robots.txt').set('Host', 'shop.example:8080').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/cart', '/checkout', '/account', '/wish', '/payment/', '/reset-password', '/confirm-account', '/admin', '/admin-api', '/graphql', '/graphiql', '/api/', '/dev/', '/sandbox-gateway', '/bn/cart', '/hi/checkout', '/bn/account', '/hi/payment/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Nothing a shopper browses is kept out: categories, products and their pictures.
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    for (const page of [...SHOP_PAGES.filter((p) => p !== '/'), '/product/linen-shirt', '/bn/product/linen-shirt', '/hi/womens', '/images/products/linen-shirt/front.svg']) {
      expect(disallowed.filter((prefix) => page.startsWith(prefix))).toEqual([]);
    }
    expect(lines).toContain('Sitemap: http://shop.example:8080/sitemap.xml');
    await t.http().get('/robots.txt').set('Host', 'shop.example:8080').set('If-None-Match', res.headers.etag).expect(304);
  });

  it('lists every product on sale and the shop’s pages, and no draft or archived product', async () => {
    const draft = await admin(CREATE, { i: newProduct() });
    const active = await admin(CREATE, { i: newProduct() });
    const published = await admin(PUBLISH, { id: active.id });
    const archived = await admin(CREATE, { i: newProduct() });
    await admin(PUBLISH, { id: archived.id });
    await admin(ARCHIVE, { id: archived.id });

    const res = await t.http().get('/sitemap.xml').expect(200);
    const origin = t.baseUrl;
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const locs = locsOf(res.text);
    expect(res.text).toContain('<urlset');
    const expected = [...SHOP_PAGES.map((p) => `${origin}${p}`), ...(await activeSlugs()).map((slug) => `${origin}/product/${slug}`)];
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(locs).toContain(`${origin}/product/${active.slug}`);
    expect(locs).not.toContain(`${origin}/product/${draft.slug}`);
    expect(locs).not.toContain(`${origin}/product/${archived.slug}`);
    for (const category of ['/womens', '/mens', '/kids', '/new_collection', '/all', '/sale']) expect(locs).toContain(`${origin}${category}`);
    expect(lastmodOf(res.text, `${origin}/product/${active.slug}`)).toBe(new Date(published.updatedAt).toISOString());

    // A validator a cache can revalidate with; a change to what is on sale changes it.
    await t.http().get('/sitemap.xml').set('If-None-Match', res.headers.etag).expect(304);
    await admin(PUBLISH, { id: draft.id });
    const after = await t.http().get('/sitemap.xml').set('If-None-Match', res.headers.etag).expect(200);
    expect(after.headers.etag).not.toBe(res.headers.etag);
    expect(locsOf(after.text)).toContain(`${origin}/product/${draft.slug}`);

    // One sitemap: no pages to ask for.
    for (const path of ['/sitemap-1.xml', '/sitemap-0.xml', '/sitemap-x.xml', '/sitemap-01.xml']) await t.http().get(path).expect(404);
  });

  it('reads the catalogue a batch at a time, each product once, from where a page starts', async () => {
    const catalog = t.app.get(CatalogService);
    const all: string[] = (await t.db.query(`SELECT slug FROM product WHERE status = 'ACTIVE' ORDER BY legacy_id`)).map((r: { slug: string }) => r.slug);
    const read = async (skip: number, count: number) => {
      const slugs: string[] = [];
      for await (const product of catalog.activeProductAddresses(skip, count, 3)) slugs.push(product.slug);
      return slugs;
    };
    expect(await read(0, all.length + 5)).toEqual(all);
    expect(await read(4, 7)).toEqual(all.slice(4, 11));
    expect(await read(all.length, 10)).toEqual([]);
  });

  describe('past a page’s size', () => {
    const PAGE_SIZE = 7;
    const PUBLIC_URL = 'https://shop.example/kapor?a=1&b=<2>';
    let small: INestApplication;

    // The same module on the same database, with a small page and an address that needs escaping.
    beforeAll(async () => {
      const moduleRef = await Test.createTestingModule({
        imports: [ConfigModule.forRoot({ ...t.config, publicUrl: PUBLIC_URL }), CommonModule, TypeOrmModule.forRoot(dataSourceOptions((t.db.options as { url: string }).url, 2)), JobsModule, MailModule.forRoot(t.config), SeoModule],
        providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
      })
        .overrideProvider(SITEMAP_PAGE_SIZE)
        .useValue(PAGE_SIZE)
        .compile();
      small = moduleRef.createNestApplication();
      await small.init();
    });
    afterAll(() => small?.close());

    it('answers an index of pages that together list every address exactly once, escaped', async () => {
      const index = await request(small.getHttpServer()).get('/sitemap.xml').expect(200);
      expect(index.text).toContain('<sitemapindex');
      const expected = [...SHOP_PAGES.map((p) => `${PUBLIC_URL}${p}`), ...(await activeSlugs()).map((slug) => `${PUBLIC_URL}/product/${slug}`)];
      const pages = Math.ceil(expected.length / PAGE_SIZE);
      expect(pages).toBeGreaterThan(3);
      expect(locsOf(index.text)).toEqual(Array.from({ length: pages }, (_, i) => `${PUBLIC_URL}/sitemap-${i + 1}.xml`));
      expect(index.text).toContain('https://shop.example/kapor?a=1&amp;b=&lt;2&gt;/sitemap-1.xml');

      const listed: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const res = await request(small.getHttpServer()).get(`/sitemap-${page}.xml`).expect(200);
        const locs = locsOf(res.text);
        expect(locs.length).toBe(page < pages ? PAGE_SIZE : expected.length - PAGE_SIZE * (pages - 1));
        listed.push(...locs);
      }
      expect(listed.length).toBe(new Set(listed).size);
      expect([...listed].sort()).toEqual([...expected].sort());
      await request(small.getHttpServer()).get(`/sitemap-${pages + 1}.xml`).expect(404);
    });
  });

  describe('a product whose slug staff change', () => {
    it('is found at its old address, under its current slug, until another product takes that slug', async () => {
      const product = await admin(CREATE, { i: newProduct({ slug: 'harbour-linen-shirt' }) });
      await admin(PUBLISH, { id: product.id });
      await admin(UPDATE, { id: product.id, i: { slug: 'harbour-camp-shirt' } });

      expect(await shopProduct('harbour-linen-shirt')).toMatchObject({ id: product.id, slug: 'harbour-camp-shirt' });
      expect((await shopProduct('harbour-camp-shirt')).id).toBe(product.id);
      // Old orders and links keep their pictures too.
      await t.http().get('/images/products/harbour-linen-shirt/front.svg').expect(200);
      const sitemap = locsOf((await t.http().get('/sitemap.xml').expect(200)).text);
      expect(sitemap).toContain(`${t.baseUrl}/product/harbour-camp-shirt`);
      expect(sitemap).not.toContain(`${t.baseUrl}/product/harbour-linen-shirt`);

      // A second change: both old addresses lead to it.
      await admin(UPDATE, { id: product.id, i: { slug: 'harbour-shirt' } });
      expect((await shopProduct('harbour-linen-shirt')).slug).toBe('harbour-shirt');
      expect((await shopProduct('harbour-camp-shirt')).slug).toBe('harbour-shirt');

      // A new product with an old slug wins it: the history row goes.
      const newcomer = await admin(CREATE, { i: newProduct({ slug: 'harbour-linen-shirt' }) });
      expect(await t.db.query(`SELECT old_slug FROM product_slug_history WHERE product_id = $1 ORDER BY old_slug`, [product.id])).toEqual([{ old_slug: 'harbour-camp-shirt' }]);
      expect(await shopProduct('harbour-linen-shirt')).toBeNull(); // the newcomer is a draft
      await admin(PUBLISH, { id: newcomer.id });
      expect((await shopProduct('harbour-linen-shirt')).id).toBe(newcomer.id);

      // Taking back an old slug of its own leaves no history row pointing at itself.
      await admin(UPDATE, { id: product.id, i: { slug: 'harbour-camp-shirt' } });
      expect(await t.db.query(`SELECT old_slug FROM product_slug_history WHERE product_id = $1 ORDER BY old_slug`, [product.id])).toEqual([{ old_slug: 'harbour-shirt' }]);
      expect((await shopProduct('harbour-shirt')).slug).toBe('harbour-camp-shirt');
    });

    it('is not found at an old address once it is no longer on sale', async () => {
      const product = await admin(CREATE, { i: newProduct({ slug: 'quay-linen-shirt' }) });
      await admin(PUBLISH, { id: product.id });
      await admin(UPDATE, { id: product.id, i: { slug: 'quay-camp-shirt' } });
      await admin(ARCHIVE, { id: product.id });
      expect(await shopProduct('quay-linen-shirt')).toBeNull();
    });
  });
});
