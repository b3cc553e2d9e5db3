// Jest project for the app servers and the reliability checks, against servers they start.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS jest config
const { nodeProject } = require('../jest.node-project');

module.exports = nodeProject({
  displayName: 'scripts',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.test.ts'],
});
