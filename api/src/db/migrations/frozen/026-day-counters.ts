import { type RawBuilder, sql } from 'kysely';

// Frozen (decision 026): migration 026's day counters and trigger SQL, copied from
// db/day-counters.ts of that time. Only 026 imports this file.

interface DayCounter {
  name: string;
  table: string;
  /** The row's UTC day (YYYY-MM-DD), as SQL over the row (`new`/`old`/`r`). */
  day: (row: string) => string;
}

export const DAY_COUNTERS_026: readonly DayCounter[] = [
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

export function dayCounterTriggers026(postgres: boolean): RawBuilder<unknown>[] {
  if (!postgres) {
    return DAY_COUNTERS_026.flatMap((c) => [
      sql.raw(`create trigger day_counters_${c.name}_insert after insert on ${c.table}
        begin ${onInsert(c)} end`),
      sql.raw(`create trigger day_counters_${c.name}_delete after delete on ${c.table}
        begin ${onDelete(c)} end`),
      sql.raw(`create trigger day_counters_${c.name}_update after update on ${c.table}
        when ${moved(c)} begin ${onUpdate(c)} end`),
    ]);
  }
  return DAY_COUNTERS_026.flatMap((c) => [
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
