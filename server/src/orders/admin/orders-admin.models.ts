import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import { MoneyModel } from '../../common/graphql/money.model';
import { PageOf } from '../../common/graphql/page.model';
import { SortDirectionEnum, type SortDirection } from '../../common/graphql/sort-direction';
import { DeliveryDetailsModel, OrderDiscountModel, OrderLineModel, OrderStatusEnum, PaymentStateEnum, ShipmentModel } from '../graphql/order.models';
import type { OrderStatus, PaymentState } from '../order-status';
import { ADMIN_ORDER_SORT_FIELDS, type AdminOrderSortField } from './orders-admin.service';

/** The admin API's order types (named apart from the shop's Order: both APIs share one type registry). */

export const AdminOrderSortFieldEnum = Object.fromEntries(ADMIN_ORDER_SORT_FIELDS.map((s) => [s, s])) as { [S in AdminOrderSortField]: S };
registerEnumType(AdminOrderSortFieldEnum, { name: 'AdminOrderSortField' });

@InputType('AdminOrderFilter')
export class AdminOrderFilterInput {
  @Field(() => OrderStatusEnum, { nullable: true }) status?: OrderStatus | null;
  @Field(() => PaymentStateEnum, { nullable: true }) paymentState?: PaymentState | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: placed on or after this day (the shop’s time zone).' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: placed on or before this day (the shop’s time zone).' }) to?: string | null;
  @Field(() => String, { nullable: true, description: 'Part of the tran id, the e-mail (account or delivery), the delivery name or the phone number (by its digits).' })
  search?: string | null;
}

@InputType('AdminOrderSort')
export class AdminOrderSortInput {
  @Field(() => AdminOrderSortFieldEnum) field: AdminOrderSortField;
  @Field(() => SortDirectionEnum, { defaultValue: 'DESC' }) direction: SortDirection;
}

@ObjectType('AdminOrderSummary', { description: 'An order as the back office lists it.' })
export class AdminOrderSummaryModel {
  @Field(() => String) tranId: string;
  @Field(() => OrderStatusEnum) status: string;
  @Field(() => PaymentStateEnum) paymentState: string;
  @Field(() => Boolean, { description: 'Paid, but flagged by the gateway and held for review.' }) paymentOnHold: boolean;
  @Field(() => String, { description: 'The customer account’s e-mail.' }) customerEmail: string;
  @Field(() => String) deliveryName: string;
  @Field(() => String) deliveryPhone: string;
  @Field(() => MoneyModel) subtotal: MoneyModel;
  @Field(() => MoneyModel) discount: MoneyModel;
  @Field(() => MoneyModel) shipping: MoneyModel;
  @Field(() => MoneyModel) total: MoneyModel;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) paidAt: Date | null;
}

@ObjectType('AdminOrderPage')
export class AdminOrderPageModel extends PageOf(AdminOrderSummaryModel) {}

@ObjectType('AdminOrderCustomer')
export class AdminOrderCustomerModel {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String) email: string;
}

@ObjectType('AdminPayment', { description: 'A payment the gateway confirmed through its validation API.' })
export class AdminPaymentModel {
  @Field(() => String) valId: string;
  @Field(() => String, { nullable: true }) bankTranId: string | null;
  @Field(() => String, { description: 'The gateway’s status, e.g. VALID or VALIDATED.' }) status: string;
  @Field(() => MoneyModel) amount: MoneyModel;
  @Field(() => String, { nullable: true }) cardType: string | null;
  @Field(() => Int, { description: '1: the gateway flagged it as risky.' }) riskLevel: number;
  @Field(() => Boolean, { description: 'Whether it completed the order (at most one does).' }) accepted: boolean;
  @Field(() => String) note: string;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('AdminPaymentEvent', { description: 'Something the gateway or a returning browser told the shop, as received.' })
export class AdminPaymentEventModel {
  @Field(() => String, { description: 'ipn, success, fail, cancel, reconcile…' }) kind: string;
  @Field(() => String, { nullable: true }) status: string | null;
  @Field(() => String, { nullable: true }) valId: string | null;
  @Field(() => Date) receivedAt: Date;
}

@ObjectType('AdminOrderEvent', { description: 'A move of the order’s status, with staff’s note on why.' })
export class AdminOrderEventModel {
  @Field(() => OrderStatusEnum, { nullable: true }) fromStatus: string | null;
  @Field(() => OrderStatusEnum) status: string;
  @Field(() => String) note: string;
  @Field(() => Date) at: Date;
}

@ObjectType('OrderNote', { description: 'An internal note on an order: staff only, never shown to the shopper.' })
export class OrderNoteModel {
  @Field(() => ID) id: string;
  @Field(() => String) text: string;
  @Field(() => ID) staffId: string;
  @Field(() => String) staffEmail: string;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('AdminOrder', { description: 'One order with everything the shop knows about it.' })
export class AdminOrderModel {
  @Field(() => ID) id: string;
  @Field(() => String) tranId: string;
  @Field(() => OrderStatusEnum) status: string;
  @Field(() => PaymentStateEnum) paymentState: string;
  @Field(() => Boolean) paymentOnHold: boolean;
  @Field(() => AdminOrderCustomerModel) customer: AdminOrderCustomerModel;
  @Field(() => DeliveryDetailsModel) delivery: DeliveryDetailsModel;
  @Field(() => String) paymentMethod: string;
  @Field(() => String, { nullable: true }) promoCode: string | null;
  @Field(() => [OrderLineModel], { description: 'Snapshots: names, sizes, colours and prices as ordered.' }) lines: OrderLineModel[];
  @Field(() => MoneyModel) subtotal: MoneyModel;
  @Field(() => OrderDiscountModel, { nullable: true }) discount: OrderDiscountModel | null;
  @Field(() => MoneyModel) shipping: MoneyModel;
  @Field(() => MoneyModel) total: MoneyModel;
  @Field(() => [AdminPaymentModel], { description: 'Every payment the gateway confirmed, oldest first.' }) payments: AdminPaymentModel[];
  @Field(() => [AdminPaymentEventModel], { description: 'Every gateway and browser callback, oldest first.' }) paymentEvents: AdminPaymentEventModel[];
  @Field(() => [AdminOrderEventModel], { description: 'Every status the order has had, oldest first.' }) timeline: AdminOrderEventModel[];
  @Field(() => [OrderNoteModel], { description: 'Staff’s internal notes, oldest first.' }) notes: OrderNoteModel[];
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) paidAt: Date | null;
  @Field(() => ShipmentModel, { nullable: true, description: 'Carrier and tracking; null until shipped.' }) shipment: ShipmentModel | null;
  @Field(() => Date) expiresAt: Date;
}

export const AddOrderNoteResult = resultUnion('AddOrderNoteResult', OrderNoteModel, [ValidationError]);
