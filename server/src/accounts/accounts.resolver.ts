import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { resultOf, ValidationErrorModel } from '../common/graphql/error-result';
import { AccountsService, type Customer } from './accounts.service';
import { ClientIp, CurrentCustomer } from './auth.decorators';
import {
  CustomerModel,
  EmailTakenErrorModel,
  InvalidCredentialsErrorModel,
  LoginInput,
  LoginResult,
  SignUpInput,
  SignUpResult,
  TooManyAttemptsErrorModel,
} from './graphql/account.models';

@Resolver()
export class AccountsResolver {
  constructor(private readonly accounts: AccountsService) {}

  @Query(() => CustomerModel, { nullable: true, description: 'The logged-in customer; null when anonymous.' })
  me(@CurrentCustomer() customer?: Customer): Customer | null {
    return customer ?? null;
  }

  @Mutation(() => SignUpResult)
  signUp(@Args('input') input: SignUpInput, @ClientIp() ip: string) {
    return resultOf('AuthPayload', { VALIDATION: ValidationErrorModel, EMAIL_TAKEN: EmailTakenErrorModel, TOO_MANY_ATTEMPTS: TooManyAttemptsErrorModel }, () =>
      this.accounts.signUp(input, ip),
    );
  }

  @Mutation(() => LoginResult)
  login(@Args('input') input: LoginInput, @ClientIp() ip: string) {
    return resultOf(
      'AuthPayload',
      { VALIDATION: ValidationErrorModel, INVALID_CREDENTIALS: InvalidCredentialsErrorModel, TOO_MANY_ATTEMPTS: TooManyAttemptsErrorModel },
      () => this.accounts.login(input, ip),
    );
  }
}
