import { Inject } from '@nestjs/common';
import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import type { Customer } from '../accounts/accounts.service';
import { CurrentCustomer, RequiresLogin } from '../accounts/auth.decorators';
import { resultOf } from '../common/graphql/error-result';
import { publicBaseUrl, storefrontOrigin } from '../common/http/public-url';
import { toPageRequest } from '../common/pagination';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { OrderModel, OrderPageModel, PlaceOrderInput, PlaceOrderResult } from './graphql/order.models';
import { OrderPaymentsService } from './order-payments.service';
import type { OrderRecord } from './order.records';
import { OrderQueries } from './order-queries';
import { OrdersService } from './orders.service';
import { languageOf } from '../common/language';

@Resolver(() => OrderModel)
export class OrdersResolver {
  constructor(
    private readonly orders: OrdersService,
    private readonly queries: OrderQueries,
    private readonly payments: OrderPaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Mutation(() => PlaceOrderResult, {
    description: 'Places an order from the cart and opens a payment session. The same idempotencyKey (or Idempotency-Key header) answers with the same order.',
  })
  @RequiresLogin()
  placeOrder(
    @CurrentCustomer() customer: Customer,
    @Args('input') input: PlaceOrderInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey: string | undefined,
    @Context('req') req: Request,
  ) {
    return resultOf(PlaceOrderResult, () =>
      this.orders.placeOrder(customer, { ...input }, {
        idempotencyKey: idempotencyKey ?? req.get('idempotency-key'),
        returnOrigin: storefrontOrigin(req, this.config),
        callbackBase: publicBaseUrl(req, this.config),
        language: languageOf(req),
      }),
    );
  }

  @Query(() => OrderPageModel, { description: "The logged-in customer's orders, newest first." })
  @RequiresLogin()
  myOrders(
    @CurrentCustomer() customer: Customer,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 10 }) pageSize: number,
  ) {
    return this.queries.listOrders(customer.id, toPageRequest(page, pageSize));
  }

  @Query(() => OrderModel, { nullable: true, description: "One of the customer's orders; null for a missing or someone else's order." })
  @RequiresLogin()
  order(@CurrentCustomer() customer: Customer, @Args('tranId') tranId: string): Promise<OrderRecord | null> {
    return this.queries.findOrder(customer.id, tranId);
  }

  @Mutation(() => OrderModel, {
    nullable: true,
    description:
      "Asks the gateway again about one of the customer's orders (the payment pages call it when the shopper comes back): a payment the gateway has is recorded, nothing else marks an order paid. Answers the order as it now stands; null for a missing or someone else's order.",
  })
  @RequiresLogin()
  async recheckPayment(@CurrentCustomer() customer: Customer, @Args('tranId') tranId: string): Promise<OrderRecord | null> {
    const outcome = await this.payments.recheckForCustomer(tranId, customer.id);
    return outcome ? this.queries.findOrder(customer.id, tranId) : null;
  }

  @Query(() => OrderModel, { nullable: true, description: 'Order tracking without logging in: null unless the e-mail is the one on the order.' })
  trackOrder(@Args('tranId') tranId: string, @Args('email') email: string): Promise<OrderRecord | null> {
    return this.queries.track(tranId, email);
  }
}
