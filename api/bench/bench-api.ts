import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { databaseTarget, loadConfig, uploadsDir } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seedDatabase } from '../src/seed/seed-database';
import { ensureAdminAccount } from '../src/services/admin-account';
import { type RunningServer, startServer } from './server-process';

// `npm run bench:api` (root) / `npm run bench -w api`: for 1,000 and 100,000 seeded users,
// start the real server on a loopback port, sign in, and load it with autocannon:
// GET /api/users/all-users, then PUT /api/users/:id/trust (an audited write) on rotating ids.
// Env: BENCH_DURATION (seconds per run, default 10), BENCH_PORT (default 4100),
// BENCH_SIZES (comma-separated user counts, default "1000,100000").

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4100);
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const PASSWORD = 'bench-password-123';
// Bounded: whatever happens, the bench ends (and takes its server down) within this time.
const WATCHDOG_MS = SIZES.length * (2 * DURATION + 120) * 1000;

interface Row {
  scenario: string;
  users: number;
  connections: number;
  'req/s': number;
  'p99 ms': number;
  'avg ms': number;
  requests: number;
  'errors+timeouts': number;
  non2xx: number;
}

async function seed(dataDir: string, users: number): Promise<void> {
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD }),
    logLevel: 'silent',
  };
  const db = openDatabase(databaseTarget(config));
  try {
    await migrateToLatest(db);
    await ensureAdminAccount(db, config);
    const started = Date.now();
    await seedDatabase(db, { users, uploadsDir: uploadsDir(config), now: new Date() });
    console.log(`seeded ${users} users in ${Date.now() - started} ms`);
  } finally {
    await db.destroy();
  }
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@rewards.test', password: PASSWORD }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`login failed: ${res.status}`);
  return cookie;
}

function toRow(scenario: string, users: number, connections: number, r: autocannon.Result): Row {
  return {
    scenario,
    users,
    connections,
    'req/s': Math.round(r.requests.average * 10) / 10,
    'p99 ms': r.latency.p99,
    'avg ms': Math.round(r.latency.average),
    requests: r.requests.total,
    'errors+timeouts': r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function benchSize(
  users: number,
  rows: Row[],
  track: (s: RunningServer | null) => void,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  try {
    await seed(dataDir, users);
    const server = await startServer(
      { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000' },
      PORT,
    );
    track(server);
    try {
      const cookie = await login(server.url);
      const headers = { cookie };
      await fetch(`${server.url}/api/users/all-users`, { headers }); // warm-up
      // Each 100k response is ~44 MB; fewer connections keep latency inside the timeout.
      const readConnections = users > 10_000 ? 2 : 10;
      const read = await autocannon({
        url: `${server.url}/api/users/all-users`,
        connections: readConnections,
        duration: DURATION,
        timeout: 60,
        headers,
      });
      rows.push(toRow('GET /api/users/all-users', users, readConnections, read));

      let n = 0;
      const write = await autocannon({
        url: server.url,
        connections: 10,
        duration: DURATION,
        requests: [
          {
            method: 'PUT',
            headers: { ...headers, 'content-type': 'application/json' },
            setupRequest: (request) => {
              n++;
              return {
                ...request,
                path: `/api/users/${(n % users) + 1}/trust`,
                body: JSON.stringify({ trust: n % 2 === 0 }),
              };
            },
          },
        ],
      });
      rows.push(toRow('PUT /api/users/:id/trust', users, 10, write));
    } finally {
      await server.stop();
      track(null);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  let current: RunningServer | null = null;
  const watchdog = setTimeout(() => {
    console.error(`bench exceeded ${WATCHDOG_MS / 1000} s; stopping`);
    void (current?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
  }, WATCHDOG_MS);
  const rows: Row[] = [];
  try {
    for (const users of SIZES) await benchSize(users, rows, (s) => (current = s));
  } finally {
    clearTimeout(watchdog);
  }
  console.log(
    `\nAPI bench (${DURATION} s per run, ${os.cpus().length} CPUs, Node ${process.version})`,
  );
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
