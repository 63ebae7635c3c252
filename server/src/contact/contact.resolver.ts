import { Inject } from '@nestjs/common';
import { Args, Context, Field, ID, InputType, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import type { Customer } from '../accounts/accounts.service';
import { ClientIp, CurrentCustomer } from '../accounts/auth.decorators';
import { InvalidLinkError, TooManyAttemptsError, ValidationError } from '../common/expected-errors';
import { resultOf, resultUnion } from '../common/graphql/error-result';
import { LinkMailedModel } from '../common/graphql/link-mailed.model';
import { kaporStorefront, storefrontOrigin } from '../common/http/public-url';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { ContactService } from './contact.service';
import { languageOf } from '../common/language';

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

  @Field(() => Date, { description: 'When the subscription was confirmed.' })
  subscribedAt: Date;
}

@ObjectType('NewsletterUnsubscribed')
class NewsletterUnsubscribedModel {
  @Field(() => String)
  email: string;
}

const ContactResult = resultUnion('ContactResult', ContactReceiptModel, [ValidationError, TooManyAttemptsError]);

const NewsletterResult = resultUnion('NewsletterResult', LinkMailedModel, [ValidationError, TooManyAttemptsError]);

const ConfirmNewsletterResult = resultUnion('ConfirmNewsletterResult', NewsletterSubscriptionModel, [InvalidLinkError]);

const UnsubscribeNewsletterResult = resultUnion('UnsubscribeNewsletterResult', NewsletterUnsubscribedModel, [InvalidLinkError]);

@Resolver()
export class ContactResolver {
  constructor(
    private readonly contact: ContactService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Mutation(() => ContactResult, { description: 'The contact form: stores the message for the shop to answer.' })
  sendContactMessage(@Args('input') input: ContactMessageInput, @ClientIp() ip: string, @CurrentCustomer() customer?: Customer) {
    return resultOf(ContactResult, () => this.contact.sendMessage(input, ip, customer?.id));
  }

  @Mutation(() => NewsletterResult, { description: 'The newsletter box: mails a link that confirms the subscription (double opt-in); the same answer for an address already subscribed.' })
  subscribeToNewsletter(@Args('email') email: string, @ClientIp() ip: string, @Context('req') req: Request) {
    return resultOf(NewsletterResult, () => this.contact.subscribe(email, ip, storefrontOrigin(req, this.config), languageOf(req)));
  }

  @Mutation(() => ConfirmNewsletterResult, { description: "The confirmation mail's link: the address is subscribed from now on." })
  confirmNewsletter(@Args('token') token: string, @Context('req') req: Request) {
    return resultOf(ConfirmNewsletterResult, () => this.contact.confirmSubscription(token, kaporStorefront(req, this.config)));
  }

  @Mutation(() => UnsubscribeNewsletterResult, { description: 'The unsubscribe link every newsletter mail carries.' })
  unsubscribeNewsletter(@Args('token') token: string) {
    return resultOf(UnsubscribeNewsletterResult, () => this.contact.unsubscribe(token));
  }
}
