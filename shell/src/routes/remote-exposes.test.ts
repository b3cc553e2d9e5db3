import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PARTS, partModuleId } from '@rewards/contract/routes';
import { ADMIN_REMOTE_ROUTES, PUBLIC_ROUTES } from './route-table';

/**
 * The shell asks remotes for pages by federation id only, so no build notices a module a
 * remote does not expose: the route would only fail in the browser. This reads every app's
 * real Rspack config (through scripts/print-exposes.ts) and checks it against each id the
 * shell can request.
 */
type Exposes = Record<string, { dir: string; exposes: Record<string, string> }>;

const ROOT = path.join(__dirname, '..', '..', '..');

function readExposes(): Exposes {
  const output = execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(ROOT, 'scripts', 'print-exposes.ts')],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(output) as Exposes;
}

// The pages the shell loads, and the parts a remote's page loads through it (decision 041).
const requested = [
  ...[...PUBLIC_ROUTES, ...ADMIN_REMOTE_ROUTES].map((route) => route.moduleId),
  ...Object.values(PARTS).map(partModuleId),
];

describe('remote exposes', () => {
  let apps: Exposes;
  beforeAll(() => {
    apps = readExposes();
  }, 60_000);

  it.each(requested)('%s is exposed by its remote', (moduleId) => {
    const [remote = '', module = ''] = moduleId.split('/');
    expect(Object.keys(apps[remote]?.exposes ?? {})).toContain(`./${module}`);
  });

  it('every exposed file exists', () => {
    const missing = Object.values(apps).flatMap(({ dir, exposes }) =>
      Object.values(exposes)
        .map((file) => path.join(dir, file))
        .filter((file) => !fs.existsSync(file)),
    );
    expect(missing).toEqual([]);
  });
});
