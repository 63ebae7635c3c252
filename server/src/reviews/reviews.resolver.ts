import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Customer } from '../accounts/accounts.service';
import { CurrentCustomer, RequiresLogin } from '../accounts/auth.decorators';
import { InvalidInputError } from '../common/errors';
import { RequestLanguage, type Language } from '../common/language';
import { ValidationError } from '../common/expected-errors';
import { resultOf, resultUnion } from '../common/graphql/error-result';
import { toPageRequest } from '../common/pagination';
import { ProductReviewsModel, ReviewModel } from './graphql/review.models';
import { NotAPurchaserError } from './reviews.errors';
import { ReviewsService } from './reviews.service';
import { text } from '../common/i18n/catalogue';

const WriteReviewResult = resultUnion('WriteReviewResult', ReviewModel, [NotAPurchaserError, ValidationError]);

@Resolver(() => ReviewModel)
export class ReviewsResolver {
  constructor(private readonly reviews: ReviewsService) {}

  @Query(() => ProductReviewsModel, { nullable: true, description: 'A product’s rating histogram and a page of its reviews, newest first; null when no product on sale has this id or slug.' })
  productReviews(
    @Args('productId', { type: () => ID, nullable: true }) productId: string | undefined,
    @Args('slug', { type: () => String, nullable: true }) slug: string | undefined,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 5 }) pageSize: number,
  ) {
    if (!productId && !slug) throw new InvalidInputError(text('BAD_USER_INPUT.productIdOrSlug'));
    return this.reviews.productReviews({ id: productId ?? undefined, slug: slug ?? undefined }, toPageRequest(page, pageSize));
  }

  @Query(() => ReviewModel, { nullable: true, description: 'The logged-in customer’s review of the product; null when anonymous or not written.' })
  myReview(@Args('productId', { type: () => ID }) productId: string, @CurrentCustomer() customer?: Customer) {
    return customer ? this.reviews.myReview(customer.id, productId) : null;
  }

  @Query(() => Boolean, { description: 'The logged-in customer received this product (a paid, delivered order), so may write or edit a review of it.' })
  canReview(@Args('productId', { type: () => ID }) productId: string, @CurrentCustomer() customer?: Customer) {
    return customer ? this.reviews.canReview(customer.id, productId) : false;
  }

  @Mutation(() => WriteReviewResult, { description: 'Writes the customer’s review of a product they received, or edits the one they wrote.' })
  @RequiresLogin()
  writeReview(
    @CurrentCustomer() customer: Customer,
    @Args('productId', { type: () => ID }) productId: string,
    @Args('rating', { type: () => Int }) rating: number,
    @Args('title', { type: () => String }) title: string,
    @Args('text', { type: () => String }) text: string,
    @RequestLanguage() language: Language,
  ) {
    return resultOf(WriteReviewResult, () => this.reviews.write(customer, productId, { rating, title, text }, language));
  }
}
