import { Field, InputType } from '@nestjs/graphql';
import { ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import { OrderNotDeliverableError, OrderNotShippableError } from '../orders.errors';
import { AdminOrderModel } from './orders-admin.models';
import { CARRIER_MAX_LENGTH, TRACKING_NUMBER_MAX_LENGTH, TRACKING_URL_MAX_LENGTH } from './shipment-input';

@InputType('ShipOrderInput', { description: 'What the parcel went with; the shopper sees all of it on their order.' })
export class ShipOrderInput {
  @Field(() => String, { description: `The courier, 1 to ${CARRIER_MAX_LENGTH} characters.` }) carrier: string;
  @Field(() => String, { description: `1 to ${TRACKING_NUMBER_MAX_LENGTH} Latin letters, digits, spaces and . _ / -.` }) trackingNumber: string;
  @Field(() => String, { nullable: true, description: `The courier's tracking page: http(s), at most ${TRACKING_URL_MAX_LENGTH} characters.` })
  trackingUrl?: string | null;
}

/** Both answer the whole order page, so a back office showing it is brought up to date by the answer. */
export const MarkOrderShippedResult = resultUnion('MarkOrderShippedResult', AdminOrderModel, [ValidationError, OrderNotShippableError]);
export const MarkOrderDeliveredResult = resultUnion('MarkOrderDeliveredResult', AdminOrderModel, [OrderNotDeliverableError]);
