import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { UserListPage } from '@rewards/contract';
import { BENCH_PASSWORD, benchLogin } from './bench-session';
import { rssMb } from './process-stats';
import { type RunningServer, startServer } from './server-process';

// The API part of `npm run bench:users` (issue 14): the user list query under load. Seeds
// BENCH_USERS users (default 1,000,000) with the seed CLI into a scratch SQLite file (or uses
// BENCH_DATA_DIR as it is, to skip the seed; BENCH_ADMIN_PASSWORD then), starts the real server on BENCH_PORT (default
// 5100), then 50 connections (BENCH_CONNECTIONS) for 30 s (BENCH_DURATION) send a mix of
// first pages in every sort, keyset next pages, position jumps anywhere in the list and
// searches (email, common last name, partial phone, ref code). Prints p50/p99, errors and the
// server's RSS before and after. DATABASE_URL selects PostgreSQL instead.

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
    switch (n % 4) {
      case 0:
        return cursors[n % cursors.length] as string;
      case 1: {
        const position = Math.floor((((n * 7919) % 1000) / 1000) * Math.max(0, total - 100));
        return `/api/users?sort=${sort}&position=${position}&limit=100`;
      }
      case 2:
        return `/api/users?search=${SEARCHES[n % SEARCHES.length]}&sort=${sort}&limit=100`;
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
  'p99 ms': number;
  'max ms': number;
  'errors+timeouts': number;
  non2xx: number;
  'RSS before MB': number;
  'RSS after MB': number;
}

export async function benchUserList(): Promise<UserListBenchRow> {
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
    const pathOf = requestPaths(cursors, total);
    let n = 0;
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION,
      timeout: 10,
      headers: { cookie },
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf(n++) }) }],
    });
    return {
      users: total,
      database: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
      connections: CONNECTIONS,
      seconds: DURATION,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      'errors+timeouts': result.errors + result.timeouts,
      non2xx: result.non2xx,
      'RSS before MB': rssBefore,
      'RSS after MB': rssMb(server.pid),
    };
  } finally {
    await server?.stop();
    if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchUserList()
    .then((row) => {
      console.log(
        `\nUser list API under load (${os.cpus().length} CPUs, Node ${process.version}):`,
      );
      console.table([row]);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
