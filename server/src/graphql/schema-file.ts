import { promises as fs } from 'node:fs';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import path from 'node:path';
import { REPO_ROOT } from '../config/paths';

/** The committed contract at the repository root; codegen.yml reads it. */
export const SCHEMA_FILE = path.join(REPO_ROOT, 'schema.graphql');

const HEADER = `# Kapor GraphQL schema — generated from the server's code-first types. Do not edit by hand:
# \`npm start\` (development) or \`npm run schema\` rewrites it, and a test fails when it is stale.

`;

export function renderSchemaFile(schema: GraphQLSchema): string {
  return `${HEADER}${printSchema(lexicographicSortSchema(schema))}\n`;
}

/** Writes the file only when it changed, so an unchanged schema never touches the working tree. */
export async function writeSchemaFile(schema: GraphQLSchema): Promise<boolean> {
  const content = renderSchemaFile(schema);
  const current = await fs.readFile(SCHEMA_FILE, 'utf8').catch(() => '');
  if (current === content) return false;
  await fs.writeFile(SCHEMA_FILE, content);
  return true;
}
