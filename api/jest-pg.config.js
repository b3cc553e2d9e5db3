// The API test files again, on PostgreSQL: the global setup starts a throwaway cluster
// (scripts/postgres) and every test app gets a database of its own in it (test/helpers/test-db).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS jest config, like the base
const base = require('./jest.config');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  displayName: 'api-pg',
  globals: { API_TEST_DIALECT: 'postgres' },
  globalSetup: '<rootDir>/test/pg/global-setup.ts',
  globalTeardown: '<rootDir>/test/pg/global-teardown.ts',
  // The unit tests under src/ never touch a database.
  testMatch: ['<rootDir>/test/**/*.test.ts'],
};
