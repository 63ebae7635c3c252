import { Args, ID, Int, Mutation, Query } from '@nestjs/graphql';
import { resultOf } from '../../common/graphql/error-result';
import { toPageRequest } from '../../common/pagination';
import { AdminResolver } from '../../graphql/api-membership';
import type { StaffActor } from '../../staff/permissions';
import { CurrentStaff } from '../../staff/staff-authentication.guard';
import {
  CatalogProductFilterInput,
  CatalogProductModel,
  CatalogProductPageModel,
  CatalogProductSortInput,
  CreateProductInput,
  CreateProductResult,
  DeleteProductResult,
  ProductTranslationInput,
  SetProductTranslationsResult,
  UpdateProductInput,
  UpdateProductResult,
} from './catalog-admin.models';
import { CatalogAdminService } from './catalog-admin.service';

/** Admin API: the catalogue, in every status (CATALOG permission). */
@AdminResolver()
export class CatalogAdminResolver {
  constructor(private readonly catalog: CatalogAdminService) {}

  @Query(() => CatalogProductPageModel, { description: 'Products of every status; most recently updated first unless sorted otherwise.' })
  catalogProducts(
    @CurrentStaff() actor: StaffActor,
    @Args('filter', { type: () => CatalogProductFilterInput, nullable: true }) filter: CatalogProductFilterInput | undefined,
    @Args('sort', { type: () => CatalogProductSortInput, nullable: true }) sort: CatalogProductSortInput | undefined,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 25, description: '1 to 100.' }) pageSize: number,
  ) {
    return this.catalog.list(actor, filter ?? {}, sort ?? { field: 'UPDATED', direction: 'DESC' }, toPageRequest(page, pageSize));
  }

  @Query(() => CatalogProductModel, { nullable: true, description: 'One product, with its variants and their stock; null when there is none.' })
  catalogProduct(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string) {
    return this.catalog.get(actor, id);
  }

  @Mutation(() => CreateProductResult, { description: 'Creates a DRAFT product with its size × colour variants.' })
  createProduct(@CurrentStaff() actor: StaffActor, @Args('input') input: CreateProductInput) {
    return resultOf(CreateProductResult, () => this.catalog.create(actor, input));
  }

  @Mutation(() => UpdateProductResult)
  updateProduct(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string, @Args('input') input: UpdateProductInput) {
    return resultOf(UpdateProductResult, () => this.catalog.update(actor, id, input));
  }

  @Mutation(() => SetProductTranslationsResult, {
    description: 'Sets the name and description in the languages given (each replaced whole; the others stay). The storefront shows English for a field left empty.',
  })
  setProductTranslations(
    @CurrentStaff() actor: StaffActor,
    @Args('id', { type: () => ID }) id: string,
    @Args('translations', { type: () => [ProductTranslationInput] }) translations: ProductTranslationInput[],
  ) {
    return resultOf(SetProductTranslationsResult, () => this.catalog.setTranslations(actor, id, translations));
  }

  @Mutation(() => CatalogProductModel, { description: 'Puts a draft or archived product on sale (ACTIVE).' })
  publishProduct(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string) {
    return this.catalog.setStatus(actor, id, 'ACTIVE');
  }

  @Mutation(() => CatalogProductModel, { description: 'Takes a product off the storefront, back to DRAFT.' })
  unpublishProduct(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string) {
    return this.catalog.setStatus(actor, id, 'DRAFT');
  }

  @Mutation(() => CatalogProductModel, { description: 'No longer sold (ARCHIVED): off the storefront, still shown in the orders that have it.' })
  archiveProduct(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string) {
    return this.catalog.setStatus(actor, id, 'ARCHIVED');
  }

  @Mutation(() => DeleteProductResult, { description: 'Deletes a draft nobody ordered, with its variants; anything else is archived instead (ProductNotDeletableError).' })
  deleteProduct(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string) {
    return resultOf(DeleteProductResult, () => this.catalog.delete(actor, id));
  }
}
