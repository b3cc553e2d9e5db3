import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_DATA_DIR, ROOT_DIR } from '../support/paths';

/** Where the e2e platform's remote servers find published versions (playwright.config.ts). */
export const E2E_DEPLOY_DIR = path.join(E2E_DATA_DIR, 'deploy');
export const REMOTES_FILE = path.join(ROOT_DIR, 'shell', 'dist', 'remotes.json');

type Compat = { version: string; kitVersion: string };

function readManifest(dir: string): Record<string, unknown> & { rewardsCompat: Compat } {
  return JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Record<
    string,
    unknown
  > & { rewardsCompat: Compat };
}

/** The version the remote's current build declares. */
export function builtVersion(app: string): string {
  return readManifest(path.join(ROOT_DIR, app, 'dist')).rewardsCompat.version;
}

/**
 * A copy of the remote's build declaring another version (and optionally another kit): a new
 * release without rebuilding anything, as CI time asks.
 */
export function variantOf(app: string, suffix: string, compat: Partial<Compat> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `e2e-${app}-`));
  fs.cpSync(path.join(ROOT_DIR, app, 'dist'), dir, { recursive: true });
  const manifest = readManifest(dir);
  manifest.rewardsCompat = {
    ...manifest.rewardsCompat,
    version: `${manifest.rewardsCompat.version}.${suffix}`,
    ...compat,
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

/**
 * `npm run deploy|rollback -w <app> -- <args>` on the e2e platform's deploy folder. No deploy
 * token is set, so the deploy goes ahead unrecorded (scripts/deploy/record-deployment.ts).
 */
export function runDeployScript(script: 'deploy' | 'rollback', app: string, args: string[] = []) {
  return execFileSync(
    path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx'),
    ['--conditions=@rewards/source', `scripts/deploy/${script}.ts`, app, '--by', 'e2e', ...args],
    {
      cwd: ROOT_DIR,
      encoding: 'utf8',
      env: { ...process.env, DEPLOY_DIR: E2E_DEPLOY_DIR },
    },
  );
}
