import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { InvalidLinkError, TooManyAttemptsError, ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import { LinkMailedModel } from '../../common/graphql/link-mailed.model';
import { EmailTakenError, InvalidCredentialsError, WrongPasswordError } from '../accounts.errors';

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

export const SignUpResult = resultUnion('SignUpResult', LinkMailedModel, [ValidationError, TooManyAttemptsError], 'The same LinkMailed for an address with an account and one without: the mail tells them apart.');

export const ConfirmSignUpResult = resultUnion('ConfirmSignUpResult', AuthPayloadModel, [InvalidLinkError, EmailTakenError]);

export const RequestPasswordResetResult = resultUnion('RequestPasswordResetResult', LinkMailedModel, [ValidationError, TooManyAttemptsError]);

@ObjectType('PasswordReset', { description: 'The new password is set and every session of the account has ended: log in with it.' })
export class PasswordResetModel {
  @Field(() => String) email: string;
}

export const ResetPasswordResult = resultUnion('ResetPasswordResult', PasswordResetModel, [InvalidLinkError, ValidationError]);

export const RequestEmailChangeResult = resultUnion('RequestEmailChangeResult', LinkMailedModel, [ValidationError, WrongPasswordError, TooManyAttemptsError]);

@ObjectType('EmailChanged')
export class EmailChangedModel {
  @Field(() => String, { description: 'The account\'s e-mail address from now on.' }) email: string;
}

export const ConfirmEmailChangeResult = resultUnion('ConfirmEmailChangeResult', EmailChangedModel, [InvalidLinkError, EmailTakenError]);

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

@InputType('RequestEmailChangeInput')
export class RequestEmailChangeInput {
  @Field(() => String)
  newEmail: string;

  @Field(() => String)
  currentPassword: string;
}
