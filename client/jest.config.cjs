/** @type {import('jest').Config} */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];

module.exports = {
  testEnvironment: 'jsdom',
  // Filling the whole checkout form with user-event takes ~2 s of CPU in jsdom; Jest's default 5 s budget
  // was overrun whenever the machine was busy. Tests assert what the shopper sees, never how fast.
  testTimeout: 30_000,
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/test/**/*.spec.ts?(x)'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@apollo|rxjs|@wry|optimism|@graphql-typed-document-node|react-intl|@formatjs|intl-messageformat)/)'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/style-stub.cjs',
    // Vite's import.meta.env lives in one module; Jest gets a plain stand-in.
    '^(.*)/lib/env$': '<rootDir>/test/env-stub.ts',
  },
  setupFiles: ['<rootDir>/test/polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
};
