import fs from 'node:fs';
import path from 'node:path';
import { openPlatformDb } from '../support/platform-db';
import { BASE, createDeploySandbox } from './deploy-sandbox';

/** `deploy` and `rollback` as an operator runs them (deploy-sandbox.ts). */
const { deployDir, dataDir, remotesJson, fakeBuild, run, live, remove } = createDeploySandbox();
afterAll(remove);

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
  const refused = run('deploy', '--from', fakeBuild('2.0.0-cccccccc', { kitVersion: '9.0.0' }));
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('shared kit 9.0.0 is not compatible');
  expect(fs.readFileSync(remotesJson, 'utf8')).toBe(before);
  expect(fs.existsSync(path.join(deployDir, 'versions', '2.0.0-cccccccc'))).toBe(false);
}, 60_000);
