import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT_DIR } from '../../../server/src/platform-apps';
import { waitForUrl } from '../../../server/src/process-group';

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
}

/**
 * Starts the built API (`api/dist/server.js`) as its own process on `port` with `dataDir`,
 * for checks that must kill and restart it without touching the platform's API.
 */
export async function startApiProcess(
  port: number,
  dataDir: string,
  env: Record<string, string>,
): Promise<ApiProcess> {
  const child = spawn(process.execPath, [path.join(ROOT_DIR, 'api', 'dist', 'server.js')], {
    cwd: ROOT_DIR,
    // The checks sign in as seeded admins with a password only.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MFA_REQUIRED_ROLES: 'none',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/readyz`, 30_000);
  return { url, child };
}

/** SIGKILL, then wait until the process is really gone (its port and files released). */
export function killNow(api: ApiProcess): Promise<void> {
  return new Promise((resolve) => {
    if (api.child.exitCode !== null || api.child.signalCode !== null) return resolve();
    api.child.once('exit', () => resolve());
    api.child.kill('SIGKILL');
  });
}
