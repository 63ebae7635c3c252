import type { Request, Response } from 'express';
import { execute, type DocumentNode, type FormattedExecutionResult, type GraphQLSchema } from 'graphql';
import { LANGUAGE_HEADER, type Language } from '../../common/language';
import type { GraphQLContext } from '../../graphql/graphql-options';

export interface ShopOperation {
  document: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
  /** The page's language, its address's (`/bn/…`): the storefront's header names it to the resolvers, as in the browser. */
  language: Language;
}

/**
 * Runs the storefront's own operations while a page renders, in this process: the same resolvers,
 * guards and services as /graphql, with the page's request as context (a visitor: a page request
 * carries no bearer token) in the page's language. The documents are the client build's, checked against
 * the schema by codegen, so parsing and validation are skipped; errors keep only what a client would see.
 */
export function inProcessShopExecutor(schema: () => GraphQLSchema, req: Request, res: Response) {
  // One context for the page's operations (per-request loaders key on its request).
  let contextValue: GraphQLContext | undefined;
  return async ({ document, variables, operationName, language }: ShopOperation): Promise<FormattedExecutionResult> => {
    contextValue ??= { req: requestIn(req, language), res };
    const result = await execute({ schema: schema(), document, variableValues: variables, operationName, contextValue });
    return { data: result.data, ...(result.errors ? { errors: result.errors.map((error) => ({ message: error.message, path: error.path, extensions: error.extensions })) } : {}) };
  };
}

/**
 * The page's request as the shop API sees it: the storefront's language header set to the page's language
 * (whatever the browser's own Accept-Language or headers say: the HTML follows its address), everything else
 * the page request's own.
 */
function requestIn(req: Request, language: Language): Request {
  return Object.create(req, { headers: { value: { ...req.headers, [LANGUAGE_HEADER]: language }, enumerable: true } }) as Request;
}
