import type { Kysely } from 'kysely';
import {
  createSortIndex007,
  createStatusSinceIndex007,
  dropSortIndexes007,
  indexOnlyColumns007,
  SORT_KEY_NAMES_007,
  STATUS_SINCE_INDEX_007,
} from './frozen/007-user-sort-keys';

// A jump inside a filter ("trust = yes, row 500,000") skipped its OFFSET along the sort index
// but read the table row of every skipped user to test the filter: 3-9 s at 1,000,000 users
// on SQLite. With status and trust as trailing columns of every sort index the skip never
// leaves the index (120-160 ms); on PostgreSQL the indexes of computed keys also hold the
// columns they read, which its index-only scan needs. Id gets an index of its own (decision
// 022). Rebuilds the indexes in the new shape, from the keys frozen with 007 (decision 026).

const FILTER_COLUMNS = ['status', 'trust'];
const distinct = (columns: readonly string[]) => [...new Set(columns)];

async function dropAll(db: Kysely<unknown>): Promise<void> {
  await dropSortIndexes007(db);
  await db.schema.dropIndex(STATUS_SINCE_INDEX_007).ifExists().execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await dropAll(db);
  for (const key of SORT_KEY_NAMES_007) {
    // A key that is itself a filter column does not repeat it.
    const extra = [
      ...FILTER_COLUMNS.filter((column) => column !== key),
      ...indexOnlyColumns007(db, key),
    ];
    await createSortIndex007(db, key, distinct(key === 'id' ? extra : ['id', ...extra]));
  }
  await createStatusSinceIndex007(
    db,
    distinct(['id', 'trust', ...indexOnlyColumns007(db, 'since')]),
  );
}

/** Back to the shapes of 007 and 013. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await dropAll(db);
  for (const key of SORT_KEY_NAMES_007.filter((name) => name !== 'id')) {
    await createSortIndex007(db, key, ['id']);
  }
  await createStatusSinceIndex007(db, ['id']);
}
