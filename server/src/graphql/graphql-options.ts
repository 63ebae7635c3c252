import type { ApolloDriverConfig } from '@nestjs/apollo';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/config';
import type { DirectFieldResolvers } from '../common/graphql/direct-fields';
import { BoundedDocumentStore } from './document-store';
import { withOwnOperationsOnly } from './api-membership';
import { withReachableTypesOnly } from './reachable-schema';
import type { ApiName, GraphQLSchemas } from './schema-file';
import { introspectionLimitRule, knownOperationTypesRule, noHostileStringsRule } from './validation-rules';

/** Tokens a document may have; counted by graphql's own parser, so an over-long document is a parse error (400). */
const MAX_TOKENS = 2000;

export interface GraphQLContext {
  req: Request;
  res: Response;
}

/** Where each API answers. The admin API's REST routes (uploads) live below its path too (common/http/request-of.ts). */
export const API_PATHS: Record<ApiName, string> = { shop: '/graphql', admin: '/admin-api' };

/**
 * One endpoint's Apollo Server behind Nest, hardened: depth, alias, cost and token limits; no field
 * suggestions outside development; introspection per configuration; no stack traces; CSRF prevention on
 * (default). The shop API and the admin API are two of these (docs/DESIGN.md §11): each keeps the
 * operations of its own resolvers (api-membership.ts) and the types they reach, and is kept in `schemas`
 * for schema-file.ts to write the committed copy. Fields that need no promise resolve directly
 * (`directFields`).
 */
export function graphqlOptions(config: AppConfig, api: ApiName, schemas: GraphQLSchemas, directFields: DirectFieldResolvers): ApolloDriverConfig {
  const armor = new ApolloArmor({
    maxDepth: { n: config.graphql.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: config.graphql.maxAliases },
    costLimit: { maxCost: config.graphql.maxCost, ignoreIntrospection: true, flattenFragments: true },
    // armor's token limit re-parses the document in a plugin hook, where its syntax errors become HTTP 500s;
    // graphql's parser enforces the same limit (parseOptions below) as an ordinary syntax error.
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    blockFieldSuggestion: { enabled: config.env === 'production' || !config.graphql.introspection },
  });
  const protection = armor.protect();
  return {
    path: API_PATHS[api],
    autoSchemaFile: true,
    transformSchema: (schema) => {
      const own = directFields.applyTo(withReachableTypesOnly(withOwnOperationsOnly(schema, api)));
      schemas.set(api, own);
      return own;
    },
    sortSchema: true,
    graphiql: false, // Nest's GraphiQL loads from a CDN; ours is bundled and served at /graphiql
    playground: false,
    introspection: config.graphql.introspection,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: MAX_TOKENS },
    // No client of ours sends persisted-query hashes; unused, APQ would only be a cache anyone can fill.
    persistedQueries: false,
    documentStore: new BoundedDocumentStore(),
    // Let an error's extensions.http.status (401 for a refused token) become the response status.
    preserveHttpStatusForExecutionErrors: false,
    // armor resolves @apollo/server's CommonJS types and Nest its ES module types: the same objects at runtime.
    // The shop sets no cache hints; Apollo's cache-control plugin would still wrap every resolved field
    // (a third of a product page's CPU time in the benchmark).
    plugins: [...protection.plugins, ApolloServerPluginCacheControlDisabled()] as ApolloDriverConfig['plugins'],
    validationRules: [...protection.validationRules, noHostileStringsRule, knownOperationTypesRule, introspectionLimitRule],
    context: ({ req, res }: GraphQLContext): GraphQLContext => ({ req, res }),
  };
}
