import { render, renderAll, type Text } from './i18n/catalogue';
import type { Language } from './language';

/**
 * Expected failures, raised by services and translated at the edges: REST answers with the HTTP status,
 * GraphQL with a member of the operation's result union (when it has one for the code) or an error whose
 * extensions carry the code. A failure's message and its fields' messages are sentences of the message
 * catalogue (common/i18n), rendered in the request's language where they are answered; `message` and
 * `fields` are their English, for logs and for code that reads them.
 */
export interface DomainErrorOptions {
  /** A specific, stable code such as EMAIL_TAKEN; defaults to the category's code. */
  code?: string;
  /** Field-level messages, e.g. { zip: text('field.zip.required') }. */
  fields?: Readonly<Record<string, Text>>;
  /** Extra facts a client can act on, e.g. { available: 2 }. */
  details?: Record<string, unknown>;
}

export abstract class DomainError extends Error {
  abstract readonly httpStatus: number;
  protected abstract readonly defaultCode: string;
  /** Each field's message in English. */
  readonly fields?: Record<string, string>;
  readonly details?: Record<string, unknown>;
  private readonly specificCode?: string;
  /** The message, to render in another language or to carry on (a refused promo code's reason). */
  readonly text: Text;
  private readonly fieldMessages?: Readonly<Record<string, Text>>;

  constructor(message: Text, options: DomainErrorOptions = {}) {
    super(render(message, 'en'));
    this.name = new.target.name;
    this.text = message;
    this.specificCode = options.code;
    this.fieldMessages = options.fields;
    this.fields = options.fields && renderAll(options.fields, 'en');
    this.details = options.details;
  }

  get code(): string {
    return this.specificCode ?? this.defaultCode;
  }

  /** The message in `language`. */
  messageIn(language: Language): string {
    return language === 'en' ? this.message : render(this.text, language);
  }

  /** Each field's message in `language`. */
  fieldsIn(language: Language): Record<string, string> | undefined {
    return language === 'en' || !this.fieldMessages ? this.fields : renderAll(this.fieldMessages, language);
  }
}

export class InvalidInputError extends DomainError {
  readonly httpStatus = 400;
  protected readonly defaultCode = 'BAD_USER_INPUT';
}

export class UnauthenticatedError extends DomainError {
  readonly httpStatus = 401;
  protected readonly defaultCode = 'UNAUTHENTICATED';
}

export class ForbiddenError extends DomainError {
  readonly httpStatus = 403;
  protected readonly defaultCode = 'FORBIDDEN';
}

export class NotFoundError extends DomainError {
  readonly httpStatus = 404;
  protected readonly defaultCode = 'NOT_FOUND';
}

export class ConflictError extends DomainError {
  readonly httpStatus = 409;
  protected readonly defaultCode = 'CONFLICT';
}

export class UnprocessableError extends DomainError {
  readonly httpStatus = 422;
  protected readonly defaultCode = 'UNPROCESSABLE';
}

export class TooManyRequestsError extends DomainError {
  readonly httpStatus = 429;
  protected readonly defaultCode = 'TOO_MANY_REQUESTS';

  constructor(
    message: Text,
    readonly retryAfterSeconds: number,
    options: DomainErrorOptions = {},
  ) {
    super(message, { ...options, details: { ...options.details, retryAfterSeconds } });
  }
}

export class ServiceUnavailableError extends DomainError {
  readonly httpStatus = 503;
  protected readonly defaultCode = 'SERVICE_UNAVAILABLE';
}
