import os from 'node:os';
import {
  AUDIT_LIST,
  CRYPTO_LIST,
  type ListDeclaration,
  MESSAGE_LIST,
  NOTIFICATION_LIST,
  USER_LIST,
  WALLET_LIST,
  WITHDRAWAL_LIST,
} from '@rewards/contract';
import { DEMO_PASSWORD } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { SeededRandom } from '../src/seed/random';
import { type ActivityKind, writeActivity } from '../src/simulate/app-activity';
import { benchLogin } from './bench-session';
import {
  hasSummary,
  type ListFigures,
  type ListWrite,
  probeCounts,
  probeList,
} from './list-probes';
import { benchTargets } from './bench-targets';
import { runSpreadLoad } from './path-load';
import { rssMb } from './process-stats';
import { type RunningServer, startServer } from './server-process';

// `npm run bench:lists -w api`: the list engine's figures (decision 028) on seeded databases,
// side by side, so a list's cost at 1,000,000 users reads against its cost at 1,000 measured
// in the same run. The databases as bench-targets.ts reads them: BENCH_LIST_DIRS="label=dir,..."
// seeded SQLite folders and/or BENCH_LIST_URLS="label=url,..." PostgreSQL databases (or one
// DATABASE_URL); BENCH_API_INSTANCES=2 runs two API instances on each (the scale set-up). For each:
// every list's (money, notifications, users, audit, messages) first page, next page, sorts,
// filters, 90% jump and summary (cached, and cold: right after a row written to its table by a
// second connection, as the app's backend writes) one request at a time, the badges and dashboard stats, then 50 connections (BENCH_CONNECTIONS) of mixed list
// requests for 30 s (BENCH_DURATION) with the servers' RSS before and after.

const LISTS = [
  WALLET_LIST,
  WITHDRAWAL_LIST,
  CRYPTO_LIST,
  NOTIFICATION_LIST,
  // The other lists on the engine (decisions 038, 039), measured the same way.
  USER_LIST,
  AUDIT_LIST,
  MESSAGE_LIST,
] as unknown as ListDeclaration<never, string, string>[];
const PORT = Number(process.env.BENCH_PORT ?? 5150);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
/** API instances per database (BENCH_API_INSTANCES; 2 = the scale set-up, as start:scale). */
const INSTANCES = Number(process.env.BENCH_API_INSTANCES ?? 1);

function mixedPath(n: number): string {
  const list = LISTS[n % LISTS.length]!;
  const key = list.sortKeys[(n >> 2) % list.sortKeys.length];
  switch (n % 3) {
    case 0:
      return `/api${list.path}?limit=100&sort=${key}:desc`;
    case 1:
      return `/api${list.path}?limit=100&position=${(n * 7919) % 50_000}`;
    default:
      if (hasSummary(list)) return `/api${list.path}/summary`;
      // A filtered page instead: by date where the list has one (users: by status).
      return 'from' in list.filters
        ? `/api${list.path}?limit=100&from=2026-01-01`
        : `/api${list.path}?limit=100&status=ok`;
  }
}

/** The app's own writes to each money list's table (the cold summary's write). */
const WRITES: Record<string, ActivityKind> = {
  '/wallet': 'wallet-transaction',
  '/withdrawals': 'withdrawal',
  '/crypto-payments': 'crypto-payment',
};

/** Writes one new row to a list's table, as the app's backend does (a second connection). */
function appWrites(env: Record<string, string>): { write: ListWrite; close: () => Promise<void> } {
  const db = openDatabase(env.DATABASE_URL ?? `${env.DATA_DIR}/app.db`);
  // Seeded from the clock: a fixed seed writes the same order ids again on a database an earlier
  // run wrote to (PostgreSQL's are not copies), and the crypto insert fails on its unique key.
  const random = new SeededRandom(Date.now());
  return {
    write: async (path) => {
      const kind = WRITES[path];
      if (kind) await writeActivity(db, random, kind, Date.now());
    },
    close: () => db.destroy(),
  };
}

const rssOf = (servers: RunningServer[]) => servers.map((server) => rssMb(server.pid)).join(' + ');

async function benchOne(label: string, env: Record<string, string>) {
  const servers: RunningServer[] = [];
  const writes = appWrites(env);
  try {
    for (let i = 0; i < INSTANCES; i++)
      servers.push(
        await startServer(
          { DEMO_MODE: 'true', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', ...env },
          PORT + i,
        ),
      );
    const urls = servers.map((server) => server.url);
    const cookie = await benchLogin(urls[0]!, { password: DEMO_PASSWORD });
    const lists: (ListFigures & { db: string })[] = [];
    // One request at a time, each list on the next instance (each has its own caches).
    for (const [i, list] of LISTS.entries())
      lists.push({
        db: label,
        ...(await probeList(urls[i % urls.length]!, cookie, list, writes.write)),
      });
    const counts = { db: label, ...(await probeCounts(urls[0]!, cookie)) };
    const rssBefore = rssOf(servers);
    const load = await runSpreadLoad(urls, {
      cookie,
      connections: CONNECTIONS,
      duration: DURATION,
      pathOf: mixedPath,
    });
    return {
      lists,
      counts,
      load: {
        db: label,
        'req/s': Math.round(load.rps),
        'p50 ms': load.percentile(50),
        'p99 ms': load.percentile(99),
        'errors+timeouts': load.errors,
        non2xx: load.non2xx,
        'RSS before MB': rssBefore,
        'RSS after MB': rssOf(servers),
      },
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await writes.close();
  }
}

async function main() {
  const targets = benchTargets();
  const results = [];
  for (const { label, env } of targets) results.push(await benchOne(label, env));
  const setUp = `${os.cpus().length} CPUs, ${INSTANCES} API instance${INSTANCES > 1 ? 's' : ''}`;
  console.log(`\nLists, one request at a time, p50 / p95 ms (${setUp}):`);
  console.table(results.flatMap((r) => r.lists));
  console.log('\nBadges and dashboard stats, p50 / p95 ms (target < 50 ms):');
  console.table(results.map((r) => r.counts));
  console.log(`\n${CONNECTIONS} connections, mixed list requests, ${DURATION} s (${setUp}):`);
  console.table(results.map((r) => r.load));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
