import { ConflictError, TooManyRequestsError, UnauthenticatedError } from '../common/errors';

export class EmailTakenError extends ConflictError {
  constructor() {
    super('An account with this e-mail already exists. Log in instead?', { code: 'EMAIL_TAKEN', fields: { email: 'Already registered.' } });
  }
}

/** One answer for an unknown e-mail and a wrong password, so neither reveals which addresses exist. */
export class InvalidCredentialsError extends UnauthenticatedError {
  constructor() {
    super('Invalid email or password.', { code: 'INVALID_CREDENTIALS' });
  }
}

export class TooManyAttemptsError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number, what: 'login' | 'signup') {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      what === 'login'
        ? `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
        : `Too many sign-ups from this network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterSeconds,
      { code: 'TOO_MANY_ATTEMPTS' },
    );
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
