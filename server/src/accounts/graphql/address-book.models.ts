import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import { AddressBookFullError } from '../accounts.errors';

@ObjectType('SavedAddress', { description: 'A delivery address in the customer’s address book.' })
export class SavedAddressModel {
  @Field(() => ID) id: string;
  @Field(() => String, { description: 'The customer’s name for it ("Home", "Office"); may be empty.' }) label: string;
  @Field(() => String) fullName: string;
  @Field(() => String) phone: string;
  @Field(() => String) country: string;
  @Field(() => String) city: string;
  @Field(() => String) state: string;
  @Field(() => String) zip: string;
  @Field(() => String) address: string;
  @Field(() => Boolean, { description: 'Checkout starts from the default address.' }) isDefault: boolean;
}

@InputType('AddressInput', { description: 'Checked as checkout checks its delivery details.' })
export class AddressInput {
  @Field(() => String, { nullable: true, description: 'At most 50 characters.' }) label?: string | null;
  @Field(() => String) fullName: string;
  @Field(() => String) phone: string;
  @Field(() => String, { description: 'Bangladesh, Pakistan, Afghanistan, India, Nepal or Malaysia.' }) country: string;
  @Field(() => String) city: string;
  @Field(() => String) state: string;
  @Field(() => String) zip: string;
  @Field(() => String) address: string;
}

export const AddAddressResult = resultUnion('AddAddressResult', SavedAddressModel, [ValidationError, AddressBookFullError]);

export const UpdateAddressResult = resultUnion('UpdateAddressResult', SavedAddressModel, [ValidationError]);
