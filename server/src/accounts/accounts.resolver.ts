import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { resultOf } from '../common/graphql/error-result';
import { storefrontOrigin } from '../common/http/public-url';
import { StatedLanguage } from '../common/i18n/request-language';
import { RequestLanguage, type Language } from '../common/language';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { AccountsService, type Customer } from './accounts.service';
import { ClientIp, CurrentCustomer } from './auth.decorators';
import { ConfirmSignUpResult, CustomerModel, LoginInput, LoginResult, SignUpInput, SignUpResult } from './graphql/account.models';

@Resolver()
export class AccountsResolver {
  constructor(
    private readonly accounts: AccountsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Query(() => CustomerModel, { nullable: true, description: 'The logged-in customer; null when anonymous.' })
  me(@CurrentCustomer() customer?: Customer): Customer | null {
    return customer ?? null;
  }

  @Mutation(() => SignUpResult, { description: 'Mails the address a link that opens the account (or, when it has one, a note to its owner).' })
  signUp(@Args('input') input: SignUpInput, @ClientIp() ip: string, @Context('req') req: Request, @RequestLanguage() language: Language) {
    return resultOf(SignUpResult, () => this.accounts.signUp(input, ip, storefrontOrigin(req, this.config), language));
  }

  @Mutation(() => ConfirmSignUpResult, { description: 'The link of the sign-up mail: opens the account and logs the shopper in.' })
  confirmSignUp(@Args('token') token: string, @ClientIp() ip: string, @RequestLanguage() language: Language) {
    return resultOf(ConfirmSignUpResult, () => this.accounts.confirmSignUp(token, ip, language));
  }

  @Mutation(() => LoginResult)
  login(@Args('input') input: LoginInput, @ClientIp() ip: string, @StatedLanguage() language: Language | undefined) {
    return resultOf(LoginResult, () => this.accounts.login(input, ip, language));
  }
}
