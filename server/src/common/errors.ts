/**
 * Expected failures, raised by services and translated at the edges: REST answers with the status,
 * GraphQL with the code in extensions (or as a member of a result union where the schema has one).
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly httpStatus: number;
  /** Field-level details, e.g. { zip: 'Zip is required.' }. */
  readonly fields?: Record<string, string>;

  constructor(message: string, fields?: Record<string, string>) {
    super(message);
    this.name = new.target.name;
    this.fields = fields;
  }
}

export class InvalidInputError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
  readonly httpStatus = 400;
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  readonly httpStatus = 404;
}

export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
  readonly httpStatus = 409;
}

export class UnprocessableError extends DomainError {
  readonly code = 'UNPROCESSABLE';
  readonly httpStatus = 422;
}

export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
  readonly httpStatus = 401;
}

export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
  readonly httpStatus = 403;
}

export class TooManyRequestsError extends DomainError {
  readonly code = 'TOO_MANY_REQUESTS';
  readonly httpStatus = 429;

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
