import { createUnionType, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ErrorResultModel, ValidationErrorModel } from '../../common/graphql/error-result';
import type { CustomerRole } from '../accounts.service';

export const CustomerRoleEnum = { CUSTOMER: 'customer', ADMIN: 'admin' } as const;
registerEnumType(CustomerRoleEnum, { name: 'CustomerRole' });

@ObjectType('Customer')
export class CustomerModel {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => CustomerRoleEnum)
  role: CustomerRole;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('AuthPayload')
export class AuthPayloadModel {
  @Field(() => String, { description: 'Send as "Authorization: Bearer <token>".' })
  token: string;

  @Field(() => CustomerModel)
  customer: CustomerModel;
}

@ObjectType('EmailTakenError', { implements: () => [ErrorResultModel] })
export class EmailTakenErrorModel extends ErrorResultModel {}

@ObjectType('InvalidCredentialsError', { implements: () => [ErrorResultModel], description: 'The same for an unknown e-mail and a wrong password.' })
export class InvalidCredentialsErrorModel extends ErrorResultModel {}

@ObjectType('TooManyAttemptsError', { implements: () => [ErrorResultModel] })
export class TooManyAttemptsErrorModel extends ErrorResultModel {
  @Field(() => Int)
  retryAfterSeconds: number;
}

export const SignUpResult = createUnionType({
  name: 'SignUpResult',
  types: () => [AuthPayloadModel, ValidationErrorModel, EmailTakenErrorModel, TooManyAttemptsErrorModel] as const,
  resolveType: (value: { __typename: string }) => value.__typename,
});

export const LoginResult = createUnionType({
  name: 'LoginResult',
  types: () => [AuthPayloadModel, ValidationErrorModel, InvalidCredentialsErrorModel, TooManyAttemptsErrorModel] as const,
  resolveType: (value: { __typename: string }) => value.__typename,
});

@InputType('SignUpInput')
export class SignUpInput {
  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { description: 'At least 8 characters.' })
  password: string;
}

@InputType('LoginInput')
export class LoginInput {
  @Field(() => String)
  email: string;

  @Field(() => String)
  password: string;
}
