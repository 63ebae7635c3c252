import { Args, ID, Mutation, Query } from '@nestjs/graphql';
import { resultOf } from '../../common/graphql/error-result';
import { AdminResolver } from '../../graphql/api-membership';
import type { StaffActor } from '../../staff/permissions';
import { CurrentStaff } from '../../staff/staff-authentication.guard';
import { ProductPhotoInput, ProductPhotoModel, UpdateProductImageResult } from './product-images-admin.models';
import { ProductImagesAdminService } from './product-images-admin.service';

/** Admin API: a product's photos. Uploading one is REST (product-images-admin.controller.ts). */
@AdminResolver()
export class ProductImagesAdminResolver {
  constructor(private readonly images: ProductImagesAdminService) {}

  @Query(() => [ProductPhotoModel], { description: 'A product’s uploaded photos, in the storefront’s order.' })
  productImages(@CurrentStaff() actor: StaffActor, @Args('productId', { type: () => ID }) productId: string) {
    return this.images.list(actor, productId);
  }

  @Mutation(() => [ProductPhotoModel], { description: 'Puts a product’s photos in a new order: `ids` lists every one of them once.' })
  reorderProductImages(@CurrentStaff() actor: StaffActor, @Args('productId', { type: () => ID }) productId: string, @Args('ids', { type: () => [ID] }) ids: string[]) {
    return this.images.reorder(actor, productId, ids);
  }

  @Mutation(() => UpdateProductImageResult, { description: 'Changes a photo’s alt text and colour.' })
  updateProductImage(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string, @Args('input') input: ProductPhotoInput) {
    return resultOf(UpdateProductImageResult, () => this.images.update(actor, id, input));
  }

  @Mutation(() => [ProductPhotoModel], { description: 'Deletes a photo (its files too, unless another photo is the same upload); answers the product’s remaining photos.' })
  deleteProductImage(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string) {
    return this.images.delete(actor, id);
  }
}
