import { setRatingsFrom } from '../catalog/catalog.sql';
import type { Language } from '../common/language';

/*
 * The reviews' data-access pieces (docs/adr/006-table-ownership.md): the columns of a review and the
 * recount of products' ratings from the visible ones.
 */

/** A review as the shop shows it (its author's name, never their account). */
export interface Review {
  id: string;
  productId: string;
  authorName: string;
  rating: number;
  title: string;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  hidden: boolean;
  /** The language it was written in (the page's, when it was written). */
  language: Language;
}

/** The columns of review `r`, as a Review. */
export const REVIEW_COLUMNS = `r.id, r.product_id AS "productId", r.author_name AS "authorName", r.rating, r.title, r.body AS text,
  r.created_at AS "createdAt", r.updated_at AS "updatedAt", r.hidden_at IS NOT NULL AS hidden, r.language`;

/** Sets the rating and rating_count of the products `condition` picks (on product `p`) from their visible reviews. */
export function recountRatings(condition: string): string {
  return setRatingsFrom((productId) => `SELECT v.rating FROM product_review v WHERE v.product_id = ${productId} AND v.hidden_at IS NULL`, condition);
}
