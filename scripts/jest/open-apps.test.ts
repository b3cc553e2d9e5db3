import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The promise of node-environment.js: a test file that leaves a Fastify app open fails,
// naming the file, instead of letting the app's timers break a later file or the exit code.
const ROOT = path.resolve(__dirname, '../..');

function runFixture(name: string) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS project shape
  const { nodeProject } = require('../../jest.node-project') as {
    nodeProject: (p: object) => object;
  };
  const config = nodeProject({
    displayName: 'fixture',
    rootDir: __dirname,
    testMatch: [`<rootDir>/${name}`],
  });
  return spawnSync(
    process.execPath,
    [require.resolve('jest/bin/jest'), '--config', JSON.stringify(config), '--ci'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } },
  );
}

it('fails a file that leaves an app open, and says where it was built', () => {
  const run = runFixture('leaks-an-app.fixture.ts');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('A Fastify app built in this file was still open');
  expect(run.stderr).toMatch(/Built at:[\s\S]*leaks-an-app\.fixture\.ts/);
}, 60_000);

it('passes a file that closes its app', () => {
  const run = runFixture('closes-its-app.fixture.ts');
  expect(run.stderr).not.toContain('still open');
  expect(run.status).toBe(0);
}, 60_000);
