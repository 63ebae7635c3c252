/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import * as generated from '../src/gql/graphql';

// The server's own cost rule (GraphQL Armor, a server dependency), with the server's settings.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { costLimitRule } = require('@escape.tech/graphql-armor-cost-limit') as { costLimitRule(options: object): Parameters<typeof validate>[2] extends readonly (infer R)[] | undefined ? R : never };

/** GRAPHQL_MAX_COST's default (server/src/config/config.ts). */
const MAX_COST = 1000;

const schema = buildSchema(readFileSync(path.resolve(__dirname, '..', '..', 'schema.graphql'), 'utf8'));

const operations = Object.entries(generated).filter(([name, value]) => name.endsWith('Document') && typeof value === 'object' && (value as DocumentNode).kind === 'Document') as [
  string,
  DocumentNode,
][];

/**
 * Every fragment level multiplies a query's cost under the server's limit, so a document can be valid
 * and still be refused in production ("Query Cost limit of 1000 exceeded"). Each operation is checked
 * as Apollo Client sends it (with __typename added everywhere).
 */
describe('every client operation stays under the server’s query-cost limit', () => {
  it('has operations to check', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(operations.map(([name, document]) => [name.replace(/Document$/, ''), document] as const))('%s', (_name, document) => {
    const sent = addTypenameToDocument(document);
    // The rule throws "Syntax Error: Query Cost limit of 1000 exceeded, found …" for a query over the limit.
    let messages: string[] = [];
    expect(() => {
      messages = validate(schema, sent, [costLimitRule({ maxCost: MAX_COST, ignoreIntrospection: true, flattenFragments: true })]).map((e) => e.message);
    }).not.toThrow();
    expect(messages).toEqual([]);
  });
});
