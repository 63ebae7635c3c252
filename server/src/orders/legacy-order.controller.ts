import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Customer } from '../accounts/accounts.service';
import { CurrentCustomer, RequiresLogin } from '../accounts/auth.decorators';
import { NotFoundError } from '../common/errors';
import { publicBaseUrl, storefrontOrigin } from '../common/http/public-url';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import type { DeliveryInput } from './delivery-details';
import { OrderPaymentsService } from './order-payments.service';
import { paymentStateOf } from './order-status';
import { OrdersService } from './orders.service';
import { text } from '../common/i18n/catalogue';
import { languageOf } from '../common/language';

/** The original storefront's order calls (docs/SPEC.md §7). */
@Controller()
export class LegacyOrderController {
  constructor(
    private readonly orders: OrdersService,
    private readonly payments: OrderPaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * { customerData, orderedItems, total } → { tran_id, url }. Only customerData is used: the order is
   * built from the server's cart, so orderedItems and total are ignored.
   */
  @Post('api/order/place_order')
  @HttpCode(201)
  @RequiresLogin()
  async placeOrder(
    @CurrentCustomer() customer: Customer,
    @Body() body: { customerData?: DeliveryInput } | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() req: Request,
  ) {
    const session = await this.orders.placeOrder(customer, body?.customerData ?? {}, {
      idempotencyKey,
      returnOrigin: storefrontOrigin(req, this.config),
      callbackBase: publicBaseUrl(req, this.config),
      language: languageOf(req),
    });
    return { success: true, tran_id: session.tranId, url: session.url };
  }

  /**
   * Fired by the success page. It never marks anything paid by itself: it asks the gateway about the order,
   * and only the order's owner hears the status that results. The original page calls without a token, so
   * an anonymous caller learns nothing — the same answer whether the order exists or not — and another
   * customer gets the not-found of a missing order. (The original's base URL doubles /api, hence two paths.)
   */
  @Get(['api/order/payment/redirect-success/:tranId', 'api/api/order/payment/redirect-success/:tranId'])
  async redirectSuccess(@Param('tranId') tranId: string, @CurrentCustomer() customer?: Customer) {
    const result = await this.payments.recheckForCustomer(tranId, customer?.id ?? null);
    if (result) return { success: true, tran_id: tranId, status: result.status, paid: result.status !== null && paymentStateOf(result.status) === 'PAID', paymentOnHold: result.paymentOnHold };
    if (!customer) return { success: true, tran_id: tranId };
    throw new NotFoundError(text('NOT_FOUND.order'), { code: 'ORDER_NOT_FOUND' });
  }
}
