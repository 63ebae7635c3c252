/** @type {import('jest').Config} */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];

module.exports = {
  testEnvironment: '<rootDir>/test/environment.cjs',
  // user-event typing in jsdom is CPU-bound and the machine is shared; tests assert what staff see, never how fast.
  testTimeout: 30_000,
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/test/**/*.spec.ts?(x)'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@apollo|rxjs|@wry|optimism|@graphql-typed-document-node|@tanstack|@hookform|@standard-schema)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/style-stub.cjs' },
  setupFiles: ['<rootDir>/test/polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
};
