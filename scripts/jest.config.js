// Jest project for the app servers and the reliability checks (node environment). Like the
// API's project, swc compiles the few ESM-only server dependencies for Jest's CommonJS runtime
// (content-disposition@3 through @fastify/static, cookie@2 through the API the checks start).
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: { parser: { syntax }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'scripts',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': swc('typescript'),
    '^.+\\.js$': swc('ecmascript'),
  },
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|@fastify/cookie)/)'],
  moduleNameMapper: { '^@rewards/contract$': '<rootDir>/../contract/src/index.ts' },
  testMatch: ['<rootDir>/**/*.test.ts'],
};
