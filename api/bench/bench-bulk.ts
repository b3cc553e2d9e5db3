import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BULK_MAX, type BulkLine } from '@rewards/contract';
import { type Kysely, sql } from 'kysely';
import { openDatabase } from '../src/db/connection';
import type { Database } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/config';
import { benchLogin } from './bench-session';
import { markUsers } from './bulk-marked-users';
import { cpuSeconds } from './process-stats';
import { type RunningServer, startServer } from './server-process';

// `npm run bench:bulk -w api`: a bulk status change of 10,000 users matched by a filter, end
// to end (decision 030): the select-all-matching count, the POST with the filter, the
// streamed per-row answers, one audit row per user. Databases (either or both, one run):
// - BENCH_BULK_DIR: a seeded SQLite data folder (a COPY: the bench changes it), one instance;
// - DATABASE_URL: a seeded PostgreSQL database, two API instances as behind a load balancer:
//   the count is read through one, the bulk call goes to the other.
// BENCH_BULK_ROWS (default 10,000): how many users the filter matches. Prints the seconds,
// rows per second, the server's CPU, the bytes on the wire and the audit rows written.

const PORT = Number(process.env.BENCH_PORT ?? 5160);
const ROWS = Number(process.env.BENCH_BULK_ROWS ?? BULK_MAX);
const APP_ORIGIN = 'https://admin.bench.test';

/** The count the screen already shows for a filter (what "Select all N" reads). */
async function probe(url: string, cookie: string, query: Record<string, string>) {
  const res = await fetch(`${url}/api/users?${new URLSearchParams({ ...query, limit: '1' })}`, {
    headers: { cookie },
  });
  const body = await res.text();
  const { data } = JSON.parse(body) as { data: { total: number; totalIsEstimate: boolean } };
  if (data.totalIsEstimate) throw new Error('the filter total is an estimate');
  return { total: data.total, bytes: body.length };
}

/** CPU seconds of each PostgreSQL backend now (none on SQLite: the server's CPU counts it). */
async function backendCpu(db: Kysely<Database>, label: string): Promise<Map<number, number>> {
  if (label !== 'postgres') return new Map();
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity`.execute(db);
  return new Map(rows.map(({ pid }) => [pid, cpuSeconds(pid)]));
}

const cpuSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, cpu]) => sum + cpu - (before.get(pid) ?? 0), 0);

const audited = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('action', '=', 'user.status')
        .executeTakeFirstOrThrow()
    ).n,
  );

interface Target {
  label: string;
  /** The database the bench reads and marks. */
  open: () => Kysely<Database>;
  /** The env of instance `n`. */
  env: (n: number) => Record<string, string>;
  instances: number;
}

async function benchOne(target: Target) {
  const db = target.open();
  const servers: RunningServer[] = [];
  try {
    // Started first: a server migrates an older data folder before the users are marked.
    for (let n = 0; n < target.instances; n += 1)
      servers.push(await startServer(target.env(n), PORT + n));
    const marked = await markUsers(db, ROWS);
    const [reader, writer] = [servers[0]!, servers.at(-1)!];
    const login = { password: DEMO_PASSWORD, origin: APP_ORIGIN };
    const cookie = await benchLogin(reader.url, login);
    const auditBefore = await audited(db);
    const payload = JSON.stringify({ filter: marked.filter, status: 'pause' });
    const cpuBefore = servers.map((s) => cpuSeconds(s.pid));
    const dbCpuBefore = await backendCpu(db, target.label);
    const started = performance.now();
    const count = await probe(reader.url, cookie, marked.filter);
    // The same session on the other instance: sessions live in the database (decision 008).
    const res = await fetch(`${writer.url}/api/users/bulk/status`, {
      method: 'POST',
      headers: { cookie, origin: APP_ORIGIN, 'content-type': 'application/json' },
      body: payload,
    });
    const answer = await res.text();
    const seconds = (performance.now() - started) / 1000;
    // The servers' own CPU: on a shared machine the wall time also counts other processes.
    const serverCpu = servers.reduce((sum, s, i) => sum + cpuSeconds(s.pid) - cpuBefore[i]!, 0);
    const dbCpu = cpuSince(dbCpuBefore, await backendCpu(db, target.label));
    const lines = answer
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as BulkLine);
    const summary = lines.at(-1);
    if (summary?.kind !== 'summary') throw new Error(`no summary: ${answer.slice(-300)}`);
    return {
      database: target.label,
      instances: target.instances,
      matched: count.total,
      done: summary.done,
      seconds: Number(seconds.toFixed(2)),
      serverCpuSeconds: Number(serverCpu.toFixed(2)),
      // PostgreSQL's backends (on SQLite the database works inside the server process).
      databaseCpuSeconds: Number(dbCpu.toFixed(2)),
      rowsPerSecond: Math.round(summary.done / seconds),
      // Bodies only: the count the screen reads, the POST, the NDJSON answer.
      wireBytes: count.bytes + payload.length + answer.length,
      answerLines: lines.length,
      auditRows: (await audited(db)) - auditBefore,
    };
  } finally {
    for (const server of servers) await server.stop();
    await db.destroy();
  }
}

function targets(): Target[] {
  const found: Target[] = [];
  const dir = process.env.BENCH_BULK_DIR;
  if (dir)
    found.push({
      label: 'sqlite',
      open: () => openDatabase(path.join(dir, 'app.db')),
      // DATABASE_URL emptied: the server would inherit the PostgreSQL target's.
      env: () => ({
        DATA_DIR: dir,
        DATABASE_URL: '',
        DEMO_MODE: 'true',
        APP_ORIGINS: APP_ORIGIN,
        LOG_LEVEL: 'warn',
      }),
      instances: 1,
    });
  const url = process.env.DATABASE_URL;
  if (url)
    found.push({
      label: 'postgres',
      open: () => openDatabase(url),
      // A data folder each, as on two machines: only the database is shared.
      env: (n) => ({
        DATABASE_URL: url,
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `bench-bulk-${n}-`)),
        DEMO_MODE: 'true',
        APP_ORIGINS: APP_ORIGIN,
        LOG_LEVEL: 'warn',
      }),
      instances: 2,
    });
  if (found.length === 0)
    throw new Error('Set BENCH_BULK_DIR (a copy of a seeded data folder) and/or DATABASE_URL');
  return found;
}

async function main() {
  const results = [];
  for (const target of targets()) results.push(await benchOne(target));
  console.log(
    `\nBulk status change of ${ROWS} users matched by a filter (${os.cpus().length} CPUs):`,
  );
  console.table(results);
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
