// Jest project for the API: node environment, a real SQLite file per test app (test/helpers).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS jest config
const { nodeProject } = require('../jest.node-project');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS jest config
const { prebundledServerDeps } = require('../scripts/jest/prebundled-server-deps');

// Built (or found in node_modules/.cache) once per run, before any worker starts.
module.exports = nodeProject(
  {
    displayName: 'api',
    rootDir: __dirname,
    testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
    setupFilesAfterEnv: ['<rootDir>/test/helpers/jest-timeout.ts'],
    globalTeardown: '<rootDir>/test/global-teardown.ts',
  },
  // Fastify, Kysely, TypeBox and the rest as one file: ~1,300 modules per test file otherwise.
  { prebundledDeps: prebundledServerDeps() },
);
