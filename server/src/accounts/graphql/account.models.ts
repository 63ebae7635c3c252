import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { TooManyAttemptsError, ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import { EmailTakenError, InvalidCredentialsError } from '../accounts.errors';

@ObjectType('Customer')
export class CustomerModel {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

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

export const SignUpResult = resultUnion('SignUpResult', AuthPayloadModel, [ValidationError, EmailTakenError, TooManyAttemptsError]);

export const LoginResult = resultUnion('LoginResult', AuthPayloadModel, [ValidationError, InvalidCredentialsError, TooManyAttemptsError]);

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
