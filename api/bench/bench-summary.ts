import { sql } from 'kysely';
import { openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import type { AnyListSource } from '../src/lists/list-source';
import { listSummary } from '../src/lists/list-summary';
import type { ListView } from '../src/lists/list-view';
import { cryptoSource } from '../src/money/crypto-source';
import { walletSource } from '../src/money/wallet-source';
import { withdrawalSource } from '../src/money/withdrawal-source';
import { percentile } from './list-probes';

// `npm run bench:summary -w api`: the money lists' summaries read from the buckets
// (decision 047) against the grouped scan of the rows they replace, in the same run on the
// same database, each right after a wallet write (the cold case: the versioned cache keeps
// neither after a write). BENCH_SUMMARY_TARGETS="label=<sqlite file or postgres url>,...";
// the first open applies pending migrations and prints how long they took.

const ROUNDS = Number(process.env.BENCH_SUMMARY_ROUNDS ?? 7);
const sort = { key: 'id', direction: 'desc' } as const;
const VIEWS: [string, AnyListSource, ListView][] = [
  ['wallet', walletSource, { filters: {}, sort }],
  ['wallet due=due', walletSource, { filters: { due: 'due' }, sort }],
  ['wallet method=UPI', walletSource, { filters: { method: 'UPI' }, sort }],
  ['withdrawals', withdrawalSource, { filters: {}, sort }],
  ['crypto', cryptoSource, { filters: {}, sort }],
];

const show = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 95).toFixed(1)}`;
};

async function benchOne(label: string, target: string) {
  const db = openDatabase(target);
  try {
    const started = performance.now();
    await migrateToLatest(db);
    console.log(`${label}: migrations on open ${(performance.now() - started).toFixed(0)} ms`);
    const { n } = await db
      .selectFrom('wallet_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const newest = await db
      .selectFrom('wallet_transactions')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const rows = [];
    for (const [name, source, view] of VIEWS) {
      const times = { scan: [] as number[], buckets: [] as number[] };
      for (let round = 0; round < ROUNDS; round++) {
        // A wallet write (the due flag of a row flipped), then both reads, alternating first.
        await sql`update wallet_transactions set due = 1 - due
          where id = ${Math.max(1, Number(newest.id) - round)}`.execute(db);
        const order =
          round % 2 === 0 ? (['scan', 'buckets'] as const) : (['buckets', 'scan'] as const);
        const answers: string[] = [];
        for (const read of order) {
          const at = performance.now();
          answers.push(JSON.stringify(await listSummary(db, source, view, read)));
          times[read].push(performance.now() - at);
        }
        if (answers[0] !== answers[1]) throw new Error(`${label} ${name}: answers differ`);
      }
      const p50 = (s: number[]) =>
        percentile(
          [...s].sort((a, b) => a - b),
          50,
        );
      rows.push({
        db: label,
        'wallet rows': Number(n),
        view: name,
        'scan p50 / p95 ms': show(times.scan),
        'buckets p50 / p95 ms': show(times.buckets),
        'scan / buckets (p50)': (p50(times.scan) / Math.max(p50(times.buckets), 0.01)).toFixed(1),
      });
    }
    return rows;
  } finally {
    await db.destroy();
  }
}

async function main() {
  const targets = (process.env.BENCH_SUMMARY_TARGETS ?? '').split(',').filter(Boolean);
  if (targets.length === 0) throw new Error('Set BENCH_SUMMARY_TARGETS="1k=<app.db>,pg=<url>"');
  const rows = [];
  for (const pair of targets) {
    const at = pair.indexOf('=');
    rows.push(...(await benchOne(pair.slice(0, at), pair.slice(at + 1))));
  }
  console.log(`\nMoney-list summaries right after a wallet write, ${ROUNDS} rounds each:`);
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
