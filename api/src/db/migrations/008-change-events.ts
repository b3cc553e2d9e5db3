import type { Kysely } from 'kysely';
import { TRACKED_TABLES } from '../../events/tracked-tables';
import { dialectOf } from '../dialect';

// Issue 17: the outbox of live updates (decision 015). Triggers on every tracked table write
// one row per changed row in the same transaction, whoever writes: the API, the simulator or
// the app's backend. Times are epoch ms (bigint), ids autoincrement like every table.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('status', 'text')
    .addColumn('admin_id', 'integer')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  // The audit trigger finds a row's newest event; pruning deletes by age.
  await db.schema
    .createIndex('change_events_entity')
    .on('change_events')
    .columns(['entity', 'entity_id'])
    .execute();
  await db.schema.createIndex('change_events_at').on('change_events').column('at').execute();
  for (const statement of dialectOf(db).changeTriggers(TRACKED_TABLES)) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of dialectOf(db).dropChangeTriggers(TRACKED_TABLES)) {
    await statement.execute(db);
  }
  await db.schema.dropTable('change_events').execute();
}
