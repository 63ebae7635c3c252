import { promises as fs } from 'node:fs';
import { GraphQLSchemas, renderSchemaFile, SCHEMA_FILES, type ApiName } from '../src/graphql/schema-file';
import { startTestApp, type TestApp } from './support/test-app';

/** schema.graphql and admin-schema.graphql are the committed contracts the clients' codegen reads; they must match the server. */
describe('committed schema files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(['shop', 'admin'] as ApiName[])('the %s API’s is exactly what the server generates', async (api) => {
    const generated = renderSchemaFile(api, t.app.get(GraphQLSchemas).get(api));
    if (process.env.UPDATE_SCHEMA === '1') {
      await fs.writeFile(SCHEMA_FILES[api], generated);
    }
    const committed = await fs.readFile(SCHEMA_FILES[api], 'utf8').catch(() => '');
    // On failure: run `npm run schema`, then `npm run codegen`, and commit them all.
    expect(committed).toBe(generated);
  });
});
