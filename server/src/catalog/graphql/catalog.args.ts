import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import type { Category } from '../catalog.types';
import type { ProductSort } from '../catalog.service';
import { DEFAULT_PAGE_SIZE } from '../../common/pagination';
import { CategoryEnum, ProductSortEnum } from './catalog.enums';

@InputType('ProductFilter')
export class ProductFilterInput {
  @Field(() => CategoryEnum, { nullable: true })
  category?: Category;

  @Field(() => String, { nullable: true, description: 'Words that must all appear in the name or description.' })
  search?: string;
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
