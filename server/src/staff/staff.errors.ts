import { ConflictError, UnauthenticatedError, UnprocessableError } from '../common/errors';
import { ErrorResult } from '../common/graphql/error-result';

@ErrorResult()
export class StaffEmailTakenError extends ConflictError {
  constructor() {
    super('A member of staff already uses this e-mail.', { code: 'STAFF_EMAIL_TAKEN', fields: { email: 'Already in use.' } });
  }
}

/** A shop always keeps one active owner: nobody can demote or deactivate the last. */
@ErrorResult()
export class LastOwnerError extends UnprocessableError {
  constructor() {
    super('The shop needs at least one active owner. Make someone else owner first.', { code: 'LAST_OWNER' });
  }
}

export class StaffLoginRequiredError extends UnauthenticatedError {
  constructor() {
    super('Please log in to the back office.', { code: 'UNAUTHENTICATED' });
  }
}

export class StaffSessionInvalidError extends UnauthenticatedError {
  constructor() {
    super('Your back-office session is not valid. Please log in again.', { code: 'UNAUTHENTICATED' });
  }
}
