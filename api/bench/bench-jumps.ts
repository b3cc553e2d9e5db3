import { DEMO_PASSWORD } from '../src/config';
import { benchLogin } from './bench-session';
import { benchTargets, labelledPairs } from './bench-targets';
import { percentile, timed } from './list-probes';
import { type RunningServer, startServer } from './server-process';

// `npm run bench:jumps -w api`: scrollbar jumps in the Payment list (decision 050), one
// request at a time. For each sort: the first page of a freshly started server (it starts the
// walk of the view's anchors), the first jump to 90% BENCH_FIRST_JUMP_AFTER_MS later (1,500:
// an admin reaching for the scrollbar), then a drag: jumps to 12 positions across the list,
// p50 / p95, at once and again 3 s later. BENCH_ROUNDS (1) repeats every server, the trees in
// turn, and ends with the first jumps' p50 / p95 over the rounds and sorts.
// Targets as bench:lists (bench-targets.ts: BENCH_LIST_DIRS and/or BENCH_LIST_URLS, or DATABASE_URL);
// BENCH_API_DIRS="old=<api dir>,new=<api dir>" runs each target on several API trees (e.g. a
// `git archive` of the previous commit) one after the other, for a same-run comparison.
// BENCH_JUMP_TOGETHER=1 opens the sorts' first pages at once instead (several admins, or one
// opening tabs), then jumps to 90% in each, one at a time, BENCH_FIRST_JUMP_AFTER_MS later:
// the views' anchor walks take turns in the instance (decision 050). No drags then.
// BENCH_API_INSTANCES=2 starts two instances per target (the scale set-up, on PostgreSQL) and
// sends the requests to them in turn.

const PORT = Number(process.env.BENCH_PORT ?? 5150);
const SORTS = (process.env.BENCH_JUMP_SORTS ?? 'date:desc,amount:asc,id:desc').split(',');
const SETTLE_MS = 3_000;
const FIRST_JUMP_AFTER_MS = Number(process.env.BENCH_FIRST_JUMP_AFTER_MS ?? 1_500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const TOGETHER = process.env.BENCH_JUMP_TOGETHER === '1';
const INSTANCES = Number(process.env.BENCH_API_INSTANCES ?? 1);
const DRAG = [0.9, 0.3, 0.6, 0.85, 0.95, 0.5, 0.1, 0.75, 0.2, 0.9, 0.45, 0.99];

async function benchJumps(urls: string[], cookie: string, sort: string) {
  // The instances in turn, as the app servers' /api proxy spreads requests: with two, the
  // first jump lands on the instance that did not serve the first page.
  let next = 0;
  const page = (query: string) =>
    `${urls[next++ % urls.length]}/api/wallet?limit=100&sort=${sort}&${query}`;
  const { body, ms: firstPage } = await timed(page(''), cookie);
  const total = (JSON.parse(body) as { data: { total: number } }).data.total;
  await new Promise((resolve) => setTimeout(resolve, FIRST_JUMP_AFTER_MS));
  const first = await timed(page(`position=${Math.floor(total * 0.9)}`), cookie);
  const drag = async () => {
    const times: number[] = [];
    for (const at of DRAG) {
      const jump = await timed(page(`position=${Math.floor(total * at)}`), cookie);
      const rows = (JSON.parse(jump.body) as { data: { rows: unknown[] } }).data.rows.length;
      if (rows === 0) throw new Error(`no rows at ${at} of ${total} (${sort})`);
      times.push(jump.ms);
    }
    times.sort((a, b) => a - b);
    return `${Math.round(percentile(times, 50))} / ${Math.round(percentile(times, 95))}`;
  };
  const during = await drag();
  // The anchors the first jump asked for are walked in the background meanwhile.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return {
    sort,
    rows: total,
    'first page ms': Math.round(firstPage),
    'first jump 90% ms': Math.round(first.ms),
    'drag at once p50 / p95': during,
    'drag 3 s later p50 / p95': await drag(),
  };
}

/** First pages of every sort at once, then each sort's first jump to 90%, in turn. */
async function benchTogether(urls: string[], cookie: string) {
  let next = 0;
  const page = (sort: string, query: string) =>
    `${urls[next++ % urls.length]}/api/wallet?limit=100&sort=${sort}&${query}`;
  const firsts = await Promise.all(SORTS.map((sort) => timed(page(sort, ''), cookie)));
  await new Promise((resolve) => setTimeout(resolve, FIRST_JUMP_AFTER_MS));
  const results = [];
  for (const [i, sort] of SORTS.entries()) {
    const total = (JSON.parse(firsts[i]!.body) as { data: { total: number } }).data.total;
    const jump = await timed(page(sort, `position=${Math.floor(total * 0.9)}`), cookie);
    results.push({
      sort,
      rows: total,
      'first page ms': Math.round(firsts[i]!.ms),
      'first jump 90% ms': Math.round(jump.ms),
    });
  }
  return results;
}

async function main() {
  const targets = benchTargets();
  const trees = labelledPairs(process.env.BENCH_API_DIRS);
  const results = [];
  const order = trees.length > 0 ? trees : [['this', undefined] as const];
  for (let round = 0; round < ROUNDS; round += 1)
    for (const { label, env } of targets) {
      // The trees in turn, the first one alternating: old and new share the machine's load.
      for (const [tree, apiDir] of round % 2 ? [...order].reverse() : order) {
        const servers: RunningServer[] = [];
        try {
          for (let i = 0; i < INSTANCES; i += 1)
            servers.push(
              await startServer(
                { DEMO_MODE: 'true', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', ...env },
                PORT + i,
                apiDir,
              ),
            );
          const urls = servers.map((server) => server.url);
          const cookie = await benchLogin(urls[0]!, { password: DEMO_PASSWORD });
          // A just-started server's first seconds are not any jump's cost.
          await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
          if (TOGETHER)
            for (const result of await benchTogether(urls, cookie))
              results.push({ db: label, api: tree, ...result });
          else
            for (const sort of SORTS)
              results.push({ db: label, api: tree, ...(await benchJumps(urls, cookie, sort)) });
        } finally {
          await Promise.all(servers.map((server) => server.stop()));
        }
      }
    }
  console.log('\nPayment jumps, one request at a time (ms):');
  console.table(results);
  console.log(`\nFirst jumps ${FIRST_JUMP_AFTER_MS} ms after the first page (ms):`);
  console.table(firstJumps(results));
}

/** The first jumps' p50 / p95 for each database and tree, over the rounds and sorts. */
function firstJumps(results: { db: string; api: string; 'first jump 90% ms': number }[]) {
  const groups = new Map<string, number[]>();
  for (const result of results) {
    const group = `${result.db} ${result.api}`;
    groups.set(group, [...(groups.get(group) ?? []), result['first jump 90% ms']]);
  }
  return [...groups].map(([group, ms]) => {
    const times = ms.sort((a, b) => a - b);
    return {
      group,
      n: times.length,
      p50: Math.round(percentile(times, 50)),
      p95: Math.round(percentile(times, 95)),
      max: times.at(-1),
    };
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
