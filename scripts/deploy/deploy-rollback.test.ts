import { routesOf } from '@rewards/contract/routes';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHARED_KIT_VERSION } from '@rewards/contract/platform';
import { openPlatformDb } from '../support/platform-db';
import { ROOT_DIR } from '../../server/src/platform-apps';

/**
 * `deploy` and `rollback` as an operator runs them, on a fake build, into temp folders and a
 * fresh SQLite database (as on a fresh clone: the script creates the schema).
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
const remotesJson = path.join(tmp, 'remotes.json');
const deployDir = path.join(tmp, 'mfe-users');
const dataDir = path.join(tmp, 'data');
const BASE = 'https://users.example.com/versions/';

function fakeBuild(version: string, kitVersion = SHARED_KIT_VERSION): string {
  const dir = fs.mkdtempSync(path.join(tmp, 'build-'));
  const rewardsCompat = {
    remote: 'mfe_users',
    version,
    kitVersion,
    contractVersion: '1.0.0',
    exposes: routesOf('mfe_users').map((route) => route.module),
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ rewardsCompat }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
  return dir;
}

function run(script: 'deploy' | 'rollback', ...args: string[]) {
  return spawnSync(
    path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx'),
    [
      '--conditions=@rewards/source',
      path.join(ROOT_DIR, 'scripts', 'deploy', `${script}.ts`),
      'mfe-users',
      ...['--dir', deployDir, '--url', BASE, '--remotes-json', remotesJson, '--by', 'ci'],
      ...args,
    ],
    { cwd: ROOT_DIR, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir } },
  );
}

const live = () =>
  (JSON.parse(fs.readFileSync(remotesJson, 'utf8')) as Record<string, string>).mfe_users;

beforeAll(() => {
  const before = 'https://users.example.com/mf-manifest.json';
  fs.writeFileSync(remotesJson, JSON.stringify({ mfe_users: before, mfe_public: 'x' }));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

it('publishes versions side by side, switches remotes.json, and rolls back one step at a time', async () => {
  expect(run('deploy', '--from', fakeBuild('1.0.0-aaaaaaaa')).status).toBe(0);
  expect(run('deploy', '--from', fakeBuild('1.1.0-bbbbbbbb')).status).toBe(0);
  expect(live()).toBe(`${BASE}1.1.0-bbbbbbbb/mf-manifest.json`);
  expect(fs.readdirSync(path.join(deployDir, 'versions')).sort()).toEqual([
    '1.0.0-aaaaaaaa',
    '1.1.0-bbbbbbbb',
  ]);
  const published = path.join(deployDir, 'versions', '1.0.0-aaaaaaaa', 'remoteEntry.js');
  expect(fs.readFileSync(published, 'utf8')).toBe('/* 1.0.0-aaaaaaaa */');

  expect(run('rollback').status).toBe(0);
  expect(live()).toBe(`${BASE}1.0.0-aaaaaaaa/mf-manifest.json`);
  // Back to what was live before the first deploy, then nothing older.
  expect(run('rollback').status).toBe(0);
  expect(live()).toBe('https://users.example.com/mf-manifest.json');
  const last = run('rollback');
  expect(last.status).toBe(1);
  expect(last.stderr).toContain('no earlier version to roll back to');

  const db = openPlatformDb(dataDir);
  const rows = await db
    .selectFrom('remote_deployments')
    .select(['action', 'version'])
    .orderBy('id')
    .execute();
  const audit = await db
    .selectFrom('audit_log')
    .select('action')
    .where('entity', '=', 'remote')
    .orderBy('id')
    .execute();
  await db.destroy();
  expect(rows).toEqual([
    { action: 'deploy', version: '1.0.0-aaaaaaaa' },
    { action: 'deploy', version: '1.1.0-bbbbbbbb' },
    { action: 'rollback', version: '1.0.0-aaaaaaaa' },
    { action: 'rollback', version: 'unknown' },
  ]);
  expect(audit).toHaveLength(4);
}, 120_000);

it('refuses a build the shell would refuse, and changes nothing', () => {
  const before = fs.readFileSync(remotesJson, 'utf8');
  const refused = run('deploy', '--from', fakeBuild('2.0.0-cccccccc', '9.0.0'));
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('shared kit 9.0.0 is not compatible');
  expect(fs.readFileSync(remotesJson, 'utf8')).toBe(before);
  expect(fs.existsSync(path.join(deployDir, 'versions', '2.0.0-cccccccc'))).toBe(false);
}, 60_000);
