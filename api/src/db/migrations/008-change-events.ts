import type { Kysely } from 'kysely';
import { isPostgres } from './frozen/dialect-name';
import {
  postgresChangeTriggers008,
  postgresDropChangeTriggers008,
} from './frozen/008-postgres-triggers';
import { sqliteChangeTriggers008, sqliteDropChangeTriggers008 } from './frozen/008-sqlite-triggers';
import { TRACKED_TABLES_008 } from './frozen/008-tracked-tables';

// The outbox of live updates (decision 015). Triggers on every tracked table write one row
// per changed row in the same transaction, whoever writes: the API, the simulator or the app's
// backend. Times are epoch ms (bigint), ids autoincrement like every table. The tables and
// the trigger SQL are frozen in ./frozen (decision 026): the live list may grow, this may not.

const triggers = (db: Kysely<unknown>) =>
  isPostgres(db)
    ? { create: postgresChangeTriggers008, drop: postgresDropChangeTriggers008 }
    : { create: sqliteChangeTriggers008, drop: sqliteDropChangeTriggers008 };

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
  for (const statement of triggers(db).create(TRACKED_TABLES_008)) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of triggers(db).drop(TRACKED_TABLES_008)) await statement.execute(db);
  await db.schema.dropTable('change_events').execute();
}
