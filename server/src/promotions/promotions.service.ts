import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainEvents } from '../common/domain-events';
import type { Money } from '../common/money';
import { promoColumns, redemptionsBy } from './promotions.sql';
import { normalisePromoCode, promoRejection, rejectionMessage, type PromoRejection, type PromoTerms } from './promotion-rules';
import { type CatalogueText } from '../common/i18n/catalogue';
export type { PromoRejection };

export type PromoCheck = { ok: true; promo: PromoTerms } | { ok: false; code: string; reason: PromoRejection; message: CatalogueText };

/** Promo codes: which apply to whom, and counting their use once an order is paid. */
@Injectable()
export class PromotionsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.on('OrderPaid', async (event, tx) => {
      if (event.promoCodeId) await this.redeem(event.promoCodeId, event.customerId, event.orderId, tx);
    });
    this.events.on('OrderReleased', async (event, tx) => {
      if (event.promoCodeId) await tx.query(`UPDATE promo_code SET times_held = times_held - 1 WHERE id = $1 AND times_held > 0`, [event.promoCodeId]);
    });
    // Refunded in full: the order no longer used the code, so its limit (and the customer's) counts it no more.
    this.events.on('OrderRefunded', async (event, tx) => {
      if (!event.promoCodeId) return;
      const [, removed] = await tx.query(`DELETE FROM promo_redemption WHERE order_id = $1 AND promo_code_id = $2`, [event.orderId, event.promoCodeId]);
      if (removed > 0) await tx.query(`UPDATE promo_code SET times_redeemed = times_redeemed - 1 WHERE id = $1 AND times_redeemed > 0`, [event.promoCodeId]);
    });
  }

  /**
   * Holds a code for an order awaiting payment, so a limited code cannot be spent twice at once: refused
   * when redemptions plus holds reach the limit, or when this customer has used or is using it up.
   * `heldByCustomer` is the orders module's SQL counting this customer's orders that hold the code now
   * (`pc.id` and `$2`, the customer, in scope): the orders are its table, the rule is ours.
   */
  async hold(promoCodeId: string, customerId: string, heldByCustomer: (promoCodeId: string, customerId: string) => string, tx: EntityManager): Promise<PromoRejection | null> {
    const [rows]: [{ usage_ok: boolean }[], number] = await tx.query(
      `UPDATE promo_code pc SET times_held = times_held + 1
        WHERE pc.id = $1
          AND (pc.usage_limit IS NULL OR pc.times_redeemed + pc.times_held < pc.usage_limit)
          AND (pc.per_customer_limit IS NULL OR
               ${redemptionsBy('pc.id', '$2')} + ${heldByCustomer('pc.id', '$2')}
             < pc.per_customer_limit)
        RETURNING true AS usage_ok`,
      [promoCodeId, customerId],
    );
    if (rows.length > 0) return null;
    const [promo] = await tx.query(`SELECT usage_limit, times_redeemed, times_held FROM promo_code WHERE id = $1`, [promoCodeId]);
    return promo && promo.usage_limit !== null && promo.times_redeemed + promo.times_held >= promo.usage_limit ? 'LIMIT_REACHED' : 'ALREADY_USED';
  }

  /** Paid: the hold becomes a redemption, counted once per order. */
  private async redeem(promoCodeId: string, customerId: string, orderId: string, tx: EntityManager): Promise<void> {
    await tx.query(`UPDATE promo_code SET times_held = times_held - 1, times_redeemed = times_redeemed + 1 WHERE id = $1`, [promoCodeId]);
    await tx.query(`INSERT INTO promo_redemption (promo_code_id, customer_id, order_id) VALUES ($1, $2, $3)`, [promoCodeId, customerId, orderId]);
  }

  /**
   * Looks a code up for a customer and a subtotal, saying why it cannot be used if it cannot. Without a
   * customer (an anonymous check) the per-customer limit and the minimum subtotal are not judged.
   */
  async check(rawCode: string, customerId: string | null, subtotal: Money | null, manager: EntityManager = this.db.manager): Promise<PromoCheck> {
    const code = normalisePromoCode(rawCode);
    const [row]: (PromoTerms & { customerRedemptions: number })[] = await manager.query(
      `SELECT ${promoColumns()}, ${redemptionsBy('pc.id', '$2')} AS "customerRedemptions"
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
