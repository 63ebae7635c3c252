import { promises as fs } from 'node:fs';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import path from 'node:path';
import { REPO_ROOT } from '../config/paths';

export type ApiName = 'shop' | 'admin';

/** The committed contracts at the repository root: the shop API's (codegen.yml reads it) and the admin API's. */
export const SCHEMA_FILES: Record<ApiName, string> = {
  shop: path.join(REPO_ROOT, 'schema.graphql'),
  admin: path.join(REPO_ROOT, 'admin-schema.graphql'),
};

const HEADERS: Record<ApiName, string> = {
  shop: `# Kapor GraphQL schema — generated from the server's code-first types. Do not edit by hand:
# \`npm start\` (development) or \`npm run schema\` rewrites it, and a test fails when it is stale.

`,
  admin: `# Kapor admin API schema (/admin-api, staff only) — generated from the server's code-first types. Do not edit
# by hand: \`npm start\` (development) or \`npm run schema\` rewrites it, and a test fails when it is stale.

`,
};

/** Each endpoint's schema as built, kept by the GraphQL options of that endpoint. */
export class GraphQLSchemas {
  private readonly schemas = new Map<ApiName, GraphQLSchema>();

  set(api: ApiName, schema: GraphQLSchema): void {
    this.schemas.set(api, schema);
  }

  get(api: ApiName): GraphQLSchema {
    const schema = this.schemas.get(api);
    if (!schema) throw new Error(`The ${api} API's schema has not been built`);
    return schema;
  }
}

export function renderSchemaFile(api: ApiName, schema: GraphQLSchema): string {
  return `${HEADERS[api]}${printSchema(lexicographicSortSchema(schema))}\n`;
}

/** Writes the file only when it changed, so an unchanged schema never touches the working tree. */
export async function writeSchemaFile(api: ApiName, schema: GraphQLSchema): Promise<boolean> {
  const content = renderSchemaFile(api, schema);
  const current = await fs.readFile(SCHEMA_FILES[api], 'utf8').catch(() => '');
  if (current === content) return false;
  await fs.writeFile(SCHEMA_FILES[api], content);
  return true;
}
