import { GraphQLSchemaHost } from '@nestjs/graphql';
import { promises as fs } from 'node:fs';
import { renderSchemaFile, SCHEMA_FILE } from '../src/graphql/schema-file';
import { startTestApp, type TestApp } from './support/test-app';

/** schema.graphql is the committed contract the client's codegen reads; it must match the server. */
describe('committed schema.graphql', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is exactly what the server generates', async () => {
    const generated = renderSchemaFile(t.app.get(GraphQLSchemaHost).schema);
    if (process.env.UPDATE_SCHEMA === '1') {
      await fs.writeFile(SCHEMA_FILE, generated);
    }
    const committed = await fs.readFile(SCHEMA_FILE, 'utf8').catch(() => '');
    // On failure: run `npm run schema`, then `npm run codegen`, and commit both.
    expect(committed).toBe(generated);
  });
});
