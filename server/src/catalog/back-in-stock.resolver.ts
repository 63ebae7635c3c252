import { Inject } from '@nestjs/common';
import { Args, Context, Field, ID, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import type { Customer } from '../accounts/accounts.service';
import { ClientIp, CurrentCustomer } from '../accounts/auth.decorators';
import { TooManyAttemptsError, ValidationError } from '../common/expected-errors';
import { localised, resultOf, resultUnion } from '../common/graphql/error-result';
import { kaporStorefront } from '../common/http/public-url';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { BackInStockService } from './back-in-stock.service';
import type { Colour, Size } from './catalog.types';
import { ColourEnum, SizeEnum } from './graphql/catalog.enums';
import { languageOf } from '../common/language';

@ObjectType('BackInStockNotice', { description: 'A request to be mailed once when a sold-out size and colour is back in stock.' })
class BackInStockNoticeModel {
  @Field(() => String, { description: 'The address the mail will go to.' })
  email: string;

  @Field(() => SizeEnum)
  size: Size;

  @Field(() => ColourEnum)
  colour: Colour;

  @Field(() => String, { description: 'What to tell the shopper.', middleware: [localised] })
  message: string;
}

const BackInStockNoticeResult = resultUnion('BackInStockNoticeResult', BackInStockNoticeModel, [ValidationError, TooManyAttemptsError]);

@Resolver()
export class BackInStockResolver {
  constructor(
    private readonly backInStock: BackInStockService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Mutation(() => BackInStockNoticeResult, {
    description: "Notify me when back in stock, for a sold-out size and colour. A logged-in shopper is mailed at the account's address (email is then ignored); a visitor gives one.",
  })
  requestBackInStockNotice(
    @Args('productId', { type: () => ID }) productId: string,
    @Args('size', { type: () => SizeEnum }) size: Size,
    @Args('colour', { type: () => ColourEnum }) colour: Colour,
    @Args('email', { type: () => String, nullable: true }) email: string | null,
    @ClientIp() ip: string,
    @Context('req') req: Request,
    @CurrentCustomer() customer?: Customer,
  ) {
    return resultOf(BackInStockNoticeResult, () =>
      this.backInStock.request({ productId, size, colour, email: customer?.email ?? email }, ip, kaporStorefront(req, this.config), languageOf(req)),
    );
  }
}
