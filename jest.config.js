// One jest run for every workspace: browser-like projects use jsdom, the API runs in node
// against a real SQLite file (see api/test).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// The host and the remotes, from the one list of the platform's apps.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS jest config
const platform = require('./platform.config.json');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS jest config
const { prebundledJsdomDeps } = require('./scripts/jest/prebundled-jsdom-deps');

// Built (or found in node_modules/.cache) once per run, before any worker starts.
const JSDOM_DEPS = prebundledJsdomDeps();

const frontend = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  // jsdom with Node's fetch, streams and TextEncoder, which MSW's interceptors need.
  testEnvironment: 'jest-fixed-jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/jest-setup.ts'],
  moduleNameMapper: {
    '\\.(css|png|jpe?g|svg|webp|gif)$': '<rootDir>/../shared/src/testing/file-stub.ts',
    // The contract's source (tests check fixtures against its schemas; no build needed).
    '^@rewards/contract$': '<rootDir>/../contract/src/index.ts',
    // Chakra and the testing libraries as tree-shaken files: ~2,000 modules per test file
    // otherwise (decision 058).
    ...JSDOM_DEPS,
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

// The workers (and the API processes tests start) with a larger young generation: the API
// files allocate a fresh app per test, and fewer scavenges cut the API project's CPU by 6%
// on Node 24 (4 runs of 29 files); the jsdom projects change by 1%. Jest forks its workers
// with this process's environment, so setting it here reaches `npm test` and `npx jest` alike.
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, '--max-semi-space-size=64']
  .filter(Boolean)
  .join(' ');

/** @type {import('jest').Config} */
module.exports = {
  // A ceiling, not a wait: typing journeys take 3-5 s on a busy 2-core machine, and the
  // default 5 s turned load into failures. Global: Jest ignores testTimeout inside a project.
  testTimeout: 15_000,
  // One worker per core (Jest's default leaves one core to itself, which on a 2-core machine
  // halves the run): the main process only schedules and reports.
  maxWorkers: '100%',
  // A worker's process takes longer than Jest's 500 ms to end on a busy 2-core machine: its
  // 'exit' event fired within 1 ms of Jest's end message (nothing left open), yet the process
  // was gone 300-1,200 ms later (heap and native add-ons torn down), so Jest killed it and
  // printed "A worker process has failed to exit gracefully". A worker that really keeps a
  // handle open still gets that warning, after 5 s.
  workerGracefulExitTimeout: 5_000,
  // The slowest files first even without Jest's timing cache (scripts/jest/slow-first-sequencer.js).
  testSequencer: '<rootDir>/scripts/jest/slow-first-sequencer.js',
  // Every skip says why; the run prints how many were skipped, by reason (scripts/jest/skipped-reporter.js).
  reporters: ['default', '<rootDir>/scripts/jest/skipped-reporter.js'],
  projects: [
    ...['shared', platform.host.dir, ...platform.remotes.map((remote) => remote.dir)].map(frontend),
    // The lint rules' probes (they run ESLint in a child process; see eslint/lint-probes.mjs).
    {
      displayName: 'eslint',
      rootDir: '<rootDir>/eslint',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc },
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
    // The API has its own project config (it compiles a few ESM-only server deps), and runs
    // twice: on SQLite (api) and on a throwaway PostgreSQL cluster (api-pg).
    '<rootDir>/api',
    '<rootDir>/api/jest-pg.config.js',
    // The developer tools and reliability checks, then the app servers (server/), against
    // servers started on ephemeral ports.
    '<rootDir>/scripts',
    '<rootDir>/server',
  ],
};
