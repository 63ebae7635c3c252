import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Customer } from '../accounts/accounts.service';
import type { ProductRecord } from '../catalog/catalog.records';
import { CatalogService } from '../catalog/catalog.service';
import { lockProductForRating } from '../catalog/catalog.sql';
import { NotFoundError } from '../common/errors';
import { DomainEvents } from '../common/domain-events';
import { ValidationError } from '../common/expected-errors';
import { text as message, type CatalogueText } from '../common/i18n/catalogue';
import { isUuid } from '../common/ids';
import { DEFAULT_LANGUAGE, type Language } from '../common/language';
import { pageOf, type Page, type PageRequest } from '../common/pagination';
import { customerReceivedProduct } from '../orders/orders.sql';
import { NotAPurchaserError } from './reviews.errors';
import { recountRatings, REVIEW_COLUMNS, type Review } from './reviews.sql';

const MAX_TITLE_LENGTH = 120;
const MAX_TEXT_LENGTH = 4000;

export interface ReviewInput {
  rating: number;
  title: string;
  text: string;
}

/** What the product page shows above the list: the average and count (the product's own) and how many gave each star. */
export interface ProductReviews {
  productId: string;
  average: number;
  count: number;
  /** Five entries, 5 stars first. */
  histogram: { stars: number; count: number }[];
  reviews: Page<Review>;
}

/**
 * Reviews from buyers: a customer who received a product (a paid, delivered order) rates it once and may
 * edit that review. Each write, and each hide or show by staff (ReviewsAdminService), recounts the
 * product's rating and rating_count in its own transaction, under the product's row lock, so the rating
 * shown everywhere is always that of the visible reviews.
 */
@Injectable()
export class ReviewsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalog: CatalogService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    // The review stays (it counted in the rating the shop showed); the name of a deleted account goes.
    this.events.on('CustomerErased', async (event, tx) => {
      await tx.query(`UPDATE product_review SET author_name = 'Former customer' WHERE customer_id = $1`, [event.customerId]);
    });
  }

  /** A product on sale (by id or slug) with a page of its visible reviews, newest first; null when there is none. */
  async productReviews(product: { id?: string; slug?: string }, page: PageRequest): Promise<ProductReviews | null> {
    const found = await this.findProduct(product);
    if (!found) return null;
    const [stars, rows]: [{ rating: number; count: number }[], (Review & { total: number })[]] = await Promise.all([
      this.db.query(`SELECT rating, count(*)::int AS count FROM product_review WHERE product_id = $1 AND hidden_at IS NULL GROUP BY rating`, [found.id]),
      this.db.query(
        `SELECT ${REVIEW_COLUMNS}, count(*) OVER ()::int AS total FROM product_review r
          WHERE r.product_id = $1 AND r.hidden_at IS NULL
          ORDER BY r.created_at DESC, r.id LIMIT $2 OFFSET $3`,
        [found.id, page.pageSize, (page.page - 1) * page.pageSize],
      ),
    ]);
    const histogram = [5, 4, 3, 2, 1].map((n) => ({ stars: n, count: stars.find((s) => s.rating === n)?.count ?? 0 }));
    return {
      productId: found.id,
      average: found.rating,
      count: found.ratingCount,
      histogram,
      reviews: pageOf(rows.map(({ total: _total, ...review }) => review), page, rows[0]?.total ?? found.ratingCount),
    };
  }

  /** The customer's own review of a product, hidden or not; null when they wrote none. */
  async myReview(customerId: string, productId: string): Promise<Review | null> {
    if (!isUuid(productId)) return null;
    const [row]: Review[] = await this.db.query(`SELECT ${REVIEW_COLUMNS} FROM product_review r WHERE r.product_id = $1 AND r.customer_id = $2`, [productId, customerId]);
    return row ?? null;
  }

  /** True when the customer received the product, so may write (or edit) a review of it. */
  async canReview(customerId: string, productId: string): Promise<boolean> {
    if (!isUuid(productId)) return false;
    const [row]: { received: boolean }[] = await this.db.query(`SELECT ${customerReceivedProduct('$1', '$2')} AS received`, [customerId, productId]);
    return row.received;
  }

  /**
   * Writes the customer's review of a product, or edits the one they wrote (a review hidden by staff stays
   * hidden). The purchase is checked, the review written and the product's rating recounted in one
   * transaction, under the product's lock.
   */
  async write(customer: Customer, productId: string, input: ReviewInput, language: Language = DEFAULT_LANGUAGE): Promise<Review> {
    const review = validReview(input);
    return this.db.transaction(async (tx) => {
      await this.lockProduct(productId, tx);
      const [{ received }]: { received: boolean }[] = await tx.query(`SELECT ${customerReceivedProduct('$1', '$2')} AS received`, [customer.id, productId]);
      if (!received) throw new NotAPurchaserError();
      const [row]: Review[] = await tx.query(
        `INSERT INTO product_review AS r (product_id, customer_id, author_name, rating, title, body, language) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT ON CONSTRAINT product_review_once DO UPDATE
            SET author_name = EXCLUDED.author_name, rating = EXCLUDED.rating, title = EXCLUDED.title, body = EXCLUDED.body, language = EXCLUDED.language, updated_at = now()
         RETURNING ${REVIEW_COLUMNS}`,
        [productId, customer.id, authorName(customer), review.rating, review.title, review.text, language],
      );
      await this.recount(productId, tx);
      return row;
    });
  }

  /** Takes product X's lock for a change of its reviews (the first statement of every such change). */
  async lockProduct(productId: string, tx: EntityManager): Promise<void> {
    const rows: unknown[] = isUuid(productId) ? await tx.query(lockProductForRating('$1'), [productId]) : [];
    if (rows.length === 0) throw new NotFoundError(message('NOT_FOUND.product'));
  }

  /** Sets product X's rating and rating_count from its visible reviews, in the caller's transaction (after lockProduct). */
  async recount(productId: string, tx: EntityManager): Promise<void> {
    await tx.query(recountRatings('p.id = $1'), [productId]);
  }

  private findProduct({ id, slug }: { id?: string; slug?: string }): Promise<ProductRecord | null> {
    if (id) return this.catalog.findById(id);
    if (slug) return this.catalog.findBySlug(slug);
    return Promise.resolve(null);
  }
}

/** The name a review shows: first name and the initial of the second ("Nusrat J."). */
function authorName(customer: Customer): string {
  const initial = customer.secondName.trim().charAt(0);
  return (initial ? `${customer.firstName.trim()} ${initial.toUpperCase()}.` : customer.firstName.trim()).slice(0, 80) || 'Customer';
}

function validReview(input: ReviewInput): ReviewInput {
  const title = input.title.trim();
  const text = input.text.trim();
  const fields: Record<string, CatalogueText> = {};
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) fields.rating = message('field.rating.range');
  if (!title) fields.title = message('field.title.required');
  else if (title.length > MAX_TITLE_LENGTH) fields.title = message('field.any.tooLong', { max: MAX_TITLE_LENGTH });
  if (!text) fields.text = message('field.text.required');
  else if (text.length > MAX_TEXT_LENGTH) fields.text = message('field.any.tooLong', { max: MAX_TEXT_LENGTH });
  if (Object.keys(fields).length > 0) throw new ValidationError(message('VALIDATION.review'), fields);
  return { rating: input.rating, title, text };
}
