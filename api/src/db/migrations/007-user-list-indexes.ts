import type { Kysely } from 'kysely';
import { isPostgres } from './frozen/dialect-name';
import {
  createSortIndex007,
  dropSortIndexes007,
  SORT_KEY_NAMES_007,
} from './frozen/007-user-sort-keys';
import { POSTGRES_USER_SEARCH_007, SQLITE_USER_SEARCH_007 } from './frozen/007-user-search';

// The user list is queried in the database (decision 014): an index for every sortable
// column and a search index (FTS5 trigram on SQLite, pg_trgm on PostgreSQL). The sort indexes
// in their first shape (key, id); migration 014 adds the filter columns. What it builds is
// frozen in ./frozen (decision 026): the live sort keys and search code may change, this may
// not.

const search = (db: Kysely<unknown>) =>
  isPostgres(db) ? POSTGRES_USER_SEARCH_007 : SQLITE_USER_SEARCH_007;

export async function up(db: Kysely<unknown>): Promise<void> {
  // id had no index of its own before 014: the table is in id order.
  for (const key of SORT_KEY_NAMES_007.filter((name) => name !== 'id')) {
    await createSortIndex007(db, key, ['id']);
  }
  for (const statement of search(db).create) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropSortIndexes007(db);
  for (const statement of search(db).drop) await statement.execute(db);
}
