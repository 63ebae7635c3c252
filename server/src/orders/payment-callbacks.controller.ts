import { All, Body, Controller, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ClientIp } from '../accounts/auth.decorators';
import { publicBaseUrl } from '../common/http/public-url';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { OrderPaymentsService, type SettleOutcome } from './order-payments.service';

type Fields = Record<string, unknown>;

/**
 * Where the gateway sends the shopper back (success, fail, cancel) and its server-to-server IPN. Each
 * asks the gateway before changing anything, then sends the browser to the storefront that placed the
 * order: /payment/success/:tranId or /payment/fail/:tranId.
 */
@Controller('api/payment')
export class PaymentCallbacksController {
  constructor(
    private readonly payments: OrderPaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @All('success')
  async success(@Body() body: Fields, @Query() query: Fields, @Req() req: Request, @Res() res: Response) {
    const outcome = await this.payments.onPaymentReported('SUCCESS_RETURN', fields(body, query));
    this.sendShopperBack(req, res, outcome);
  }

  @All('fail')
  async fail(@Body() body: Fields, @Query() query: Fields, @Req() req: Request, @Res() res: Response) {
    this.sendShopperBack(req, res, await this.payments.onPaymentAbandoned('FAIL_RETURN', fields(body, query)));
  }

  @All('cancel')
  async cancel(@Body() body: Fields, @Query() query: Fields, @Req() req: Request, @Res() res: Response) {
    this.sendShopperBack(req, res, await this.payments.onPaymentAbandoned('CANCEL_RETURN', fields(body, query)));
  }

  /** The gateway's instant payment notification: validated like everything else; acknowledged unless rate-limited. */
  @Post('ipn')
  @HttpCode(200)
  async ipn(@Body() body: Fields, @ClientIp() ip: string) {
    const outcome = await this.payments.onInstantNotification(body ?? {}, ip);
    return { received: true, status: outcome.status };
  }

  private sendShopperBack(req: Request, res: Response, outcome: SettleOutcome): void {
    const storefront = outcome.returnOrigin ?? this.config.orders.storefrontUrl ?? publicBaseUrl(req, this.config);
    const paidOrHeld = outcome.status === 'PAID' || outcome.paymentOnHold;
    const page = paidOrHeld ? 'success' : 'fail';
    res.redirect(303, `${storefront}/payment/${page}/${encodeURIComponent(outcome.tranId ?? 'unknown')}`);
  }
}

function fields(body: Fields | undefined, query: Fields): Fields {
  return { ...query, ...(body && typeof body === 'object' ? body : {}) };
}
