import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ProductModel } from './product.model';

@ObjectType('ProductPage')
export class ProductPageModel {
  @Field(() => [ProductModel])
  items: ProductModel[];

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageSize: number;

  @Field(() => Int)
  totalItems: number;

  @Field(() => Int, { description: 'At least 1, so "Page 1 of 1" reads right for an empty result.' })
  totalPages: number;
}

@ObjectType('Currency', { description: 'A display currency; prices are held in USD and converted for showing.' })
export class CurrencyModel {
  @Field(() => String)
  code: string;

  @Field(() => String, { description: 'Name in the currency select, e.g. Tk.' })
  label: string;

  @Field(() => String)
  symbol: string;

  @Field(() => Number, { description: 'Units of this currency per 1 USD.' })
  perUsd: number;

  @Field(() => Int)
  minorDigits: number;
}
