import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { GqlContextType } from '@nestjs/graphql';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { DomainError, TooManyRequestsError } from '../errors';

/**
 * One place that turns errors into answers. REST: JSON { success: false, statusCode, message } with a fitting
 * status (the original client reads `success` and `message`). GraphQL: a GraphQLError with a code in
 * extensions. Unexpected errors are logged with their stack and answered with a generic message.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): unknown {
    if (host.getType<GqlContextType>() === 'graphql') return this.toGraphQLError(error);

    const res = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.toHttp(error);
    if (error instanceof TooManyRequestsError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    if (!res.headersSent) res.status(status).json(body);
    return undefined;
  }

  private toHttp(error: unknown): { status: number; body: Record<string, unknown> } {
    if (error instanceof DomainError) {
      return {
        status: error.httpStatus,
        body: {
          success: false,
          statusCode: error.httpStatus,
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
          ...error.details,
        },
      };
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const response = error.getResponse();
      const raw = typeof response === 'string' ? response : (response as { message?: string | string[] }).message;
      const message = Array.isArray(raw) ? raw.join('; ') : (raw ?? error.message);
      if (status >= 500) this.logger.error(error);
      return { status, body: { success: false, statusCode: status, message } };
    }
    this.logger.error(error);
    return { status: 500, body: { success: false, statusCode: 500, message: 'Something went wrong on our side. Please try again.' } };
  }

  private toGraphQLError(error: unknown): GraphQLError {
    if (error instanceof GraphQLError) return error;
    if (error instanceof DomainError) {
      return new GraphQLError(error.message, {
        extensions: {
          code: error.code,
          ...(error.fields ? { fields: error.fields } : {}),
          ...error.details,
          // A refused login session is an HTTP 401 on GraphQL too.
          ...(error.httpStatus === 401 ? { http: { status: 401 } } : {}),
        },
      });
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      if (status < 500) {
        const code = status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT';
        const response = error.getResponse();
        const raw = typeof response === 'string' ? response : (response as { message?: string | string[] }).message;
        return new GraphQLError(Array.isArray(raw) ? raw.join('; ') : (raw ?? error.message), { extensions: { code, http: { status } } });
      }
    }
    this.logger.error(error);
    return new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  }
}
