import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type AppConfig, databaseTarget, loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/connection';
import { dialectOf } from '../../src/db/dialect';
import type { Database } from '../../src/db/schema';
import { createUserListIndexes } from '../../src/users/user-list-indexes';
import { type SchemaSnapshot, schemaDifferences } from './schema-snapshot';
import { createTestDatabase, type TestDatabase } from './test-db';

// Shared by the migration tests (decision 026): a database no migration has touched, and the
// live code that rebuilds what migrations built (the index catalogue; the seed, elsewhere).

export interface EmptyDatabase {
  db: Kysely<Database>;
  config: AppConfig;
  close: () => Promise<void>;
}

/** A new SQLite file, or a new PostgreSQL database not copied from the migrated template. */
export async function openEmptyDatabase(): Promise<EmptyDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-migrations-'));
  const database: TestDatabase = await createTestDatabase({ unmigrated: true });
  const config = loadConfig({
    DATA_DIR: dir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const db = openDatabase(databaseTarget(config));
  return {
    db,
    config,
    close: async () => {
      await db.destroy();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Drops every user-list sort index (whatever built it) and builds them again from the live
 * catalogue, services/user-list-indexes.ts, i.e. from SORT_KEYS.
 */
export async function rebuildUserListIndexes(db: Kysely<Database>): Promise<void> {
  const query =
    dialectOf(db).name === 'postgres'
      ? sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and indexname like 'users_sort_%'`
      : sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and name like 'users_sort_%'`;
  for (const { name } of (await query.execute(db)).rows) {
    await sql`drop index ${sql.id(name)}`.execute(db);
  }
  await createUserListIndexes(db);
}

/** What to do when live code no longer builds what the migrations built. */
export const NEEDS_A_MIGRATION = {
  catalogue:
    'The live index catalogue (SORT_KEYS in services/user-sort-keys.ts, built by ' +
    'services/user-list-indexes.ts) no longer builds the indexes the migrations built. A ' +
    'changed or new sort key needs a new migration creating its index with the SQL written ' +
    'out in it; never edit an old migration (docs/decisions/026-frozen-migrations.md).',
  seed:
    "The seed's bulk load rebuilds the change triggers (events/tracked-tables.ts, " +
    'db/dialect/*-triggers.ts) and the search index (db/dialect/*-user-search.ts) from live ' +
    'code, and they no longer match what the migrations built. Add a migration that builds ' +
    'the new triggers or index; never edit an old migration ' +
    '(docs/decisions/026-frozen-migrations.md).',
};

/** Fails with `hint` and one line per object that differs. */
export function expectSameSchema(
  actual: SchemaSnapshot,
  expected: SchemaSnapshot,
  hint: string,
): void {
  const differences = schemaDifferences(actual, expected);
  if (differences.length > 0) {
    throw new Error(`${hint}\n\n${differences.length} difference(s):\n${differences.join('\n')}`);
  }
}
