import { Field, ID, ObjectType } from '@nestjs/graphql';
import { PageOf } from '../../common/graphql/page.model';

@ObjectType('ContactMessage', { description: 'A message sent with the contact form.' })
export class ContactMessageModel {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'The address to answer.' }) email: string;
  @Field(() => String) message: string;
  @Field(() => ID, { nullable: true, description: 'The customer who was logged in when sending it, if any.' }) customerId: string | null;
  @Field(() => Date) receivedAt: Date;
  @Field(() => Date, { nullable: true, description: 'When a member of staff marked it handled; null while it waits.' }) handledAt: Date | null;
  @Field(() => ID, { nullable: true, description: 'The member of staff who marked it handled.' }) handledBy: string | null;
}

@ObjectType('ContactMessagePage')
export class ContactMessagePageModel extends PageOf(ContactMessageModel) {}

@ObjectType('NewsletterSubscriber')
export class NewsletterSubscriberModel {
  @Field(() => String) email: string;
  @Field(() => Date) subscribedAt: Date;
}

@ObjectType('NewsletterSubscriberPage')
export class NewsletterSubscriberPageModel extends PageOf(NewsletterSubscriberModel) {}
