import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import { MoneyModel } from '../../common/graphql/money.model';
import { PageOf } from '../../common/graphql/page.model';
import { SortDirectionEnum, type SortDirection } from '../../common/graphql/sort-direction';
import { DeliveryDetailsModel, OrderDiscountModel, OrderLineModel, OrderStatusEnum, PaymentStateEnum, ShipmentModel } from '../graphql/order.models';
import type { OrderStatus, PaymentState } from '../order-status';
import { NoPaymentHeldError, OrderNotRefundableError, RefundExceedsPaymentError, RefundFailedError } from '../orders.errors';
import { REFUND_REASONS, REFUND_STATUSES, type RefundReason, type RefundStatus } from '../refund-rules';
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
  @Field(() => MoneyModel, { description: 'What refunds gave back (or are giving back) of the payment.' }) refunded: MoneyModel;
  @Field(() => MoneyModel, { description: 'What staff may still refund: 0 unless the order is paid.' }) refundable: MoneyModel;
  @Field(() => [AdminRefundModel], { description: 'Every refund, the shop’s own and failed attempts included, oldest first.' }) refunds: AdminRefundModel[];
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) paidAt: Date | null;
  @Field(() => ShipmentModel, { nullable: true, description: 'Carrier and tracking; null until shipped.' }) shipment: ShipmentModel | null;
  @Field(() => Date) expiresAt: Date;
}

export const AddOrderNoteResult = resultUnion('AddOrderNoteResult', OrderNoteModel, [ValidationError]);

export const RefundReasonEnum = Object.fromEntries(REFUND_REASONS.map((r) => [r, r])) as { [R in RefundReason]: R };
registerEnumType(RefundReasonEnum, {
  name: 'RefundReason',
  description: 'STAFF: made by a member of staff. The others are the shop’s own refunds of payments the order could not take.',
});
export const RefundStatusEnum = Object.fromEntries(REFUND_STATUSES.map((r) => [r, r])) as { [R in RefundStatus]: R };
registerEnumType(RefundStatusEnum, { name: 'RefundStatus', description: 'REQUESTED → SENDING → PENDING (the gateway is processing it) → REFUNDED; or FAILED.' });

@ObjectType('AdminRefundLine')
export class AdminRefundLineModel {
  @Field(() => ID) orderLineId: string;
  @Field(() => Int) quantity: number;
  @Field(() => MoneyModel) amount: MoneyModel;
}

@ObjectType('AdminRefund', { description: 'A refund and how it went, failed attempts included.' })
export class AdminRefundModel {
  @Field(() => ID) id: string;
  @Field(() => MoneyModel) amount: MoneyModel;
  @Field(() => RefundReasonEnum) reason: string;
  @Field(() => RefundStatusEnum) status: string;
  @Field(() => String) remarks: string;
  @Field(() => String, { nullable: true, description: 'Why the gateway did not take it.' }) failureReason: string | null;
  @Field(() => Boolean, { description: 'Its units went back into stock.' }) restock: boolean;
  @Field(() => String, { nullable: true }) staffEmail: string | null;
  @Field(() => String, { nullable: true, description: 'The gateway’s reference (refund_ref_id).' }) refundRefId: string | null;
  @Field(() => [AdminRefundLineModel]) lines: AdminRefundLineModel[];
  @Field(() => Date) createdAt: Date;
}

@InputType('RefundLineInput')
export class RefundLineInput {
  @Field(() => ID) orderLineId: string;
  @Field(() => Int) quantity: number;
}

@InputType('RefundOrderInput', { description: 'Lines, or an amount, or neither (everything left, shipping included).' })
export class RefundOrderInput {
  @Field(() => [RefundLineInput], { nullable: true, description: 'Units to refund, each at the price paid for it (the order’s discount shared out).' }) lines?: RefundLineInput[] | null;
  @Field(() => Int, { nullable: true, description: 'Minor units of the order’s currency.' }) amountCents?: number | null;
  @Field(() => String, { description: 'Why (1 to 255 characters): the gateway keeps it with the refund.' }) remarks: string;
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Put the refunded units back in stock (lines, or everything left).' }) restock?: boolean | null;
  @Field(() => String, { nullable: true, description: 'The same key for the same order refunds once (double clicks, two members of staff).' }) idempotencyKey?: string | null;
}

@InputType('CancelOrderInput')
export class CancelOrderInput {
  @Field(() => String, { description: 'Why (1 to 255 characters).' }) remarks: string;
  @Field(() => Boolean, { nullable: true, defaultValue: true, description: 'A paid order: put its units back in stock.' }) restock?: boolean | null;
  @Field(() => String, { nullable: true }) idempotencyKey?: string | null;
}

const REFUND_FAILURES = [ValidationError, OrderNotRefundableError, RefundExceedsPaymentError, RefundFailedError];
export const RefundOrderResult = resultUnion('RefundOrderResult', AdminOrderModel, REFUND_FAILURES);
export const CancelOrderResult = resultUnion('CancelOrderResult', AdminOrderModel, REFUND_FAILURES);
export const ReviewPaymentResult = resultUnion('ReviewPaymentResult', AdminOrderModel, [ValidationError, NoPaymentHeldError]);
