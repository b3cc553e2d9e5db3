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

const frontend = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/jest-setup.ts'],
  moduleNameMapper: {
    '\\.(css|png|jpe?g|svg|webp|gif)$': '<rootDir>/../shared/src/testing/file-stub.ts',
    // The contract's source (tests check fixtures against its schemas; no build needed).
    '^@rewards/contract$': '<rootDir>/../contract/src/index.ts',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    ...['shared', 'shell', 'mfe-users', 'mfe-payments', 'mfe-content', 'mfe-public'].map(frontend),
    // The API has its own project config (it compiles a few ESM-only server deps).
    '<rootDir>/api',
  ],
};
