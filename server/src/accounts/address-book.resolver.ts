import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { resultOf } from '../common/graphql/error-result';
import type { Customer } from './accounts.service';
import { AddressBookService, type SavedAddress } from './address-book.service';
import { CurrentCustomer, RequiresLogin } from './auth.decorators';
import { AddAddressResult, AddressInput, SavedAddressModel, UpdateAddressResult } from './graphql/address-book.models';

/** My address book. Another customer's address id answers NOT_FOUND, like a missing one. */
@Resolver(() => SavedAddressModel)
export class AddressBookResolver {
  constructor(private readonly addressBook: AddressBookService) {}

  @Query(() => [SavedAddressModel], { description: 'The default first, then in the order they were added.' })
  @RequiresLogin()
  myAddresses(@CurrentCustomer() customer: Customer): Promise<SavedAddress[]> {
    return this.addressBook.list(customer.id);
  }

  @Mutation(() => AddAddressResult, { description: 'The first address becomes the default.' })
  @RequiresLogin()
  addAddress(@CurrentCustomer() customer: Customer, @Args('input') input: AddressInput) {
    return resultOf(AddAddressResult, () => this.addressBook.add(customer.id, { ...input }));
  }

  @Mutation(() => UpdateAddressResult)
  @RequiresLogin()
  updateAddress(@CurrentCustomer() customer: Customer, @Args('id', { type: () => ID }) id: string, @Args('input') input: AddressInput) {
    return resultOf(UpdateAddressResult, () => this.addressBook.update(customer.id, id, { ...input }));
  }

  @Mutation(() => [SavedAddressModel], { description: 'Answers the address book as it is after; when the default goes, the oldest address left becomes the default.' })
  @RequiresLogin()
  removeAddress(@CurrentCustomer() customer: Customer, @Args('id', { type: () => ID }) id: string): Promise<SavedAddress[]> {
    return this.addressBook.remove(customer.id, id);
  }

  @Mutation(() => [SavedAddressModel], { description: 'Answers the address book as it is after.' })
  @RequiresLogin()
  setDefaultAddress(@CurrentCustomer() customer: Customer, @Args('id', { type: () => ID }) id: string): Promise<SavedAddress[]> {
    return this.addressBook.setDefault(customer.id, id);
  }
}
