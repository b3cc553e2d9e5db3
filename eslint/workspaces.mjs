// The workspace map every lint module shares: which folders are apps, which files are tests.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.dirname(import.meta.dirname);
const PLATFORM = JSON.parse(fs.readFileSync(path.join(ROOT, 'platform.config.json'), 'utf8'));
/** The remotes' folders, from the one list of the platform's apps. */
export const REMOTES = PLATFORM.remotes.map((remote) => remote.dir);
export const FRONTENDS = ['shell', 'shared', ...REMOTES];
export const WORKSPACES = [...FRONTENDS, 'contract', 'http-edge', 'api', 'server', 'e2e'];

/** Test code inside a frontend: specs and `test-*` helper files under `src/` (`test-fixtures`). */
export const testFiles = (dir) => [`${dir}/**/*.test.{ts,tsx}`, `${dir}/src/**/test-*.{ts,tsx}`];

/** shared's federated entries other than the main one, read from its package.json exports. */
export const SHARED_SUB_ENTRIES = Object.keys(
  JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')).exports,
)
  .filter((entry) => entry !== '.')
  .map((entry) => entry.slice(2));
