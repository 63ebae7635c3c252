import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageOf } from '../../common/graphql/page.model';
import type { Colour, Size } from '../catalog.types';
import { ColourEnum, SizeEnum } from './catalog.enums';

/** The admin API's stock of a variant, for the stock page and the dashboard's low-stock list. */
@ObjectType('VariantStock', { description: 'One size and colour of a product, and its stock.' })
export class VariantStockModel {
  @Field(() => ID) variantId: string;
  @Field(() => ID) productId: string;
  @Field(() => String) productName: string;
  @Field(() => String) sku: string;
  @Field(() => SizeEnum) size: Size;
  @Field(() => ColourEnum) colour: Colour;
  @Field(() => Int, { description: 'Units in the warehouse.' }) onHand: number;
  @Field(() => Int, { description: 'Units held for orders awaiting payment.' }) reserved: number;
  @Field(() => Int, { description: 'Units shoppers can still buy: on hand less reserved.' }) available: number;
  @Field(() => Int, { description: "Available at or below this is low stock: the variant's own threshold, else the shop's default (LOW_STOCK_THRESHOLD)." })
  lowStockThreshold: number;
  @Field(() => Boolean, { description: "True when the variant has no threshold of its own and follows the shop's default." }) usesDefaultThreshold: boolean;
  @Field(() => Boolean) lowStock: boolean;
}

@ObjectType('VariantStockPage')
export class VariantStockPageModel extends PageOf(VariantStockModel) {}
