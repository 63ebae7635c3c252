import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageOf } from '../../common/graphql/page.model';
import type { Language } from '../../common/language';
import type { ProductReviews } from '../reviews.service';

@ObjectType('Review', { description: 'A buyer’s review of a product.' })
export class ReviewModel {
  @Field(() => ID) id: string;
  @Field(() => ID) productId: string;
  @Field(() => String, { description: 'First name and initial ("Nusrat J.").' }) authorName: string;
  @Field(() => Int, { description: '1 to 5 stars.' }) rating: number;
  @Field(() => String) title: string;
  @Field(() => String) text: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { description: 'The last edit (createdAt when never edited).' }) updatedAt: Date;
  @Field(() => Boolean, { description: 'Hidden by staff: only its author sees it (myReview), and it counts in no rating.' }) hidden: boolean;
  @Field(() => String, { description: 'The language it was written in ("en", "bn" or "hi"): the storefront page’s when its author wrote it.' }) language: Language;
}

@ObjectType('ReviewPage')
export class ReviewPageModel extends PageOf(ReviewModel) {}

@ObjectType('RatingCount', { description: 'How many visible reviews gave this many stars.' })
export class RatingCountModel {
  @Field(() => Int) stars: number;
  @Field(() => Int) count: number;
}

@ObjectType('ProductReviews', { description: "A product's rating from its visible reviews, and a page of them." })
export class ProductReviewsModel implements ProductReviews {
  @Field(() => ID) productId: string;
  @Field(() => Float, { description: 'The average rating, one decimal; 0 without reviews. The same as Product.rating.' }) average: number;
  @Field(() => Int, { description: 'Visible reviews; the same as Product.ratingCount.' }) count: number;
  @Field(() => [RatingCountModel], { description: 'Five entries, 5 stars first.' }) histogram: RatingCountModel[];
  @Field(() => ReviewPageModel, { description: 'Newest first.' }) reviews: ReviewPageModel;
}
