import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { MoneyModel } from '../../common/graphql/money.model';
import type { Category, Colour, GarmentType, Size } from '../catalog.types';
import { CategoryEnum, ColourEnum, SizeEnum } from './catalog.enums';

@ObjectType('ProductVariant', { description: 'The product in one size and colour.' })
export class ProductVariantModel {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  sku: string;

  @Field(() => SizeEnum)
  size: Size;

  @Field(() => ColourEnum)
  colour: Colour;

  @Field(() => Int, { description: 'Units that can still be bought.' })
  available: number;
}

@ObjectType('ProductImage')
export class ProductImageModel {
  @Field(() => String, { description: 'front, back, detail or flat.' })
  view: string;

  @Field(() => String, { description: 'Site-relative URL of an SVG picture.' })
  url: string;

  @Field(() => String)
  alt: string;
}

@ObjectType('Product')
export class ProductModel {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { description: 'The numeric id of the original REST API.' })
  legacyId: number;

  @Field(() => String)
  slug: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  description: string;

  @Field(() => CategoryEnum)
  category: Category;

  @Field(() => String, { description: 'Kind of garment, e.g. hoodie or dress.' })
  garment: GarmentType;

  @Field(() => MoneyModel, { description: 'What it costs now (the original new_price).' })
  price: MoneyModel;

  @Field(() => MoneyModel, { nullable: true, description: 'The earlier price, shown struck through (old_price).' })
  compareAtPrice: MoneyModel | null;

  @Field(() => Float, { description: '0 to 5, one decimal.' })
  rating: number;

  @Field(() => Int)
  ratingCount: number;

  @Field(() => [ColourEnum], { description: 'Colours it comes in; the first is the default.' })
  colours: Colour[];

  @Field(() => Int)
  popularity: number;

  @Field(() => Date)
  createdAt: Date;
}
