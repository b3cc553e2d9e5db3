import { type RawBuilder, sql } from 'kysely';

// Frozen (decision 026): migration 029's summary buckets and trigger SQL, copied from
// db/summary-buckets.ts of that time, with the bucket tables' column types. Only 029 imports
// this file.

interface SummaryBuckets {
  table: string;
  buckets: string;
  /** The bucket key's columns and their types (the listed table's). */
  columns: readonly (readonly [string, 'text' | 'integer'])[];
}

export const SUMMARY_BUCKETS_029: readonly SummaryBuckets[] = [
  {
    table: 'wallet_transactions',
    buckets: 'wallet_transactions_summary',
    columns: [
      ['status', 'text'],
      ['due', 'integer'],
      ['method', 'text'],
    ],
  },
  { table: 'withdrawals', buckets: 'withdrawals_summary', columns: [['status', 'text']] },
  {
    table: 'crypto_payments',
    buckets: 'crypto_payments_summary',
    columns: [
      ['payment_status', 'text'],
      ['network', 'text'],
    ],
  },
];

export const bucketColumns029 = (b: SummaryBuckets, row?: string) =>
  b.columns.map(([c]) => (row ? `${row}.${c}` : c)).join(', ');
const list = bucketColumns029;

const add = (b: SummaryBuckets, row: string, sign: 1 | -1) =>
  `insert into ${b.buckets} (${list(b)}, row_count, amount_minor)
    values (${list(b, row)}, ${sign}, ${sign} * ${row}.amount_minor)
    on conflict (${list(b)}) do update set
      row_count = ${b.buckets}.row_count + excluded.row_count,
      amount_minor = ${b.buckets}.amount_minor + excluded.amount_minor;`;
const moved = (b: SummaryBuckets) =>
  [...b.columns.map(([c]) => c), 'amount_minor'].map((c) => `new.${c} <> old.${c}`).join(' or ');
const onUpdate = (b: SummaryBuckets) =>
  `if (${list(b, 'old')}) < (${list(b, 'new')}) then ${add(b, 'old', -1)} ${add(b, 'new', 1)}
   else ${add(b, 'new', 1)} ${add(b, 'old', -1)} end if;`;

export function summaryBucketTriggers029(postgres: boolean): RawBuilder<unknown>[] {
  if (!postgres) {
    return SUMMARY_BUCKETS_029.flatMap((b) => [
      sql.raw(`create trigger ${b.buckets}_insert after insert on ${b.table}
        begin ${add(b, 'new', 1)} end`),
      sql.raw(`create trigger ${b.buckets}_delete after delete on ${b.table}
        begin ${add(b, 'old', -1)} end`),
      sql.raw(`create trigger ${b.buckets}_update after update on ${b.table}
        when ${moved(b)} begin ${add(b, 'old', -1)} ${add(b, 'new', 1)} end`),
    ]);
  }
  return SUMMARY_BUCKETS_029.flatMap((b) => [
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
