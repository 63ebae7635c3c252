import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Money } from '../common/money';
import { normalisePromoCode, promoRejection, rejectionMessage, type PromoRejection, type PromoTerms } from './promotion-rules';

export const PROMO_COLUMNS = `pc.id, pc.code, pc.percent_off AS "percentOff", pc.starts_at AS "startsAt", pc.ends_at AS "endsAt",
  pc.usage_limit AS "usageLimit", pc.per_customer_limit AS "perCustomerLimit", pc.min_subtotal_cents AS "minSubtotalCents",
  pc.times_redeemed AS "timesRedeemed", pc.active`;

export type PromoCheck = { ok: true; promo: PromoTerms } | { ok: false; code: string; reason: PromoRejection; message: string };

/** Promo codes: which apply to whom, and counting their use once an order is paid. */
@Injectable()
export class PromotionsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Looks a code up for a customer and a subtotal, saying why it cannot be used if it cannot. Without a
   * customer (an anonymous check) the per-customer limit and the minimum subtotal are not judged.
   */
  async check(rawCode: string, customerId: string | null, subtotal: Money | null, manager: EntityManager = this.db.manager): Promise<PromoCheck> {
    const code = normalisePromoCode(rawCode);
    const [row]: (PromoTerms & { customerRedemptions: number })[] = await manager.query(
      `SELECT ${PROMO_COLUMNS},
              (SELECT count(*)::int FROM promo_redemption r WHERE r.promo_code_id = pc.id AND r.customer_id = $2) AS "customerRedemptions"
         FROM promo_code pc WHERE pc.code = $1`,
      [code, customerId],
    );
    return this.judge(code, row ?? null, row?.customerRedemptions ?? 0, subtotal);
  }

  /** The same rules for a code already loaded with its redemption count (as a cart read does). */
  judge(code: string, promo: PromoTerms | null, customerRedemptions: number, subtotal: Money | null): PromoCheck {
    const reason = promoRejection(promo, { now: new Date(), subtotal, customerRedemptions });
    if (reason || !promo) return { ok: false, code, reason: reason ?? 'UNKNOWN', message: rejectionMessage(reason ?? 'UNKNOWN', code, promo) };
    return { ok: true, promo };
  }
}
