import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { InvalidPromoCodeError } from '../../cart/cart.errors';
import { ValidationError } from '../../common/expected-errors';
import { localised, localisedDiscountName, resultUnion } from '../../common/graphql/error-result';
import { MoneyModel } from '../../common/graphql/money.model';
import { PaymentUnavailableError } from '../../payments/payment-gateway';
import { ORDER_STATUSES, PAYMENT_STATES } from '../order-status';
import { EmptyCartError, IdempotencyKeyReusedError, InsufficientStockError, OrderClosedError } from '../orders.errors';
import { PageOf } from '../../common/graphql/page.model';

export const OrderStatusEnum = Object.fromEntries(ORDER_STATUSES.map((s) => [s, s])) as { [K in (typeof ORDER_STATUSES)[number]]: K };
registerEnumType(OrderStatusEnum, { name: 'OrderStatus' });

export const PaymentStateEnum = Object.fromEntries(PAYMENT_STATES.map((s) => [s, s])) as { [K in (typeof PAYMENT_STATES)[number]]: K };
registerEnumType(PaymentStateEnum, {
  name: 'PaymentState',
  description: 'PENDING: awaiting the gateway. PAID: paid (also once shipped or delivered). UNPAID: failed, cancelled or expired; nothing was charged.',
});

@InputType('PlaceOrderInput', { description: 'Delivery details from the checkout form. Prices and totals come from the server cart, never from here.' })
export class PlaceOrderInput {
  @Field(() => String) fullName: string;
  @Field(() => String) phone: string;
  @Field(() => String) email: string;
  @Field(() => String, { description: 'Bangladesh, Pakistan, Afghanistan, India, Nepal or Malaysia.' }) country: string;
  @Field(() => String) city: string;
  @Field(() => String) state: string;
  @Field(() => String) zip: string;
  @Field(() => String) address: string;
  @Field(() => String, { description: 'YYYY-MM-DD, today or later.' }) deliveryDate: string;
  @Field(() => String) deliveryRoute: string;
  @Field(() => String, { description: 'online (cod and pos are not available yet).' }) paymentMethod: string;
  @Field(() => Boolean) termsAccepted: boolean;
  @Field(() => Int, {
    nullable: true,
    description:
      'The total (minor units) the shopper was shown. When given, the order is placed only at that total: a promo code the cart shows as not applied (promoNotice) is then left out, as the shopper saw; any other difference is refused so they can look again.',
  })
  expectedTotal?: number | null;
  @Field(() => Boolean, { nullable: true, description: "Also keep this address in the customer's address book, with the order (not twice; not when the book is full)." })
  saveAddress?: boolean | null;
}

@ObjectType('DeliveryDetails')
export class DeliveryDetailsModel {
  @Field(() => String) fullName: string;
  @Field(() => String) phone: string;
  @Field(() => String) email: string;
  @Field(() => String) country: string;
  @Field(() => String) city: string;
  @Field(() => String) state: string;
  @Field(() => String) zip: string;
  @Field(() => String) address: string;
  @Field(() => String) deliveryDate: string;
  @Field(() => String) deliveryRoute: string;
}

@ObjectType('OrderLine', { description: 'A snapshot: name, size, colour and price as they were when ordered.' })
export class OrderLineModel {
  @Field(() => ID) id: string;
  @Field(() => ID) productId: string;
  @Field(() => String) productName: string;
  @Field(() => String) productSlug: string;
  @Field(() => String) sku: string;
  @Field(() => String) size: string;
  @Field(() => String) colour: string;
  @Field(() => MoneyModel) unitPrice: MoneyModel;
  @Field(() => Int) quantity: number;
  @Field(() => MoneyModel) lineTotal: MoneyModel;
  @Field(() => Int, { description: 'Units of this line that were refunded (or are being refunded).' }) refundedQuantity: number;
}

@ObjectType('OrderDiscount')
export class OrderDiscountModel {
  @Field(() => String, { middleware: [localisedDiscountName] }) label: string;
  @Field(() => Int) percent: number;
  @Field(() => MoneyModel) amount: MoneyModel;
}

@ObjectType('OrderEvent')
export class OrderEventModel {
  @Field(() => OrderStatusEnum) status: string;
  @Field(() => Date) at: Date;
  @Field(() => String, { description: "What happened, in the shopper's words.", middleware: [localised] }) note: string;
}

@ObjectType('Shipment', { description: 'How a paid order went to the shopper: the courier and what to track it by.' })
export class ShipmentModel {
  @Field(() => String, { description: 'The courier, e.g. "Pathao Courier".' }) carrier: string;
  @Field(() => String, { description: 'As the courier printed it on the parcel.' }) trackingNumber: string;
  @Field(() => String, { nullable: true, description: "The courier's tracking page (http or https), when staff gave one." }) trackingUrl: string | null;
  @Field(() => Date) shippedAt: Date;
  @Field(() => Date, { nullable: true }) deliveredAt: Date | null;
}

@ObjectType('Order')
export class OrderModel {
  @Field(() => ID) id: string;
  @Field(() => String, { description: 'The transaction id the gateway and the payment pages use.' }) tranId: string;
  @Field(() => OrderStatusEnum) status: string;
  @Field(() => PaymentStateEnum, { description: "Where the order's payment stands, from its status: the one rule for which statuses count as paid." }) paymentState: string;
  @Field(() => [OrderLineModel]) lines: OrderLineModel[];
  @Field(() => MoneyModel) subtotal: MoneyModel;
  @Field(() => OrderDiscountModel, { nullable: true }) discount: OrderDiscountModel | null;
  @Field(() => MoneyModel) shipping: MoneyModel;
  @Field(() => MoneyModel) total: MoneyModel;
  @Field(() => DeliveryDetailsModel) delivery: DeliveryDetailsModel;
  @Field(() => String) paymentMethod: string;
  @Field(() => Boolean, { description: 'Paid, but flagged by the gateway and held for review.' }) paymentOnHold: boolean;
  @Field(() => [OrderEventModel], { description: 'Every status the order has had, oldest first.' }) timeline: OrderEventModel[];
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) paidAt: Date | null;
  @Field(() => ShipmentModel, { nullable: true, description: 'Null until the order is shipped.' }) shipment: ShipmentModel | null;
  @Field(() => Date, { description: 'Unpaid orders expire at this time.' }) expiresAt: Date;
  @Field(() => MoneyModel, { description: 'What refunds gave back of what was paid for the order.' }) refunded: MoneyModel;
  @Field(() => [OrderRefundModel], { description: 'Refunds, oldest first.' }) refunds: OrderRefundModel[];
}

export const RefundProgressEnum = { PENDING: 'PENDING', REFUNDED: 'REFUNDED' } as const;
registerEnumType(RefundProgressEnum, {
  name: 'RefundProgress',
  valuesMap: { PENDING: { description: 'Sent to the gateway; the money is on its way back.' }, REFUNDED: { description: 'The gateway gave the money back.' } },
});

@ObjectType('OrderRefund', { description: 'Money the shop gave back for this order.' })
export class OrderRefundModel {
  @Field(() => ID) id: string;
  @Field(() => MoneyModel) amount: MoneyModel;
  @Field(() => RefundProgressEnum) status: string;
  @Field(() => Boolean, { description: 'A payment the order could not take (paid twice, or after it closed), refunded in full by the shop.' }) ofUnwantedPayment: boolean;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('OrderPage')
export class OrderPageModel extends PageOf(OrderModel) {}

@ObjectType('PaymentSession', { description: 'Send the shopper to `url` to pay; keep `tranId`.' })
export class PaymentSessionModel {
  @Field(() => String) tranId: string;
  @Field(() => String) url: string;
  @Field(() => OrderModel) order: OrderModel;
}

export const PlaceOrderResult = resultUnion('PlaceOrderResult', PaymentSessionModel, [
  ValidationError,
  EmptyCartError,
  InsufficientStockError,
  InvalidPromoCodeError,
  IdempotencyKeyReusedError,
  PaymentUnavailableError,
  OrderClosedError,
]);
