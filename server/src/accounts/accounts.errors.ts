import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../common/errors';
import { ErrorResult } from '../common/graphql/error-result';
import { text } from '../common/i18n/catalogue';

@ErrorResult()
export class EmailTakenError extends ConflictError {
  /** `meanwhile`: an e-mail change confirmed after another account took the address. */
  constructor(when: 'signUp' | 'meanwhile' = 'signUp') {
    super(text(when === 'meanwhile' ? 'EMAIL_TAKEN.meanwhile' : 'EMAIL_TAKEN'), { code: 'EMAIL_TAKEN', fields: { email: text('field.any.alreadyRegistered') } });
  }
}

/** One answer for an unknown e-mail and a wrong password, so neither reveals which addresses exist. */
@ErrorResult({ description: 'The same for an unknown e-mail and a wrong password.' })
export class InvalidCredentialsError extends UnauthenticatedError {
  constructor() {
    super(text('INVALID_CREDENTIALS'), { code: 'INVALID_CREDENTIALS' });
  }
}

export class SessionInvalidError extends UnauthenticatedError {
  constructor() {
    super(text('UNAUTHENTICATED.session'), { code: 'UNAUTHENTICATED' });
  }
}

export class LoginRequiredError extends UnauthenticatedError {
  constructor() {
    super(text('UNAUTHENTICATED.login'), { code: 'UNAUTHENTICATED' });
  }
}

/** A logged-in customer confirming a change (password, deletion) typed a password that is not theirs. */
@ErrorResult()
export class WrongPasswordError extends ForbiddenError {
  constructor(field: 'currentPassword' | 'password') {
    super(text('WRONG_PASSWORD'), { code: 'WRONG_PASSWORD', fields: { [field]: text('field.password.notCurrent') } });
  }
}

/** The shop must still take payment for, or deliver, one of the customer's orders to the details it holds. */
@ErrorResult()
export class OrdersInProgressError extends ConflictError {
  constructor() {
    super(text('ORDERS_IN_PROGRESS'), { code: 'ORDERS_IN_PROGRESS' });
  }
}

@ErrorResult()
export class AddressBookFullError extends ConflictError {
  constructor(max: number) {
    super(text('ADDRESS_BOOK_FULL', { max }), { code: 'ADDRESS_BOOK_FULL' });
  }
}

/** Also the answer for another customer's address, so ids tell nothing about other accounts. */
export class AddressNotFoundError extends NotFoundError {
  constructor() {
    super(text('NOT_FOUND.address'));
  }
}
