import { Field, Int, ObjectType } from '@nestjs/graphql';
import { PageOf } from '../../common/graphql/page.model';
import type { Colour, Size } from '../catalog.types';
import { ColourEnum, SizeEnum } from './catalog.enums';
import { ProductModel } from './product.model';

@ObjectType('ProductPage')
export class ProductPageModel extends PageOf(ProductModel) {}

@ObjectType('SizeFacet')
export class SizeFacetModel {
  @Field(() => SizeEnum) size: Size;
  @Field(() => Int) count: number;
}

@ObjectType('ColourFacet')
export class ColourFacetModel {
  @Field(() => ColourEnum) colour: Colour;
  @Field(() => Int) count: number;
}

@ObjectType('PriceRangeFacet', { description: 'A price range in USD cents, as minPrice / maxPrice take it.' })
export class PriceRangeFacetModel {
  @Field(() => Int) min: number;
  @Field(() => Int, { nullable: true, description: 'Inclusive; null: no upper bound.' }) max: number | null;
  @Field(() => Int) count: number;
}

@ObjectType('ProductFacets', { description: "Each value's count of products with every OTHER filter of the listing applied." })
export class ProductFacetsModel {
  @Field(() => [SizeFacetModel]) sizes: SizeFacetModel[];
  @Field(() => [ColourFacetModel]) colours: ColourFacetModel[];
  @Field(() => [PriceRangeFacetModel]) priceRanges: PriceRangeFacetModel[];
  @Field(() => Int, { description: 'Products with units available.' }) inStock: number;
  @Field(() => Int, { description: 'Products below their earlier price.' }) onSale: number;
}

@ObjectType('SearchSuggestion', { description: 'A product whose words start as typed.' })
export class SearchSuggestionModel {
  @Field(() => String) name: string;
  @Field(() => String) slug: string;
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
