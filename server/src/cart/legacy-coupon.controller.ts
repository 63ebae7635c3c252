import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Customer } from '../accounts/accounts.service';
import { CurrentCustomer } from '../accounts/auth.decorators';
import { ValidationError } from '../common/expected-errors';
import { normalisePromoCode } from '../promotions/promotion-rules';
import { CartService } from './cart.service';
import { LegacyCartCookie } from './legacy-cart-cookie';
import { render, text } from '../common/i18n/catalogue';
import { languageOf } from '../common/language';

/**
 * POST /api/coupon/create {code, discount} — despite its name it applies a code to the shopper's cart and
 * answers { valid, discount }; the client's `discount` is ignored and nothing is created. The cart is the
 * bearer token's customer's or, as the original storefront sends this call without its token, the one its
 * cart calls' cookie names (see LegacyCartCookie). Whether the code applies is CartService.tryPromo's rule.
 *
 * `valid: true` means exactly that: the code now applies to the cart. Otherwise `discount` is the store
 * promotion's percent: the original then shows 'Invalid promo code.' and keeps it, which is what the order
 * would get.
 */
@Controller('api/coupon')
export class LegacyCouponController {
  constructor(
    private readonly carts: CartService,
    private readonly cookie: LegacyCartCookie,
  ) {}

  @Post('create')
  @HttpCode(200)
  async validate(@Body() body: { code?: unknown } | undefined, @Req() req: Request, @CurrentCustomer() customer?: Customer) {
    const code = normalisePromoCode(body?.code);
    if (!code) throw new ValidationError(text('VALIDATION.promoCodeMissing'), { code: text('field.any.required') });
    const attempt = await this.carts.tryPromo(customer?.id ?? this.cookie.customerOf(req), code);
    const message = render(attempt.message, languageOf(req));
    return attempt.applied
      ? { valid: true, discount: attempt.percent, code, message }
      : { valid: false, discount: attempt.fallbackPercent, code, reason: attempt.reason, message };
  }
}
