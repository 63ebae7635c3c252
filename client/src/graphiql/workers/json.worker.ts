// Monaco's JSON language worker (variables / headers / response editors).
// See ./editor.worker.ts for why this wrapper exists.
import 'monaco-editor/esm/vs/language/json/json.worker.js';
