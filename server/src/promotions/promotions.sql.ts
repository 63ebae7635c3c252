/*
 * The promotions' data-access file: SQL outside promotions/ reads promo codes and their redemptions only
 * through these pieces (docs/adr/006-table-ownership.md), so a cart reads its code in the same statement.
 */

/** The columns of promo code `pc` as PromoTerms; `idAs` renames its id where the query has another `id`. */
export function promoColumns(idAs = 'id'): string {
  return `pc.id AS "${idAs}", pc.code, pc.percent_off AS "percentOff", pc.starts_at AS "startsAt", pc.ends_at AS "endsAt",
  pc.usage_limit AS "usageLimit", pc.per_customer_limit AS "perCustomerLimit", pc.min_subtotal_cents AS "minSubtotalCents",
  pc.times_redeemed + pc.times_held AS "timesRedeemed", pc.active`; // held by unpaid orders counts as used
}

/** Joins promo code `pc` for a promo code id. */
export function joinPromoCode(promoCodeId: string, join = 'JOIN'): string {
  return `${join} promo_code pc ON pc.id = ${promoCodeId}`;
}

/** How many times (int) a customer has redeemed a code with paid orders. */
export function redemptionsBy(promoCodeId: string, customerId: string): string {
  return `(SELECT count(*)::int FROM promo_redemption r WHERE r.promo_code_id = ${promoCodeId} AND r.customer_id = ${customerId})`;
}
