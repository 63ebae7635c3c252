import { Args, ID, Int, Mutation, Query } from '@nestjs/graphql';
import { toPageRequest } from '../../common/pagination';
import { AdminResolver } from '../../graphql/api-membership';
import type { StaffActor } from '../../staff/permissions';
import { CurrentStaff } from '../../staff/staff-authentication.guard';
import { StaffReviewModel, StaffReviewPageModel } from './reviews-admin.models';
import { ReviewsAdminService } from './reviews-admin.service';

/** Admin API: the buyers' reviews, and hiding one from the shop (or showing it again). */
@AdminResolver()
export class ReviewsAdminResolver {
  constructor(private readonly reviews: ReviewsAdminService) {}

  @Query(() => StaffReviewPageModel, { description: 'Newest first; hidden: true or false keeps only those.' })
  staffReviews(
    @CurrentStaff() actor: StaffActor,
    @Args('hidden', { type: () => Boolean, nullable: true }) hidden: boolean | undefined,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 20 }) pageSize: number,
  ) {
    return this.reviews.list(actor, hidden ?? undefined, toPageRequest(page, pageSize));
  }

  @Mutation(() => StaffReviewModel, { description: 'Hides the review from the shop; the product’s rating no longer counts it.' })
  hideReview(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string, @Args('reason', { type: () => String, nullable: true }) reason: string | undefined) {
    return this.reviews.hide(actor, id, reason ?? undefined);
  }

  @Mutation(() => StaffReviewModel, { description: 'Shows a hidden review again; the product’s rating counts it again.' })
  showReview(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string) {
    return this.reviews.show(actor, id);
  }
}
