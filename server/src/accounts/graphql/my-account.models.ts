import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { TooManyAttemptsError, ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import { OrdersInProgressError, WrongPasswordError } from '../accounts.errors';
import { AuthPayloadModel, CustomerModel } from './account.models';

@InputType('MyDetailsInput', { description: 'My details: the whole form; an empty phone or birth date removes it.' })
export class MyDetailsInput {
  @Field(() => String) firstName: string;
  @Field(() => String, { nullable: true }) secondName?: string | null;
  @Field(() => String, { nullable: true, description: 'Digits, spaces, brackets and dashes, 7 to 15 digits.' }) phone?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, in the past.' }) birthDate?: string | null;
}

export const UpdateMyDetailsResult = resultUnion('UpdateMyDetailsResult', CustomerModel, [ValidationError]);

@InputType('ChangePasswordInput')
export class ChangePasswordInput {
  @Field(() => String) currentPassword: string;
  @Field(() => String, { description: 'At least 8 characters.' }) newPassword: string;
}

export const ChangePasswordResult = resultUnion('ChangePasswordResult', AuthPayloadModel, [ValidationError, WrongPasswordError, TooManyAttemptsError], 'On success every other session has ended: keep the new token, the old one is refused.');

@InputType('DeleteMyAccountInput')
export class DeleteMyAccountInput {
  @Field(() => String) password: string;
}

@ObjectType('AccountDeleted', { description: 'The account is anonymised and every session has ended; its orders are kept without personal details.' })
export class AccountDeletedModel {
  @Field(() => Date) deletedAt: Date;
}

export const DeleteMyAccountResult = resultUnion('DeleteMyAccountResult', AccountDeletedModel, [ValidationError, WrongPasswordError, OrdersInProgressError, TooManyAttemptsError]);
