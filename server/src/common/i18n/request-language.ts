import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { isAdminApiRequest, requestOf } from '../http/request-of';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_HEADER, languageOf, type Language } from '../language';

/**
 * The language the server's messages take for a request: the request's (languageOf), except on the admin
 * API, whose back office is in English whatever the browser's Accept-Language says.
 */
export function messageLanguageOf(req: Pick<Request, 'headers' | 'originalUrl'> | undefined): Language {
  if (!req?.headers) return DEFAULT_LANGUAGE;
  if (typeof req.originalUrl === 'string' && isAdminApiRequest(req as Request)) return DEFAULT_LANGUAGE;
  return languageOf(req);
}

/**
 * The language the storefront says its shopper chose (its header), to remember with the account; undefined
 * for a client that does not say (the original storefront, an integrator), whose Accept-Language is a
 * browser's default rather than a choice.
 */
export function statedLanguageOf(req: Pick<Request, 'headers'>): Language | undefined {
  const stated = req.headers[LANGUAGE_HEADER];
  return isLanguage(stated) ? stated : undefined;
}

/** The language the shopper chose, when the storefront says it (statedLanguageOf), as a resolver or controller parameter. */
export const StatedLanguage = createParamDecorator((_data: unknown, context: ExecutionContext): Language | undefined => statedLanguageOf(requestOf(context)));
