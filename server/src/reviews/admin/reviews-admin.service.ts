import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { joinProduct } from '../../catalog/catalog.sql';
import { NotFoundError } from '../../common/errors';
import { ValidationError } from '../../common/expected-errors';
import { isUuid } from '../../common/ids';
import { pageOf, type Page, type PageRequest } from '../../common/pagination';
import type { StaffActor } from '../../staff/permissions';
import { ReviewsService } from '../reviews.service';
import { backOffice, backOfficeFields } from '../../common/i18n/catalogue';

export interface StaffReview {
  id: string;
  productId: string;
  productName: string;
  productSlug: string;
  customerId: string | null;
  authorName: string;
  rating: number;
  title: string;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  hiddenAt: Date | null;
  hiddenBy: string | null;
  hiddenReason: string | null;
}

const MAX_REASON_LENGTH = 500;

const STAFF_REVIEW_COLUMNS = `r.id, r.product_id AS "productId", p.name AS "productName", p.slug AS "productSlug", r.customer_id AS "customerId",
  r.author_name AS "authorName", r.rating, r.title, r.body AS text, r.created_at AS "createdAt", r.updated_at AS "updatedAt",
  r.hidden_at AS "hiddenAt", r.hidden_by AS "hiddenBy", r.hidden_reason AS "hiddenReason"`;

/**
 * The back office's reviews (the CATALOG permission): the newest first, and hiding or showing one again —
 * audited, with the product's rating recounted in the same transaction.
 */
@Injectable()
export class ReviewsAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly reviews: ReviewsService,
  ) {}

  /** Newest first; `hidden` true or false keeps only those, absent lists all. */
  async list(actor: StaffActor, hidden: boolean | undefined, page: PageRequest): Promise<Page<StaffReview>> {
    actor.require('CATALOG');
    const rows: (StaffReview & { total: number })[] = await this.db.query(
      `SELECT ${STAFF_REVIEW_COLUMNS}, count(*) OVER ()::int AS total
         FROM product_review r ${joinProduct('r.product_id')}
        WHERE $1::boolean IS NULL OR (r.hidden_at IS NOT NULL) = $1
        ORDER BY r.created_at DESC, r.id
        LIMIT $2 OFFSET $3`,
      [hidden ?? null, page.pageSize, (page.page - 1) * page.pageSize],
    );
    return pageOf(rows.map(({ total: _total, ...review }) => review), page, rows[0]?.total ?? 0);
  }

  /** Hides a review from the shop (hiding a hidden one again keeps who hid it first, with the new reason). */
  hide(actor: StaffActor, id: string, reason: string | undefined): Promise<StaffReview> {
    const why = reason?.trim() || null;
    if (why && why.length > MAX_REASON_LENGTH) throw new ValidationError(backOffice('The reason is too long.'), backOfficeFields({ reason: `At most ${MAX_REASON_LENGTH} characters.` }));
    return this.setHidden(actor, id, true, why);
  }

  show(actor: StaffActor, id: string): Promise<StaffReview> {
    return this.setHidden(actor, id, false, null);
  }

  private setHidden(actor: StaffActor, id: string, hidden: boolean, reason: string | null): Promise<StaffReview> {
    return this.audit.change(actor, 'CATALOG', async (tx, record) => {
      // The product's lock first, as every change of its reviews takes it.
      const { productId } = await this.find(id, tx);
      await this.reviews.lockProduct(productId, tx);
      const before = await this.find(id, tx);
      await tx.query(
        `UPDATE product_review SET hidden_at = CASE WHEN $2 THEN coalesce(hidden_at, now()) END,
                hidden_by = CASE WHEN $2 THEN coalesce(hidden_by, $3) END, hidden_reason = $4
          WHERE id = $1`,
        [id, hidden, actor.id, reason],
      );
      await this.reviews.recount(productId, tx);
      const after = await this.find(id, tx);
      await record({ action: hidden ? 'review.hide' : 'review.show', entityType: 'product_review', entityId: id, before, after });
      return after;
    });
  }

  private async find(id: string, db: EntityManager): Promise<StaffReview> {
    const [row]: StaffReview[] = isUuid(id) ? await db.query(`SELECT ${STAFF_REVIEW_COLUMNS} FROM product_review r ${joinProduct('r.product_id')} WHERE r.id = $1`, [id]) : [];
    if (!row) throw new NotFoundError(backOffice('No such review.'));
    return row;
  }
}
