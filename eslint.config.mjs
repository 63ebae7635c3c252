// One lint configuration for the whole monorepo.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Boundaries, checked with ESLint's own no-restricted-imports (regex patterns on the import as written;
 * every import between folders here is relative, so the pattern sees the folder it reaches).
 *
 * Client and back office (bulletproof-react's zones, in client/src and admin/src alike): a feature never
 * imports another feature; components/ and lib/ never import a feature; app/ composes features and may
 * import any of them. The back office never imports the storefront's code, nor the storefront the back
 * office's: each is its own build, and a shopper never downloads admin code.
 *
 * Server: a domain module may use another module only through what it offers — its root-level files
 * (service, module, errors, records, types, rules…), its GraphQL types (graphql/) and its entities
 * (entities/). Never another module's edges (*.controller, *.resolver, legacy-* shims), its tests, or its
 * other folders (seed/, images/, sandbox/…). Shared infrastructure (common/, config/, graphql/, logging/,
 * web/) imports no domain module at all. database/ and the app's root files (app.module, app.factory,
 * main) compose everything and are not restricted.
 */
const CLIENT_FEATURES = ['account', 'auth', 'cart', 'catalog', 'checkout', 'pages', 'payment', 'product', 'wishlist'];
const ADMIN_FEATURES = ['audit', 'auth', 'customers', 'dashboard', 'inventory', 'messages', 'orders', 'products', 'promo-codes', 'settings', 'staff'];
const SERVER_MODULES = ['accounts', 'artwork', 'cart', 'catalog', 'contact', 'dev', 'health', 'mail', 'media', 'orders', 'payments', 'promotions', 'seo', 'shop-settings', 'wishlist'];
const SERVER_INFRASTRUCTURE = ['common', 'config', 'graphql', 'jobs', 'logging', 'web'];
const anyOf = (names) => `(?:${names.join('|')})`;
const restrictImports = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

const otherApp = (app) => ({ regex: `^(?:\\.\\./)+${app === 'client' ? 'admin' : 'client'}/`, message: 'The storefront and the back office are separate builds: neither imports the other.' });
const appBoundaries = (app, features) => [
  ...features.map((feature) =>
    restrictImports(
      [`${app}/src/features/${feature}/**/*.{ts,tsx}`],
      [
        { regex: `^(?:\\.\\./)+(?:features/)?${anyOf(features.filter((other) => other !== feature))}(?:/|$)`, message: 'Features do not import each other: move what both need to components/ or lib/, or compose them in app/.' },
        otherApp(app),
      ],
    ),
  ),
  restrictImports(
    [`${app}/src/components/**/*.{ts,tsx}`, `${app}/src/lib/**/*.{ts,tsx}`],
    [{ regex: '^(?:\\.\\./)+features(?:/|$)', message: 'Shared components and lib never import a feature: the feature imports them.' }, otherApp(app)],
  ),
  restrictImports([`${app}/src/app/**/*.{ts,tsx}`, `${app}/src/*.{ts,tsx}`, `${app}/test/**/*.{ts,tsx}`], [otherApp(app)]),
];
const webAppBoundaries = [...appBoundaries('client', CLIENT_FEATURES), ...appBoundaries('admin', ADMIN_FEATURES)];

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
  { ignores: ['**/dist/**', '**/.test-build/**', '**/node_modules/**', 'client/src/gql/**', 'admin/src/gql/**', '**/coverage/**', '.data/**', 'bench/results/**', 'test-results/**'] },
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
    files: ['client/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
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
  ...webAppBoundaries,
  ...serverBoundaries,
);
