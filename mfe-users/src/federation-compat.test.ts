import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * This remote's build config against the route manifest and what the shell shares
 * (scripts/deploy/check-remote.ts, decision 017): a remote whose exposes or shared modules
 * drift fails here, in its own `npm test`, before it can be deployed.
 */
const ROOT = path.join(__dirname, '..', '..');

it('exposes what the route manifest loads and shares what the shell provides', () => {
  const check = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(ROOT, 'scripts', 'deploy', 'check-remote.ts'), 'mfe-users'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
}, 60_000);
