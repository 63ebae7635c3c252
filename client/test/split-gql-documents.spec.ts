import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { splitGqlDocuments } from '../build/split-gql-documents';
import * as generated from '../src/gql/graphql';

type Handler = (this: { error(message: string): never }, ...args: string[]) => string | null;
const hook = (plugin: Plugin, name: 'transform' | 'resolveId' | 'load') => (plugin[name] as unknown as { handler: Handler }).handler;
const context = { error: (message: string): never => { throw new Error(message); } };

describe('split-gql-documents (the build gives each generated document a module of its own)', () => {
  const file = path.join(__dirname, '../src/gql/graphql.ts');

  it('moves every document out of graphql.ts, each unchanged, into its own module', () => {
    const plugin = splitGqlDocuments();
    const code = hook(plugin, 'transform').call(context, readFileSync(file, 'utf8'), file)!;
    const names = Object.keys(generated).filter((name) => name.endsWith('Document'));
    expect(names.length).toBeGreaterThan(40);
    for (const name of names) {
      expect(code).toContain(`export { ${name} } from '\0gql-document:${name}';`);
      const id = hook(plugin, 'resolveId').call(context, `\0gql-document:${name}`)!;
      const module = hook(plugin, 'load').call(context, id)!;
      const json = module.replace(`export const ${name} = `, '').replace(/;$/, '');
      expect(JSON.parse(json)).toEqual((generated as Record<string, unknown>)[name]);
    }
  });

  it('stops the build when a document is written in another form', () => {
    const changed = 'export const MeDocument = parse(`query Me { me { id } }`);\n';
    expect(() => hook(splitGqlDocuments(), 'transform').call(context, changed, file)).toThrow('not in the form');
  });
});
