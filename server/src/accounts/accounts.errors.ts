import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../common/errors';
import { ErrorResult } from '../common/graphql/error-result';

@ErrorResult()
export class EmailTakenError extends ConflictError {
  constructor(message = 'An account with this e-mail already exists. Log in instead?') {
    super(message, { code: 'EMAIL_TAKEN', fields: { email: 'Already registered.' } });
  }
}

/** One answer for an unknown e-mail and a wrong password, so neither reveals which addresses exist. */
@ErrorResult({ description: 'The same for an unknown e-mail and a wrong password.' })
export class InvalidCredentialsError extends UnauthenticatedError {
  constructor() {
    super('Invalid email or password.', { code: 'INVALID_CREDENTIALS' });
  }
}

export class SessionInvalidError extends UnauthenticatedError {
  constructor() {
    super('Your session is not valid. Please log in again.', { code: 'UNAUTHENTICATED' });
  }
}

export class LoginRequiredError extends UnauthenticatedError {
  constructor() {
    super('Please log in to continue.', { code: 'UNAUTHENTICATED' });
  }
}

/** A logged-in customer confirming a change (password, deletion) typed a password that is not theirs. */
@ErrorResult()
export class WrongPasswordError extends ForbiddenError {
  constructor(field: 'currentPassword' | 'password') {
    super('That is not your current password.', { code: 'WRONG_PASSWORD', fields: { [field]: 'That is not your current password.' } });
  }
}

/** The shop must still take payment for, or deliver, one of the customer's orders to the details it holds. */
@ErrorResult()
export class OrdersInProgressError extends ConflictError {
  constructor() {
    super('You have an order awaiting payment or delivery. You can delete your account once it is delivered or closed.', { code: 'ORDERS_IN_PROGRESS' });
  }
}

@ErrorResult()
export class AddressBookFullError extends ConflictError {
  constructor(max: number) {
    super(`Your address book is full: it keeps ${max} addresses. Remove one to add another.`, { code: 'ADDRESS_BOOK_FULL' });
  }
}

/** Also the answer for another customer's address, so ids tell nothing about other accounts. */
export class AddressNotFoundError extends NotFoundError {
  constructor() {
    super('No such address in your address book.');
  }
}
