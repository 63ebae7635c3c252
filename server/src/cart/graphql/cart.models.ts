import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ProductModel, ProductVariantModel } from '../../catalog/graphql/product.model';
import { ValidationError } from '../../common/expected-errors';
import { localised, localisedDiscountName, resultUnion } from '../../common/graphql/error-result';
import { PromoRejectionEnum } from '../../promotions/graphql/promo-rejection.enum';
import { CartLineNotFoundError, InvalidPromoCodeError, OutOfStockError, QuantityOutOfRangeError, UnknownProductError } from '../cart.errors';
import { MoneyModel } from '../../common/graphql/money.model';

export const DiscountSourceEnum = { AUTOMATIC: 'automatic', CODE: 'code' } as const;
registerEnumType(DiscountSourceEnum, { name: 'DiscountSource' });


@ObjectType('CartDiscount')
export class CartDiscountModel {
  @Field(() => DiscountSourceEnum, { description: 'The store-wide promotion, or a promo code (which replaces it).' })
  source: 'automatic' | 'code';

  @Field(() => String, { nullable: true })
  code: string | null;

  @Field(() => String, { description: 'e.g. "Promo WELCOME10 (10% off)".', middleware: [localisedDiscountName] })
  label: string;

  @Field(() => Int)
  percent: number;

  @Field(() => MoneyModel)
  amount: MoneyModel;
}

@ObjectType('CartLine')
export class CartLineModel {
  @Field(() => ID)
  id: string;

  @Field(() => ProductModel)
  product: ProductModel;

  @Field(() => ProductVariantModel)
  variant: ProductVariantModel;

  @Field(() => Int)
  quantity: number;

  @Field(() => MoneyModel)
  unitPrice: MoneyModel;

  @Field(() => MoneyModel)
  lineTotal: MoneyModel;

  @Field(() => Int, { description: 'Units of the variant that can still be bought.' })
  available: number;

  @Field(() => Int, { description: 'The most units this line can hold now: the stock left, within the per-line limit (MAX_LINE_QUANTITY).' })
  maxQuantity: number;
}

@ObjectType('Cart', { description: 'All amounts are computed by the server, in minor units.' })
export class CartModel {
  @Field(() => ID)
  id: string;

  @Field(() => [CartLineModel])
  lines: CartLineModel[];

  @Field(() => Int, { description: 'Sum of quantities.' })
  itemCount: number;

  @Field(() => MoneyModel)
  subtotal: MoneyModel;

  @Field(() => CartDiscountModel, { nullable: true })
  discount: CartDiscountModel | null;

  @Field(() => MoneyModel)
  shipping: MoneyModel;

  @Field(() => MoneyModel, { description: 'Subtotal from which shipping is free.' })
  freeShippingThreshold: MoneyModel;

  @Field(() => MoneyModel, { description: 'What the subtotal still lacks for free shipping; zero once shipping is free.' })
  amountToFreeShipping: MoneyModel;

  @Field(() => MoneyModel)
  total: MoneyModel;

  @Field(() => String, { nullable: true, description: 'The applied code, even when it no longer qualifies.' })
  promoCode: string | null;

  @Field(() => String, { nullable: true, description: 'Why the applied code gives no discount now.', middleware: [localised] })
  promoNotice: string | null;

  @Field(() => PromoRejectionEnum, { nullable: true })
  promoRejection: string | null;
}

export const CartResult = resultUnion('CartResult', CartModel, [
  OutOfStockError,
  InvalidPromoCodeError,
  UnknownProductError,
  QuantityOutOfRangeError,
  CartLineNotFoundError,
  ValidationError,
]);
