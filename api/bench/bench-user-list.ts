import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UserListPage } from '@rewards/contract';
import { BENCH_PASSWORD, benchLogin } from './bench-session';
import { benchFilteredJumps, type FilteredJumpRow } from './filtered-jumps';
import { runPathLoad } from './path-load';
import { rssMb } from './process-stats';
import { type RunningServer, startServer } from './server-process';

// The API part of `npm run bench:users` (decision 014): the user list query under load. Seeds
// BENCH_USERS users (default 1,000,000) with the seed CLI into a scratch SQLite file (or uses
// BENCH_DATA_DIR as it is, to skip the seed; BENCH_ADMIN_PASSWORD then), starts the real server on BENCH_PORT (default
// 5100), then 50 connections (BENCH_CONNECTIONS) for 30 s (BENCH_DURATION) send a mix of
// first pages in every sort, keyset next pages, position jumps anywhere in the list, jumps
// inside the status and trust filters and searches (email, common last name, partial phone,
// ref code). Prints p50/p95/p99 (of every response), errors and the server's RSS before and
// after; then deep filtered jumps one at a time (filtered-jumps.ts). DATABASE_URL selects
// PostgreSQL instead.

const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const PORT = Number(process.env.BENCH_PORT ?? 5100);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
// A BENCH_DATA_DIR seeded by hand has the admin password it was seeded with.
const PASSWORD = process.env.BENCH_ADMIN_PASSWORD ?? BENCH_PASSWORD;
const API_DIR = path.resolve(__dirname, '..');

const SORTS = ['id:asc', 'name:asc', 'name:desc', 'wallet:desc', 'created:desc', 'email:asc'];
const SEARCHES = ['sharma', 'patel', 'rao', '.4242', '98765', 'rw0a1', 'priya.s', 'kumar'];

function seed(env: Record<string, string>): void {
  const started = Date.now();
  execFileSync('npm', ['run', 'seed', '--', '--users', String(USERS), '--reset'], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  console.log(`seed of ${USERS} users: ${Date.now() - started} ms`);
}

const login = (url: string) => benchLogin(url, { password: PASSWORD });

/** Real next-page cursors, collected first so the load pages on as the screen does. */
async function collectCursors(url: string, cookie: string): Promise<string[]> {
  const cursors: string[] = [];
  for (const sort of SORTS) {
    let cursor: string | null = null;
    for (let i = 0; i < 20; i++) {
      const query = `sort=${sort}&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await fetch(`${url}/api/users?${query}`, { headers: { cookie } });
      const data = ((await res.json()) as { data: UserListPage }).data;
      if (!data.nextCursor) break;
      cursor = data.nextCursor;
      cursors.push(`/api/users?sort=${sort}&limit=100&cursor=${cursor}`);
    }
  }
  return cursors;
}

function requestPaths(cursors: string[], total: number): (n: number) => string {
  return (n) => {
    const sort = SORTS[n % SORTS.length] as string;
    switch (n % 5) {
      case 0:
        return cursors[n % cursors.length] as string;
      case 1: {
        const position = Math.floor((((n * 7919) % 1000) / 1000) * Math.max(0, total - 100));
        return `/api/users?sort=${sort}&position=${position}&limit=100`;
      }
      case 2:
        return `/api/users?search=${SEARCHES[n % SEARCHES.length]}&sort=${sort}&limit=100`;
      case 3: {
        // Inside the filters: trust=yes is ~60% of the seeded users, with status=ok ~48%.
        const position = Math.floor((((n * 7919) % 1000) / 1000) * total * 0.45);
        const filter = n % 2 ? 'trust=yes&status=ok' : 'trust=yes';
        return `/api/users?${filter}&sort=${sort}&position=${position}&limit=100`;
      }
      default:
        return `/api/users?sort=${sort}&limit=100${n % 8 === 3 ? '&status=pause' : ''}`;
    }
  };
}

export interface UserListBenchRow {
  users: number;
  database: string;
  connections: number;
  seconds: number;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  'max ms': number;
  'errors+timeouts': number;
  non2xx: number;
  'RSS before MB': number;
  'RSS after MB': number;
}

export async function benchUserList(): Promise<{
  load: UserListBenchRow;
  jumps: FilteredJumpRow[];
}> {
  const given = process.env.BENCH_DATA_DIR;
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'user-list-bench-'));
  const env: Record<string, string> = given
    ? { DATA_DIR: dataDir }
    : { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD };
  if (!given) seed(env);
  let server: RunningServer | null = null;
  try {
    server = await startServer({ ...env, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000' }, PORT);
    const cookie = await login(server.url);
    const first = await fetch(`${server.url}/api/users?limit=1`, { headers: { cookie } });
    const total = ((await first.json()) as { data: UserListPage }).data.total;
    const cursors = await collectCursors(server.url, cookie);
    const rssBefore = rssMb(server.pid);
    const { result, percentile: at } = await runPathLoad({
      url: server.url,
      cookie,
      connections: CONNECTIONS,
      duration: DURATION,
      pathOf: requestPaths(cursors, total),
    });
    const load: UserListBenchRow = {
      users: total,
      database: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
      connections: CONNECTIONS,
      seconds: DURATION,
      'req/s': Math.round(result.requests.average),
      'p50 ms': at(50),
      'p95 ms': at(95),
      'p99 ms': at(99),
      'max ms': result.latency.max,
      'errors+timeouts': result.errors + result.timeouts,
      non2xx: result.non2xx,
      'RSS before MB': rssBefore,
      'RSS after MB': rssMb(server.pid),
    };
    return { load, jumps: await benchFilteredJumps(server.url, cookie) };
  } finally {
    await server?.stop();
    if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchUserList()
    .then(({ load, jumps }) => {
      console.log(
        `\nUser list API under load (${os.cpus().length} CPUs, Node ${process.version}):`,
      );
      console.table([load]);
      console.log('\nDeep jumps inside filters, one request at a time (target < 300 ms):');
      console.table(jumps);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
