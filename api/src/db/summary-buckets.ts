import { type RawBuilder, sql } from 'kysely';
import type { AnyDb } from './dialect';

// The money lists' summary cards kept by triggers in the same transaction as each change
// (decision 047, migration 029): one row per combination of a list's bucketed columns with
// its row count and amount (minor units), so a summary whose filters are all bucketed columns
// sums a few dozen rows instead of scanning the list (1.4-2.5 s at 1,000,000 users on SQLite,
// recounted after every write). A bucketed column is a stored value: nothing here depends on
// the time of reading ("due" is a stored flag). The seed's bulk load drops the triggers and
// recounts (`db/bulk-load.ts`). This is the live catalogue; migration 029 holds its own frozen
// copy and test/db/migrations.test.ts holds the two equal (decision 026).

export interface SummaryBuckets {
  /** The listed table and its bucket table (same column names, `row_count`, `amount_minor`). */
  table: string;
  buckets: string;
  /** The bucket key: the summary's grouped columns and the filters' columns. */
  columns: readonly string[];
}

export const SUMMARY_BUCKETS: readonly SummaryBuckets[] = [
  {
    table: 'wallet_transactions',
    buckets: 'wallet_transactions_summary',
    columns: ['status', 'due', 'method'],
  },
  { table: 'withdrawals', buckets: 'withdrawals_summary', columns: ['status'] },
  {
    table: 'crypto_payments',
    buckets: 'crypto_payments_summary',
    columns: ['payment_status', 'network'],
  },
];

const list = (b: SummaryBuckets, row?: string) =>
  b.columns.map((c) => (row ? `${row}.${c}` : c)).join(', ');

/** Adds (or with -1 takes away) one row of the table to its bucket. */
const add = (b: SummaryBuckets, row: string, sign: 1 | -1) =>
  `insert into ${b.buckets} (${list(b)}, row_count, amount_minor)
    values (${list(b, row)}, ${sign}, ${sign} * ${row}.amount_minor)
    on conflict (${list(b)}) do update set
      row_count = ${b.buckets}.row_count + excluded.row_count,
      amount_minor = ${b.buckets}.amount_minor + excluded.amount_minor;`;
const moved = (b: SummaryBuckets) =>
  [...b.columns, 'amount_minor'].map((c) => `new.${c} <> old.${c}`).join(' or ');
// Two bucket rows in key order, so two updates moving rows opposite ways between the same
// buckets lock them in the same order on PostgreSQL instead of deadlocking.
const onUpdate = (b: SummaryBuckets) =>
  `if (${list(b, 'old')}) < (${list(b, 'new')}) then ${add(b, 'old', -1)} ${add(b, 'new', 1)}
   else ${add(b, 'new', 1)} ${add(b, 'old', -1)} end if;`;

export function summaryBucketTriggers(dialect: 'sqlite' | 'postgres'): RawBuilder<unknown>[] {
  if (dialect === 'sqlite') {
    return SUMMARY_BUCKETS.flatMap((b) => [
      sql.raw(`create trigger ${b.buckets}_insert after insert on ${b.table}
        begin ${add(b, 'new', 1)} end`),
      sql.raw(`create trigger ${b.buckets}_delete after delete on ${b.table}
        begin ${add(b, 'old', -1)} end`),
      sql.raw(`create trigger ${b.buckets}_update after update on ${b.table}
        when ${moved(b)} begin ${add(b, 'old', -1)} ${add(b, 'new', 1)} end`),
    ]);
  }
  return SUMMARY_BUCKETS.flatMap((b) => [
    sql.raw(`create or replace function ${b.buckets}() returns trigger
      language plpgsql as $$ begin
        if tg_op = 'INSERT' then ${add(b, 'new', 1)}
        elsif tg_op = 'DELETE' then ${add(b, 'old', -1)}
        elsif ${moved(b)} then ${onUpdate(b)}
        end if;
        return null;
      end $$`),
    sql.raw(`create or replace trigger ${b.buckets} after insert or update or delete
      on ${b.table} for each row execute function ${b.buckets}()`),
  ]);
}

export function dropSummaryBucketTriggers(dialect: 'sqlite' | 'postgres'): RawBuilder<unknown>[] {
  return SUMMARY_BUCKETS.flatMap((b) =>
    dialect === 'sqlite'
      ? ['insert', 'delete', 'update'].map((op) =>
          sql.raw(`drop trigger if exists ${b.buckets}_${op}`),
        )
      : [
          sql.raw(`drop trigger if exists ${b.buckets} on ${b.table}`),
          sql.raw(`drop function if exists ${b.buckets}()`),
        ],
  );
}

/** Every bucket summed again from the rows (after a bulk load, which runs without triggers). */
export async function recountSummaryBuckets(db: AnyDb): Promise<void> {
  for (const b of SUMMARY_BUCKETS) {
    await sql`delete from ${sql.table(b.buckets)}`.execute(db);
    await sql
      .raw(
        `insert into ${b.buckets} (${list(b)}, row_count, amount_minor)
          select ${list(b)}, count(*), coalesce(sum(amount_minor), 0) from ${b.table}
          group by ${list(b)}`,
      )
      .execute(db);
  }
}
