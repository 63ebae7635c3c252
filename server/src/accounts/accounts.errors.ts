import { ConflictError, ForbiddenError, UnauthenticatedError } from '../common/errors';
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
