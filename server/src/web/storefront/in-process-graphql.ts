import type { Request, Response } from 'express';
import { execute, type DocumentNode, type FormattedExecutionResult, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../../graphql/graphql-options';

export interface ShopOperation {
  document: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}

/**
 * Runs the storefront's own operations while a page renders, in this process: the same resolvers,
 * guards and services as /graphql, with the page's request as context (a visitor: a page request
 * carries no bearer token). The documents are the client build's, checked against the schema by
 * codegen, so parsing and validation are skipped; errors keep only what a client would see.
 */
export function inProcessShopExecutor(schema: () => GraphQLSchema, req: Request, res: Response) {
  const contextValue: GraphQLContext = { req, res };
  return async ({ document, variables, operationName }: ShopOperation): Promise<FormattedExecutionResult> => {
    const result = await execute({ schema: schema(), document, variableValues: variables, operationName, contextValue });
    return { data: result.data, ...(result.errors ? { errors: result.errors.map((error) => ({ message: error.message, path: error.path, extensions: error.extensions })) } : {}) };
  };
}
