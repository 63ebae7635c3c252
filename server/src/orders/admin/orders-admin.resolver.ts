import { Args, Int, Mutation, Query } from '@nestjs/graphql';
import { resultOf } from '../../common/graphql/error-result';
import { toPageRequest } from '../../common/pagination';
import { AdminResolver } from '../../graphql/api-membership';
import type { StaffActor } from '../../staff/permissions';
import { CurrentStaff } from '../../staff/staff-authentication.guard';
import { RefundsService } from '../refunds.service';
import {
  AddOrderNoteResult,
  AdminOrderFilterInput,
  AdminOrderModel,
  AdminOrderPageModel,
  AdminOrderSortInput,
  CancelOrderInput,
  CancelOrderResult,
  RefundOrderInput,
  RefundOrderResult,
  ReviewPaymentResult,
} from './orders-admin.models';
import { OrdersAdminService } from './orders-admin.service';
import { FulfilmentService } from './fulfilment.service';
import { MarkOrderDeliveredResult, MarkOrderShippedResult, ShipOrderInput } from './fulfilment.models';

/** Admin API: finding orders, one order's whole story, internal notes, and fulfilment (ORDERS permission). */
@AdminResolver()
export class OrdersAdminResolver {
  constructor(
    private readonly ordersAdmin: OrdersAdminService,
    private readonly fulfilment: FulfilmentService,
    private readonly refunds: RefundsService,
  ) {}

  @Query(() => AdminOrderPageModel, { description: 'Every customer’s orders; newest first unless sorted otherwise.' })
  adminOrders(
    @CurrentStaff() actor: StaffActor,
    @Args('filter', { type: () => AdminOrderFilterInput, nullable: true }) filter: AdminOrderFilterInput | undefined,
    @Args('sort', { type: () => AdminOrderSortInput, nullable: true }) sort: AdminOrderSortInput | undefined,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 25, description: '1 to 100.' }) pageSize: number,
  ) {
    return this.ordersAdmin.list(actor, filter ?? {}, sort ?? { field: 'CREATED', direction: 'DESC' }, toPageRequest(page, pageSize));
  }

  @Query(() => AdminOrderModel, { nullable: true, description: 'One order by its tran id; null when there is none.' })
  adminOrder(@CurrentStaff() actor: StaffActor, @Args('tranId') tranId: string) {
    return this.ordersAdmin.get(actor, tranId);
  }

  @Mutation(() => AddOrderNoteResult, { description: 'Adds an internal note (1 to 2000 characters) to an order.' })
  addOrderNote(@CurrentStaff() actor: StaffActor, @Args('tranId') tranId: string, @Args('text') text: string) {
    return resultOf(AddOrderNoteResult, () => this.ordersAdmin.addNote(actor, tranId, text));
  }

  @Mutation(() => MarkOrderShippedResult, { description: 'A paid order was handed to the courier: the shopper sees the carrier and tracking number on their order.' })
  markOrderShipped(@CurrentStaff() actor: StaffActor, @Args('tranId') tranId: string, @Args('input') input: ShipOrderInput) {
    return resultOf(MarkOrderShippedResult, async () => {
      await this.fulfilment.ship(actor, tranId, input);
      return this.ordersAdmin.get(actor, tranId);
    });
  }

  @Mutation(() => MarkOrderDeliveredResult, { description: 'A shipped order arrived.' })
  markOrderDelivered(@CurrentStaff() actor: StaffActor, @Args('tranId') tranId: string) {
    return resultOf(MarkOrderDeliveredResult, async () => {
      await this.fulfilment.deliver(actor, tranId);
      return this.ordersAdmin.get(actor, tranId);
    });
  }

  @Mutation(() => RefundOrderResult, { description: 'Refunds lines, an amount, or everything left of a paid order’s payment, through the gateway.' })
  refundOrder(@CurrentStaff() actor: StaffActor, @Args('tranId') tranId: string, @Args('input') input: RefundOrderInput) {
    return resultOf(RefundOrderResult, async () => {
      await this.refunds.refund(actor, tranId, input);
      return this.ordersAdmin.get(actor, tranId);
    });
  }

  @Mutation(() => CancelOrderResult, { description: 'Cancels an unpaid order (stock and code freed), or a paid one not yet shipped through a refund of all of it.' })
  cancelOrder(@CurrentStaff() actor: StaffActor, @Args('tranId') tranId: string, @Args('input') input: CancelOrderInput) {
    return resultOf(CancelOrderResult, async () => {
      await this.refunds.cancel(actor, tranId, input);
      return this.ordersAdmin.get(actor, tranId);
    });
  }

  @Mutation(() => ReviewPaymentResult, { description: 'Accepts a payment held for review: the order is paid.' })
  releaseHeldPayment(@CurrentStaff() actor: StaffActor, @Args('tranId') tranId: string) {
    return resultOf(ReviewPaymentResult, async () => {
      await this.refunds.releaseHold(actor, tranId);
      return this.ordersAdmin.get(actor, tranId);
    });
  }

  @Mutation(() => ReviewPaymentResult, { description: 'Refuses a payment held for review: it is refunded and the order closes, its stock and code freed.' })
  refuseHeldPayment(@CurrentStaff() actor: StaffActor, @Args('tranId') tranId: string, @Args('remarks') remarks: string) {
    return resultOf(ReviewPaymentResult, async () => {
      await this.refunds.refuseHold(actor, tranId, remarks);
      return this.ordersAdmin.get(actor, tranId);
    });
  }
}
