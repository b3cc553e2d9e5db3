import type { Kysely } from 'kysely';
import { createUserListIndexes, dropUserListIndexes } from '../user-list-indexes';

// Issue 14: the user list is queried in the database (GET /api/users): an index for every
// sortable column and a search index (FTS5 trigram on SQLite, pg_trgm on PostgreSQL).

export async function up(db: Kysely<unknown>): Promise<void> {
  await createUserListIndexes(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropUserListIndexes(db);
}
