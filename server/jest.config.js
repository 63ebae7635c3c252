/** @type {import('jest').Config} */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false }, target: 'es2023', keepClassNames: true }, module: { type: 'commonjs' } }];

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  // Nest 12, Apollo Server 5 and friends ship only as ES modules. Jest 30 on Node 24 loads them untransformed
  // only under --experimental-vm-modules (tried on 24.21): until that is stable, SWC turns them into CommonJS.
  transform: { '^.+\\.(t|j|mj|cj)s$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|@apollo|@as-integrations|uid|file-type|strtok3|token-types|@tokenizer|@escape\\.tech|pg-boss|cron-parser|luxon|serialize-error|non-error|rrule-temporal|temporal-polyfill|temporal-spec|intl-messageformat|@formatjs)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  setupFiles: ['reflect-metadata'],
  testTimeout: 60_000,
};
