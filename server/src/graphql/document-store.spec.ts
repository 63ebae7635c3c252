import { parse } from 'graphql';
import { DirectFieldResolvers } from '../common/graphql/direct-fields';
import { loadConfig } from '../config/config';
import { BoundedDocumentStore } from './document-store';
import { graphqlOptions } from './graphql-options';
import { GraphQLSchemas } from './schema-file';

describe('the GraphQL document store', () => {
  it('is bounded: each API’s Apollo is given our store, not its default 30 MiB cache', () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) });
    for (const api of ['shop', 'admin'] as const) {
      expect(graphqlOptions(config, api, new GraphQLSchemas(), new DirectFieldResolvers()).documentStore).toBeInstanceOf(BoundedDocumentStore);
    }
  });

  it('keeps at most its budget of document text, dropping the least recently used first', async () => {
    const store = new BoundedDocumentStore(10_000);
    const query = (i: number) => `{ a${i}: products(page: ${i}) { totalItems } }`;
    await store.set('first', parse(query(0)));
    for (let i = 1; i < 2000; i++) {
      await store.set(`k${i}`, parse(query(i)));
      if (i % 50 === 0) expect(await store.get('first')).toBeDefined(); // used often, so kept
    }
    expect(store.usedChars).toBeLessThanOrEqual(10_000);
    expect(store.size).toBeGreaterThan(100);
    expect(await store.get('k1')).toBeUndefined();
    expect(await store.get('k1999')).toBeDefined();
    expect(await store.get('first')).toBeDefined();
  });

  it('does not keep a document larger than its whole budget', async () => {
    const store = new BoundedDocumentStore(100);
    await store.set('big', parse(`{ ${'a '.repeat(200)}}`));
    expect(store.size).toBe(0);
    expect(store.usedChars).toBe(0);
  });
});
