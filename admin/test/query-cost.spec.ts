/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { buildSchema, validate, type DocumentNode, type ValidationRule } from 'graphql';
import * as generated from '../src/gql/graphql';

// The server's own cost rule (GraphQL Armor, a server dependency), with the server's settings; /admin-api
// has the same limits as /graphql (server/src/graphql/graphql-options.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { costLimitRule } = require('@escape.tech/graphql-armor-cost-limit') as { costLimitRule(options: object): ValidationRule };

/** GRAPHQL_MAX_COST's default (server/src/config/config.ts). */
const MAX_COST = 1000;

const schema = buildSchema(readFileSync(path.resolve(__dirname, '..', '..', 'admin-schema.graphql'), 'utf8'));
const operations = Object.entries(generated).filter(([name, value]) => name.endsWith('Document') && (value as DocumentNode).kind === 'Document') as [string, DocumentNode][];

/** A list page's query can be valid and still refused in production ("Query Cost limit of 1000 exceeded"). */
describe('every back-office operation stays under the server’s query-cost limit', () => {
  it.each(operations.map(([name, document]) => [name.replace(/Document$/, ''), document] as const))('%s', (_name, document) => {
    // As Apollo Client sends it (__typename everywhere); the rule throws for a query over the limit.
    const check = () => validate(schema, addTypenameToDocument(document), [costLimitRule({ maxCost: MAX_COST, ignoreIntrospection: true, flattenFragments: true })]).map((e) => e.message);
    expect(check).not.toThrow();
    expect(check()).toEqual([]);
  });
});
