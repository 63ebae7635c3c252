// Monaco web workers for GraphiQL 5, bundled by Vite and served from our own
// origin (/assets/*.worker-*.js); nothing is fetched from a CDN.
//
// Equivalent to `import 'graphiql/setup-workers/vite'`, which we do NOT use:
// its `?worker` imports sit inside node_modules, so Vite's dev dependency
// optimizer can't load them and the dev server crashes at startup
// ("Could not load .../editor.worker.js?worker"); excluding it from
// optimizeDeps instead serves the graphql worker's CommonJS deps raw, and that
// worker then dies in dev. With the `?worker` imports of our own wrapper files
// (./workers/*.worker.ts) both `vite` and `vite build` work.
//
// Must run before GraphiQL creates its first editor: Monaco reads
// MonacoEnvironment (on globalThis, i.e. window) when it starts a worker.
import type { Environment } from 'monaco-editor';
import EditorWorker from './workers/editor.worker?worker';
import GraphQLWorker from './workers/graphql.worker?worker';
import JsonWorker from './workers/json.worker?worker';

const environment: Environment = {
  getWorker(_workerId, label) {
    switch (label) {
      case 'json':
        return new JsonWorker();
      case 'graphql':
        return new GraphQLWorker();
      default:
        return new EditorWorker();
    }
  },
};
window.MonacoEnvironment = environment;
