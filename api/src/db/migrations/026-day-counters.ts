import { type Kysely, sql } from 'kysely';
import { isPostgres } from './frozen/dialect-name';
import { DAY_COUNTERS_026, dayCounterTriggers026 } from './frozen/026-day-counters';

// Counts per UTC day kept by triggers in the same transaction as each change (decision 045):
// the dashboard's "today" card reads one row instead of a day's range of an index. Frozen
// (decision 026).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('day_counters')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('day_counters_pk', ['name', 'day'])
    .execute();
  for (const c of DAY_COUNTERS_026) {
    await sql`insert into day_counters (name, day, value)
      select cast(${c.name} as text), ${sql.raw(c.day('r'))}, count(*)
      from ${sql.table(c.table)} as r group by ${sql.raw(c.day('r'))}`.execute(db);
  }
  for (const statement of dayCounterTriggers026(isPostgres(db))) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const c of DAY_COUNTERS_026) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger day_counters_${c.name} on ${c.table}`).execute(db);
      await sql.raw(`drop function day_counters_${c.name}()`).execute(db);
    } else {
      for (const op of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger day_counters_${c.name}_${op}`).execute(db);
    }
  }
  await db.schema.dropTable('day_counters').execute();
}
