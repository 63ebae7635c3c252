// Monaco's base editor worker. This wrapper lives in our source (not in
// node_modules) so that Vite treats it as app code: in dev its import is
// pre-bundled by the dep optimizer (CJS deps converted), in build it is bundled
// into dist/assets/editor.worker-*.js. See ../setup-workers.ts.
import 'monaco-editor/esm/vs/editor/editor.worker.js';
