import { Field, Int, ObjectType } from '@nestjs/graphql';
import { PageOf } from '../../common/graphql/page.model';
import { ProductModel } from './product.model';

@ObjectType('ProductPage')
export class ProductPageModel extends PageOf(ProductModel) {}

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
