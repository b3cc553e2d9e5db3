import { type RawBuilder, sql } from 'kysely';
import type { AnyDb } from './dialect';

// The counts the dashboard and the sidebar badges show, kept in `stat_counters` by triggers
// in the same transaction as the change (migration 016), so reading them is one small table
// at any size: counting them took 450 ms at 1,000,000 users. The seed's bulk load drops the
// triggers and recounts once (`db/bulk-load.ts`). This is the live catalogue; migration 016
// holds its own frozen copy and test/db/migrations.test.ts holds the two equal (decision 026).

interface Counter {
  name: string;
  table: string;
  /** What one row adds, as SQL over the row (`new`/`old`/`r`). */
  value: (row: string) => string;
}

export const STAT_COUNTERS: readonly Counter[] = [
  { name: 'users', table: 'users', value: () => '1' },
  {
    name: 'pending_payments',
    table: 'users',
    value: (r) => `(case when ${r}.payment_status = 0 then 1 else 0 end)`,
  },
  {
    name: 'active_plans',
    table: 'users',
    value: (r) =>
      `(case when ${r}.business_plan is not null and ${r}.status = 'ok' then 1 else 0 end)`,
  },
  {
    name: 'completed_revenue_minor',
    table: 'wallet_transactions',
    value: (r) => `(case when ${r}.status = 'completed' then ${r}.amount_minor else 0 end)`,
  },
  {
    name: 'due_payments',
    table: 'wallet_transactions',
    value: (r) => `(case when ${r}.due = 1 then 1 else 0 end)`,
  },
  {
    name: 'pending_withdrawals',
    table: 'withdrawals',
    value: (r) => `(case when ${r}.status = 'pending' then 1 else 0 end)`,
  },
];

export type StatCounterName = (typeof STAT_COUNTERS)[number]['name'];
const tables = [...new Set(STAT_COUNTERS.map((counter) => counter.table))];
const countersOf = (table: string) => STAT_COUNTERS.filter((c) => c.table === table);

/** `update stat_counters` adding each counter's delta (SQL per counter) for one table. */
function addDeltas(table: string, delta: (counter: Counter) => string): string {
  const counters = countersOf(table);
  const cases = counters.map((c) => `when '${c.name}' then ${delta(c)}`).join(' ');
  const names = counters.map((c) => `'${c.name}'`).join(', ');
  return `update stat_counters set value = value + (case name ${cases} end) where name in (${names});`;
}
const changed = (table: string) =>
  countersOf(table)
    .map((c) => `${c.value('new')} <> ${c.value('old')}`)
    .join(' or ');
const onInsert = (t: string) => addDeltas(t, (c) => c.value('new'));
const onDelete = (t: string) => addDeltas(t, (c) => `-${c.value('old')}`);
const onUpdate = (t: string) => addDeltas(t, (c) => `${c.value('new')} - ${c.value('old')}`);

export function statCounterTriggers(dialect: 'sqlite' | 'postgres'): RawBuilder<unknown>[] {
  if (dialect === 'sqlite') {
    return tables.flatMap((t) => [
      sql.raw(
        `create trigger stat_counters_${t}_insert after insert on ${t} begin ${onInsert(t)} end`,
      ),
      sql.raw(
        `create trigger stat_counters_${t}_delete after delete on ${t} begin ${onDelete(t)} end`,
      ),
      sql.raw(`create trigger stat_counters_${t}_update after update on ${t}
        when ${changed(t)} begin ${onUpdate(t)} end`),
    ]);
  }
  return tables.flatMap((t) => [
    sql.raw(`create or replace function stat_counters_${t}() returns trigger
      language plpgsql as $$ begin
        if tg_op = 'INSERT' then ${onInsert(t)}
        elsif tg_op = 'DELETE' then ${onDelete(t)}
        elsif ${changed(t)} then ${onUpdate(t)}
        end if;
        return null;
      end $$`),
    sql.raw(`create or replace trigger stat_counters_${t} after insert or update or delete on ${t}
      for each row execute function stat_counters_${t}()`),
  ]);
}

export function dropStatCounterTriggers(dialect: 'sqlite' | 'postgres'): RawBuilder<unknown>[] {
  return tables.flatMap((t) =>
    dialect === 'sqlite'
      ? ['insert', 'delete', 'update'].map((op) =>
          sql.raw(`drop trigger if exists stat_counters_${t}_${op}`),
        )
      : [
          sql.raw(`drop trigger if exists stat_counters_${t} on ${t}`),
          sql.raw(`drop function if exists stat_counters_${t}()`),
        ],
  );
}

/** Every counter counted again from the rows (after a bulk load, which runs without triggers). */
export async function recountStatCounters(db: AnyDb): Promise<void> {
  for (const c of STAT_COUNTERS) {
    await sql`update stat_counters set value =
      (select coalesce(sum(${sql.raw(c.value('r'))}), 0) from ${sql.table(c.table)} as r)
      where name = ${c.name}`.execute(db);
  }
}

export async function readStatCounters(db: AnyDb): Promise<Record<StatCounterName, number>> {
  const rows = await sql<{
    name: string;
    value: unknown;
  }>`select name, value from stat_counters`.execute(db);
  return Object.fromEntries(rows.rows.map((row) => [row.name, Number(row.value)]));
}
