import { type RawBuilder, sql } from 'kysely';

// Frozen (decision 026): migration 016's counters and trigger SQL, copied from
// db/stat-counters.ts of that time. Only 016 imports this file.

interface Counter {
  name: string;
  table: string;
  /** What one row adds, as SQL over the row (`new`/`old`/`r`). */
  value: (row: string) => string;
}

export const STAT_COUNTERS_016: readonly Counter[] = [
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

const tables = [...new Set(STAT_COUNTERS_016.map((counter) => counter.table))];
const countersOf = (table: string) => STAT_COUNTERS_016.filter((c) => c.table === table);

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

export function statCounterTriggers016(postgres: boolean): RawBuilder<unknown>[] {
  if (!postgres) {
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
