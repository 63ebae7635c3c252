import { Field, Int, ObjectType } from '@nestjs/graphql';
import { MoneyModel } from '../../common/graphql/money.model';

@ObjectType('PaymentMethodOption')
export class PaymentMethodOptionModel {
  @Field(() => String, { description: 'What placeOrder takes as paymentMethod, e.g. online.' }) code: string;
  @Field(() => String) label: string;
  @Field(() => Boolean, { description: 'False: shown at checkout but not taken yet.' }) available: boolean;
}

@ObjectType('ShopContact', { description: 'How shoppers reach the shop, as the storefront shows it (top bar, footer, help pages).' })
export class ShopContactModel {
  @Field(() => String) phone: string;
  @Field(() => String) email: string;
  @Field(() => String, { description: 'The postal address, on one line.' }) address: string;
}

@ObjectType('ShopSettings', { description: "The shop's rules as the server applies them, for a storefront to show and to check forms with before sending." })
export class ShopSettingsModel {
  @Field(() => MoneyModel, { description: 'Subtotal (before discounts) from which shipping is free.' }) freeShippingThreshold: MoneyModel;
  @Field(() => MoneyModel, { description: 'The flat shipping fee below that threshold.' }) shippingFee: MoneyModel;
  @Field(() => ShopContactModel) contact: ShopContactModel;
  @Field(() => String, { description: 'IANA time zone of the shop: a delivery date may not be before today there.' }) timeZone: string;
  @Field(() => [String], { description: 'The countries the shop delivers to.' }) countries: string[];
  @Field(() => [String], { description: "The shop's courier zones to offer as delivery routes." }) deliveryRoutes: string[];
  @Field(() => [PaymentMethodOptionModel]) paymentMethods: PaymentMethodOptionModel[];
  @Field(() => String, { description: 'A phone number must match this regular expression (JavaScript syntax)…' }) phonePattern: string;
  @Field(() => Int, { description: '…and hold at least this many digits.' }) phoneMinDigits: number;
  @Field(() => String, { description: 'A zip code must match this regular expression (JavaScript syntax).' }) zipPattern: string;
}
