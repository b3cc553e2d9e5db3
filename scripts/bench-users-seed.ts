/**
 * The seeded databases of `npm run bench:users`, made before the benchmark takes the
 * platform's ports: seeding 1,000,000 users takes minutes and needs no port, so it must not
 * hold the lock other people wait on. A folder seeded by an earlier run with the same count
 * is used again (the benchmark only reads), unless BENCH_USERS_RESEED=true.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../server/src/platform-apps';

/** Named after the checkout, so two worktrees benchmarking at once keep their own data. */
export const benchDataDir = (users: number): string =>
  path.join(os.tmpdir(), `rewards-bench-users-${path.basename(ROOT_DIR)}-${users}`);

const markerOf = (dataDir: string) => path.join(dataDir, 'bench-seeded.json');

function seededBefore(dataDir: string, users: number): boolean {
  try {
    const marker = JSON.parse(fs.readFileSync(markerOf(dataDir), 'utf8')) as { users?: number };
    return marker.users === users;
  } catch {
    return false;
  }
}

/** Seeds `users` users (demo mode: the login hint signs in) into their folder, if needed. */
export function seedBenchData(users: number): string {
  const dataDir = benchDataDir(users);
  if (process.env.BENCH_USERS_RESEED !== 'true' && seededBefore(dataDir, users)) {
    console.log(`${users} users: seeded before in ${dataDir}`);
    return dataDir;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  execFileSync('npm', ['run', 'seed', '-w', 'api', '--', '--users', String(users)], {
    cwd: ROOT_DIR,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.writeFileSync(markerOf(dataDir), JSON.stringify({ users, seededAt: Date.now() }));
  console.log(`${users} users: seeded in ${Date.now() - started} ms (${dataDir})`);
  return dataDir;
}

/** Removes the seeded folders (BENCH_USERS_KEEP=true keeps them for the next run). */
export function removeBenchData(sizes: readonly number[]): void {
  if (process.env.BENCH_USERS_KEEP === 'true') return;
  for (const users of sizes) fs.rmSync(benchDataDir(users), { recursive: true, force: true });
}
