import type { Kysely } from 'kysely';
import {
  createSortIndexes,
  createStatusSinceIndex,
  dropSortIndexes,
  STATUS_SINCE_INDEX,
} from '../user-list-indexes';

// Issue 14: a jump inside a filter ("trust = yes, row 500,000") skipped its OFFSET along the
// sort index but read the table row of every skipped user to test the filter: 3-9 s at
// 1,000,000 users on SQLite. With status and trust as trailing columns of every sort index the
// skip never leaves the index (120-160 ms); on PostgreSQL the indexes of computed keys also
// hold the columns they read, which its index-only scan needs. Id gets an index of its own.
// Rebuilds the indexes in the new shape.

async function rebuild(db: Kysely<unknown>, withFilters: boolean): Promise<void> {
  await dropSortIndexes(db);
  await db.schema.dropIndex(STATUS_SINCE_INDEX).ifExists().execute();
  await createSortIndexes(db, withFilters);
  await createStatusSinceIndex(db, withFilters);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, false);
}
