import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { type Cluster, startCluster } from '../scripts/postgres/throwaway-cluster';
import { openDatabase } from '../src/db/connection';
import type { Database } from '../src/db/schema';
import { SeededRandom } from '../src/seed/random';
import { writeActivity } from '../src/simulate/app-activity';
import { BENCH_PASSWORD, benchLogin } from './bench-session';
import { changesOf, observe, percentiles, sleep } from './event-probe';
import { cpuSeconds, rssMb } from './process-stats';
import { type RunningServer, startServer } from './server-process';

// `npm run bench:events -w api`: live updates' targets (decision 016), on real server processes.
// 1. Latency from a write to its event on another admin's stream (p50/p95/max), for an admin
//    decision through the API and for a row the simulator writes straight into the database:
//    on SQLite (one instance) and on PostgreSQL with two instances (write on one, stream on
//    the other). Target: p95 under 1 s.
// 2. 500 open streams on one instance: extra memory (target < 100 MB) and CPU while idle.
// 3. A stream away for BENCH_DISCONNECT_S (30) seconds while the simulator writes 5/s
//    reconnects (to the other instance) and must get every missed event exactly once.
// Env: BENCH_PORT (default 4200; the second instance takes the next), BENCH_SAMPLES (40),
// BENCH_STREAMS (500), BENCH_DISCONNECT_S (30), BENCH_IDLE_S (20), PG_PORT, BENCH_PARTS
// (default "sqlite,streams,postgres").

const PORT = Number(process.env.BENCH_PORT ?? 4200);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const DISCONNECT_S = Number(process.env.BENCH_DISCONNECT_S ?? 30);
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 20);
const PARTS = (process.env.BENCH_PARTS ?? 'sqlite,streams,postgres').split(',');
const PASSWORD = BENCH_PASSWORD;
const servers: RunningServer[] = [];

const login = (url: string) => benchLogin(url);

async function start(env: Record<string, string>, count: number): Promise<RunningServer[]> {
  const started: RunningServer[] = [];
  for (let i = 0; i < count; i += 1) {
    const server = await startServer(
      { ...env, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000' },
      PORT + i,
    );
    servers.push(server);
    started.push(server);
  }
  return started;
}

/** The servers run with a real password, so nothing is seeded: the app signs up a few users. */
async function signUps(db: Kysely<Database>): Promise<void> {
  const random = new SeededRandom(1);
  for (let i = 0; i < 5; i += 1) await writeActivity(db, random, 'sign-up', Date.now());
}

async function stopAll(): Promise<void> {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
}

/** Write-to-arrival latency, ms: admin decisions on `writeUrl`, simulator rows, seen on `readUrl`. */
async function latency(label: string, db: Kysely<Database>, writeUrl: string, readUrl: string) {
  const cookie = await login(writeUrl);
  const { client, arrival } = await observe(readUrl, await login(readUrl));
  const random = new SeededRandom(15);
  const admin: number[] = [];
  const simulator: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    // A random pause, so writes do not line up with the poll's phase.
    await sleep(random.int(0, 250));
    let t0 = performance.now();
    const row = await writeActivity(db, random, 'withdrawal', Date.now());
    simulator.push((await arrival('withdrawal.created', row!.id)) - t0);
    await sleep(random.int(0, 250));
    t0 = performance.now();
    const res = await fetch(`${writeUrl}/api/withdrawals/${row!.id}`, {
      method: 'PUT',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ status: i % 2 ? 'completed' : 'rejected' }),
    });
    if (!res.ok) throw new Error(`decision failed: ${res.status}`);
    admin.push((await arrival('withdrawal.updated', row!.id)) - t0);
  }
  client.close();
  console.log(`${label}  admin decision -> event   ms`, percentiles(admin));
  console.log(`${label}  simulator row  -> event   ms`, percentiles(simulator));
}

async function manyStreams(server: RunningServer, db: Kysely<Database>): Promise<void> {
  const cookie = await login(server.url);
  const warm = await observe(server.url, cookie);
  await sleep(3_000);
  const before = rssMb(server.pid);
  // In waves of 50, as tabs open over time (a reconnect storm is spread by EventSource's retry).
  const opening = performance.now();
  const streams: Awaited<ReturnType<typeof observe>>[] = [];
  while (streams.length < STREAMS) {
    const wave = Math.min(50, STREAMS - streams.length);
    streams.push(
      ...(await Promise.all(Array.from({ length: wave }, () => observe(server.url, cookie)))),
    );
  }
  const openMs = Math.round(performance.now() - opening);
  await sleep(2_000);
  const open = rssMb(server.pid);
  const cpu0 = cpuSeconds(server.pid) * 1000;
  await sleep(IDLE_S * 1000);
  const idleCpu = cpuSeconds(server.pid) * 1000 - cpu0;
  const t0 = performance.now();
  const row = await writeActivity(db, new SeededRandom(3), 'withdrawal', Date.now());
  const arrivals = await Promise.all(streams.map((s) => s.arrival('withdrawal.created', row!.id)));
  for (const s of [warm, ...streams]) s.client.close();
  console.log(
    `sqlite  ${STREAMS} streams (opened in ${openMs} ms): RSS ${before} -> ${open} MB (+${Math.round(open - before)} MB); ` +
      `idle CPU ${idleCpu} ms over ${IDLE_S} s (${((idleCpu / (IDLE_S * 1000)) * 100).toFixed(2)}%); ` +
      `one event on all ${STREAMS}: last after ${Math.round(Math.max(...arrivals) - t0)} ms`,
  );
}

async function disconnect(db: Kysely<Database>, first: RunningServer, second: RunningServer) {
  const { client } = await observe(first.url, await login(first.url));
  const random = new SeededRandom(30);
  await writeActivity(db, random, 'withdrawal', Date.now());
  await sleep(1_000);
  const lastId = client.messages.filter((m) => m.id !== undefined).at(-1)?.id ?? '0';
  client.close();
  const deadline = Date.now() + DISCONNECT_S * 1000;
  while (Date.now() < deadline) {
    await writeActivity(db, random, 'withdrawal', Date.now());
    await sleep(200);
  }
  const expected = (
    await db
      .selectFrom('change_events')
      .select('id')
      .where('id', '>', Number(lastId))
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
  const again = await observe(second.url, await login(second.url), lastId);
  await again.client.waitFor(
    (m) => m.event === 'change' && Number(m.id) === expected.at(-1),
    30_000,
  );
  const got = changesOf(again.client).map((e) => e.id);
  const exact = JSON.stringify(got) === JSON.stringify(expected);
  again.client.close();
  console.log(
    `postgres x2  ${DISCONNECT_S} s away (resumed on the other instance): ${expected.length} missed, ` +
      `${got.length} delivered, ${new Set(got).size} distinct, exactly once and in order: ${exact}`,
  );
}

async function main(): Promise<void> {
  const watchdog = setTimeout(
    () => {
      console.error('bench:events took too long; stopping');
      void stopAll().then(() => process.exit(1));
    },
    (DISCONNECT_S + IDLE_S + 600) * 1000,
  );
  watchdog.unref();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-bench-'));
  let cluster: Cluster | null = null;
  try {
    const sqliteEnv = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      MAX_CONNECTIONS: String(STREAMS + 100),
      MAX_CONNECTIONS_PER_IP: String(STREAMS + 100),
    };
    if (PARTS.includes('sqlite')) {
      const [one] = await start(sqliteEnv, 1);
      const sqlite = openDatabase(path.join(dataDir, 'app.db'));
      await signUps(sqlite);
      await latency('sqlite       ', sqlite, one!.url, one!.url);
      await sqlite.destroy();
      await stopAll();
    }
    if (PARTS.includes('streams')) {
      // A fresh process, so the memory reading is not the latency run's garbage.
      const [fresh] = await start(sqliteEnv, 1);
      const sqlite = openDatabase(path.join(dataDir, 'app.db'));
      await signUps(sqlite);
      await manyStreams(fresh!, sqlite);
      await sqlite.destroy();
      await stopAll();
    }
    if (!PARTS.includes('postgres')) return;
    cluster = await startCluster({ durable: true, port: Number(process.env.PG_PORT) || undefined });
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database bench_events');
    await admin.end();
    const url = cluster.url.replace(/\/postgres$/, '/bench_events');
    const [a, b] = await start({ DATA_DIR: dataDir, DATABASE_URL: url }, 2);
    const postgres = openDatabase(url);
    await signUps(postgres);
    await latency('postgres x2  ', postgres, a!.url, b!.url);
    await disconnect(postgres, a!, b!);
    await postgres.destroy();
  } finally {
    await stopAll();
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
