import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { TooManyAttemptsError, ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import { EmailTakenError, InvalidCredentialsError } from '../accounts.errors';

@ObjectType('Customer')
export class CustomerModel {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'First and second name, as one.' })
  name: string;

  @Field(() => String)
  firstName: string;

  @Field(() => String, { description: 'Empty for a customer with a single name.' })
  secondName: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  birthDate: string | null;

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
