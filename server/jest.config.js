// Jest project for the app servers, against servers started on ephemeral ports.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS jest config
const { nodeProject } = require('../jest.node-project');

module.exports = nodeProject({
  displayName: 'server',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.test.ts'],
});
