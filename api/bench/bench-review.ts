import os from 'node:os';
import type { ReviewItem, ReviewQueuePage } from '@rewards/contract';
import { DEMO_PASSWORD } from '../src/config';
import { benchTargets } from './bench-targets';
import { benchLogin } from './bench-session';
import { percentile, timed } from './list-probes';
import { startServer } from './server-process';

// `npm run bench:review -w api`: the review queue's requests on seeded databases side by side
// (BENCH_LIST_DIRS="1k=<dir>,1m=<dir>" and/or BENCH_LIST_URLS, as bench:lists takes them), the
// two-person rule on (above ₹1,000) so the partner test and first approvals are in play:
// the first page and the badge (REPEAT times each), a walk of PAGES pages by cursor, a filtered
// first page, every walked item's context (bytes too: no whole-history downloads), and claim +
// release. p50 / p95 ms; a ratio between two sizes of one database is the figure to compare.

const PORT = Number(process.env.BENCH_PORT ?? 5152);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);
const PAGES = Number(process.env.BENCH_PAGES ?? 8);
const ORIGIN = 'http://localhost:3000';

const show = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 95).toFixed(1)}`;
};

async function repeat(url: string, cookie: string, times = REPEAT) {
  const samples: number[] = [];
  let body = '';
  for (let i = 0; i < times; i++) ({ ms: samples[i] = 0, body } = await timed(url, cookie));
  return { samples, body };
}

async function write(method: string, url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { method, headers: { cookie, origin: ORIGIN } });
  await res.text();
  if (res.status >= 500) throw new Error(`${method} ${url}: ${res.status}`);
  return performance.now() - started;
}

async function benchOne(label: string, env: Record<string, string>) {
  const server = await startServer(
    {
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      WITHDRAWAL_SECOND_APPROVAL_ABOVE: '1000',
      APP_ORIGINS: ORIGIN,
      ...env,
    },
    PORT,
  );
  try {
    const base = `${server.url}/api/review`;
    const cookie = await benchLogin(server.url, { password: DEMO_PASSWORD, origin: ORIGIN });
    const first = await repeat(`${base}/queue`, cookie);
    const page0 = JSON.parse(first.body).data as ReviewQueuePage;
    const badge = await repeat(`${base}/queue?limit=1`, cookie);
    const filtered = await repeat(`${base}/queue?kind=withdrawal&min=1000&max=50000`, cookie);
    const walk: number[] = [];
    const items: ReviewItem[] = [...page0.items];
    let cursor = page0.next_cursor;
    for (let i = 0; i < PAGES && cursor; i++) {
      const { ms, body } = await timed(`${base}/queue?cursor=${cursor}`, cookie);
      walk.push(ms);
      const page = JSON.parse(body).data as ReviewQueuePage;
      items.push(...page.items);
      cursor = page.next_cursor;
    }
    const context: number[] = [];
    const bytes: number[] = [];
    const claims: number[] = [];
    for (const item of items) {
      const { ms, body } = await timed(`${base}/items/${item.kind}/${item.id}/context`, cookie);
      context.push(ms);
      bytes.push(Buffer.byteLength(body));
    }
    for (const item of items.slice(0, REPEAT)) {
      claims.push(await write('POST', `${base}/items/${item.kind}/${item.id}/claim`, cookie));
      claims.push(await write('DELETE', `${base}/items/${item.kind}/${item.id}/claim`, cookie));
    }
    bytes.sort((a, b) => a - b);
    return {
      db: label,
      offered: page0.count,
      waiting: page0.waiting_for_others,
      'first page': show(first.samples),
      'next pages': show(walk),
      filtered: show(filtered.samples),
      badge: show(badge.samples),
      'items read': items.length,
      context: show(context),
      'context bytes p50/max': `${percentile(bytes, 50)} / ${bytes.at(-1) ?? 0}`,
      'claim, release': show(claims),
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const rows = [];
  for (const target of benchTargets()) rows.push(await benchOne(target.label, target.env));
  console.log(
    `\nThe review queue, p50 / p95 ms (${os.cpus().length} CPUs, one request at a time):`,
  );
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
