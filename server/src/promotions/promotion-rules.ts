import { render, text, type CatalogueText } from '../common/i18n/catalogue';
import { money, percentOf, type Money } from '../common/money';

/** Why a code cannot be used now. */
export type PromoRejection = 'UNKNOWN' | 'NOT_STARTED' | 'EXPIRED' | 'LIMIT_REACHED' | 'ALREADY_USED' | 'MINIMUM_NOT_MET';

export interface PromoTerms {
  id: string;
  code: string;
  percentOff: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  minSubtotalCents: number;
  timesRedeemed: number;
  active: boolean;
}

export interface PromoContext {
  now: Date;
  /** Null when unknown (an anonymous check): the minimum is then not judged. */
  subtotal: Money | null;
  /** Paid orders of this customer that used the code. */
  customerRedemptions: number;
}

/** Trimmed and upper-cased, as shoppers type codes any which way. */
export function normalisePromoCode(code: unknown): string {
  return typeof code === 'string' ? code.trim().toUpperCase() : '';
}

/** The first reason the code cannot be used, or null when it can. */
export function promoRejection(promo: PromoTerms | null, context: PromoContext): PromoRejection | null {
  if (!promo || !promo.active) return 'UNKNOWN';
  if (promo.startsAt && context.now < promo.startsAt) return 'NOT_STARTED';
  if (promo.endsAt && context.now >= promo.endsAt) return 'EXPIRED';
  if (promo.usageLimit !== null && promo.timesRedeemed >= promo.usageLimit) return 'LIMIT_REACHED';
  if (promo.perCustomerLimit !== null && context.customerRedemptions >= promo.perCustomerLimit) return 'ALREADY_USED';
  if (context.subtotal && context.subtotal.amount < promo.minSubtotalCents) return 'MINIMUM_NOT_MET';
  return null;
}

export function rejectionMessage(rejection: PromoRejection, code: string, promo: PromoTerms | null): CatalogueText {
  return text(`INVALID_PROMO_CODE.${rejection}`, { code, minimum: minimumOf(promo) });
}

/**
 * What the cart says about a code it holds that gives no discount now (the subtotal fell below its
 * minimum, it expired…): the order is then placed without it, exactly as the cart shows.
 */
export function notAppliedMessage(rejection: PromoRejection, code: string, promo: PromoTerms | null): CatalogueText {
  return text(`promo.notApplied.${rejection}`, { code, minimum: minimumOf(promo) });
}

/** The subtotal a code needs, for the sentences that name it (in the reader's digits). */
function minimumOf(promo: PromoTerms | null) {
  return { money: money(promo?.minSubtotalCents ?? 0) };
}

export interface AppliedDiscount {
  source: 'automatic' | 'code';
  code: string | null;
  label: string;
  percent: number;
  amount: Money;
}

/** A valid code replaces the store-wide promotion; the two never stack. */
export function chooseDiscount(subtotal: Money, automaticPercent: number, code: PromoTerms | null): AppliedDiscount | null {
  if (subtotal.amount === 0) return null;
  if (code) {
    return { source: 'code', code: code.code, label: render(text('discount.code', { code: code.code, percent: code.percentOff }), 'en'), percent: code.percentOff, amount: money(percentOf(subtotal.amount, code.percentOff), subtotal.currency) };
  }
  if (automaticPercent > 0) {
    return { source: 'automatic', code: null, label: render(text('discount.store', { percent: automaticPercent }), 'en'), percent: automaticPercent, amount: money(percentOf(subtotal.amount, automaticPercent), subtotal.currency) };
  }
  return null;
}
