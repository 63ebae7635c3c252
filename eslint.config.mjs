// One lint configuration for the whole monorepo.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Boundaries, checked with ESLint's own no-restricted-imports (regex patterns on the import as written;
 * every import between folders here is relative, so the pattern sees the folder it reaches).
 *
 * Client (bulletproof-react's zones): a feature never imports another feature; components/ and lib/
 * never import a feature; app/ composes features and may import any of them.
 *
 * Server: a domain module may use another module only through what it offers — its root-level files
 * (service, module, errors, records, types, rules…), its GraphQL types (graphql/) and its entities
 * (entities/). Never another module's edges (*.controller, *.resolver, legacy-* shims), its tests, or its
 * other folders (seed/, images/, sandbox/…). Shared infrastructure (common/, config/, graphql/, logging/,
 * web/) imports no domain module at all. database/ and the app's root files (app.module, app.factory,
 * main) compose everything and are not restricted.
 */
const CLIENT_FEATURES = ['account', 'auth', 'cart', 'catalog', 'checkout', 'pages', 'payment', 'product', 'wishlist'];
const SERVER_MODULES = ['accounts', 'artwork', 'cart', 'catalog', 'contact', 'dev', 'health', 'media', 'orders', 'payments', 'promotions', 'shop-settings', 'wishlist'];
const SERVER_INFRASTRUCTURE = ['common', 'config', 'graphql', 'logging', 'web'];
const anyOf = (names) => `(?:${names.join('|')})`;
const restrictImports = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

const clientBoundaries = [
  ...CLIENT_FEATURES.map((feature) =>
    restrictImports(
      [`client/src/features/${feature}/**/*.{ts,tsx}`],
      [{ regex: `^(?:\\.\\./)+(?:features/)?${anyOf(CLIENT_FEATURES.filter((other) => other !== feature))}(?:/|$)`, message: 'Features do not import each other: move what both need to components/ or lib/, or compose them in app/.' }],
    ),
  ),
  restrictImports(
    ['client/src/components/**/*.{ts,tsx}', 'client/src/lib/**/*.{ts,tsx}'],
    [{ regex: '^(?:\\.\\./)+features(?:/|$)', message: 'Shared components and lib never import a feature: the feature imports them.' }],
  ),
];

const serverBoundaries = [
  ...SERVER_MODULES.map((module) => {
    const others = anyOf(SERVER_MODULES.filter((other) => other !== module));
    return restrictImports(
      [`server/src/${module}/**/*.ts`],
      [
        { regex: `^(?:\\.\\./)+${others}/(?:.*/)?(?:[^/]+\\.(?:controller|resolver|spec|e2e-spec)|legacy-[^/]+)$`, message: "Another module's controllers, resolvers, REST shims and tests are its own: call its service." },
        { regex: `^(?:\\.\\./)+${others}/(?!graphql/|entities/)[^/]+/`, message: "Another module's folders are its internals: import what it offers from its root (service, module, errors, records, types)." },
      ],
    );
  }),
  restrictImports(
    SERVER_INFRASTRUCTURE.map((folder) => `server/src/${folder}/**/*.ts`),
    [{ regex: `^(?:\\.\\./)+${anyOf(SERVER_MODULES)}(?:/|$)`, message: 'Shared infrastructure imports no domain module: the module imports it.' }],
  ),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.test-build/**', '**/node_modules/**', 'client/src/gql/**', '**/coverage/**', '.data/**', 'bench/results/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.e2e-spec.ts', '**/test/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  ...clientBoundaries,
  ...serverBoundaries,
);
