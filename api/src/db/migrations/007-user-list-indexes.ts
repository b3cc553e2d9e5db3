import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { createSortIndexes, dropSortIndexes } from '../user-list-indexes';

// Issue 14: the user list is queried in the database (GET /api/users): an index for every
// sortable column and a search index (FTS5 trigram on SQLite, pg_trgm on PostgreSQL). The
// sort indexes in their first shape (key, id); migration 014 adds the filter columns.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createSortIndexes(db, false);
  await dialectOf(db).createUserSearch(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropSortIndexes(db);
  await dialectOf(db).dropUserSearch(db);
}
