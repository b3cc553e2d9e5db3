import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_DATA_DIR, ROOT_DIR } from './paths';

const run = promisify(execFile);

/** One row the simulator wrote, as it prints it (api/src/simulate/cli.ts). */
export interface AppActivity {
  kind: string;
  table: string;
  id: number;
}

/** The simulator as `npm run build -w api` compiled it: the journeys run on the build. */
const SIMULATOR = path.join(ROOT_DIR, 'api', 'dist', 'simulate', 'cli.js');

/**
 * Runs the app backend's simulator (`npm run simulate -w api -- ...args`, compiled) on the
 * platform's database: rows written straight into it, as the mobile app's backend writes them
 * (decision 016). Journeys that need fresh rows (a new user, pending withdrawals) make their
 * own, so they do not depend on what the journeys before them left of the seed.
 */
export async function runAppSimulator(args: string[]): Promise<AppActivity[]> {
  // Plain node on the compiled file: npm and tsx took seconds of CPU per run on a busy machine.
  const { stdout } = await run(process.execPath, [SIMULATOR, ...args], {
    cwd: ROOT_DIR,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
  });
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as AppActivity);
}

/** Pending withdrawals for random users, newest in the queue. */
export const writePendingWithdrawals = (count: number) =>
  runAppSimulator(['--kind', 'withdrawal', '--count', `${count}`, '--rate', '50']);
