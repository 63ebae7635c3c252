import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { InvalidInputError, NotFoundError } from '../../common/errors';
import { ValidationError } from '../../common/expected-errors';
import { textProblem } from '../../common/http/hostile-input';
import { isUuid } from '../../common/ids';
import type { Upload } from '../../media/image-processing';
import { MediaService } from '../../media/media.service';
import type { StaffActor } from '../../staff/permissions';
import type { ProductPhotoRecord } from '../catalog.records';
import { parseColour, type Colour } from '../catalog.types';
import { backOffice, backOfficeFields } from '../../common/i18n/catalogue';

/** A product's photo as the back office sees it: where it stands, and where its files are. */
export interface ProductPhoto {
  id: string;
  productId: string;
  position: number;
  alt: string;
  colour: Colour | null;
  url: string;
  srcSet: string;
  avifSrcSet: string | null;
  width: number;
  height: number;
  createdAt: Date;
}

/** What the merchant says about a photo; `colour` is one of the product's colours, or null for none. */
export interface PhotoDetails {
  alt?: unknown;
  colour?: unknown;
}

type PhotoRow = ProductPhotoRecord & { productId: string; position: number; createdAt: Date };

const COLUMNS = `id, product_id AS "productId", position, alt, colour, hash, width, height, widths, formats, created_at AS "createdAt"`;
/** Each product keeps its photos in one row of its JSON column (catalog.sql.ts): keep that row small. */
const MAX_PHOTOS_PER_PRODUCT = 20;
const MAX_ALT_LENGTH = 250;

/**
 * The back office's product photos (CATALOG permission). Uploads are checked and processed by media/
 * before any transaction; the files of a hash are written and removed under a lock on that hash, so a
 * photo deleted while the same file is uploaded again never leaves a row without its files.
 */
@Injectable()
export class ProductImagesAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly media: MediaService,
  ) {}

  async list(actor: StaffActor, productId: string): Promise<ProductPhoto[]> {
    actor.require('CATALOG');
    await this.product(productId, this.db.manager);
    return this.photosOf(productId, this.db.manager);
  }

  async upload(actor: StaffActor, productId: string, upload: Upload, details: PhotoDetails): Promise<ProductPhoto> {
    actor.require('CATALOG'); // before the CPU work of processing
    const product = await this.product(productId, this.db.manager);
    const { alt, colour } = validDetails({ alt: blank(details.alt) ? product.name : details.alt, colour: details.colour }, product.colours);
    const image = await this.media.process(upload);
    return this.audit.change(actor, 'CATALOG', async (tx, record) => {
      const { photos } = await this.product(productId, tx, 'FOR UPDATE');
      if (photos >= MAX_PHOTOS_PER_PRODUCT) throw new ValidationError(backOffice(`A product has at most ${MAX_PHOTOS_PER_PRODUCT} photos.`), backOfficeFields({ file: `Delete a photo before adding another (at most ${MAX_PHOTOS_PER_PRODUCT}).` }));
      await lockFilesOf(image.hash, tx);
      await this.media.store(image);
      const [row]: PhotoRow[] = await tx.query(
        `INSERT INTO product_image (product_id, position, alt, colour, hash, width, height, widths, formats)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
        [productId, photos, alt, colour, image.hash, image.width, image.height, image.widths, image.formats],
      );
      await record({ action: 'product.image.upload', entityType: 'product', entityId: productId, after: audited(row) });
      return this.view(row);
    });
  }

  async update(actor: StaffActor, id: string, details: PhotoDetails): Promise<ProductPhoto> {
    return this.audit.change(actor, 'CATALOG', async (tx, record) => {
      const before = await this.photo(id, tx, 'FOR UPDATE');
      const product = await this.product(before.productId, tx);
      const { alt, colour } = validDetails(details, product.colours);
      const [[row]]: [PhotoRow[], number] = await tx.query(`UPDATE product_image SET alt = $2, colour = $3 WHERE id = $1 RETURNING ${COLUMNS}`, [id, alt, colour]);
      await record({ action: 'product.image.update', entityType: 'product', entityId: row.productId, before: audited(before), after: audited(row) });
      return this.view(row);
    });
  }

  /** `ids` names every photo of the product once, in the new order. */
  async reorder(actor: StaffActor, productId: string, ids: string[]): Promise<ProductPhoto[]> {
    return this.audit.change(actor, 'CATALOG', async (tx, record) => {
      await this.product(productId, tx, 'FOR UPDATE');
      const before = await this.photosOf(productId, tx);
      const current = new Set(before.map((p) => p.id));
      if (ids.length !== current.size || new Set(ids).size !== ids.length || !ids.every((id) => current.has(id))) {
        throw new InvalidInputError(backOffice('List every photo of the product exactly once, in the new order.'));
      }
      await tx.query(
        `UPDATE product_image i SET position = o.n - 1
           FROM unnest($2::uuid[]) WITH ORDINALITY AS o (id, n)
          WHERE i.id = o.id AND i.product_id = $1`,
        [productId, ids],
      );
      await record({ action: 'product.images.reorder', entityType: 'product', entityId: productId, before: before.map((p) => p.id), after: ids });
      return this.photosOf(productId, tx);
    });
  }

  /** Deletes a photo, and its files when no other photo uses the same upload. Answers the product's remaining photos. */
  async delete(actor: StaffActor, id: string): Promise<ProductPhoto[]> {
    return this.audit.change(actor, 'CATALOG', async (tx, record) => {
      // The product first, then the photo: the order a reorder takes them in.
      await this.product((await this.photo(id, tx)).productId, tx, 'FOR UPDATE');
      const photo = await this.photo(id, tx, 'FOR UPDATE');
      await lockFilesOf(photo.hash, tx);
      await tx.query(`DELETE FROM product_image WHERE id = $1`, [id]);
      await tx.query(`UPDATE product_image SET position = position - 1 WHERE product_id = $1 AND position > $2`, [photo.productId, photo.position]);
      const [{ shared }] = await tx.query(`SELECT EXISTS (SELECT 1 FROM product_image WHERE hash = $1) AS shared`, [photo.hash]);
      await record({ action: 'product.image.delete', entityType: 'product', entityId: photo.productId, before: audited(photo) });
      const remaining = await this.photosOf(photo.productId, tx);
      // Last, under the files' lock, so a failure to remove a file leaves the photo in place rather than a row without files.
      if (!shared) await this.media.remove(photo);
      return remaining;
    });
  }

  private async product(id: string, manager: EntityManager, lock: '' | 'FOR UPDATE' = ''): Promise<{ name: string; colours: Colour[]; photos: number }> {
    const [product] = isUuid(id)
      ? await manager.query(`SELECT p.name, p.colours, (SELECT count(*) FROM product_image i WHERE i.product_id = p.id)::int AS photos FROM product p WHERE p.id = $1 ${lock && `${lock} OF p`}`, [id])
      : [];
    if (!product) throw new NotFoundError(backOffice('No such product.'));
    return product;
  }

  private async photo(id: string, tx: EntityManager, lock: '' | 'FOR UPDATE' = ''): Promise<PhotoRow> {
    const [row]: PhotoRow[] = isUuid(id) ? await tx.query(`SELECT ${COLUMNS} FROM product_image WHERE id = $1 ${lock}`, [id]) : [];
    if (!row) throw new NotFoundError(backOffice('No such photo.'));
    return row;
  }

  private async photosOf(productId: string, manager: EntityManager): Promise<ProductPhoto[]> {
    const rows: PhotoRow[] = await manager.query(`SELECT ${COLUMNS} FROM product_image WHERE product_id = $1 ORDER BY position`, [productId]);
    return rows.map((row) => this.view(row));
  }

  private view(row: PhotoRow): ProductPhoto {
    return { id: row.id, productId: row.productId, position: row.position, alt: row.alt, colour: row.colour, ...this.media.urls(row), width: row.width, height: row.height, createdAt: row.createdAt };
  }
}

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function validDetails(details: PhotoDetails, productColours: Colour[]): { alt: string; colour: Colour | null } {
  const fields: Record<string, string> = {};
  const alt = typeof details.alt === 'string' ? details.alt.trim() : '';
  if (!alt) fields.alt = 'Describe the photo for shoppers who cannot see it.';
  else if (alt.length > MAX_ALT_LENGTH) fields.alt = `At most ${MAX_ALT_LENGTH} characters.`;
  else if (textProblem(alt)) fields.alt = textProblem(alt)!;
  const colour = blank(details.colour) ? null : parseColour(details.colour);
  if (colour === undefined || (colour !== null && !productColours.includes(colour))) fields.colour = `Choose one of the product’s colours: ${productColours.join(', ')}.`;
  if (Object.keys(fields).length > 0) throw new ValidationError(backOffice('Check the photo’s details.'), backOfficeFields(fields));
  return { alt, colour: colour ?? null };
}

/** Serialises the writers of one upload's files (uploads and deletes of photos with the same hash). */
async function lockFilesOf(hash: string, tx: EntityManager): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`product_image:${hash}`]);
}

/** What the audit log keeps of a photo: enough to tell which and how, no URLs (they depend on the storage). */
function audited(row: PhotoRow): Record<string, unknown> {
  return { id: row.id, position: row.position, alt: row.alt, colour: row.colour, hash: row.hash };
}
