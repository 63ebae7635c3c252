import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import type { Colour } from '../catalog.types';
import { ColourEnum } from '../graphql/catalog.enums';

@ObjectType('ProductPhoto', { description: 'A photo the merchant uploaded (POST /admin-api/products/:productId/images, multipart field "file").' })
export class ProductPhotoModel {
  @Field(() => ID) id: string;
  @Field(() => ID) productId: string;
  @Field(() => Int, { description: 'From 0: the storefront shows the photos in this order.' }) position: number;
  @Field(() => String) alt: string;
  @Field(() => ColourEnum, { nullable: true, description: 'The colour it shows; null when none in particular.' }) colour: Colour | null;
  @Field(() => String, { description: 'The largest WebP.' }) url: string;
  @Field(() => String, { description: 'The WebP files by width, for <img srcset>.' }) srcSet: string;
  @Field(() => String, { nullable: true }) avifSrcSet: string | null;
  @Field(() => Int) width: number;
  @Field(() => Int) height: number;
  @Field(() => Date) createdAt: Date;
}

@InputType('ProductPhotoInput')
export class ProductPhotoInput {
  @Field(() => String, { description: 'What the photo shows, for shoppers who cannot see it (at most 250 characters).' }) alt: string;
  @Field(() => ColourEnum, { nullable: true, description: 'One of the product’s colours; null for none in particular.' }) colour?: Colour | null;
}

export const UpdateProductImageResult = resultUnion('UpdateProductImageResult', ProductPhotoModel, [ValidationError]);
