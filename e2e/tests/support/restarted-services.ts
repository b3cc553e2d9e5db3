import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVE_APP_ARGS } from '../../../server/src/platform-apps';
import { E2E_RUN_DIR, ROOT_DIR } from './paths';

/** Services a journey started itself, outside the platform's process group. */
export const RESTARTED_PIDS_FILE = path.join(E2E_RUN_DIR, 'restarted.pids');

/**
 * Serves one built app as a team would (`server/dist/serve-app.js`), from a journey that stopped
 * or moved it. Its pid is recorded so the global teardown stops it: Playwright stops only the
 * platform it started, and a server left on a platform port breaks the next run.
 */
export function serveApp(app: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, [...SERVE_APP_ARGS, app], {
    cwd: ROOT_DIR,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  if (child.pid) fs.appendFileSync(RESTARTED_PIDS_FILE, `${child.pid}\n`);
  return child;
}
