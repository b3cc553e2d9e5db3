import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createToken } from '../../api/src/platform/access/api-tokens';
import { createTestApp, type TestContext } from '../../api/test/helpers/test-app';
import { ROOT_DIR } from '../../server/src/platform-apps';
import { BASE, writeFakeBuild } from './deploy-sandbox';

/**
 * `deploy` and `rollback` as an operator runs them, on a fake build, into temp folders, each
 * reported to a running API with the remote's deploy token (decision 034).
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
const remotesJson = path.join(tmp, 'remotes.json');
const deployDir = path.join(tmp, 'mfe-users');
let api: TestContext;
let deployEnv: Record<string, string> = {};

const fakeBuild = (version: string, kitVersion?: string) =>
  writeFakeBuild(tmp, version, kitVersion ? { kitVersion } : {});

function run(script: 'deploy' | 'rollback', ...args: string[]) {
  return runWith(deployEnv, script, ...args);
}

/** Runs the command without blocking: the API it reports to answers from this process. */
function runWith(
  env: Record<string, string>,
  script: 'deploy' | 'rollback',
  ...args: string[]
): Promise<{ status: number | null; stderr: string }> {
  const child = spawn(
    path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx'),
    [
      '--conditions=@rewards/source',
      path.join(ROOT_DIR, 'scripts', 'deploy', `${script}.ts`),
      'mfe-users',
      ...['--dir', deployDir, '--url', BASE, '--remotes-json', remotesJson, '--by', 'ci'],
      ...args,
    ],
    { cwd: ROOT_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stderr })));
}

const live = () =>
  (JSON.parse(fs.readFileSync(remotesJson, 'utf8')) as Record<string, string>).mfe_users;

beforeAll(async () => {
  const before = 'https://users.example.com/mf-manifest.json';
  fs.writeFileSync(remotesJson, JSON.stringify({ mfe_users: before, mfe_public: 'x' }));
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  const at = api.config.now().toISOString();
  const { token } = await createToken(
    api.app.db,
    { adminId: 1, at, ip: null },
    { kind: 'deploy', name: 'CI', role: null, remote: 'mfe_users', expiresInDays: null },
  );
  deployEnv = { DEPLOY_API_URL: `http://127.0.0.1:${port}`, DEPLOY_TOKEN: token };
}, 60_000);
afterAll(async () => {
  await api.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

it('publishes versions side by side, switches remotes.json, and rolls back one step at a time', async () => {
  expect((await run('deploy', '--from', fakeBuild('1.0.0-aaaaaaaa'))).status).toBe(0);
  expect((await run('deploy', '--from', fakeBuild('1.1.0-bbbbbbbb'))).status).toBe(0);
  expect(live()).toBe(`${BASE}1.1.0-bbbbbbbb/mf-manifest.json`);
  expect(fs.readdirSync(path.join(deployDir, 'versions')).sort()).toEqual([
    '1.0.0-aaaaaaaa',
    '1.1.0-bbbbbbbb',
  ]);
  const published = path.join(deployDir, 'versions', '1.0.0-aaaaaaaa', 'remoteEntry.js');
  expect(fs.readFileSync(published, 'utf8')).toBe('/* 1.0.0-aaaaaaaa */');

  expect((await run('rollback')).status).toBe(0);
  expect(live()).toBe(`${BASE}1.0.0-aaaaaaaa/mf-manifest.json`);
  // Back to what was live before the first deploy, then nothing older.
  expect((await run('rollback')).status).toBe(0);
  expect(live()).toBe('https://users.example.com/mf-manifest.json');
  const last = await run('rollback');
  expect(last.status).toBe(1);
  expect(last.stderr).toContain('no earlier version to roll back to');

  const db = api.app.db;
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
  expect(rows).toEqual([
    { action: 'deploy', version: '1.0.0-aaaaaaaa' },
    { action: 'deploy', version: '1.1.0-bbbbbbbb' },
    { action: 'rollback', version: '1.0.0-aaaaaaaa' },
    { action: 'rollback', version: 'unknown' },
  ]);
  expect(audit).toHaveLength(4);
}, 120_000);

it('refuses a build the shell would refuse, and changes nothing', async () => {
  const before = fs.readFileSync(remotesJson, 'utf8');
  const refused = await run('deploy', '--from', fakeBuild('2.0.0-cccccccc', '9.0.0'));
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('shared kit 9.0.0 is not compatible');
  expect(fs.readFileSync(remotesJson, 'utf8')).toBe(before);
  expect(fs.existsSync(path.join(deployDir, 'versions', '2.0.0-cccccccc'))).toBe(false);
}, 60_000);

it('without the API, still deploys and prints how to record it later', async () => {
  const offline = await runWith(
    { DEPLOY_API_URL: 'http://127.0.0.1:9', DEPLOY_TOKEN: 'rwd_x' },
    'deploy',
    '--from',
    fakeBuild('3.0.0-dddddddd'),
  );
  expect(offline.status).toBe(0);
  expect(live()).toBe(`${BASE}3.0.0-dddddddd/mf-manifest.json`);
  expect(offline.stderr).toContain("Not recorded in the platform's deploy history");
  expect(offline.stderr).toContain('/api/platform/deployments');
  expect(offline.stderr).toContain('"version":"3.0.0-dddddddd"');
}, 60_000);
