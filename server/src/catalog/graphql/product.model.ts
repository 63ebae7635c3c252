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

@ObjectType('ProductImage', { description: 'A picture of a product: a photo the merchant uploaded, or a drawn view when it has none.' })
export class ProductImageModel {
  @Field(() => String, { description: 'photo for an uploaded photo; front, back, detail or flat for a drawn view.' })
  view: string;

  @Field(() => String, { description: 'A photo: its largest WebP (for browsers without srcset). A drawn view: a site-relative SVG.' })
  url: string;

  @Field(() => String)
  alt: string;

  @Field(() => ID, { nullable: true, description: 'An uploaded photo’s id; null for a drawn view.' })
  id: string | null;

  @Field(() => ColourEnum, { nullable: true, description: 'The colour a photo shows; null when it shows none in particular (drawn views follow the colour chosen).' })
  colour: Colour | null;

  @Field(() => String, { nullable: true, description: 'A photo’s WebP files by width, for <img srcset>; null for a drawn view.' })
  srcSet: string | null;

  @Field(() => String, { nullable: true, description: 'The same in AVIF, for <source type="image/avif">.' })
  avifSrcSet: string | null;

  @Field(() => Int, { nullable: true, description: 'A photo’s width in pixels (with height: its aspect ratio); null for a drawn view, which is square.' })
  width: number | null;

  @Field(() => Int, { nullable: true })
  height: number | null;
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

  @Field(() => ColourEnum)
  defaultColour: Colour;

  @Field(() => Int, { nullable: true, description: 'Percent saved against compareAtPrice, when there is one.' })
  discountPercent: number | null;

  @Field(() => Boolean, { description: 'Some size and colour can be bought.' })
  inStock: boolean;

  @Field(() => [SizeEnum], { description: 'The sizes of the default colour that can be bought now, in shop order: what a product card offers.' })
  sizesInStock: Size[];

  @Field(() => Int)
  popularity: number;

  @Field(() => Date)
  createdAt: Date;
}
