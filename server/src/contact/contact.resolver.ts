import { Args, Field, ID, InputType, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import type { Customer } from '../accounts/accounts.service';
import { ClientIp, CurrentCustomer } from '../accounts/auth.decorators';
import { TooManyAttemptsError, ValidationError } from '../common/expected-errors';
import { resultOf, resultUnion } from '../common/graphql/error-result';
import { ContactService } from './contact.service';

@InputType('ContactMessageInput')
class ContactMessageInput {
  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  message: string;
}

@ObjectType('ContactReceipt')
class ContactReceiptModel {
  @Field(() => ID)
  id: string;

  @Field(() => Date)
  receivedAt: Date;
}

@ObjectType('NewsletterSubscription')
class NewsletterSubscriptionModel {
  @Field(() => String)
  email: string;

  @Field(() => Date)
  subscribedAt: Date;

  @Field(() => Boolean, { description: 'False when the address was already subscribed.' })
  isNew: boolean;
}

const ContactResult = resultUnion('ContactResult', ContactReceiptModel, [ValidationError, TooManyAttemptsError]);

const NewsletterResult = resultUnion('NewsletterResult', NewsletterSubscriptionModel, [ValidationError, TooManyAttemptsError]);

@Resolver()
export class ContactResolver {
  constructor(private readonly contact: ContactService) {}

  @Mutation(() => ContactResult, { description: 'The contact form: stores the message for the shop to answer.' })
  sendContactMessage(@Args('input') input: ContactMessageInput, @ClientIp() ip: string, @CurrentCustomer() customer?: Customer) {
    return resultOf(ContactResult, () => this.contact.sendMessage(input, ip, customer?.id));
  }

  @Mutation(() => NewsletterResult, { description: 'The newsletter box; subscribing twice is harmless.' })
  subscribeToNewsletter(@Args('email') email: string, @ClientIp() ip: string) {
    return resultOf(NewsletterResult, () => this.contact.subscribe(email, ip));
  }
}
