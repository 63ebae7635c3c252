import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageOf } from '../../common/graphql/page.model';

@ObjectType('StaffReview', { description: 'A review as the back office sees it: with its product, and who hid it and why.' })
export class StaffReviewModel {
  @Field(() => ID) id: string;
  @Field(() => ID) productId: string;
  @Field(() => String) productName: string;
  @Field(() => String, { description: 'The product page is /product/<slug>.' }) productSlug: string;
  @Field(() => ID, { nullable: true, description: 'The customer who wrote it; null for the demo seed’s reviews.' }) customerId: string | null;
  @Field(() => String) authorName: string;
  @Field(() => Int) rating: number;
  @Field(() => String) title: string;
  @Field(() => String) text: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
  @Field(() => Date, { nullable: true, description: 'When staff hid it; null while shown.' }) hiddenAt: Date | null;
  @Field(() => ID, { nullable: true, description: 'The member of staff who hid it.' }) hiddenBy: string | null;
  @Field(() => String, { nullable: true }) hiddenReason: string | null;
}

@ObjectType('StaffReviewPage')
export class StaffReviewPageModel extends PageOf(StaffReviewModel) {}
