import os from 'node:os';
import {
  CRYPTO_LIST,
  type ListDeclaration,
  NOTIFICATION_LIST,
  WALLET_LIST,
  WITHDRAWAL_LIST,
} from '@rewards/contract';
import { DEMO_PASSWORD } from '../src/config';
import { benchLogin } from './bench-session';
import { type ListFigures, probeCounts, probeList } from './list-probes';
import { runPathLoad } from './path-load';
import { rssMb } from './process-stats';
import { startServer } from './server-process';

// `npm run bench:lists -w api`: the list engine's figures (decision 028) on seeded databases,
// side by side, so a list's cost at 1,000,000 users reads against its cost at 1,000 measured
// in the same run. BENCH_LIST_DIRS names the seeded data folders, "label=dir,label=dir"
// (seed each with `DATA_DIR=<dir> npm run seed -w api -- --users N --reset`); DATABASE_URL
// runs one PostgreSQL database instead (label "postgres"). For each: every list's first page,
// next page, sorts, filters, 90% jump and summary one request at a time, the badges and
// dashboard stats, then 50 connections (BENCH_CONNECTIONS) of mixed list requests for 30 s
// (BENCH_DURATION) with the server's RSS before and after.

const LISTS = [
  WALLET_LIST,
  WITHDRAWAL_LIST,
  CRYPTO_LIST,
  NOTIFICATION_LIST,
] as unknown as ListDeclaration<never, string, string>[];
const PORT = Number(process.env.BENCH_PORT ?? 5150);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);

function mixedPath(n: number): string {
  const list = LISTS[n % LISTS.length]!;
  const key = list.sortKeys[(n >> 2) % list.sortKeys.length];
  switch (n % 3) {
    case 0:
      return `/api${list.path}?limit=100&sort=${key}:desc`;
    case 1:
      return `/api${list.path}?limit=100&position=${(n * 7919) % 50_000}`;
    default:
      return list.path === '/notifications'
        ? `/api${list.path}?limit=100&from=2026-01-01`
        : `/api${list.path}/summary`;
  }
}

async function benchOne(label: string, env: Record<string, string>) {
  const server = await startServer(
    { DEMO_MODE: 'true', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', ...env },
    PORT,
  );
  try {
    const cookie = await benchLogin(server.url, { password: DEMO_PASSWORD });
    const lists: (ListFigures & { db: string })[] = [];
    for (const list of LISTS)
      lists.push({ db: label, ...(await probeList(server.url, cookie, list)) });
    const counts = { db: label, ...(await probeCounts(server.url, cookie)) };
    const rssBefore = rssMb(server.pid);
    const { result, percentile: at } = await runPathLoad({
      url: server.url,
      cookie,
      connections: CONNECTIONS,
      duration: DURATION,
      pathOf: mixedPath,
    });
    const load = {
      db: label,
      'req/s': Math.round(result.requests.average),
      'p50 ms': at(50),
      'p99 ms': at(99),
      'errors+timeouts': result.errors + result.timeouts,
      non2xx: result.non2xx,
      'RSS before MB': rssBefore,
      'RSS after MB': rssMb(server.pid),
    };
    return { lists, counts, load };
  } finally {
    await server.stop();
  }
}

async function main() {
  const targets = process.env.DATABASE_URL
    ? [['postgres', { DATABASE_URL: process.env.DATABASE_URL }] as const]
    : (process.env.BENCH_LIST_DIRS ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => {
          const [label = '', dir = ''] = pair.split('=');
          return [label, { DATA_DIR: dir }] as const;
        });
  if (targets.length === 0)
    throw new Error('Set BENCH_LIST_DIRS="1k=<dir>,1m=<dir>" or DATABASE_URL');
  const results = [];
  for (const [label, env] of targets) results.push(await benchOne(label, env));
  console.log(`\nLists, one request at a time, p50 / p95 ms (${os.cpus().length} CPUs):`);
  console.table(results.flatMap((r) => r.lists));
  console.log('\nBadges and dashboard stats, p50 / p95 ms (target < 50 ms):');
  console.table(results.map((r) => r.counts));
  console.log(`\n${CONNECTIONS} connections, mixed list requests, ${DURATION} s:`);
  console.table(results.map((r) => r.load));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
