import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/dist/paths.js (or bench/src/paths.ts) → the repository root, two levels up. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BENCH_DIR = path.join(REPO_ROOT, 'bench');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
/** The bench's own data directory: its database cluster and the server's log, wiped at every run. */
export const DATA_DIR = path.join(REPO_ROOT, '.data', 'bench');
export const SERVER_MAIN = path.join(REPO_ROOT, 'server', 'dist', 'main.js');
export const CLIENT_INDEX = path.join(REPO_ROOT, 'client', 'dist', 'index.html');
