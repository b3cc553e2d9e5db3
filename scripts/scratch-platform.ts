/** The built platform on a scratch database or a benchmark's target, started and stopped by the benchmark scripts. */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { BenchTarget } from '../api/bench/bench-targets';
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
  root = ROOT_DIR,
): Promise<ScratchPlatform> {
  const dataDir = seededDir ?? path.join(os.tmpdir(), `rewards-bench-${name}`);
  return launch([path.join('server', 'dist', 'start-platform.js')], timeoutMs, root, {
    DATA_DIR: dataDir,
    RESET_DATA_DIR: seededDir ? 'false' : 'true',
    RUN_DIR: path.join(dataDir, 'run'),
    // Benchmarks and the reliability suite sign in as seeded admins with a password only.
    MFA_REQUIRED_ROLES: 'none',
    ...env,
  });
}

/**
 * The platform on a benchmark target (api/bench/bench-targets.ts): a seeded SQLite folder as
 * `npm start` runs it, or a PostgreSQL database as `npm run start:scale` does, by running that
 * script itself: BENCH_API_INSTANCES (default 2) API instances behind the app servers' /api
 * proxy. Both need `npm run build` first. `root` is the tree whose build runs (another
 * checkout's, built, to compare two builds in one run).
 */
export async function startTargetPlatform(
  name: string,
  target: BenchTarget,
  env: Record<string, string> = {},
  timeoutMs = 300_000,
  root = ROOT_DIR,
): Promise<ScratchPlatform> {
  if ('DATA_DIR' in target.env)
    return startScratchPlatform(name, env, timeoutMs, target.env.DATA_DIR, root);
  // Uploads and pid files of this run; the rows live in the database.
  const dataDir = path.join(os.tmpdir(), `rewards-bench-${name}`);
  return launch(['--import', 'tsx', path.join('scripts', 'start-scale.ts')], timeoutMs, root, {
    DATABASE_URL: target.env.DATABASE_URL,
    API_INSTANCES: process.env.BENCH_API_INSTANCES ?? '2',
    DATA_DIR: dataDir,
    RUN_DIR: path.join(dataDir, 'run'),
    // Benchmarks and the reliability suite sign in as seeded admins with a password only.
    MFA_REQUIRED_ROLES: 'none',
    ...env,
  });
}

/** Runs a start script in its own process group and resolves once /api answers through the shell. */
async function launch(
  args: string[],
  timeoutMs: number,
  root: string,
  env: Record<string, string> & { DATA_DIR: string },
): Promise<ScratchPlatform> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
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
  return { dataDir: env.DATA_DIR, stop };
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
