import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Cluster, startCluster } from '../scripts/postgres/throwaway-cluster';
import { databaseTarget, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seedDatabase } from '../src/seed/seed-database';
import { ensureAdminAccount } from '../src/platform/access/admin-account';
import { createUploadStore } from '../src/storage/create-upload-store';
import { load, type LoadSpec, type Row } from './load';
import { BENCH_PASSWORD, benchLogin } from './bench-session';
import { cpuSeconds } from './process-stats';
import { type RunningServer, startServer } from './server-process';

// `npm run bench:api` (root) / `npm run bench -w api`: for 1,000 and 100,000 seeded users,
// start the real server on a loopback port, sign in, and load it with autocannon:
// GET /api/users/all-users, then PUT /api/users/:id/trust (an audited write) on rotating ids.
// Each size runs on SQLite, on PostgreSQL (a throwaway cluster, fsync on) and on two API
// instances sharing that PostgreSQL (the load split evenly over both, as a balancer would).
// Env: BENCH_DURATION (seconds per run, default 10), BENCH_PORT (default 4100; the second
// instance takes the next port), BENCH_SIZES (comma-separated user counts, default
// "1000,100000"), BENCH_TARGETS (default "sqlite,postgres,postgres-x2"), BENCH_CONNECTIONS
// (write and small-list read connections, default 50), PG_PORT (the cluster's port),
// BENCH_SCENARIOS (default "reads,writes"), BENCH_PROFILE_DIR (CPU profiles of the servers).
// "server CPU ms/req" is the servers' user+system CPU time per request during the run.

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4100);
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const TARGETS = (process.env.BENCH_TARGETS ?? 'sqlite,postgres,postgres-x2').split(',');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'reads,writes').split(',');
const PASSWORD = BENCH_PASSWORD;
// Writes carry the admin app's Origin, as a browser does; without it the CSRF guard refuses
// every write with a session cookie (403), and the bench would time refusals.
const APP_ORIGIN = 'https://admin.bench.test';
// Bounded: whatever happens, the bench ends (and takes its servers down) within this time.
const WATCHDOG_MS = SIZES.length * TARGETS.length * (2 * DURATION + 120) * 1000;

const round2 = (n: number) => Math.round(n * 100) / 100;

async function seed(env: Record<string, string>, users: number): Promise<void> {
  const config = { ...loadConfig({ ...env, ADMIN_PASSWORD: PASSWORD }), logLevel: 'silent' };
  const db = openDatabase(databaseTarget(config));
  try {
    await migrateToLatest(db);
    await ensureAdminAccount(db, config);
    const started = Date.now();
    await seedDatabase(db, { users, uploads: createUploadStore(config, db), now: new Date() });
    console.log(`seeded ${users} users in ${Date.now() - started} ms`);
  } finally {
    await db.destroy();
  }
}

const login = (url: string) => benchLogin(url, { origin: APP_ORIGIN });

/** A fresh database for one run: a new SQLite file, or a new database in the cluster. */
async function databaseFor(
  target: string,
  cluster: Cluster | null,
  users: number,
): Promise<Record<string, string>> {
  // Empty, not absent: the server must not inherit a DATABASE_URL from the shell.
  if (target === 'sqlite' || !cluster) return { DATABASE_URL: '' };
  const name = `bench_${users}_${target.replace(/\W/g, '_')}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return { DATABASE_URL: cluster.url.replace(/\/postgres$/, `/${name}`) };
}

async function benchOne(
  target: string,
  users: number,
  cluster: Cluster | null,
  rows: Row[],
  track: (servers: RunningServer[]) => void,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  try {
    const env = { DATA_DIR: dataDir, ...(await databaseFor(target, cluster, users)) };
    await seed(env, users);
    const serverEnv = {
      ...env,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      APP_ORIGINS: APP_ORIGIN,
    };
    const count = target.endsWith('-x2') ? 2 : 1;
    const servers: RunningServer[] = [];
    track(servers);
    try {
      for (let i = 0; i < count; i += 1) servers.push(await startServer(serverEnv, PORT + i));
      const urls = servers.map((s) => s.url);
      const headers = { cookie: await login(urls[0] as string) };
      for (const url of urls) await fetch(`${url}/api/users/all-users`, { headers }); // warm-up
      // Each 100k response is ~44 MB; fewer connections keep latency inside the timeout.
      const readConnections = users > 10_000 ? 2 * count : CONNECTIONS;
      const base = { target, users, duration: DURATION, headers };
      const measured = async (scenario: string, spec: LoadSpec) => {
        const cpuBefore = servers.reduce((t, s) => t + cpuSeconds(s.pid), 0);
        const result = await load(urls, spec);
        const cpu = servers.reduce((t, s) => t + cpuSeconds(s.pid), 0) - cpuBefore;
        const perRequest = result.requests > 0 ? (cpu * 1000) / result.requests : 0;
        rows.push({ scenario, target, users, ...result, 'server CPU ms/req': round2(perRequest) });
      };
      if (SCENARIOS.includes('reads'))
        await measured('GET /api/users/all-users', {
          ...base,
          connections: readConnections,
          path: '/api/users/all-users',
        });
      if (SCENARIOS.includes('writes'))
        await measured('PUT /api/users/:id/trust', {
          ...base,
          headers: { ...headers, origin: APP_ORIGIN },
          connections: CONNECTIONS,
          path: '/',
          write: (n) => ({
            path: `/api/users/${(n % users) + 1}/trust`,
            body: JSON.stringify({ trust: n % 2 === 0 }),
          }),
        });
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      track([]);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  let current: RunningServer[] = [];
  const needsPostgres = TARGETS.some((t) => t.startsWith('postgres'));
  const cluster = needsPostgres
    ? await startCluster({ port: Number(process.env.PG_PORT) || undefined })
    : null;
  const watchdog = setTimeout(() => {
    console.error(`bench exceeded ${WATCHDOG_MS / 1000} s; stopping`);
    void Promise.all(current.map((s) => s.stop())).finally(() => {
      cluster?.stop();
      process.exit(1);
    });
  }, WATCHDOG_MS);
  const rows: Row[] = [];
  try {
    for (const users of SIZES)
      for (const target of TARGETS)
        await benchOne(target, users, cluster, rows, (s) => (current = s));
  } finally {
    clearTimeout(watchdog);
    cluster?.stop();
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
