import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { variantInSomeCart } from '../../cart/cart.sql';
import { NotFoundError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { pageOf, type Page, type PageRequest } from '../../common/pagination';
import type { SortDirection } from '../../common/graphql/sort-direction';
import { variantOrdered } from '../../orders/orders.sql';
import type { StaffActor } from '../../staff/permissions';
import type { ProductRecord } from '../catalog.records';
import { escapeLike, searchWords } from '../catalog.service';
import { availableUnits, PRODUCT_COLUMNS, productTranslations, toProductRecord, type ProductRow, type TranslatedLanguage } from '../catalog.sql';
import { SIZES, skuOf, type Category, type Colour, type ProductStatus, type Size } from '../catalog.types';
import { ProductNotDeletableError, SlugTakenError, VariantsInUseError } from '../catalog.errors';
import { generatedSlug, validateProduct, validateTranslations, variantKey, type ProductFields, type ProductInput, type ProductTranslationInput } from './product-input';
import { isLowOnStock, NEW_VARIANT_STOCK, recordInitialStock } from '../inventory.sql';
import { MediaService } from '../../media/media.service';
import { productImagePath } from '../product-images';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { backOffice } from '../../common/i18n/catalogue';

export interface CatalogVariantRecord {
  id: string;
  sku: string;
  size: Size;
  colour: Colour;
  stockOnHand: number;
  stockReserved: number;
  /** On hand less reserved for orders awaiting payment. */
  available: number;
}

/** A product's name and description in another language; a null field is shown in English. */
export interface ProductTranslationRecord {
  language: TranslatedLanguage;
  name: string | null;
  description: string | null;
}

/** A product as the back office sees it: every status, its stock per size and colour and in total, its translations. */
export interface CatalogProductRecord extends ProductRecord {
  updatedAt: Date;
  /** A list's picture: the first photo, small, else the drawn front view. */
  thumbnail: string;
  sizes: Size[];
  variants: CatalogVariantRecord[];
  stockOnHand: number;
  stockReserved: number;
  available: number;
  /** Only the languages it has a translation in, in language order. */
  translations: ProductTranslationRecord[];
}

export const STOCK_LEVELS = ['IN_STOCK', 'LOW', 'OUT_OF_STOCK'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

export const CATALOG_SORT_FIELDS = ['NAME', 'PRICE', 'CREATED', 'UPDATED', 'STOCK'] as const;
export type CatalogSortField = (typeof CATALOG_SORT_FIELDS)[number];

export interface CatalogFilter {
  search?: string;
  category?: Category;
  status?: ProductStatus;
  stock?: StockLevel;
}

export interface CatalogSort {
  field: CatalogSortField;
  direction: SortDirection;
}

/** Units that can be sold of product `p`, all its sizes and colours together. */
const PRODUCT_AVAILABLE = `(SELECT COALESCE(sum(${availableUnits('sv')}), 0) FROM product_variant sv WHERE sv.product_id = p.id)`;

/**
 * Stock levels of product `p`, by the inventory's own rule for a variant (isLowOnStock): LOW when something is
 * left but some size or colour is at or below its low-stock threshold, as the low-stock list shows it.
 */
function stockCondition(level: StockLevel, shopThreshold: () => string): string {
  if (level === 'OUT_OF_STOCK') return `${PRODUCT_AVAILABLE} <= 0`;
  const someVariantLow = `EXISTS (SELECT 1 FROM product_variant lv WHERE lv.product_id = p.id AND ${isLowOnStock('lv', shopThreshold())})`;
  return `${PRODUCT_AVAILABLE} > 0 AND ${level === 'LOW' ? '' : 'NOT '}${someVariantLow}`;
}

const SORT_COLUMN: Record<CatalogSortField, string> = {
  NAME: 'lower(p.name)',
  PRICE: 'p.price_cents',
  CREATED: 'p.created_at',
  UPDATED: 'p.updated_at',
  STOCK: PRODUCT_AVAILABLE,
};

const COLUMNS = `${PRODUCT_COLUMNS}, p.updated_at, ${productTranslations()} AS translations`;
type Row = ProductRow & { updated_at: Date; translations: ProductTranslationRecord[] };

interface VariantRow {
  id: string;
  product_id: string;
  sku: string;
  size: Size;
  colour: Colour;
  stock_on_hand: number;
  stock_reserved: number;
}

const UNIQUE_VIOLATION = '23505';
/** A list's thumbnail is a few dozen pixels wide: the smallest rendition does (media makes 320 and up). */
const THUMBNAIL_WIDTH = 320;

/** What the audit log keeps of a product: what a merchant edits, its status and its stock per SKU. */
function snapshot(product: CatalogProductRecord) {
  return { ...fieldsOf(product), status: product.status, variants: product.variants.map((v) => ({ sku: v.sku, stockOnHand: v.stockOnHand })) };
}

/**
 * The back office's catalogue: products of every status, created and edited with their size × colour
 * variants, published, unpublished, archived, or deleted while nobody has ordered them. Reads need the
 * CATALOG permission; every change goes through AuditService.change, with the product before and after.
 */
@Injectable()
export class CatalogAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly media: MediaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Two statements: the page with its total, then the page's variants. */
  async list(actor: StaffActor, filter: CatalogFilter, sort: CatalogSort, request: PageRequest): Promise<Page<CatalogProductRecord>> {
    actor.require('CATALOG');
    const params: unknown[] = [];
    const where = listConditions(filter, this.config.inventory.lowStockThreshold, params);
    const direction = sort.direction === 'DESC' ? 'DESC' : 'ASC';
    params.push(request.pageSize, (request.page - 1) * request.pageSize);
    const rows: (Row & { total: number })[] = await this.db.query(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total
         FROM product p ${where}
        ORDER BY ${SORT_COLUMN[sort.field]} ${direction}, p.legacy_id ${direction}
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    if (rows.length === 0) {
      // Past the last page: no row carries the total.
      const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM product p ${where}`, params.slice(0, -2));
      return pageOf([], request, total);
    }
    return pageOf(await this.withVariants(this.db.manager, rows), request, rows[0].total);
  }

  async get(actor: StaffActor, id: string): Promise<CatalogProductRecord | null> {
    actor.require('CATALOG');
    return this.read(this.db.manager, id);
  }

  /** A new product is a DRAFT, with a variant for every size and colour, each with its initial stock. */
  async create(actor: StaffActor, input: ProductInput): Promise<CatalogProductRecord> {
    return this.audit.change(actor, 'CATALOG', async (tx, record) => {
      const { fields, initialStock } = validateProduct(input, null);
      const slug = fields.slug ?? (await this.freeSlug(tx, generatedSlug(fields.name)));
      const [created]: { id: string; legacy_id: number }[] = await this.writing(slug, () =>
        tx.query(
          `INSERT INTO product (status, slug, name, description, category, garment, price_cents, compare_at_cents, colours)
           VALUES ('DRAFT', $1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, legacy_id`,
          [slug, fields.name, fields.description, fields.category, fields.garment, fields.priceCents, fields.compareAtCents, fields.colours],
        ),
      );
      await this.claimSlug(tx, created.id, null, slug);
      await this.addVariants(tx, { id: created.id, legacyId: created.legacy_id }, matrix(fields), initialStock);
      const product = (await this.read(tx, created.id))!;
      await record({ action: 'product.create', entityType: 'product', entityId: product.id, after: snapshot(product) });
      return product;
    });
  }

  /**
   * Changes what is given. Sizes and colours added get variants (with the stock given, else 0); those taken
   * away lose theirs, unless a variant was ordered or is in a cart: then nothing changes (VariantsInUseError).
   * An update without a slug keeps the product's address, even when the name changes.
   */
  async update(actor: StaffActor, id: string, input: ProductInput): Promise<CatalogProductRecord> {
    return this.audit.change(actor, 'CATALOG', async (tx, record) => {
      const before = await this.lock(tx, id);
      const existing = new Set(before.variants.map((v) => variantKey(v.size, v.colour)));
      const { fields, initialStock } = validateProduct(input, fieldsOf(before), existing);
      const wanted = matrix(fields);
      const kept = new Set(wanted.map((w) => variantKey(w.size, w.colour)));
      await this.removeVariants(tx, before.variants.filter((v) => !kept.has(variantKey(v.size, v.colour))));
      await this.writing(fields.slug!, () =>
        tx.query(
          `UPDATE product SET slug = $2, name = $3, description = $4, category = $5, garment = $6, price_cents = $7, compare_at_cents = $8,
                  colours = $9, updated_at = now()
            WHERE id = $1`,
          [before.id, fields.slug, fields.name, fields.description, fields.category, fields.garment, fields.priceCents, fields.compareAtCents, fields.colours],
        ),
      );
      if (fields.slug !== before.slug) await this.claimSlug(tx, before.id, before.slug, fields.slug!);
      await this.addVariants(tx, before, wanted.filter((w) => !existing.has(variantKey(w.size, w.colour))), initialStock);
      const after = (await this.read(tx, before.id))!;
      await record({ action: 'product.update', entityType: 'product', entityId: before.id, before: snapshot(before), after: snapshot(after) });
      return after;
    });
  }

  /**
   * Sets the product's name and description in the languages given (each replaced whole; a blank field is
   * shown in English, and a language with neither loses its translation); the others stay as they are.
   * Audited as product.translate with the translations before and after.
   */
  async setTranslations(actor: StaffActor, id: string, input: readonly ProductTranslationInput[]): Promise<CatalogProductRecord> {
    return this.audit.change(actor, 'CATALOG', async (tx, record) => {
      const translations = validateTranslations(input);
      const before = await this.lock(tx, id);
      if (translations.length > 0) {
        await tx.query(
          `WITH given AS (SELECT * FROM unnest($2::text[], $3::text[], $4::text[]) AS g (language, name, description)),
                removed AS (
                  DELETE FROM product_translation t USING given g
                   WHERE t.product_id = $1 AND t.language = g.language AND g.name IS NULL AND g.description IS NULL)
           INSERT INTO product_translation (product_id, language, name, description)
           SELECT $1, g.language, g.name, g.description FROM given g WHERE g.name IS NOT NULL OR g.description IS NOT NULL
           ON CONFLICT (product_id, language) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, updated_at = now()`,
          [before.id, translations.map((t) => t.language), translations.map((t) => t.name), translations.map((t) => t.description)],
        );
        await tx.query(`UPDATE product SET updated_at = now() WHERE id = $1`, [before.id]);
      }
      const after = (await this.read(tx, before.id))!;
      await record({ action: 'product.translate', entityType: 'product', entityId: before.id, before: { translations: before.translations }, after: { translations: after.translations } });
      return after;
    });
  }

  /** publish (→ ACTIVE), unpublish (→ DRAFT), archive (→ ARCHIVED); asking for the status it has changes nothing but is recorded. */
  async setStatus(actor: StaffActor, id: string, status: ProductStatus): Promise<CatalogProductRecord> {
    return this.audit.change(actor, 'CATALOG', async (tx, record) => {
      const before = await this.lock(tx, id);
      await tx.query(`UPDATE product SET status = $2, updated_at = now() WHERE id = $1`, [before.id, status]);
      const action = { ACTIVE: 'product.publish', DRAFT: 'product.unpublish', ARCHIVED: 'product.archive' }[status];
      await record({ action, entityType: 'product', entityId: before.id, before: { status: before.status }, after: { status } });
      return (await this.read(tx, before.id))!;
    });
  }

  /**
   * Deletes a draft nobody ordered, with its variants (carts and wishlists lose it too). Anything else is
   * archived instead, so that old orders keep their product (ProductNotDeletableError).
   */
  async delete(actor: StaffActor, id: string): Promise<{ id: string }> {
    return this.audit.change(actor, 'CATALOG', async (tx, record) => {
      const before = await this.lock(tx, id);
      if (before.status !== 'DRAFT') throw new ProductNotDeletableError('NOT_DRAFT');
      const [{ ordered }] = await tx.query(
        `SELECT EXISTS (SELECT 1 FROM product_variant v WHERE v.product_id = $1 AND ${variantOrdered('v.id')}) AS ordered`,
        [before.id],
      );
      if (ordered) throw new ProductNotDeletableError('ORDERED');
      await tx.query(`DELETE FROM product WHERE id = $1`, [before.id]);
      await record({ action: 'product.delete', entityType: 'product', entityId: before.id, before: snapshot(before) });
      return { id: before.id };
    });
  }

  /**
   * The product for a change, locked against other back-office changes until the transaction ends. NO KEY
   * UPDATE: checkouts writing order lines that reference the product (a KEY SHARE lock) need not wait.
   */
  private async lock(tx: EntityManager, id: string): Promise<CatalogProductRecord> {
    const product = await this.read(tx, id, 'FOR NO KEY UPDATE');
    if (!product) throw new NotFoundError(backOffice('No such product.'), { code: 'PRODUCT_NOT_FOUND' });
    return product;
  }

  private async read(manager: EntityManager, id: string, lock = ''): Promise<CatalogProductRecord | null> {
    if (!isUuid(id)) return null;
    const rows: Row[] = await manager.query(`SELECT ${COLUMNS} FROM product p WHERE p.id = $1 ${lock}`, [id]);
    return rows.length > 0 ? (await this.withVariants(manager, rows))[0] : null;
  }

  private async withVariants(manager: EntityManager, rows: Row[]): Promise<CatalogProductRecord[]> {
    const variants: VariantRow[] = await manager.query(
      `SELECT v.id, v.product_id, v.sku, v.size, v.colour, v.stock_on_hand, v.stock_reserved
         FROM product_variant v
        WHERE v.product_id = ANY($1::uuid[])
        ORDER BY array_position(ARRAY['S','M','L','XL','XXL'], v.size), v.colour`,
      [rows.map((row) => row.id)],
    );
    return rows.map((row) => {
      const product = toProductRecord(row);
      const own = variants
        .filter((v) => v.product_id === row.id)
        .map((v) => ({ id: v.id, sku: v.sku, size: v.size, colour: v.colour, stockOnHand: v.stock_on_hand, stockReserved: v.stock_reserved, available: v.stock_on_hand - v.stock_reserved }));
      const stockOnHand = own.reduce((sum, v) => sum + v.stockOnHand, 0);
      const stockReserved = own.reduce((sum, v) => sum + v.stockReserved, 0);
      return {
        ...product,
        updatedAt: row.updated_at,
        thumbnail: product.photos.length > 0 ? this.media.url(product.photos[0], THUMBNAIL_WIDTH) : productImagePath(product.slug),
        sizes: SIZES.filter((size) => own.some((v) => v.size === size)),
        variants: own,
        stockOnHand,
        stockReserved,
        available: stockOnHand - stockReserved,
        translations: row.translations,
      };
    });
  }

  /** `base` when free, else the first free of base-2, base-3… */
  private async freeSlug(tx: EntityManager, base: string): Promise<string> {
    const rows: { slug: string }[] = await tx.query(`SELECT slug FROM product WHERE slug = $1 OR slug LIKE $1 || '-%'`, [base]);
    const taken = new Set(rows.map((row) => row.slug));
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  /**
   * Product `id` now answers at `slug`: another product's old address of that name gives way, and the old
   * slug `from` (on a change) keeps leading to the product, so links and search results answer 301.
   */
  private async claimSlug(tx: EntityManager, id: string, from: string | null, slug: string): Promise<void> {
    await tx.query(`DELETE FROM product_slug_history WHERE old_slug = $1`, [slug]);
    if (from === null) return;
    // No history row can name `from`: it was this product's slug until now.
    await tx.query(`INSERT INTO product_slug_history (old_slug, product_id) VALUES ($1, $2)`, [from, id]);
  }

  /** A write that may meet another product's slug (unique in the table, so a race is caught too). */
  private async writing<T>(slug: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if ((error as { code?: string; constraint?: string }).code === UNIQUE_VIOLATION && (error as { constraint?: string }).constraint === 'product_slug_key') {
        throw new SlugTakenError(slug);
      }
      throw error;
    }
  }

  /** SKUs from the product's legacy id, so they are unique as it is. */
  private async addVariants(tx: EntityManager, product: { id: string; legacyId: number }, added: { size: Size; colour: Colour }[], stock: Map<string, number>): Promise<void> {
    if (added.length === 0) return;
    // Each new variant's history starts with its first count (an INITIAL movement), as the seed's do.
    await tx.query(
      `WITH added AS (
         INSERT INTO product_variant (product_id, size, colour, sku, stock_on_hand)
         SELECT $1, v.size, v.colour, v.sku, v.stock FROM unnest($2::text[], $3::text[], $4::text[], $5::int[]) AS v(size, colour, sku, stock)
         RETURNING ${NEW_VARIANT_STOCK})
       ${recordInitialStock('added')}`,
      [product.id, added.map((v) => v.size), added.map((v) => v.colour), added.map((v) => skuOf(product.legacyId, v.size, v.colour)), added.map((v) => stock.get(variantKey(v.size, v.colour)) ?? 0)],
    );
  }

  /**
   * Deletes variants nobody needs: never ordered (order lines name them), nothing reserved, in no cart.
   * Locked first (in id order, as checkouts lock them), so no cart or order takes one meanwhile.
   */
  private async removeVariants(tx: EntityManager, variants: CatalogVariantRecord[]): Promise<void> {
    if (variants.length === 0) return;
    const ids = variants.map((v) => v.id);
    const rows: { sku: string; in_use: boolean }[] = await tx.query(
      `SELECT v.sku, (v.stock_reserved > 0 OR ${variantOrdered('v.id')} OR ${variantInSomeCart('v.id')}) AS in_use
         FROM product_variant v WHERE v.id = ANY($1::uuid[]) ORDER BY v.id FOR UPDATE`,
      [ids],
    );
    const inUse = rows.filter((row) => row.in_use).map((row) => row.sku);
    if (inUse.length > 0) throw new VariantsInUseError(inUse.sort());
    await tx.query(`DELETE FROM product_variant WHERE id = ANY($1::uuid[])`, [ids]);
  }
}

/** Every size × colour of the product, sizes in shop order. */
function matrix(fields: Pick<ProductFields, 'sizes' | 'colours'>): { size: Size; colour: Colour }[] {
  return fields.sizes.flatMap((size) => fields.colours.map((colour) => ({ size, colour })));
}

/** What a merchant edits, as the product has it now. */
function fieldsOf(product: CatalogProductRecord): ProductFields {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    category: product.category,
    garment: product.garment,
    priceCents: product.price.amount,
    compareAtCents: product.compareAtPrice?.amount ?? null,
    colours: product.colours,
    sizes: product.sizes,
  };
}

function listConditions(filter: CatalogFilter, shopThreshold: number, params: unknown[]): string {
  const conditions: string[] = [];
  if (filter.category) {
    params.push(filter.category);
    conditions.push(`p.category = $${params.length}`);
  }
  if (filter.status) {
    params.push(filter.status);
    conditions.push(`p.status = $${params.length}`);
  }
  if (filter.stock) {
    // A parameter only when the condition names it: PostgreSQL refuses one it cannot type.
    conditions.push(stockCondition(filter.stock, () => `$${params.push(shopThreshold)}::int`));
  }
  // Every word in the name, the slug or a SKU.
  for (const word of searchWords(filter.search)) {
    params.push(`%${escapeLike(word)}%`);
    const n = params.length;
    conditions.push(`(p.name ILIKE $${n} OR p.slug ILIKE $${n} OR EXISTS (SELECT 1 FROM product_variant wv WHERE wv.product_id = p.id AND wv.sku ILIKE $${n}))`);
  }
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}
