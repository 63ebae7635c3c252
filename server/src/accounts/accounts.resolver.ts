import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { resultOf } from '../common/graphql/error-result';
import { AccountsService, type Customer } from './accounts.service';
import { ClientIp, CurrentCustomer } from './auth.decorators';
import { CustomerModel, LoginInput, LoginResult, SignUpInput, SignUpResult } from './graphql/account.models';

@Resolver()
export class AccountsResolver {
  constructor(private readonly accounts: AccountsService) {}

  @Query(() => CustomerModel, { nullable: true, description: 'The logged-in customer; null when anonymous.' })
  me(@CurrentCustomer() customer?: Customer): Customer | null {
    return customer ?? null;
  }

  @Mutation(() => SignUpResult)
  signUp(@Args('input') input: SignUpInput, @ClientIp() ip: string) {
    return resultOf(SignUpResult, () => this.accounts.signUp(input, ip));
  }

  @Mutation(() => LoginResult)
  login(@Args('input') input: LoginInput, @ClientIp() ip: string) {
    return resultOf(LoginResult, () => this.accounts.login(input, ip));
  }
}
