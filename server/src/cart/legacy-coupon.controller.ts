import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Customer } from '../accounts/accounts.service';
import { CurrentCustomer } from '../accounts/auth.decorators';
import { CartService } from './cart.service';
import { DomainError, InvalidInputError } from '../common/errors';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { normalisePromoCode } from '../promotions/promotion-rules';
import { PromotionsService } from '../promotions/promotions.service';
import { LegacyCartCookie } from './legacy-cart-cookie';

/**
 * POST /api/coupon/create {code, discount} — despite its name it applies a code to the shopper's cart and
 * answers { valid, discount }; the client's `discount` is ignored and nothing is created. The cart is the
 * bearer token's customer's or, as the original storefront sends this call without its token, the one its
 * cart calls' cookie names (see LegacyCartCookie). The code is judged against that cart — minimum subtotal,
 * once per customer — and applied to it, so the order placed next carries it.
 *
 * `valid: true` means exactly that: the code now applies to the cart. With no cart to judge it against, an
 * existing code is answered `valid: false` (reason CART_UNKNOWN): the original then shows 'Invalid promo
 * code.' and keeps its 5%, which is what the order would get — never a discount the order would not give.
 */
@Controller('api/coupon')
export class LegacyCouponController {
  constructor(
    private readonly promotions: PromotionsService,
    private readonly carts: CartService,
    private readonly cookie: LegacyCartCookie,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('create')
  @HttpCode(200)
  async validate(@Body() body: { code?: unknown } | undefined, @Req() req: Request, @CurrentCustomer() customer?: Customer) {
    const code = normalisePromoCode(body?.code);
    if (!code) throw new InvalidInputError('Please enter a promo code.', { code: 'VALIDATION', fields: { code: 'Required.' } });
    const fallback = { valid: false, discount: this.config.shop.automaticPromotionPercent, code };

    const customerId = customer?.id ?? this.cookie.customerOf(req);
    if (customerId) {
      try {
        const cart = await this.carts.applyPromo(customerId, code);
        // An empty cart has no discount yet; the code's own percent is what it will give.
        const percent = cart.discount?.source === 'code' ? cart.discount.percent : await this.percentOf(code, customerId);
        return { valid: true, discount: percent, code, message: `Promo applied: ${percent}% off` };
      } catch (error) {
        if (error instanceof DomainError && error.code === 'INVALID_PROMO_CODE') return { ...fallback, reason: error.details?.reason, message: error.message };
        throw error;
      }
    }
    const check = await this.promotions.check(code, null, null);
    if (!check.ok) return { ...fallback, reason: check.reason, message: check.message };
    return { ...fallback, reason: 'CART_UNKNOWN', message: `Log in and fill your cart to use ${code}: whether it applies depends on your cart.` };
  }

  private async percentOf(code: string, customerId: string): Promise<number> {
    const check = await this.promotions.check(code, customerId, null);
    return check.ok ? check.promo.percentOff : 0;
  }
}
