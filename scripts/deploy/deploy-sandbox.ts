/**
 * The deploy scripts as an operator runs them, on fake builds, into a temp folder and a fresh
 * SQLite database (as on a fresh clone: the script creates the schema). For the deploy tests.
 */
import { routesOf } from '@rewards/contract/routes';
import { SHARED_KIT_VERSION } from '@rewards/contract/platform';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../server/src/platform-apps';

export const BASE = 'https://users.example.com/versions/';

export interface FakeBuildOptions {
  kitVersion?: string;
  /** Hashed file name -> content. */
  chunks?: Record<string, string>;
}

/** A fake build in a new folder under `parent`: manifest, entry, and `chunks`. */
export function writeFakeBuild(
  parent: string,
  version: string,
  { kitVersion = SHARED_KIT_VERSION, chunks = {} }: FakeBuildOptions = {},
): string {
  const dir = fs.mkdtempSync(path.join(parent, 'build-'));
  const rewardsCompat = {
    remote: 'mfe_users',
    version,
    kitVersion,
    contractVersion: '1.0.0',
    exposes: routesOf('mfe_users').map((route) => route.module),
  };
  const metaData = { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData, rewardsCompat }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
  for (const [name, content] of Object.entries(chunks)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

export function createDeploySandbox() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
  const remotesJson = path.join(tmp, 'remotes.json');
  const deployDir = path.join(tmp, 'mfe-users');
  const dataDir = path.join(tmp, 'data');
  fs.writeFileSync(
    remotesJson,
    JSON.stringify({ mfe_users: 'https://users.example.com/mf-manifest.json', mfe_public: 'x' }),
  );

  const fakeBuild = (version: string, options: FakeBuildOptions = {}) =>
    writeFakeBuild(tmp, version, options);

  function run(script: 'deploy' | 'rollback' | 'prune', ...args: string[]) {
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
  const versionsDir = path.join(deployDir, 'versions');
  const remove = () => fs.rmSync(tmp, { recursive: true, force: true });
  return { tmp, remotesJson, deployDir, versionsDir, dataDir, fakeBuild, run, live, remove };
}
