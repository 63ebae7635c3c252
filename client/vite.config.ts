import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { splitGqlDocuments } from './build/split-gql-documents';

const backend = 'http://localhost:4000';

// Two pages, built into client/dist (and the server renderer into dist/server, see ssrBuild):
//  - index.html    → the storefront's entry (src/entry-client.tsx; the server renders the pages, the
//                    manifest tells it the entry's files)
//  - graphiql.html → GraphiQL (served by the server at /graphiql)
// Each page only loads the chunks reachable from its own entry, so GraphiQL,
// Monaco and the workers never end up in index.html's <script>/<link> tags.
//
// Monaco's web workers: src/graphiql/setup-workers.ts imports our wrappers
// src/graphiql/workers/*.worker.ts with Vite's `?worker` suffix, so the editor,
// json and graphql workers are bundled as separate files in dist/assets and
// loaded from our own origin. `worker.format: 'es'` emits them as module
// workers, which keeps the graphql worker's lazy chunks (prettier) split off;
// the default 'iife' would inline them.
/**
 * The server's bundle (`vite build --ssr src/entry-server.tsx`): the storefront rendered in Node, loaded
 * by the Nest server from dist/server. The client build empties dist first, so this one runs second.
 */
const ssrBuild = { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), splitGqlDocuments()],
  resolve: {
    // rxjs (under Apollo Client) resolves to its ES5 build by default, classes compiled down and tslib's
    // helpers beside them; its 'es2015' build is the same code, 1.8 kB gzipped lighter. (Browser only:
    // the server's build resolves with ssr.resolve.conditions.)
    conditions: ['es2015', ...defaultClientConditions],
  },
  // The server bundle carries its own production builds of React, react-router and Apollo Client: the
  // server process runs without NODE_ENV=production in development, and React's development build would
  // render several times slower.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') }, ssr: { noExternal: true } } : {}),
  build: isSsrBuild ? ssrBuild : {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to link each page's chunk and inline its styles (server/src/web/storefront).
    manifest: true,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
    },
  },
  worker: {
    format: 'es',
  },
  optimizeDeps: {
    // Dev only: pre-bundle the worker entries up front. The dep scanner does
    // not follow `?worker` imports, so otherwise they are discovered when
    // GraphiQL first opens and Vite reloads the page once.
    include: [
      'monaco-editor/esm/vs/editor/editor.worker.js',
      'monaco-editor/esm/vs/language/json/json.worker.js',
      'monaco-graphql/esm/graphql.worker.js',
    ],
  },
  server: {
    proxy: {
      '/graphql': backend,
      '/api': backend,
      '/images': backend,
      '/health': backend,
      '/sandbox-gateway': backend,
    },
  },
}));
