import os from 'node:os';
import { BULK_MAX, type BulkLine } from '@rewards/contract';
import { openDatabase } from '../src/db/connection';
import { DEMO_PASSWORD } from '../src/config';
import { benchLogin } from './bench-session';
import { cpuSeconds } from './process-stats';
import { startServer } from './server-process';

// `npm run bench:bulk -w api`: a bulk status change of up to 10,000 users matched by a filter,
// end to end (decision 030): the select-all-matching count, the POST with the filter, the
// streamed per-row answers, one audit row per user. BENCH_BULK_DIR: a seeded data folder
// (a COPY: the bench changes it), e.g. `cp -r <seeded 1M dir> /tmp/bulk-1m`. Prints the
// seconds, the bytes on the wire of the interaction and the audit rows written.

const PORT = Number(process.env.BENCH_PORT ?? 5160);
const APP_ORIGIN = 'https://admin.bench.test';
const SEARCHES = ['Sharma', 'Gupta', 'Reddy', 'Verma', 'Khan', 'Pooja', 'Rahul', 'Sneha'];
const FILTERS: Record<string, string>[] = [
  { status: 'ok', trust: 'no' },
  { status: 'pause' },
  { status: 'block' },
];

interface Probe {
  query: Record<string, string>;
  total: number;
  bytes: number;
}

/** The count the screen already shows for a filter (what "Select all N" reads). */
async function probe(url: string, cookie: string, query: Record<string, string>): Promise<Probe> {
  const res = await fetch(`${url}/api/users?${new URLSearchParams({ ...query, limit: '1' })}`, {
    headers: { cookie },
  });
  const body = await res.text();
  const { data } = JSON.parse(body) as { data: { total: number; totalIsEstimate: boolean } };
  return { query, total: data.totalIsEstimate ? Infinity : data.total, bytes: body.length };
}

async function main() {
  const dir = process.env.BENCH_BULK_DIR;
  if (!dir) throw new Error('BENCH_BULK_DIR: a copy of a seeded data folder');
  const server = await startServer(
    { DATA_DIR: dir, DEMO_MODE: 'true', APP_ORIGINS: APP_ORIGIN, LOG_LEVEL: 'warn' },
    PORT,
  );
  try {
    const cookie = await benchLogin(server.url, { password: DEMO_PASSWORD, origin: APP_ORIGIN });
    // The largest filter the limit allows, among name searches narrowed by status and trust.
    let best: Probe | null = null;
    for (const search of SEARCHES)
      for (const filter of FILTERS) {
        const found = await probe(server.url, cookie, { search, ...filter });
        if (found.total <= BULK_MAX && (!best || found.total > best.total)) best = found;
      }
    if (!best) throw new Error('no candidate filter matches at most 10,000 users');
    const status = best.query.status === 'ok' ? 'pause' : 'ok';
    const db = openDatabase(`${dir}/app.db`);
    const audited = async () =>
      Number(
        (
          await db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('action', '=', 'user.status')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const auditBefore = await audited();
    const payload = JSON.stringify({ filter: best.query, status });
    const cpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/users/bulk/status`, {
      method: 'POST',
      headers: { cookie, origin: APP_ORIGIN, 'content-type': 'application/json' },
      body: payload,
    });
    const answer = await res.text();
    const seconds = (performance.now() - started) / 1000;
    // The server's own CPU: on a shared machine the wall time also counts other processes.
    const serverCpu = cpuSeconds(server.pid) - cpuBefore;
    const lines = answer
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as BulkLine);
    const summary = lines.at(-1);
    const auditRows = (await audited()) - auditBefore;
    await db.destroy();
    console.table([
      {
        filter: JSON.stringify(best.query),
        status,
        matched: best.total,
        seconds: Number(seconds.toFixed(2)),
        serverCpuSeconds: Number(serverCpu.toFixed(2)),
        rowsPerSecond: Math.round(best.total / seconds),
        // Bodies only: the count the screen reads, the POST, the NDJSON answer.
        wireBytes: best.bytes + payload.length + answer.length,
        answerLines: lines.length,
        auditRows,
      },
    ]);
    console.log(JSON.stringify(summary), `load average ${os.loadavg()[0]!.toFixed(1)}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
