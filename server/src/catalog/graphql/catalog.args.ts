import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import type { Category, Colour, Size } from '../catalog.types';
import type { ProductSort } from '../product-search';
import { DEFAULT_PAGE_SIZE } from '../../common/pagination';
import { CategoryEnum, ColourEnum, ProductSortEnum, SizeEnum } from './catalog.enums';

@InputType('ProductFilter')
export class ProductFilterInput {
  @Field(() => CategoryEnum, { nullable: true })
  category?: Category;

  @Field(() => String, { nullable: true, description: 'Full-text search (stemmed, name first); near matches of the name when nothing matches.' })
  search?: string;

  @Field(() => [SizeEnum], { nullable: true, description: 'Any of these sizes (with a chosen colour: in that colour).' })
  sizes?: Size[] | null;

  @Field(() => [ColourEnum], { nullable: true, description: 'Any of these colours (with a chosen size: in that size).' })
  colours?: Colour[] | null;

  @Field(() => Int, { nullable: true, description: 'Lowest price, in USD cents.' })
  minPrice?: number | null;

  @Field(() => Int, { nullable: true, description: 'Highest price, in USD cents, inclusive.' })
  maxPrice?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Only products with units available (in the chosen sizes and colours).' })
  inStock?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Only products below their earlier price.' })
  onSale?: boolean | null;
}

@ArgsType()
export class ProductsArgs {
  @Field(() => ProductFilterInput, { nullable: true })
  filter?: ProductFilterInput;

  @Field(() => Int, { defaultValue: 1, description: 'From 1.' })
  page: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: '1 to 100.' })
  pageSize: number;

  @Field(() => ProductSortEnum, { defaultValue: 'featured' })
  sort: ProductSort;
}

@ArgsType()
export class SearchSuggestionsArgs {
  @Field(() => String, { description: 'What the shopper has typed so far.' })
  prefix: string;

  @Field(() => Int, { defaultValue: 6, description: '1 to 10.' })
  limit: number;
}

@ArgsType()
export class ProductArgs {
  @Field(() => ID, { nullable: true })
  id?: string;

  @Field(() => String, { nullable: true })
  slug?: string;
}

@ArgsType()
export class CategoryListArgs {
  @Field(() => CategoryEnum)
  category: Category;

  @Field(() => Int, { defaultValue: 4, description: '1 to 24.' })
  limit: number;
}

@ArgsType()
export class NewCollectionArgs {
  @Field(() => CategoryEnum, { nullable: true, description: 'All categories when omitted.' })
  category?: Category;

  @Field(() => Int, { defaultValue: 8, description: '1 to 24.' })
  limit: number;
}

@ArgsType()
export class RelatedProductsArgs {
  @Field(() => ID)
  productId: string;

  @Field(() => Int, { defaultValue: 4, description: '1 to 24.' })
  limit: number;
}
