import { Args, ID, Int, Mutation, Query } from '@nestjs/graphql';
import { toPageRequest } from '../../common/pagination';
import { AdminResolver } from '../../graphql/api-membership';
import type { StaffActor } from '../../staff/permissions';
import { CurrentStaff } from '../../staff/staff-authentication.guard';
import { CustomerAccountModel, CustomerAccountPageModel, CustomerDetailModel } from './customers-admin.models';
import { CustomersAdminService } from './customers-admin.service';

/** Admin API: shoppers' accounts. */
@AdminResolver()
export class CustomersAdminResolver {
  constructor(private readonly customers: CustomersAdminService) {}

  @Query(() => CustomerAccountPageModel, { description: 'Newest first; search matches part of the name or e-mail.' })
  adminCustomers(
    @CurrentStaff() actor: StaffActor,
    @Args('search', { type: () => String, nullable: true }) search: string | undefined,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 20 }) pageSize: number,
  ) {
    return this.customers.list(actor, search, toPageRequest(page, pageSize));
  }

  @Query(() => CustomerDetailModel)
  adminCustomer(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string) {
    return this.customers.detail(actor, id);
  }

  @Mutation(() => CustomerAccountModel, { description: 'The customer can no longer log in, and the tokens they hold are refused.' })
  disableCustomer(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string) {
    return this.customers.setDisabled(actor, id, true);
  }

  @Mutation(() => CustomerAccountModel)
  enableCustomer(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string) {
    return this.customers.setDisabled(actor, id, false);
  }
}
