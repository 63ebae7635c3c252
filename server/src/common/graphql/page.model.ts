import type { Type } from '@nestjs/common';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { Page } from '../pagination';

/** A page of `item`s as GraphQL shows it (common/pagination.ts's Page): `class XPage extends PageOf(X) {}`. */
export function PageOf<T>(item: Type<T>): Type<Page<T>> {
  @ObjectType({ isAbstract: true })
  abstract class PageModel implements Page<T> {
    @Field(() => [item]) items: T[];
    @Field(() => Int) page: number;
    @Field(() => Int) pageSize: number;
    @Field(() => Int) totalItems: number;
    @Field(() => Int, { description: 'At least 1, so "Page 1 of 1" reads right for an empty result.' }) totalPages: number;
  }
  return PageModel as Type<Page<T>>;
}
