// Jest project for the API (node environment, real SQLite per test file).
//
// A few of Fastify's transitive dependencies are ESM-only: cookie@2 (light-my-request, which
// powers app.inject, and @fastify/cookie, which loads it with a dynamic import()) and
// content-disposition@3 (@fastify/static, used by @fastify/swagger-ui). Node 20.19+ can
// require() them natively, so the server itself is fine, but Jest's CommonJS runtime cannot.
// swc compiles just those packages (and turns the dynamic import into a require) for tests.
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: { parser: { syntax }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': swc('typescript'),
    '^.+\\.js$': swc('ecmascript'),
  },
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|@fastify/cookie)/)'],
  // The contract's TypeScript source, compiled like the API's own (no contract build needed).
  moduleNameMapper: { '^@rewards/contract$': '<rootDir>/../contract/src/index.ts' },
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/helpers/jest-timeout.ts'],
};
