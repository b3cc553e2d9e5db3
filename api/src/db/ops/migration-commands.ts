import type { Kysely } from 'kysely';
import { createMigrator } from '../migrate';
import type { Database } from '../schema';

// `npm run db -w api -- status | migrate | rollback [n]`: the migrator's own steps, one line
// per migration. Every migration has a `down` (frozen with it, decision 026), so a rollback
// can go back to an empty schema; it loses what the rolled-back tables held.

export interface MigrationLine {
  name: string;
  /** When it ran; null when it is still to run. */
  executedAt: Date | null;
}

export async function migrationStatus(db: Kysely<Database>): Promise<MigrationLine[]> {
  const all = await createMigrator(db).getMigrations();
  return all.map((m) => ({ name: m.name, executedAt: m.executedAt ?? null }));
}

function namesOrThrow(
  verb: string,
  outcome: Awaited<ReturnType<ReturnType<typeof createMigrator>['migrateUp']>>,
): string[] {
  const failed = outcome.results?.find((r) => r.status === 'Error');
  if (outcome.error || failed) {
    const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    throw new Error(`${verb} ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (outcome.results ?? []).map((r) => r.migrationName);
}

/** Runs every migration still to run; returns their names (none: already up to date). */
export async function migrateAll(db: Kysely<Database>): Promise<string[]> {
  return namesOrThrow('Migration', await createMigrator(db).migrateToLatest());
}

/** Undoes the last `steps` migrations that ran, newest first; returns their names. */
export async function rollback(db: Kysely<Database>, steps: number): Promise<string[]> {
  const migrator = createMigrator(db);
  const undone: string[] = [];
  for (let i = 0; i < steps; i += 1) {
    const names = namesOrThrow('Rollback of', await migrator.migrateDown());
    if (names.length === 0) break;
    undone.push(...names);
  }
  return undone;
}
