import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import type { Customer } from '../accounts/accounts.service';
import { CurrentCustomer } from '../accounts/auth.decorators';
import { CartService } from './cart.service';
import { DomainError, InvalidInputError } from '../common/errors';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { normalisePromoCode } from '../promotions/promotion-rules';
import { PromotionsService } from '../promotions/promotions.service';

/**
 * POST /api/coupon/create {code, discount} — despite its name it validates a code and answers
 * { valid, discount }; the client's `discount` is ignored and nothing is created. With a bearer token the
 * code is also applied to that customer's cart (and judged against it: minimum subtotal, one per customer).
 */
@Controller('api/coupon')
export class LegacyCouponController {
  constructor(
    private readonly promotions: PromotionsService,
    private readonly carts: CartService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('create')
  @HttpCode(200)
  async validate(@Body() body: { code?: unknown } | undefined, @CurrentCustomer() customer?: Customer) {
    const code = normalisePromoCode(body?.code);
    if (!code) throw new InvalidInputError('Please enter a promo code.', { code: 'VALIDATION', fields: { code: 'Required.' } });
    const fallback = { valid: false, discount: this.config.shop.automaticPromotionPercent, code };

    if (customer) {
      try {
        const cart = await this.carts.applyPromo(customer.id, code);
        return { valid: true, discount: cart.discount?.percent ?? 0, code, message: `Promo applied: ${cart.discount?.percent ?? 0}% off` };
      } catch (error) {
        if (error instanceof DomainError && error.code === 'INVALID_PROMO_CODE') return { ...fallback, reason: error.details?.reason, message: error.message };
        throw error;
      }
    }
    const check = await this.promotions.check(code, null, null);
    if (!check.ok) return { ...fallback, reason: check.reason, message: check.message };
    return { valid: true, discount: check.promo.percentOff, code, message: `Promo applied: ${check.promo.percentOff}% off` };
  }
}
