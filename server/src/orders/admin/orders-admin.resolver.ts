import { Args, Mutation } from '@nestjs/graphql';
import { AdminResolver } from '../../graphql/api-membership';
import type { StaffActor } from '../../staff/permissions';
import { CurrentStaff } from '../../staff/staff-authentication.guard';
import { OrderModel } from '../graphql/order.models';
import { OrdersService } from '../orders.service';

/** Admin API: fulfilment of paid orders. */
@AdminResolver()
export class OrdersAdminResolver {
  constructor(private readonly orders: OrdersService) {}

  @Mutation(() => OrderModel, { description: 'A paid order was handed to the courier.' })
  markOrderShipped(@CurrentStaff() actor: StaffActor, @Args('tranId') tranId: string) {
    return this.orders.advanceFulfilment(actor, tranId, 'SHIPPED');
  }

  @Mutation(() => OrderModel, { description: 'A shipped order arrived.' })
  markOrderDelivered(@CurrentStaff() actor: StaffActor, @Args('tranId') tranId: string) {
    return this.orders.advanceFulfilment(actor, tranId, 'DELIVERED');
  }
}
