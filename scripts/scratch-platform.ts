/** The built platform on a scratch database, started and stopped by the benchmark scripts. */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../server/src/platform-apps';
import { waitForUrl } from '../server/src/process-group';

export interface ScratchPlatform {
  /** The API's fresh data folder (SQLite file and uploads). */
  dataDir: string;
  /** Stops every server it started (they share one process group). */
  stop: () => void;
}

/**
 * Starts the platform (`server/dist/start-platform.js`, built) on a fresh data folder named after the benchmark, with
 * extra env (e.g. SEED_USERS), and resolves once the API answers through the shell's port.
 * `seededDir` starts it on a folder seeded beforehand instead (kept as it is).
 */
export async function startScratchPlatform(
  name: string,
  env: Record<string, string> = {},
  timeoutMs = 120_000,
  seededDir?: string,
): Promise<ScratchPlatform> {
  const dataDir = seededDir ?? path.join(os.tmpdir(), `rewards-bench-${name}`);
  const child = spawn(process.execPath, [path.join('server', 'dist', 'start-platform.js')], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      RESET_DATA_DIR: seededDir ? 'false' : 'true',
      RUN_DIR: path.join(dataDir, 'run'),
      ...env,
    },
    stdio: 'ignore',
    // Its own process group, so stopping it stops every server it started.
    detached: true,
  });
  const stop = () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  try {
    await waitForUrl('http://127.0.0.1:3000/api/readyz', timeoutMs);
  } catch (error) {
    stop();
    throw error;
  }
  return { dataDir, stop };
}

/** The next size starts its own platform on the same ports. */
export async function waitForPortFree(): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      await fetch('http://127.0.0.1:3000/');
      await new Promise((resolve) => setTimeout(resolve, 250));
    } catch {
      return;
    }
  }
}
