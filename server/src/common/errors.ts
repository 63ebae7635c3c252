/**
 * Expected failures, raised by services and translated at the edges: REST answers with the HTTP status,
 * GraphQL with a member of the operation's result union (when it has one for the code) or an error whose
 * extensions carry the code.
 */
export interface DomainErrorOptions {
  /** A specific, stable code such as EMAIL_TAKEN; defaults to the category's code. */
  code?: string;
  /** Field-level messages, e.g. { zip: 'Zip is required.' }. */
  fields?: Record<string, string>;
  /** Extra facts a client can act on, e.g. { available: 2 }. */
  details?: Record<string, unknown>;
}

export abstract class DomainError extends Error {
  abstract readonly httpStatus: number;
  protected abstract readonly defaultCode: string;
  readonly fields?: Record<string, string>;
  readonly details?: Record<string, unknown>;
  private readonly specificCode?: string;

  constructor(message: string, options: DomainErrorOptions = {}) {
    super(message);
    this.name = new.target.name;
    this.specificCode = options.code;
    this.fields = options.fields;
    this.details = options.details;
  }

  get code(): string {
    return this.specificCode ?? this.defaultCode;
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
    message: string,
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
