import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { resultOf } from '../common/graphql/error-result';
import { storefrontOrigin } from '../common/http/public-url';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import type { Customer } from './accounts.service';
import { ClientIp, CurrentCustomer, RequiresLogin } from './auth.decorators';
import { EmailChangeService } from './email-change.service';
import {
  ConfirmEmailChangeResult,
  RequestEmailChangeInput,
  RequestEmailChangeResult,
  RequestPasswordResetResult,
  ResetPasswordResult,
} from './graphql/account.models';
import { PasswordResetService } from './password-reset.service';
import { languageOf } from '../common/language';

/** Password reset and e-mail change: each asks for a link by e-mail, then follows it. */
@Resolver()
export class AccountLinksResolver {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly emailChanges: EmailChangeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Mutation(() => RequestPasswordResetResult, { description: 'Mails a link to choose a new password, valid 30 minutes; the same answer whether or not the address has an account.' })
  requestPasswordReset(@Args('email') email: string, @ClientIp() ip: string, @Context('req') req: Request) {
    return resultOf(RequestPasswordResetResult, () => this.resets.requestReset(email, ip, storefrontOrigin(req, this.config), languageOf(req)));
  }

  @Mutation(() => ResetPasswordResult, { description: "The reset mail's link: sets the new password and ends every session of the account." })
  resetPassword(@Args('token') token: string, @Args('newPassword') newPassword: string) {
    return resultOf(ResetPasswordResult, () => this.resets.resetPassword(token, newPassword));
  }

  @Mutation(() => RequestEmailChangeResult, { description: 'Mails a confirmation link to the new address, and a notice to the current one.' })
  @RequiresLogin()
  requestEmailChange(@CurrentCustomer() customer: Customer, @Args('input') input: RequestEmailChangeInput, @ClientIp() ip: string, @Context('req') req: Request) {
    return resultOf(RequestEmailChangeResult, () => this.emailChanges.requestChange(customer, input, ip, storefrontOrigin(req, this.config), languageOf(req)));
  }

  @Mutation(() => ConfirmEmailChangeResult, { description: "The link mailed to the new address: the account's e-mail becomes it." })
  confirmEmailChange(@Args('token') token: string) {
    return resultOf(ConfirmEmailChangeResult, () => this.emailChanges.confirmChange(token));
  }
}
