import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import { GqlArgumentsHost, type GqlContextType } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { isDatabaseUnavailable } from '../database-unavailable';
import { DomainError, ServiceUnavailableError, TooManyRequestsError } from '../errors';
import { render, text } from '../i18n/catalogue';
import { messageLanguageOf } from '../i18n/request-language';
import type { Language } from '../language';

/** How long a client should wait before retrying while the database is away (it usually returns within seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * One place that turns errors into answers. REST: JSON { success: false, statusCode, message } with a fitting
 * status (the original client reads `success` and `message`). GraphQL: a GraphQLError with a code in
 * extensions. Unexpected errors are logged with their stack and answered with a generic message. A
 * failure's message and its fields' messages are in the request's language (messageLanguageOf); its code
 * stays as it is, whatever the language.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(caught: unknown, host: ArgumentsHost): unknown {
    const error = this.databaseUnavailableAsRetryable(caught);
    if (host.getType<GqlContextType>() === 'graphql') {
      const req = GqlArgumentsHost.create(host).getContext<{ req?: Request } | undefined>()?.req;
      return this.toGraphQLError(error, messageLanguageOf(req));
    }

    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const { status, body } = this.toHttp(error, messageLanguageOf(http.getRequest<Request>()));
    const retryAfter = retryAfterSeconds(error);
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
    if (!res.headersSent) res.status(status).json(body);
    return undefined;
  }

  /** A database that is briefly away is the shop's problem, and a passing one: 503, retry soon (never 401 or 500). */
  private databaseUnavailableAsRetryable(error: unknown): unknown {
    if (!isDatabaseUnavailable(error)) return error;
    this.logger.warn(`PostgreSQL unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return new ServiceUnavailableError(text('SERVICE_UNAVAILABLE'), { details: { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS } });
  }

  private toHttp(error: unknown, language: Language): { status: number; body: Record<string, unknown> } {
    if (error instanceof DomainError) {
      const fields = error.fieldsIn(language);
      return {
        status: error.httpStatus,
        body: {
          success: false,
          statusCode: error.httpStatus,
          code: error.code,
          message: error.messageIn(language),
          ...(fields ? { fields } : {}),
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
    return { status: 500, body: { success: false, statusCode: 500, message: render(text('INTERNAL_SERVER_ERROR.rest'), language) } };
  }

  private toGraphQLError(error: unknown, language: Language): GraphQLError {
    if (error instanceof GraphQLError) return error;
    if (error instanceof DomainError) {
      const fields = error.fieldsIn(language);
      return new GraphQLError(error.messageIn(language), {
        extensions: {
          code: error.code,
          ...(fields ? { fields } : {}),
          ...error.details,
          // A refused login session is an HTTP 401 on GraphQL too; "unavailable" a 503 with Retry-After.
          ...(error.httpStatus === 401 ? { http: { status: 401 } } : {}),
          ...(error.httpStatus === 503 ? { http: { status: 503, headers: new Map([['retry-after', String(retryAfterSeconds(error) ?? DATABASE_RETRY_AFTER_SECONDS)]]) } } : {}),
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
    return new GraphQLError(render(text('INTERNAL_SERVER_ERROR'), language), { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  }
}

function retryAfterSeconds(error: unknown): number | undefined {
  if (error instanceof TooManyRequestsError) return error.retryAfterSeconds;
  if (error instanceof ServiceUnavailableError) {
    const seconds = error.details?.retryAfterSeconds;
    return typeof seconds === 'number' ? seconds : DATABASE_RETRY_AFTER_SECONDS;
  }
  return undefined;
}
