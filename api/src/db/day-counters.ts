import { type RawBuilder, sql } from 'kysely';
import type { AnyDb } from './dialect';

// Counts per UTC day kept by triggers in the same transaction as each change (decision 045),
// in `day_counters` (migration 026): the dashboard's "today" card read a day's range of the
// completions index, 200,000 rows at 1,000,000 users (185-445 ms on PostgreSQL). A row's day
// is the date of its ISO UTC timestamp. This is the live catalogue; migration 026 holds its
// own frozen copy and test/db/migrations.test.ts holds the two equal (decision 026).

interface DayCounter {
  name: string;
  table: string;
  /** The row's UTC day (YYYY-MM-DD), as SQL over the row (`new`/`old`/`r`). */
  day: (row: string) => string;
}

export const DAY_COUNTERS: readonly DayCounter[] = [
  {
    name: 'quiz_completions',
    table: 'quiz_completions',
    day: (r) => `substr(${r}.completed_at, 1, 10)`,
  },
];

const add = (c: DayCounter, row: string, delta: number) =>
  `insert into day_counters (name, day, value) values ('${c.name}', ${c.day(row)}, ${delta})
    on conflict (name, day) do update set value = day_counters.value + excluded.value;`;
const onInsert = (c: DayCounter) => add(c, 'new', 1);
const onDelete = (c: DayCounter) => add(c, 'old', -1);
const onUpdate = (c: DayCounter) => `${onDelete(c)} ${onInsert(c)}`;
const moved = (c: DayCounter) => `${c.day('new')} <> ${c.day('old')}`;

export function dayCounterTriggers(dialect: 'sqlite' | 'postgres'): RawBuilder<unknown>[] {
  if (dialect === 'sqlite') {
    return DAY_COUNTERS.flatMap((c) => [
      sql.raw(`create trigger day_counters_${c.name}_insert after insert on ${c.table}
        begin ${onInsert(c)} end`),
      sql.raw(`create trigger day_counters_${c.name}_delete after delete on ${c.table}
        begin ${onDelete(c)} end`),
      sql.raw(`create trigger day_counters_${c.name}_update after update on ${c.table}
        when ${moved(c)} begin ${onUpdate(c)} end`),
    ]);
  }
  return DAY_COUNTERS.flatMap((c) => [
    sql.raw(`create or replace function day_counters_${c.name}() returns trigger
      language plpgsql as $$ begin
        if tg_op = 'INSERT' then ${onInsert(c)}
        elsif tg_op = 'DELETE' then ${onDelete(c)}
        elsif ${moved(c)} then ${onUpdate(c)}
        end if;
        return null;
      end $$`),
    sql.raw(`create or replace trigger day_counters_${c.name} after insert or update or delete
      on ${c.table} for each row execute function day_counters_${c.name}()`),
  ]);
}

export function dropDayCounterTriggers(dialect: 'sqlite' | 'postgres'): RawBuilder<unknown>[] {
  return DAY_COUNTERS.flatMap((c) =>
    dialect === 'sqlite'
      ? ['insert', 'delete', 'update'].map((op) =>
          sql.raw(`drop trigger if exists day_counters_${c.name}_${op}`),
        )
      : [
          sql.raw(`drop trigger if exists day_counters_${c.name} on ${c.table}`),
          sql.raw(`drop function if exists day_counters_${c.name}()`),
        ],
  );
}

/** Every day counted again from the rows (after a bulk load, which runs without triggers). */
export async function recountDayCounters(db: AnyDb): Promise<void> {
  for (const c of DAY_COUNTERS) {
    await sql`delete from day_counters where name = ${c.name}`.execute(db);
    await sql`insert into day_counters (name, day, value)
      select cast(${c.name} as text), ${sql.raw(c.day('r'))}, count(*) from ${sql.table(c.table)} as r
      group by ${sql.raw(c.day('r'))}`.execute(db);
  }
}

/** One counter's value for one UTC day (0 when nothing happened that day). */
export async function readDayCounter(db: AnyDb, name: string, day: Date): Promise<number> {
  const row = await sql<{ value: unknown }>`select value from day_counters
    where name = ${name} and day = ${day.toISOString().slice(0, 10)}`.execute(db);
  return Number(row.rows[0]?.value ?? 0);
}
