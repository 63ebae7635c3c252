import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { resultOf } from '../common/graphql/error-result';
import type { Customer } from './accounts.service';
import { ClientIp, CurrentCustomer, RequiresLogin } from './auth.decorators';
import { ChangePasswordInput, ChangePasswordResult, DeleteMyAccountInput, DeleteMyAccountResult, MyDetailsInput, UpdateMyDetailsResult } from './graphql/my-account.models';
import { MyAccountService } from './my-account.service';

@Resolver()
export class MyAccountResolver {
  constructor(private readonly myAccount: MyAccountService) {}

  @Mutation(() => UpdateMyDetailsResult, { description: 'My details: name, phone and birth date. Answers the customer as saved.' })
  @RequiresLogin()
  updateMyDetails(@CurrentCustomer() customer: Customer, @Args('input') input: MyDetailsInput) {
    return resultOf(UpdateMyDetailsResult, () => this.myAccount.updateDetails(customer, { ...input }));
  }

  @Mutation(() => ChangePasswordResult)
  @RequiresLogin()
  changePassword(@CurrentCustomer() customer: Customer, @Args('input') input: ChangePasswordInput, @ClientIp() ip: string) {
    return resultOf(ChangePasswordResult, () => this.myAccount.changePassword(customer, { ...input }, ip));
  }

  @Mutation(() => DeleteMyAccountResult, { description: 'Deletes the account, asking its password. Orders are kept, anonymised.' })
  @RequiresLogin()
  deleteMyAccount(@CurrentCustomer() customer: Customer, @Args('input') input: DeleteMyAccountInput, @ClientIp() ip: string) {
    return resultOf(DeleteMyAccountResult, () => this.myAccount.deleteAccount(customer, { ...input }, ip));
  }
}
