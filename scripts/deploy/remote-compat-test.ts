import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

/**
 * The test each remote runs in its own `npm test` (decision 017): its build config against the
 * route manifest and what the shell shares (`check-remote.ts`), so a remote whose exposes or
 * shared modules drift fails before it can be deployed. A child process, because the check
 * loads Node-only build code that the remotes' jsdom test environment cannot.
 */
export function itMatchesTheRouteManifestAndTheShell(remote: string): void {
  it('exposes what the route manifest loads and shares what the shell provides', () => {
    const check = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      [path.join(ROOT, 'scripts', 'deploy', 'check-remote.ts'), remote],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  }, 60_000);
}
