import type { Plugin } from 'vite';

const PREFIX = '\0gql-document:';
const DOCUMENT = /^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * Gives each document of the generated src/gql/graphql.ts a module of its own (build only; its types
 * are untouched). A module lands in one chunk whole, so every page's first load used to carry all the
 * storefront's documents, the account's and checkout's too (7 kB gzipped); now each travels with the
 * code that uses it.
 */
export function splitGqlDocuments(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'kapor:split-gql-documents',
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/]gql[\\/]graphql\.ts$/ },
      handler(code) {
        const split = code.replace(DOCUMENT, (_line, name: string, json: string) => {
          documents.set(name, json);
          return `export { ${name} } from '${PREFIX}${name}';`;
        });
        // A codegen upgrade that writes documents differently must not quietly bring the weight back.
        if (/^export const \w+Document = /m.test(split)) this.error('src/gql/graphql.ts: a document is not in the form split-gql-documents expects');
        return split;
      },
    },
    resolveId: {
      filter: { id: /^\0gql-document:/ },
      handler: (id) => id,
    },
    load: {
      filter: { id: /^\0gql-document:/ },
      handler(id) {
        const name = id.slice(PREFIX.length);
        const json = documents.get(name);
        return json === undefined ? null : `export const ${name} = ${json};`;
      },
    },
  };
}
