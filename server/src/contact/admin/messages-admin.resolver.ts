import { Args, ID, Int, Mutation, Query } from '@nestjs/graphql';
import { toPageRequest } from '../../common/pagination';
import { AdminResolver } from '../../graphql/api-membership';
import type { StaffActor } from '../../staff/permissions';
import { CurrentStaff } from '../../staff/staff-authentication.guard';
import { ContactMessageModel, ContactMessagePageModel, NewsletterSubscriberPageModel } from './messages-admin.models';
import { MessagesAdminService } from './messages-admin.service';

/** Admin API: the contact-form inbox and the newsletter list (its CSV export is REST: MessagesAdminController). */
@AdminResolver()
export class MessagesAdminResolver {
  constructor(private readonly messages: MessagesAdminService) {}

  @Query(() => ContactMessagePageModel, { description: 'Newest first; handled: true or false keeps only those.' })
  contactMessages(
    @CurrentStaff() actor: StaffActor,
    @Args('handled', { type: () => Boolean, nullable: true }) handled: boolean | undefined,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 20 }) pageSize: number,
  ) {
    return this.messages.messages(actor, handled ?? undefined, toPageRequest(page, pageSize));
  }

  @Mutation(() => ContactMessageModel, { description: 'handled: false puts it back in the waiting list.' })
  markContactMessageHandled(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string, @Args('handled', { type: () => Boolean, defaultValue: true }) handled: boolean) {
    return this.messages.markHandled(actor, id, handled);
  }

  @Query(() => NewsletterSubscriberPageModel, { description: 'Oldest first.' })
  newsletterSubscribers(
    @CurrentStaff() actor: StaffActor,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 20 }) pageSize: number,
  ) {
    return this.messages.subscribers(actor, toPageRequest(page, pageSize));
  }
}
