import { type Kysely, sql } from 'kysely';
import { isPostgres } from './frozen/dialect-name';
import { statCounterTriggers016, STAT_COUNTERS_016 } from './frozen/016-stat-counters';

// The dashboard's and the badges' counts kept by triggers in the same transaction as each
// change (decision 028): reading them is one small table at any size. Frozen (decision 026).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stat_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const counter of STAT_COUNTERS_016) {
    await sql`insert into stat_counters (name, value) values (${counter.name},
      (select coalesce(sum(${sql.raw(counter.value('r'))}), 0) from ${sql.table(counter.table)} as r))`.execute(
      db,
    );
  }
  for (const statement of statCounterTriggers016(isPostgres(db))) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [...new Set(STAT_COUNTERS_016.map((counter) => counter.table))];
  for (const t of tables) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger stat_counters_${t} on ${t}`).execute(db);
      await sql.raw(`drop function stat_counters_${t}()`).execute(db);
    } else {
      for (const op of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger stat_counters_${t}_${op}`).execute(db);
    }
  }
  await db.schema.dropTable('stat_counters').execute();
}
