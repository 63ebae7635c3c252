import path from 'node:path';

/**
 * The repository root, whether this file runs from src/ (tests) or dist/ (production):
 * both sit at server/<src|dist>/config, three levels below the root.
 */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
