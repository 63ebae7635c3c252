import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { CurrencyModel } from '../../catalog/graphql/product-page.model';
import { ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import { MoneyModel } from '../../common/graphql/money.model';
import { ShopContactModel } from './shop-settings.models';

@ObjectType('ShopSettingsAdmin', { description: "The shop's settings as the owner edits them; the storefront and every cart use them at once." })
export class ShopSettingsAdminModel {
  @Field(() => MoneyModel, { description: 'The flat shipping fee below the free-shipping threshold.' }) shippingFee: MoneyModel;
  @Field(() => MoneyModel, { description: 'Subtotal (before discounts) from which shipping is free.' }) freeShippingThreshold: MoneyModel;
  @Field(() => Int, { description: 'Store-wide promotion, percent off every cart (0: none); a valid promo code replaces it.' }) automaticPromotionPercent: number;
  @Field(() => ShopContactModel) contact: ShopContactModel;
  @Field(() => [CurrencyModel], { description: 'The display currencies and their rates (updateCurrencyRate).' }) currencies: CurrencyModel[];
  @Field(() => Date) updatedAt: Date;
}

@InputType('UpdateShopSettingsInput', { description: 'Only the fields given change.' })
export class UpdateShopSettingsInput {
  @Field(() => Int, { nullable: true, description: 'Minor units (cents), 0 to 100000.' }) shippingFeeCents?: number;
  @Field(() => Int, { nullable: true, description: 'Minor units (cents), 0 to 100000000.' }) freeShippingThresholdCents?: number;
  @Field(() => Int, { nullable: true, description: '0 to 90.' }) automaticPromotionPercent?: number;
  @Field(() => String, { nullable: true }) phone?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) address?: string;
}

export const UpdateShopSettingsResult = resultUnion('UpdateShopSettingsResult', ShopSettingsAdminModel, [ValidationError]);
export const UpdateCurrencyRateResult = resultUnion('UpdateCurrencyRateResult', CurrencyModel, [ValidationError]);
