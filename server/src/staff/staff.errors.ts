import { ConflictError, UnauthenticatedError, UnprocessableError } from '../common/errors';
import { ErrorResult } from '../common/graphql/error-result';
import { backOffice, backOfficeFields } from '../common/i18n/catalogue';

@ErrorResult()
export class StaffEmailTakenError extends ConflictError {
  constructor() {
    super(backOffice('A member of staff already uses this e-mail.'), { code: 'STAFF_EMAIL_TAKEN', fields: backOfficeFields({ email: 'Already in use.' }) });
  }
}

/** A shop always keeps one active owner: nobody can demote or deactivate the last. */
@ErrorResult()
export class LastOwnerError extends UnprocessableError {
  constructor() {
    super(backOffice('The shop needs at least one active owner. Make someone else owner first.'), { code: 'LAST_OWNER' });
  }
}

export class StaffLoginRequiredError extends UnauthenticatedError {
  constructor() {
    super(backOffice('Please log in to the back office.'), { code: 'UNAUTHENTICATED' });
  }
}

export class StaffSessionInvalidError extends UnauthenticatedError {
  constructor() {
    super(backOffice('Your back-office session is not valid. Please log in again.'), { code: 'UNAUTHENTICATED' });
  }
}
