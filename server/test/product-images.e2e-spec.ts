import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import S3rver from 's3rver';
import sharp from 'sharp';
import { S3ImageStorage } from '../src/media/s3-image-storage';
import { DEMO_STAFF_MEMBER, signUpCustomer, staffToken } from './support/auth';
import { countStatements } from './support/sql-counter';
import { startTestApp, type TestApp } from './support/test-app';
import { auditEntryCount } from './support/audit';

const MAX_UPLOAD_BYTES = 1024 * 1024;
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** A photo-like picture: a gradient with a few shapes, so every upload has its own bytes. */
async function photo(width: number, height: number, format: 'jpeg' | 'png', hue = Math.floor(Math.random() * 360)): Promise<Buffer> {
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
       <defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},60%,70%)"/></linearGradient></defs>
       <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="white"/></svg>`,
  );
  const image = sharp(shapes);
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

/** A PNG that claims 20000 × 20000 pixels in a few kilobytes: decoding it would take 400 MB of memory or more. */
function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // one bit per pixel, greyscale
  const rows = Buffer.alloc(side * (1 + side / 8)); // every row: filter byte 0 and zero pixels
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const SHOP_PRODUCT = `query($slug: String!) { product(slug: $slug) {
  image mainImage { view url srcSet avifSrcSet width height alt }
  images { view id url alt colour srcSet avifSrcSet width height } } }`;
const PHOTO_FIELDS = 'id productId position alt colour url srcSet avifSrcSet width height';

interface Product {
  id: string;
  slug: string;
  name: string;
  colours: string[];
}

describe('product photos uploaded in the back office (local storage)', () => {
  let t: TestApp;
  let dataDir: string;
  let owner: string;
  let staff: string;
  let products: Product[];
  const uploadsDir = () => path.join(dataDir, 'uploads');
  const storedFiles = async () => (existsSync(uploadsDir()) ? (await readdir(uploadsDir())).sort() : []);
  const auditRows = () => auditEntryCount(t);
  const photoRows = async () => Number((await t.db.query(`SELECT count(*)::int AS n FROM product_image`))[0].n);

  function upload(productId: string, bytes: Buffer, fileName: string, options: { token?: string; alt?: string; colour?: string } = {}) {
    const req = t.http().post(`/admin-api/products/${productId}/images`);
    if (options.token !== undefined) req.set('Authorization', `Bearer ${options.token}`);
    if (options.alt !== undefined) req.field('alt', options.alt);
    if (options.colour !== undefined) req.field('colour', options.colour);
    return req.attach('file', bytes, { filename: fileName, contentType: 'application/octet-stream' });
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kapor-photos-'));
    t = await startTestApp({ DATA_DIR: dataDir, IMAGE_MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) });
    [owner, staff] = [await staffToken(t), await staffToken(t, DEMO_STAFF_MEMBER)];
    products = await t.db.query(`SELECT id, slug, name, colours FROM product ORDER BY legacy_id LIMIT 4`);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('turns a JPEG and a PNG into content-hashed WebP and AVIF sizes, never wider than the upload, served for a year', async () => {
    const [product] = products;
    const jpeg = await photo(1600, 1200, 'jpeg');
    const first = await upload(product.id, jpeg, 'Front.JPG', { token: owner, alt: 'The dress from the front', colour: product.colours[0] }).expect(201);
    expect(first.body.image).toMatchObject({ productId: product.id, position: 0, alt: 'The dress from the front', colour: product.colours[0], width: 1280, height: 960 });
    const hash = sha256(jpeg);
    const names = (widths: number[]) => ['avif', 'webp'].flatMap((format) => widths.map((w) => `${hash}-${w}.${format}`));
    expect(await storedFiles()).toEqual(names([320, 640, 960, 1280]).sort());
    expect(first.body.image.srcSet).toBe([320, 640, 960, 1280].map((w) => `/images/uploads/${hash}-${w}.webp ${w}w`).join(', '));
    expect(first.body.image.avifSrcSet).toBe([320, 640, 960, 1280].map((w) => `/images/uploads/${hash}-${w}.avif ${w}w`).join(', '));
    expect(first.body.image.url).toBe(`/images/uploads/${hash}-1280.webp`);

    for (const [format, width] of [['webp', 640], ['avif', 1280]] as const) {
      const res = await t.http().get(`/images/uploads/${hash}-${width}.${format}`).expect(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['cache-control']).toBe(LONG_CACHE);
      const served = await sharp(res.body as Buffer).metadata();
      expect([served.format, served.width, served.height]).toEqual([format === 'avif' ? 'heif' : 'webp', width, width * 0.75]);
      expect(served.exif).toBeUndefined();
    }

    const png = await photo(500, 400, 'png');
    const second = await upload(product.id, png, 'detail.png', { token: staff, alt: 'A detail' }).expect(201);
    expect(second.body.image).toMatchObject({ position: 1, colour: null, width: 500, height: 400 });
    expect(second.body.image.srcSet).toBe(`/images/uploads/${sha256(png)}-320.webp 320w, /images/uploads/${sha256(png)}-500.webp 500w`);
    await t.http().get(`/images/uploads/${sha256(png)}-640.webp`).expect(404);
    await t.http().get('/images/uploads/..%2F..%2Fetc%2Fpasswd').expect(404);
  });

  it('shows shoppers the photos first, with srcset, and keeps the drawn pictures of products without photos', async () => {
    const [product, other] = products;
    const res = await t.gql(SHOP_PRODUCT, { slug: product.slug });
    const { images, image, mainImage } = res.data!.product;
    expect(images.map((i: { view: string; alt: string }) => [i.view, i.alt])).toEqual([
      ['photo', 'The dress from the front'],
      ['photo', 'A detail'],
    ]);
    expect(images[0]).toMatchObject({ colour: product.colours[0].toUpperCase(), width: 1280, height: 960 });
    expect(images[0].srcSet).toMatch(/^\/images\/uploads\/[0-9a-f]{64}-320\.webp 320w, .* 1280w$/);
    expect(images[0].avifSrcSet).toMatch(/\.avif 1280w$/);
    expect(image).toMatch(/^\/images\/uploads\/[0-9a-f]{64}-640\.webp$/);
    expect(mainImage).toMatchObject({ view: 'photo', srcSet: images[0].srcSet, width: 1280, height: 960 });
    await t.http().get(image).expect(200);

    const drawn = (await t.gql(SHOP_PRODUCT, { slug: other.slug })).data!.product;
    expect(drawn.images.map((i: { view: string }) => i.view)).toEqual(['front', 'back', 'detail', 'flat']);
    expect(drawn.images[0]).toMatchObject({ id: null, srcSet: null, avifSrcSet: null, width: null, height: null });
    expect(drawn.image).toBe(`/images/products/${other.slug}/front.svg`);
    expect(drawn.mainImage).toMatchObject({ view: 'front', url: `/images/products/${other.slug}/front.svg`, srcSet: null });
  });

  it('gives the back office’s product list a thumbnail: the first photo’s smallest size, else the drawn front view', async () => {
    const [product, other] = products;
    const listed = async (slug: string) => {
      const res = await t.adminGql(`query($slug: String) { catalogProducts(filter: { search: $slug }) { items { slug thumbnail } } }`, { slug }, staff);
      return (res.data!.catalogProducts.items as { slug: string; thumbnail: string }[]).find((item) => item.slug === slug)!.thumbnail;
    };
    const photo = await listed(product.slug);
    expect(photo).toMatch(/^\/images\/uploads\/[0-9a-f]{64}-320\.webp$/);
    await t.http().get(photo).expect(200);
    expect(await listed(other.slug)).toBe(`/images/products/${other.slug}/front.svg`);
    const one = await t.adminGql(`query($id: ID!) { catalogProduct(id: $id) { thumbnail } }`, { id: product.id }, staff);
    expect(one.data!.catalogProduct.thumbnail).toBe(photo);
  });

  it('loads a page of products with photos in as many SQL statements as a page without', async () => {
    const [product] = products;
    const [{ category }] = await t.db.query(`SELECT category FROM product WHERE id = $1`, [product.id]);
    await t.db.query(`UPDATE product SET popularity = popularity + 1000000 WHERE id = $1`, [product.id]);
    const page = (category: string) => t.gql(`query($c: Category) { products(pageSize: 4, filter: { category: $c }) { items { id image images { srcSet } mainImage { srcSet } } } }`, { c: category.toUpperCase() });
    const shown = (await page(category)).data!.products.items;
    expect(shown[0].id).toBe(product.id);
    expect(shown[0].images[0].srcSet).toMatch(/\.webp 320w/);
    const otherCategory = ['women', 'men', 'kid'].find((c) => c !== category)!;
    expect((await page(otherCategory)).data!.products.items.every((item: { images: { srcSet: string | null }[] }) => item.images[0].srcSet === null)).toBe(true);
    expect(await countStatements(() => page(category))).toBe(await countStatements(() => page(otherCategory)));
  });

  it('refuses a non-image, an SVG, HTML, a .png whose bytes are a JPEG, an oversize file and a decompression bomb, keeping nothing', async () => {
    const [product] = products;
    const [files, rows, audits] = [await storedFiles(), await photoRows(), await auditRows()];
    const jpeg = await photo(400, 300, 'jpeg');
    const refusals: [Buffer, string, number, string][] = [
      [Buffer.from('Just some words, not a photo.\n'), 'notes.txt', 400, 'NOT_AN_IMAGE'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'logo.svg', 400, 'NOT_AN_IMAGE'],
      [Buffer.from('<!doctype html><img src=x onerror=alert(1)>'), 'photo.jpg', 400, 'NOT_AN_IMAGE'],
      [jpeg, 'photo.png', 400, 'IMAGE_NAME_MISMATCH'],
      [jpeg, 'photo', 400, 'IMAGE_NAME_MISMATCH'],
      [jpeg.subarray(0, jpeg.length / 2), 'cut-short.jpg', 400, 'IMAGE_UNREADABLE'],
      [Buffer.concat([(await photo(64, 64, 'png')).subarray(0, 8), randomBytes(MAX_UPLOAD_BYTES)]), 'huge.png', 413, 'IMAGE_TOO_LARGE'],
      [decompressionBomb(), 'bomb.png', 400, 'IMAGE_TOO_MANY_PIXELS'],
    ];
    for (const [bytes, name, status, code] of refusals) {
      const res = await upload(product.id, bytes, name, { token: owner, alt: 'Refused' });
      expect([name, res.status, res.body.code]).toEqual([name, status, code]);
      expect(res.body.fields.file).toBe(res.body.message);
      expect(res.body.message).not.toMatch(/vips|sharp|stack|\.ts:/i);
    }
    expect((await upload(product.id, Buffer.alloc(0), 'empty.jpg', { token: owner })).body.code).toBe('IMAGE_MISSING');
    const none = await t.http().post(`/admin-api/products/${product.id}/images`).set('Authorization', `Bearer ${owner}`).field('alt', 'No file');
    expect([none.status, none.body.code]).toEqual([400, 'IMAGE_MISSING']);
    const two = await t.http().post(`/admin-api/products/${product.id}/images`).set('Authorization', `Bearer ${owner}`).attach('file', jpeg, 'a.jpg').attach('file', jpeg, 'b.jpg');
    expect([two.status, two.body.code]).toEqual([400, 'IMAGE_MISSING']);
    const badColour = await upload(product.id, jpeg, 'ok.jpg', { token: owner, colour: 'Plaid' });
    expect([badColour.status, badColour.body.code, Object.keys(badColour.body.fields)]).toEqual([400, 'VALIDATION', ['colour']]);
    expect((await upload(product.id, jpeg, 'ok.jpg', { token: owner, alt: 'x'.repeat(251) })).body.fields).toEqual({ alt: 'At most 250 characters.' });
    expect((await upload('00000000-0000-4000-8000-000000000000', jpeg, 'ok.jpg', { token: owner })).status).toBe(404);
    expect((await upload('not-a-product', jpeg, 'ok.jpg', { token: owner })).status).toBe(404);
    expect([await storedFiles(), await photoRows(), await auditRows()]).toEqual([files, rows, audits]);
  });

  it('lets staff and owners upload, nobody without a staff session', async () => {
    const product = products[2];
    const customer = (await signUpCustomer(t)).token;
    const jpeg = await photo(300, 300, 'jpeg');
    const rows = await photoRows();
    expect((await upload(product.id, jpeg, 'a.jpg')).status).toBe(401);
    expect((await upload(product.id, jpeg, 'a.jpg', { token: customer })).status).toBe(401);
    expect((await upload(product.id, jpeg, 'a.jpg', { token: 'not-a-token' })).status).toBe(401);
    expect(await photoRows()).toBe(rows);
    // The alt text defaults to the product's name.
    expect((await upload(product.id, jpeg, 'a.jpg', { token: staff })).body.image).toMatchObject({ alt: product.name, position: 0 });
    expect((await upload(product.id, jpeg, 'a.jpeg', { token: owner })).body.image).toMatchObject({ alt: product.name, position: 1 });
  });

  it('edits, reorders and deletes photos over the admin API, auditing each change; the shop follows', async () => {
    const product = products[3];
    const ids: string[] = [];
    for (const [i, format] of (['jpeg', 'png', 'jpeg'] as const).entries()) {
      ids.push((await upload(product.id, await photo(400, 400, format), `p${i}.${format === 'jpeg' ? 'jpg' : 'png'}`, { token: owner, alt: `Photo ${i}` }).expect(201)).body.image.id);
    }
    const log = async () =>
      (await t.adminGql(`query($id: String!) { auditLog(entityType: "product", entityId: $id) { items { action staffEmail before after } } }`, { id: product.id }, owner)).data!.auditLog.items as { action: string; before: string | null; after: string | null }[];
    expect((await log()).map((e) => e.action)).toEqual(['product.image.upload', 'product.image.upload', 'product.image.upload']);

    const updated = await t.adminGql(
      `mutation($id: ID!, $i: ProductPhotoInput!) { updateProductImage(id: $id, input: $i) { __typename ... on ProductPhoto { alt colour } ... on ValidationError { fields { field message } } } }`,
      { id: ids[1], i: { alt: '  Back view  ', colour: product.colours[0].toUpperCase() } },
      staff,
    );
    expect(updated.data!.updateProductImage).toEqual({ __typename: 'ProductPhoto', alt: 'Back view', colour: product.colours[0].toUpperCase() });
    const audits = await auditRows();
    const refused = await t.adminGql(`mutation($id: ID!) { updateProductImage(id: $id, input: { alt: " " }) { __typename ... on ValidationError { fields { field } } } }`, { id: ids[1] }, owner);
    expect(refused.data!.updateProductImage).toEqual({ __typename: 'ValidationError', fields: [{ field: 'alt' }] });
    const missing = await t.adminGql(`mutation { updateProductImage(id: "00000000-0000-4000-8000-000000000000", input: { alt: "x" }) { __typename } }`, undefined, owner);
    expect(missing.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect(await auditRows()).toBe(audits);

    const order = [ids[2], ids[0], ids[1]];
    const reordered = await t.adminGql(`mutation($p: ID!, $ids: [ID!]!) { reorderProductImages(productId: $p, ids: $ids) { id position } }`, { p: product.id, ids: order }, owner);
    expect(reordered.data!.reorderProductImages).toEqual(order.map((id, position) => ({ id, position })));
    for (const wrong of [[ids[0], ids[1]], [ids[0], ids[0], ids[1]], [...order, ids[0]]]) {
      const bad = await t.adminGql(`mutation($p: ID!, $ids: [ID!]!) { reorderProductImages(productId: $p, ids: $ids) { id } }`, { p: product.id, ids: wrong }, owner);
      expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
    const listed = await t.adminGql(`query($p: ID!) { productImages(productId: $p) { ${PHOTO_FIELDS} } }`, { p: product.id }, staff);
    expect(listed.data!.productImages.map((p: { alt: string }) => p.alt)).toEqual(['Photo 2', 'Photo 0', 'Back view']);
    const shop = (await t.gql(SHOP_PRODUCT, { slug: product.slug })).data!.product;
    expect(shop.images.map((i: { alt: string }) => i.alt)).toEqual(['Photo 2', 'Photo 0', 'Back view']);
    // The card shows the photo of the colour asked for.
    const card = await t.gql(`query($slug: String!, $c: Colour) { product(slug: $slug) { image(colour: $c) mainImage(colour: $c) { alt } } }`, { slug: product.slug, c: product.colours[0].toUpperCase() });
    expect(card.data!.product.mainImage.alt).toBe('Back view');

    const remaining = await t.adminGql(`mutation($id: ID!) { deleteProductImage(id: $id) { id position } }`, { id: ids[0] }, owner);
    expect(remaining.data!.deleteProductImage).toEqual([
      { id: ids[2], position: 0 },
      { id: ids[1], position: 1 },
    ]);
    const entries = await log();
    expect(entries.slice(0, 3).map((e) => e.action)).toEqual(['product.image.delete', 'product.images.reorder', 'product.image.update']);
    expect(JSON.parse(entries[0].before!)).toMatchObject({ id: ids[0], alt: 'Photo 0' });
    expect(JSON.parse(entries[1].after!)).toEqual(order);
    expect([JSON.parse(entries[2].before!).alt, JSON.parse(entries[2].after!).alt]).toEqual(['Photo 1', 'Back view']);
  });

  it('deletes a photo’s files with its last use', async () => {
    const [a, b] = [products[0], products[1]];
    const jpeg = await photo(700, 500, 'jpeg');
    const hash = sha256(jpeg);
    const onA = (await upload(a.id, jpeg, 'same.jpg', { token: owner }).expect(201)).body.image;
    const onB = (await upload(b.id, jpeg, 'same.jpg', { token: owner }).expect(201)).body.image;
    const files = async () => (await storedFiles()).filter((name) => name.startsWith(hash));
    expect(await files()).toHaveLength(6);
    await t.adminGql(`mutation($id: ID!) { deleteProductImage(id: $id) { id } }`, { id: onA.id }, owner);
    expect(await files()).toHaveLength(6);
    await t.http().get(onB.url).expect(200);
    await t.adminGql(`mutation($id: ID!) { deleteProductImage(id: $id) { id } }`, { id: onB.id }, staff);
    expect(await files()).toEqual([]);
    await t.http().get(onB.url).expect(404);
    const again = await t.adminGql(`mutation($id: ID!) { deleteProductImage(id: $id) { id } }`, { id: onB.id }, owner);
    expect(again.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});

describe('product photos in an S3-compatible bucket', () => {
  const BUCKET = 'kapor-photos';
  let s3: S3rver;
  let s3Url: string;
  let s3Dir: string;
  let t: TestApp;

  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(os.tmpdir(), 'kapor-s3-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await s3.run();
    s3Url = `http://127.0.0.1:${port}`;
    t = await startTestApp({
      IMAGE_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Url,
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${s3Url}/${BUCKET}/`,
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  it('puts the sizes in the bucket for a year, links shoppers to its public address, and deletes them', async () => {
    const owner = await staffToken(t);
    const [product] = await t.db.query(`SELECT id, slug FROM product ORDER BY legacy_id LIMIT 1`);
    const jpeg = await photo(800, 600, 'jpeg');
    const hash = sha256(jpeg);
    const uploaded = await t.http().post(`/admin-api/products/${product.id}/images`).set('Authorization', `Bearer ${owner}`).field('alt', 'In the bucket').attach('file', jpeg, 'bucket.jpg').expect(201);
    expect(uploaded.body.image.srcSet).toBe(`${s3Url}/${BUCKET}/${hash}-320.webp 320w, ${s3Url}/${BUCKET}/${hash}-640.webp 640w, ${s3Url}/${BUCKET}/${hash}-800.webp 800w`);
    const shop = (await t.gql(SHOP_PRODUCT, { slug: product.slug })).data!.product;
    expect(shop.images[0].url).toBe(`${s3Url}/${BUCKET}/${hash}-800.webp`);

    const object = await fetch(`${s3Url}/${BUCKET}/${hash}-640.avif`);
    expect([object.status, object.headers.get('content-type'), object.headers.get('cache-control')]).toEqual([200, 'image/avif', LONG_CACHE]);
    expect((await sharp(Buffer.from(await object.arrayBuffer())).metadata()).width).toBe(640);
    // The shop can serve a private bucket's files itself.
    const served = await t.http().get(`/images/uploads/${hash}-320.webp`).expect(200);
    expect([served.headers['content-type'], served.headers['cache-control']]).toEqual(['image/webp', LONG_CACHE]);
    // The page's Content-Security-Policy lets the storefront show pictures from the bucket's address.
    expect(served.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${s3Url}`);

    await t.adminGql(`mutation($id: ID!) { deleteProductImage(id: $id) { id } }`, { id: uploaded.body.image.id }, owner);
    expect((await fetch(`${s3Url}/${BUCKET}/${hash}-640.avif`)).status).toBe(404);
    await t.http().get(`/images/uploads/${hash}-320.webp`).expect(404);
  });

  it('answers through the shop when the bucket has no public address', async () => {
    const storage = new S3ImageStorage({ bucket: BUCKET, region: 'us-east-1', endpoint: s3Url, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const key = `${'a'.repeat(64)}-320.webp`;
    await storage.put(key, Buffer.from('webp bytes'), 'image/webp');
    expect(storage.url(key)).toBe(`/images/uploads/${key}`);
    const file = await storage.read(key);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    expect([Buffer.concat(chunks).toString(), file!.contentType, file!.length]).toEqual(['webp bytes', 'image/webp', 10]);
    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
    await storage.delete(key); // deleting what is gone is no error
    storage.onModuleDestroy();
  });
});
