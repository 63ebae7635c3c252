// monaco-graphql's language worker (validation, completion, hover).
// See ./editor.worker.ts for why this wrapper exists.
import 'monaco-graphql/esm/graphql.worker.js';
