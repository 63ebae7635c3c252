import type { Request, Response } from 'express';
import { execute, type DocumentNode, type FormattedExecutionResult, type GraphQLSchema } from 'graphql';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_HEADER, type Language } from '../../common/language';
import type { GraphQLContext } from '../../graphql/graphql-options';

export interface ShopOperation {
  document: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
  /** The language the page is rendered in, when the renderer names it; otherwise the language cookie's. */
  language?: string;
}

/** The storefront's language cookie (client/src/lib/preferences.tsx), which the page's words follow. */
export const LANGUAGE_COOKIE = 'kapor-language';

/**
 * The language a page renders in, as the storefront decides it (client/src/lib/i18n.tsx, parseLanguage):
 * the language cookie's when it names one of ours, else English — never Accept-Language, which the page's
 * own words do not follow and its cache key (Vary: Cookie) does not hold.
 */
export function pageLanguage(cookieHeader: string | undefined): Language {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === LANGUAGE_COOKIE) {
      const value = pair.slice(at + 1).trim();
      return isLanguage(value) ? value : DEFAULT_LANGUAGE;
    }
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The page's request as the shop API sees it for one language: the storefront's language header set to it
 * (so products answer in the page's language, whatever the browser's Accept-Language says), everything else
 * the page request's own.
 */
function requestIn(req: Request, language: Language): Request {
  return Object.create(req, { headers: { value: { ...req.headers, [LANGUAGE_HEADER]: language }, enumerable: true } }) as Request;
}

/**
 * Runs the storefront's own operations while a page renders, in this process: the same resolvers,
 * guards and services as /graphql, with the page's request as context (a visitor: a page request
 * carries no bearer token) in the page's language. The documents are the client build's, checked against
 * the schema by codegen, so parsing and validation are skipped; errors keep only what a client would see.
 */
export function inProcessShopExecutor(schema: () => GraphQLSchema, req: Request, res: Response) {
  const cookieLanguage = pageLanguage(req.headers.cookie);
  const contexts = new Map<Language, GraphQLContext>();
  const contextIn = (language: Language): GraphQLContext => {
    let context = contexts.get(language);
    if (!context) contexts.set(language, (context = { req: requestIn(req, language), res }));
    return context;
  };
  return async ({ document, variables, operationName, language }: ShopOperation): Promise<FormattedExecutionResult> => {
    const contextValue = contextIn(isLanguage(language) ? language : cookieLanguage);
    const result = await execute({ schema: schema(), document, variableValues: variables, operationName, contextValue });
    return { data: result.data, ...(result.errors ? { errors: result.errors.map((error) => ({ message: error.message, path: error.path, extensions: error.extensions })) } : {}) };
  };
}
