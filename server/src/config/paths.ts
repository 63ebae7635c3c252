import path from 'node:path';

/**
 * The repository root, whether this file runs from src/ (tests) or dist/ (production):
 * both sit at server/<src|dist>/config, three levels below the root.
 */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
/** The built storefront; CLIENT_DIST_DIR points elsewhere (a browser-test or benchmark build). */
export const CLIENT_DIST_DIR = process.env.CLIENT_DIST_DIR ? path.resolve(process.env.CLIENT_DIST_DIR) : path.join(REPO_ROOT, 'client', 'dist');
