import { Field, Int } from '@nestjs/graphql';
import { InvalidInputError, TooManyRequestsError } from './errors';
import { ErrorResult, FieldErrorModel } from './graphql/error-result';

/** Failures that several modules answer, declared once (see graphql/error-result.ts). */

/** Input that breaks a rule; `fields` says which and why (REST: 400 with `fields` as a map). */
@ErrorResult({ description: 'Input that breaks a rule; `fields` says which and why.' })
export class ValidationError extends InvalidInputError {
  constructor(message: string, fields: Record<string, string>, details?: Record<string, unknown>) {
    super(message, { code: 'VALIDATION', fields, details });
  }

  @Field(() => [FieldErrorModel], { name: 'fields' })
  get fieldList(): FieldErrorModel[] {
    return Object.entries(this.fields ?? {}).map(([field, message]) => ({ field, message }));
  }
}

const TOO_MANY: Record<'login' | 'password' | 'signup' | 'contact' | 'notice' | 'reset' | 'address', (wait: string) => string> = {
  login: (wait) => `Too many failed logins. Try again in ${wait}.`,
  password: (wait) => `Too many wrong passwords. Try again in ${wait}.`,
  signup: (wait) => `Too many sign-ups from this network. Try again in ${wait}.`,
  contact: () => 'Too many messages from this network. Please try again later.',
  notice: (wait) => `Too many back-in-stock requests from this network. Try again in ${wait}.`,
  reset: (wait) => `Too many password reset requests from this network. Try again in ${wait}.`,
  /** Counted per address whether or not it has an account, so the refusal tells nothing about one. */
  address: (wait) => `Too many requests for this e-mail address. Try again in ${wait}.`,
};

/** A throttle refused the attempt (REST: 429 with Retry-After). */
@ErrorResult()
export class TooManyAttemptsError extends TooManyRequestsError {
  @Field(() => Int)
  override readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, what: keyof typeof TOO_MANY) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(TOO_MANY[what](`${minutes} minute${minutes === 1 ? '' : 's'}`), retryAfterSeconds, { code: 'TOO_MANY_ATTEMPTS' });
  }
}

/** A link the shop e-mailed (sign-up, password reset, e-mail change, newsletter) that is unknown, expired or used: one answer for all three. */
@ErrorResult({ description: 'An e-mailed link that is unknown, expired or already used (one answer for all three).' })
export class InvalidLinkError extends InvalidInputError {
  constructor() {
    super('This link has expired or was already used. Please ask for a new one.', { code: 'INVALID_LINK' });
  }
}
