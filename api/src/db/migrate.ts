import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { dialectOf } from './dialect';
import { migrations } from './migrations';
import type { Database } from './schema';

class InCodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** The migrator of every migration, with the dialect's DDL rewrites (also for tests' steps). */
export function createMigrator(db: Kysely<Database>): Migrator {
  const migrationDb = dialectOf(db).migrationPlugins.reduce(
    (d, plugin) => d.withPlugin(plugin),
    db,
  );
  return new Migrator({ db: migrationDb, provider: new InCodeMigrationProvider() });
}

/**
 * Brings the schema up to date; throws (so start-up fails) if any migration fails. Kysely's
 * migrator takes a lock (an advisory lock on PostgreSQL, BEGIN IMMEDIATE on SQLite), so of
 * several instances starting together one migrates and the others wait, then find nothing to do.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
