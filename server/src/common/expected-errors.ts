import { Field, Int } from '@nestjs/graphql';
import { InvalidInputError, TooManyRequestsError } from './errors';
import { ErrorResult, FieldErrorModel, localisedFieldList } from './graphql/error-result';
import { text, type Text } from './i18n/catalogue';
import type { Language } from './language';

/** Failures that several modules answer, declared once (see graphql/error-result.ts). */

/** Input that breaks a rule; `fields` says which and why (REST: 400 with `fields` as a map). */
@ErrorResult({ description: 'Input that breaks a rule; `fields` says which and why.' })
export class ValidationError extends InvalidInputError {
  constructor(message: Text, fields: Readonly<Record<string, Text>>, details?: Record<string, unknown>) {
    super(message, { code: 'VALIDATION', fields, details });
  }

  /** The first field's message as the whole failure's (a form with one problem says it once). */
  static ofFields(fields: Readonly<Record<string, Text>>): ValidationError {
    return new ValidationError(Object.values(fields)[0], fields);
  }

  @Field(() => [FieldErrorModel], { name: 'fields', middleware: [localisedFieldList] })
  get fieldList(): FieldErrorModel[] {
    return this.fieldListIn('en');
  }

  fieldListIn(language: Language): FieldErrorModel[] {
    return Object.entries(this.fieldsIn(language) ?? {}).map(([field, message]) => ({ field, message }));
  }
}

/** What each throttle refused, as its message names it. */
export type Throttled = 'login' | 'password' | 'signup' | 'contact' | 'notice' | 'reset' | 'address';

/** A throttle refused the attempt (REST: 429 with Retry-After). */
@ErrorResult()
export class TooManyAttemptsError extends TooManyRequestsError {
  @Field(() => Int)
  override readonly retryAfterSeconds: number;

  /** `what`: counted per address whether or not it has an account, for `address`, so the refusal tells nothing about one. */
  constructor(retryAfterSeconds: number, what: Throttled) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(text(`TOO_MANY_ATTEMPTS.${what}`, { minutes }), retryAfterSeconds, { code: 'TOO_MANY_ATTEMPTS' });
  }
}

/** A link the shop e-mailed (sign-up, password reset, e-mail change, newsletter) that is unknown, expired or used: one answer for all three. */
@ErrorResult({ description: 'An e-mailed link that is unknown, expired or already used (one answer for all three).' })
export class InvalidLinkError extends InvalidInputError {
  constructor() {
    super(text('INVALID_LINK'), { code: 'INVALID_LINK' });
  }
}
